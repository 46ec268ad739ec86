import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Words a person reads come from locales/, never from a component: any text between tags, or in
 * an attribute people read (title, aria-label, placeholder, alt), that has letters is English left
 * behind. Code samples (`<code>`, `<kbd>`) and example addresses are not prose.
 *
 * Words reach readers from `.ts` files too (a hook's notice, a stored rule's note, an error shown
 * in a status line), so every `.ts` file of the extension is read as well: a string of two words
 * or more is prose unless it is a log line (console.*), a type, or listed below with why no
 * reader sees it. (A one-word English string slips through; the locales test cannot see it either.)
 */
const root = join(import.meta.dirname, '../..');
const READ_ATTRIBUTES = new Set(['title', 'aria-label', 'placeholder', 'alt', 'label']);
const NOT_PROSE = new Set(['code', 'kbd']);
const words = /\p{L}{2,}/u;
const twoWords = /\p{L}{2,}\s+\p{L}{2,}/u;

/** `file: text` → why no reader sees it in their language. */
const NOT_FOR_READERS: Record<string, string> = {
  'utils/base/bare-browser.ts: The message port closed before a response was received.': "Chrome's own words, compared against",
  'utils/exchanges/binance.ts: Binance Futures': 'an exchange product, named as the exchange names it',
  'utils/exchanges/bybit.ts: Bybit Perpetuals': 'an exchange product, named as the exchange names it',
  'utils/messages/index.ts: Newsflash refused the "': "a refusal only a bug in Newsflash's own pages can cause",
  'utils/net/socket-session.ts: client closing': 'a close reason the service reads',
  'utils/notify/rules.ts: quiet hours': 'a decision code, typed as a literal union',
  'utils/web/web-engine.ts: newsflash: the web page does not answer ': "a refusal only a bug in the web page's own components can cause",
  'utils/notify/sound-player.ts: Plays the alert sound the user chose for a headline.': "the offscreen document's justification, read by the browser's reviewers",
  'utils/notify/pattern-engine-script.ts: newsflash: the pattern engine did not load': "a failure only a broken build can cause, in the worker's console",
  "utils/web/shell-cache.ts: newsflash shell: not this build's file: ": "an install the web page's service worker refuses, in its console only (the page works as without it)",
};

/** What runs only while the web page is built (Vite's config and plugins), never in front of a reader. */
const BUILD_ONLY = /\/web\/(vite\.config|[\w-]+-plugin)\.ts$/;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsxFiles(join(dir, entry.name)) : entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [join(dir, entry.name)] : [],
  );
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(join(dir, entry.name)) : /(?<!\.test|\.d)\.ts$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** A log line (console.*), or an attribute no one reads (`class`, `rel`…; the ones people read are checked above). */
const unread = (node: ts.Node): boolean => {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) && /^console\./.test(at.expression.getText())) return true;
    if (ts.isJsxAttribute(at)) return !READ_ATTRIBUTES.has(at.name.getText());
  }
  return false;
};

/** Prose in a file's strings and template texts (not module names, types, log lines or unread attributes). */
function proseLeftovers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) ? node.text : undefined;
    const notProse = (at: ts.Node) => ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isLiteralTypeNode(at) || ts.isExternalModuleReference(at);
    if (text !== undefined && twoWords.test(text) && !notProse(node.parent) && !unread(node) && !NOT_FOR_READERS[`${relative(root, file)}: ${text}`]) {
      found.push(`${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
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
    const files = [...tsxFiles(join(root, 'components')), ...tsxFiles(join(root, 'entrypoints')), ...tsxFiles(join(root, 'web'))];
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(leftovers)).toEqual([]);
  });

  it('nor do the strings of the extension\'s code: hooks, the worker, utils/, and the components\' own', () => {
    const files = ['components', 'entrypoints', 'utils', 'web'].flatMap((dir) => [...tsFiles(join(root, dir)), ...tsxFiles(join(root, dir))]).filter((file) => !BUILD_ONLY.test(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(proseLeftovers)).toEqual([]);
    // It parses every source file of the extension: seconds of work, more on a busy machine.
  }, 60_000);

  it('every exception still names a string that is there', () => {
    const present = (entry: string) => {
      const [file, text] = [entry.slice(0, entry.indexOf(': ')), entry.slice(entry.indexOf(': ') + 2)];
      return readFileSync(join(root, file), 'utf8').includes(text);
    };
    expect(Object.keys(NOT_FOR_READERS).filter((entry) => !present(entry))).toEqual([]);
  });

  it('would notice English left behind in a .ts file, and not in a log line', () => {
    expect(proseLeftovers(join(root, 'tests/unit/fixtures/english-left.ts'))).toEqual(['tests/unit/fixtures/english-left.ts:3 "The extension did not answer."', 'tests/unit/fixtures/english-left.ts:4 "Turned off: "']);
  });

  it('would notice English left behind', () => {
    const file = join(root, 'tests/unit/fixtures/english-left.tsx');
    expect(leftovers(file)).toEqual([
      'tests/unit/fixtures/english-left.tsx:4 text "Save now"',
      'tests/unit/fixtures/english-left.tsx:5 title="Close the panel"',
    ]);
  });
});
