import type { RE2JS } from 're2js';

/** Built from entrypoints/pattern-engine.ts; it leaves RE2 on the global scope under PATTERN_ENGINE_GLOBAL. */
export const PATTERN_ENGINE_SCRIPT = '/pattern-engine.js';
export const PATTERN_ENGINE_GLOBAL = 'newsflashPatternEngine';

/** The parts of the worker's global scope the engine's loading uses. */
export interface EngineScope {
  [PATTERN_ENGINE_GLOBAL]?: typeof RE2JS;
  /** Chrome's service worker only: Firefox's background page loads the script from the manifest, before the worker's own. */
  importScripts?: (url: string) => void;
  addEventListener?: (type: 'install', listener: () => void) => void;
}

const scope = globalThis as unknown as EngineScope;

/**
 * Chrome's service worker refuses `import()`, and `importScripts` of a script it did not import
 * while installing (a NetworkError). So the worker imports the engine once when it installs
 * (each install and update) and Chrome keeps it: later, at any start, the first pattern imports it
 * again from that copy, synchronously, as compiling a pattern is. Synchronous: the install event
 * comes after the worker's first turn only if its listener was added in that turn.
 */
export function keepPatternEngine(at: EngineScope = scope): void {
  if (at.importScripts) at.addEventListener?.('install', () => at.importScripts!(PATTERN_ENGINE_SCRIPT));
}

/** RE2 in the worker, loaded at the first call. */
export function patternEngine(at: EngineScope = scope): typeof RE2JS {
  if (!at[PATTERN_ENGINE_GLOBAL]) at.importScripts?.(PATTERN_ENGINE_SCRIPT);
  const engine = at[PATTERN_ENGINE_GLOBAL];
  if (!engine) throw new Error('newsflash: the pattern engine did not load');
  return engine;
}
