import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RE2JS } from 're2js';

/**
 * Why a pattern might not run in time linear in its text, or undefined. The classifier's patterns
 * run on the JavaScript engine, which backtracks; they are held to a shape whose work is bounded
 * whatever the text: every repeat bounded (`{0,12}`, never `*`, `+` or `{n,}`), no repeat of a
 * group that itself repeats (no `(a{1,3}){1,3}`; an optional one, `(a{1,3})?`, is fine), and
 * nothing RE2 refuses (backreferences, lookaround), so that the same pattern also runs on RE2
 * (re2js, which the extension's rule patterns use: utils/notify/pattern.ts). With the texts cut to their budgets, a match then costs
 * at most the text's length times the product of two adjacent repeats' bounds.
 */
function patternProblem(source: string, flags = ''): string | undefined {
  try {
    RE2JS.compile(source, flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (error) {
    return `RE2 refuses it: ${(error as Error).message}`;
  }
  // Per open group: whether something inside it repeats.
  const groups: boolean[] = [];
  let lastGroupRepeats = false;
  let afterGroup = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      i++;
      afterGroup = false;
      continue;
    }
    if (char === '[') {
      // A class is one character: skip to its end.
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      afterGroup = false;
      continue;
    }
    if (char === '(') {
      groups.push(false);
      if (source[i + 1] === '?') i += source[i + 2] === '<' ? 3 : 2;
      afterGroup = false;
      continue;
    }
    if (char === ')') {
      lastGroupRepeats = groups.pop() ?? false;
      afterGroup = true;
      continue;
    }
    const repeat = char === '*' || char === '+' || char === '?' || char === '{';
    if (!repeat) {
      afterGroup = false;
      continue;
    }
    if (char === '*' || char === '+') return `unbounded repeat "${char}" at ${i}`;
    // At most once (`?`, `{0,1}`) splits a text no more ways than the group alone does.
    let once = char === '?';
    if (char === '{') {
      const end = source.indexOf('}', i);
      const bounds = source.slice(i + 1, end);
      if (!/^\d{1,3}(?:,\d{1,3})?$/.test(bounds)) return `unbounded repeat "{${bounds}}" at ${i}`;
      once = Number(bounds.split(',').pop()) <= 1;
      i = end;
    }
    // A lazy mark after a repeat is no repeat of its own.
    if (source[i + 1] === '?') i++;
    if (afterGroup && lastGroupRepeats && !once) return `a repeated group that itself repeats, at ${i}`;
    if (groups.length > 0) groups[groups.length - 1] = true;
    afterGroup = false;
  }
  return undefined;
}

/** Every regular expression written in the classifier's files (not its tests), found by the TypeScript parser. */
function patternsOfFolder(folder: string): { file: string; source: string; flags: string }[] {
  const found: { file: string; source: string; flags: string }[] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const text = readFileSync(join(folder, file), 'utf8');
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText();
        const end = literal.lastIndexOf('/');
        found.push({ file, source: literal.slice(1, end), flags: literal.slice(end + 1) });
      }
      if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp') found.push({ file, source: '(built at run time)', flags: '' });
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  }
  return found;
}

describe('the classifier\'s patterns', () => {
  it('refuses what backtracks or is unbounded, and accepts bounded patterns', () => {
    for (const bad of ['(a+)+$', 'a*', '\\d*\\d*\\d*x', '(?:a{1,3}){1,3}', 'x{2,}', '(a|b)\\1', '(?=a)b']) expect(patternProblem(bad), bad).toBeDefined();
    for (const good of ['\\b(20\\d\\d)[-/.](\\d{1,2})', '\\(([A-Z0-9]{1,15})\\)', '(?:at )?(\\d{1,2}):(\\d{2})', '[+*]{0,2}', 'a{0,12}?b']) expect(patternProblem(good), good).toBeUndefined();
  });

  it('are each bounded, unnested and runnable on RE2 (linear-time safe)', () => {
    const patterns = patternsOfFolder(import.meta.dirname);
    expect(patterns.length).toBeGreaterThan(10);
    for (const { file, source, flags } of patterns) expect(patternProblem(source, flags), `${file}: /${source}/${flags}`).toBeUndefined();
  });
});
