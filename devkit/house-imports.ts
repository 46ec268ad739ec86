import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The code's own imports, read from its text: what the house test judges and what the headline's
 * journey is measured on (devkit/journey.ts). Tests, declarations and built output are not rooms.
 */
export const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /(\.test\.tsx?|\.d\.ts)$/;
export const FOLDERS = ['packages/protocol/src', 'utils', 'components', 'entrypoints', 'web', 'server'];

export interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !NOT_SOURCE.test(name)) out.push(path);
  }
  return out;
}

function resolveSpecifier(file: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('@newsflash/protocol/')) base = join(ROOT, 'packages/protocol/src', specifier.slice('@newsflash/protocol/'.length));
  else if (specifier === '#pattern-engine') base = join(ROOT, 'utils/notify/pattern-engine-module');
  else if (specifier.startsWith('.')) base = resolve(dirname(file), specifier);
  else return undefined;
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return relative(ROOT, candidate);
  }
  return undefined;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const from = relative(ROOT, file);
  const found: Import[] = [];
  const statics = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(statics)) {
    const to = resolveSpecifier(file, match[3]!);
    if (to) found.push({ from, to, typeOnly: match[2] !== undefined, dynamic: false });
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const to = resolveSpecifier(file, match[1]!);
    if (to) found.push({ from, to, typeOnly: false, dynamic: true });
  }
  return found;
}

/** Every source file of the house (paths from the repository's root) and every import between them. */
export function readHouse(): { files: string[]; imports: Import[] } {
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  return { files: files.map((file) => relative(ROOT, file)), imports: files.flatMap(importsOf) };
}
