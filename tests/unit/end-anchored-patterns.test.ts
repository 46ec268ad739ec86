import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A pattern anchored at the end alone with an unbounded repeat (`/\/+$/`, `/[.…]+$/`) tries every
 * place of a run as a start: quadratic in a run that does not end the text (12,000 dots before a
 * letter took 0.3 s). Trailing runs are read from the end instead (`withoutTrailing`, packages/protocol/src/reader-text.ts).
 * The patterns left read only short text, each named here with its bound.
 */
const ALLOWED: Record<string, string> = {
  'server/coins/catalog.ts /\\s+(?:DAO|Coin|Token|Network|Protocol|Finance|Hashgraph|Ecosystem Token|Network Token|Protocol Token)$/': 'a coin name, ≤ 100 characters',
  'server/coins/word-lists.ts /\\s+(?:Labs|Foundation|Protocol|Network|Finance|Official|DAO|HQ|Team)$/i': "a post author's name, ≤ 80 characters (item-text.ts)",
  'server/outbound/address-class.ts /(\\d+\\.\\d+\\.\\d+\\.\\d+)$/': 'an IPv6 address as text, ≤ 45 characters',
  'server/outbound/address-class.ts /%.*$/': 'an address as text; `.*` reads the rest once from the first %',
  'utils/race/race-keys.ts /\\.[a-z0-9]+$/': 'a path segment; a dot starts a run that holds no other dot, so each character is read once',
};

const ROOTS = ['server', 'utils', 'packages', 'components', 'entrypoints', 'web'];

function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(path);
  }
  return found;
}

/** Regular expression literals ending in an unescaped `$`, not starting with `^`, with an unbounded repeat. */
function endAnchored(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const body = literal.slice(1, literal.lastIndexOf('/'));
      if (/(?:^|[^\\])\$$/.test(body) && !body.startsWith('^') && /[+*]|\{\d+,\}/.test(body)) found.push(`${file} ${literal}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('patterns anchored at the end alone', () => {
  it('are used only on text with a stated bound; trailing runs are read from the end', () => {
    const found = ROOTS.flatMap((root) => sources(root)).flatMap(endAnchored);
    expect(found.filter((entry) => !(entry in ALLOWED))).toEqual([]);
    // An entry whose pattern is gone goes from the list too.
    expect(Object.keys(ALLOWED).filter((entry) => !found.includes(entry))).toEqual([]);
  });
});
