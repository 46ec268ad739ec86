import { describe, expect, it } from 'vitest';
import { plainText, RAW_PER_CHARACTER } from './plain-text';

const MB4 = 4 * 1024 * 1024;

describe('plain text', () => {
  it('drops tags, decodes entities once, collapses whitespace', () => {
    expect(plainText('<p>Markets <b>rally</b> &amp; cheer</p>\n\n<p>again</p>', 100)).toBe('Markets rally & cheer again');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt; is text', 100)).toBe('<script>alert(1)</script> is text');
    expect(plainText('&amp;lt; stays &amp;lt;', 100)).toBe('&lt; stays &lt;');
    expect(plainText('BTC < $100K, ETH <2k', 100)).toBe('BTC < $100K, ETH <2k');
    expect(plainText(42, 100)).toBe('');
  });

  it('joins what inline elements touch and parts what block elements separate', () => {
    expect(plainText('1930ft<sup>2</sup> of <a href="/x">Bit</a><i>coin</i>', 100)).toBe('1930ft2 of Bitcoin');
    expect(plainText('one<br>two<br/>three<p>four</p>five<li>six</li><TD>seven</TD>', 100)).toBe('one two three four five six seven');
  });

  it('leaves out what no reader sees: comments, scripts, styles, attributes', () => {
    expect(plainText('a<!-- hidden -->b<script>var x = "<p>no</p>";</script>c<style>p{}</style>d<img alt="no" src="x">e', 100)).toBe('abcde');
    expect(plainText('<![CDATA[no]]>yes<?php no ?>', 100)).toBe('yes');
  });

  it('cuts at max with an ellipsis, never splitting a character', () => {
    expect(plainText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(plainText('x'.repeat(10), 10)).toBe('x'.repeat(10));
    expect(plainText(`${'x'.repeat(8)}😀😀`, 10)).toBe(`${'x'.repeat(8)}…`);
    expect(plainText('word '.repeat(10), 11)).toBe('word word…');
  });

  it('reads no more than max × RAW_PER_CHARACTER of the source, and says the rest was not read', () => {
    const hidden = `<span style="${'x'.repeat(200 * RAW_PER_CHARACTER)}">never read</span>`;
    expect(plainText(`Short title${hidden}`, 200)).toBe('Short title…');
    expect(plainText(`${'a'.repeat(200 * RAW_PER_CHARACTER - 1)}😀 and more`, 200)).toBe(`${'a'.repeat(199)}…`);
  });

  // Each used to cost seconds over a regular expression; read past the cut, each is a few kB of work.
  it.each([
    ['`<`', '<'.repeat(MB4), `${'<'.repeat(999)}…`],
    ['`<a `', '<a '.repeat(MB4 / 3), ''],
    ['nested tags', '<span><b>'.repeat(MB4 / 9), ''],
    ['nested blocks', '<div>'.repeat(MB4 / 5), ''],
    ['an unclosed comment', `ok<!--${'x'.repeat(MB4)}`, 'ok…'],
    ['an unclosed attribute', `ok<a href="${'x'.repeat(MB4)}`, 'ok…'],
    ['an unclosed script', `ok<script>${'<'.repeat(MB4)}`, 'ok…'],
    ['entities', '&amp;'.repeat(MB4 / 5), `${'&'.repeat(800)}…`],
    ['bare ampersands', '&'.repeat(MB4), `${'&'.repeat(999)}…`],
    ['long unknown entities', `&${'a'.repeat(MB4)}`, `&${'a'.repeat(998)}…`],
  ])('keeps a 4 MB field of %s to max characters', (_name, value, expected) => {
    expect(plainText(value, 1_000)).toBe(expected);
  });
});
