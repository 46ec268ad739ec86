import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Words a person reads come from locales/, never from a component: any text between tags, or in
 * an attribute people read (title, aria-label, placeholder, alt), that has letters is English left
 * behind. Code samples (`<code>`, `<kbd>`) and example addresses are not prose.
 */
const root = join(import.meta.dirname, '../..');
const READ_ATTRIBUTES = new Set(['title', 'aria-label', 'placeholder', 'alt', 'label']);
const NOT_PROSE = new Set(['code', 'kbd']);
const words = /\p{L}{2,}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsxFiles(join(dir, entry.name)) : entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [join(dir, entry.name)] : [],
  );
}

function leftovers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words.test(node.text)) {
      const element = node.parent;
      const tag = ts.isJsxElement(element) ? element.openingElement.tagName.getText() : '';
      if (!NOT_PROSE.has(tag)) found.push(`${where(node)} text "${node.text.trim()}"`);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer) && words.test(node.initializer.text) && !/^[a-z]+:\/\//.test(node.initializer.text)) {
      found.push(`${where(node)} ${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components', () => {
  it('hold no words a person reads: every one comes from locales/', () => {
    const files = [...tsxFiles(join(root, 'components')), ...tsxFiles(join(root, 'entrypoints'))];
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(leftovers)).toEqual([]);
  });

  it('would notice English left behind', () => {
    const file = join(root, 'tests/unit/fixtures/english-left.tsx');
    expect(leftovers(file)).toEqual([
      'tests/unit/fixtures/english-left.tsx:4 text "Save now"',
      'tests/unit/fixtures/english-left.tsx:5 title="Close the panel"',
    ]);
  });
});
