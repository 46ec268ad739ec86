/**
 * The docs stay true to the tree: README's layout names every folder a newcomer meets (the top
 * level and the one below it), and every repository path README and docs/ name (a link, or a path
 * in backticks) exists. A move that forgets the docs fails here, not in a reader's hands.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Folders holding tracked files, one and two levels deep; dot folders are tooling, not layout. */
function folders(): string[] {
  const found = new Set<string>();
  for (const path of tracked) {
    const [top = '', sub, ...rest] = path.split('/');
    if (top.startsWith('.') || sub === undefined) continue;
    found.add(top);
    if (rest.length > 0) found.add(`${top}/${sub}`);
  }
  return [...found].sort();
}

/** README's layout block, split into each top-level folder's lines. */
function layoutSections(readme: string): Map<string, string> {
  const block = /## Layout\n+```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? '';
  const sections = new Map<string, string>();
  let current = '';
  for (const line of block.split('\n')) {
    const top = /^([\w.-]+)\//.exec(line)?.[1];
    if (top !== undefined) current = top;
    sections.set(current, `${sections.get(current) ?? ''}\n${line}`);
  }
  return sections;
}

const DOCS = ['README.md', 'SECURITY.md', 'PRIVACY.md', 'CHANGELOG.md', 'server/README.md', 'bench/README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const topLevel = new Set(tracked.map((path) => path.split('/')[0]));

/** Repository paths a document names: relative links, and backticked paths under a tracked top-level folder. */
function namedPaths(doc: string, text: string): string[] {
  const paths: string[] = [];
  for (const [, target = ''] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/i.test(target)) paths.push(join(dirname(doc), target));
  }
  for (const [, path = ''] of text.matchAll(/`([\w.@/-]+\/[\w.@/-]*)`/g)) {
    if (topLevel.has(path.split('/')[0] ?? '') && !path.includes('*')) paths.push(path.replace(/\/$/, ''));
  }
  return paths;
}

function missingFromLayout(readme: string, wanted: string[]): string[] {
  const sections = layoutSections(readme);
  return wanted.filter((folder) => {
    const [top = '', sub] = folder.split('/');
    const section = sections.get(top);
    if (section === undefined) return true;
    return sub !== undefined && !new RegExp(`(^|[\\s(,;])${sub.replace(/[.]/g, '\\.')}/`).test(section);
  });
}

const missingPaths = (doc: string, text: string) => namedPaths(doc, text).filter((path) => !existsSync(join(root, path)));

describe('docs stay true', () => {
  it("README's layout names every folder one and two levels deep", () => {
    expect(missingFromLayout(read('README.md'), folders())).toEqual([]);
  });

  it('README stays short enough to read: at most 250 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(250);
  });

  it.each(DOCS)('every repository path %s names exists', (doc) => {
    expect(missingPaths(doc, read(doc))).toEqual([]);
  });

  it('notices an unnamed folder and a path that is gone', () => {
    const readme = '## Layout\n\n```\nserver/   the service\n  sources/  origins\n```\n';
    expect(missingFromLayout(readme, ['server', 'server/sources', 'server/coins', 'bench'])).toEqual(['server/coins', 'bench']);
    const doc = 'See [the walks](architecture.md), [gone](gone.md), `server/app.ts`, `server/no-such-room.ts`, `/healthz`, [site](https://newsflash.dev/).';
    expect(missingPaths('docs/x.md', doc)).toEqual(['docs/gone.md', 'server/no-such-room.ts']);
  });
});
