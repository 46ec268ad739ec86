import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { keepPatternEngine, PATTERN_ENGINE_GLOBAL, PATTERN_ENGINE_SCRIPT, patternEngine, type EngineScope } from './pattern-engine-script';

/** A service worker's scope as Chrome runs it: importing a script it did not import while installing fails. */
function chromeWorker() {
  const cached = new Set<string>();
  let installing = false;
  const listeners: (() => void)[] = [];
  const imports: string[] = [];
  const scope: EngineScope = {
    addEventListener: (_type, listener) => listeners.push(listener),
    importScripts(url) {
      if (!installing && !cached.has(url)) throw new Error('importScripts() of new scripts after service worker installation is not allowed.');
      cached.add(url);
      imports.push(url);
      scope[PATTERN_ENGINE_GLOBAL] = RE2JS;
    },
  };
  const install = () => {
    installing = true;
    listeners.forEach((listener) => listener());
    installing = false;
  };
  /** The worker stopped and started again: its globals are gone, the browser's copy of imported scripts is kept. */
  const restart = () => {
    delete scope[PATTERN_ENGINE_GLOBAL];
    listeners.length = 0;
    imports.length = 0;
  };
  return { scope, install, restart, imports };
}

describe('the worker’s pattern engine', () => {
  it('is imported while the worker installs, then not again until a pattern needs it after a restart', () => {
    const worker = chromeWorker();
    keepPatternEngine(worker.scope);
    worker.install();
    expect(worker.imports).toEqual([PATTERN_ENGINE_SCRIPT]);
    worker.restart();
    keepPatternEngine(worker.scope);
    expect(worker.scope[PATTERN_ENGINE_GLOBAL]).toBeUndefined();
    expect(patternEngine(worker.scope)).toBe(RE2JS);
    expect(patternEngine(worker.scope)).toBe(RE2JS);
    expect(worker.imports).toEqual([PATTERN_ENGINE_SCRIPT]);
  });

  it('fails loudly, not as a refused pattern, when the worker never kept it', () => {
    const worker = chromeWorker();
    expect(() => patternEngine(worker.scope)).toThrow(/not allowed/);
  });

  it('is taken as it is where the manifest loaded it first (Firefox’s background page, no importScripts)', () => {
    const page: EngineScope = { [PATTERN_ENGINE_GLOBAL]: RE2JS };
    keepPatternEngine(page);
    expect(patternEngine(page)).toBe(RE2JS);
    expect(() => patternEngine({})).toThrow(/did not load/);
  });
});
