import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { patternProblem } from './pattern-safety';

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
