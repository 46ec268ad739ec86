import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house's rules, read from the code's own imports: the layers import downward only, the
 * service's folders never reach back into its wiring, no two modules load each other, and the
 * worker's engine stays wiring. A move that breaks one fails here, not in a reader's head.
 */
const root = resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /(\.test\.tsx?|\.d\.ts)$/;
const FOLDERS = ['packages/protocol/src', 'utils', 'components', 'entrypoints', 'web', 'server'];

interface Import {
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
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier === '@newsflash/protocol') base = join(root, 'packages/protocol/src/index');
  else if (specifier.startsWith('@newsflash/protocol/')) base = join(root, 'packages/protocol/src', specifier.slice('@newsflash/protocol/'.length));
  else if (specifier === '#pattern-engine') base = join(root, 'utils/notify/pattern-engine-module');
  else if (specifier.startsWith('.')) base = resolve(dirname(file), specifier);
  else return undefined;
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return relative(root, candidate);
  }
  return undefined;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const from = relative(root, file);
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

const files = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
const imports = files.flatMap(importsOf);
const describeImport = ({ from, to }: Import) => `${from} → ${to}`;

describe('the house', () => {
  it('reads the imports it judges (a parser that finds none would pass every rule)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(imports.length).toBeGreaterThan(1_000);
    expect(imports.some((edge) => edge.from === 'utils/background/engine.ts' && edge.to === 'utils/background/feeds.ts')).toBe(true);
  });

  it('imports downward only: protocol ← utils ← components ← pages, and the service apart from the extension', () => {
    const below: Record<string, string[]> = {
      'packages/': ['packages/'],
      'utils/': ['packages/', 'utils/'],
      'components/': ['packages/', 'utils/', 'components/'],
      'entrypoints/': ['packages/', 'utils/', 'components/', 'entrypoints/'],
      'web/': ['packages/', 'utils/', 'components/', 'web/'],
      'server/': ['packages/', 'server/'],
    };
    const wrong = imports.filter((edge) => {
      const layer = Object.keys(below).find((prefix) => edge.from.startsWith(prefix))!;
      return !below[layer]!.some((allowed) => edge.to.startsWith(allowed));
    });
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it("utils/base/, the ground every folder stands on, imports nothing else of utils/ (so folders import downward only)", () => {
    const wrong = imports.filter((edge) => edge.from.startsWith('utils/base/') && edge.to.startsWith('utils/') && !edge.to.startsWith('utils/base/'));
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it("the service's folders never load its wiring (app, main, entry; the config only as a type), and sources never reach routes", () => {
    const wiring = ['server/app.ts', 'server/main.ts', 'server/entry.ts'];
    const wrong = imports.filter((edge) => {
      if (!/^server\/[^/]+\//.test(edge.from)) return false;
      if (wiring.includes(edge.to)) return true;
      if (edge.to === 'server/config.ts' && !edge.typeOnly) return true;
      return edge.from.startsWith('server/sources/') && edge.to.startsWith('server/routes/');
    });
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('has no circle of modules that load each other (type-only and on-demand imports load nothing at start)', () => {
    const next = new Map<string, string[]>();
    for (const edge of imports) if (!edge.typeOnly && !edge.dynamic) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const to of next.get(file) ?? []) {
        if (state.get(to) === 'open') circles.push([...path.slice(path.indexOf(to)), to].join(' → '));
        else if (!state.has(to)) visit(to);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of next.keys()) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it('has no circle across folders, type-only imports included: a type two folders share has a file of its own', () => {
    const next = new Map<string, string[]>();
    for (const edge of imports) if (!edge.dynamic) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    // Tarjan's strongly connected components: each one of more than a file is a circle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const across: string[][] = [];
    const visit = (file: string) => {
      index.set(file, index.size);
      low.set(file, index.get(file)!);
      stack.push(file);
      for (const to of next.get(file) ?? []) {
        if (!index.has(to)) visit(to);
        if (stack.includes(to)) low.set(file, Math.min(low.get(file)!, low.get(to)!));
      }
      if (low.get(file) !== index.get(file)) return;
      const circle = stack.splice(stack.indexOf(file));
      if (new Set(circle.map((one) => dirname(one))).size > 1) across.push(circle.sort());
    };
    for (const file of next.keys()) if (!index.has(file)) visit(file);
    expect(across).toEqual([]);
  });

  it("keeps the worker's engine to wiring: at most 9,600 characters and 25 imports (what it wires lives in files of its own)", () => {
    // Characters, not lines: a line limit is met by widening lines, and eslint's max-len holds each line.
    const engine = 'utils/background/engine.ts';
    expect(readFileSync(join(root, engine), 'utf8').length).toBeLessThanOrEqual(9_600);
    expect(imports.filter((edge) => edge.from === engine).length).toBeLessThanOrEqual(25);
  });

  it('keeps the feed page to putting its parts together: at most 120 lines (its list, header, bars and footer are files of their own)', () => {
    const lines = readFileSync(join(root, 'components/FeedPage.tsx'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(120);
  });
});
