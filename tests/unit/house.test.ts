import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHouse, ROOT as root, type Import } from '@/devkit/house-imports';
import { journeyFiles } from '@/devkit/journey';

/**
 * The house's rules, read from the code's own imports: the layers import downward only, the
 * service's folders never reach back into its wiring, no two modules import each other, and the
 * worker's engine stays wiring. A move that breaks one fails here, not in a reader's head.
 */
const { files, imports } = readHouse();
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

  it("utils/'s root holds no module: the ground, the contracts and the top each live in a folder at their own floor", () => {
    expect(files.filter((file) => /^utils\/[^/]+$/.test(file))).toEqual([]);
  });

  it('the folders of utils/ import downward only: no folder reaches one that imports it back, even by types', () => {
    const folderOf = (file: string) => /^utils\/[^/]+\//.exec(file)?.[0] ?? 'utils/';
    const between = new Map<string, Import[]>();
    for (const edge of imports) {
      if (edge.dynamic || !edge.from.startsWith('utils/') || !edge.to.startsWith('utils/')) continue;
      const [from, to] = [folderOf(edge.from), folderOf(edge.to)];
      if (from !== to) between.set(`${from} ${to}`, [...(between.get(`${from} ${to}`) ?? []), edge]);
    }
    const next = new Map<string, string[]>();
    for (const key of between.keys()) {
      const [from = '', to = ''] = key.split(' ');
      next.set(from, [...(next.get(from) ?? []), to]);
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      from === to || (!seen.has(from) && (seen.add(from), (next.get(from) ?? []).some((step) => reaches(step, to, seen))));
    // An import from one folder to another that reaches the first back is one arrow of a folder loop.
    const back = [...between.entries()].filter(([key]) => {
      const [from = '', to = ''] = key.split(' ');
      return reaches(to, from);
    });
    expect(back.flatMap(([, edges]) => edges.map(describeImport))).toEqual([]);
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

  it('has no circle of modules, type-only imports included: a type two files share has a file of its own', () => {
    const next = new Map<string, string[]>();
    for (const edge of imports) if (!edge.dynamic) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
    // Tarjan's strongly connected components: each one of more than a file is a circle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const circles: string[][] = [];
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
      if (circle.length > 1) circles.push(circle.sort());
    };
    for (const file of next.keys()) if (!index.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it("keeps the worker's engine to wiring: at most 9,600 characters and 25 imports (what it wires lives in files of its own)", () => {
    // Characters, not lines: a line limit is met by widening lines, and eslint's max-len holds each line.
    const engine = 'utils/background/engine.ts';
    expect(readFileSync(join(root, engine), 'utf8').length).toBeLessThanOrEqual(9_600);
    expect(imports.filter((edge) => edge.from === engine).length).toBeLessThanOrEqual(25);
  });

  it("keeps a headline's journey from growing: at most 255 files read from an origin to a notification and a row (devkit/journey.ts)", () => {
    // 298 when it was first measured (2026-11-29): what a new feature adds to the way shows here, not in a reader's afternoon.
    expect(journeyFiles({ types: true }, imports).length).toBeLessThanOrEqual(255);
  });

  it('keeps the feed page to putting its parts together: at most 120 lines (its list, header, bars and footer are files of their own)', () => {
    const lines = readFileSync(join(root, 'components/FeedPage.tsx'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(120);
  });
});
