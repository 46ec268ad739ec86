import { describe, expect, it } from 'vitest';
import { decodeBody } from './charset';

/** Windows-1252 bytes: Latin-1 for ç and ã, and the two code points where the encodings differ. */
const cp1252 = (text: string) => Uint8Array.from([...text].map((char) => ({ '€': 0x80, '–': 0x96 })[char] ?? char.charCodeAt(0)));
const rss = (prolog: string) => `${prolog}<rss version="2.0"><channel><title>Revolução – €5</title></channel></rss>`;

describe('decodeBody', () => {
  it('reads the charset the Content-Type declares', () => {
    const decoded = decodeBody(cp1252(rss('')), 'application/rss+xml; charset=windows-1252');
    expect(decoded).toEqual({ text: rss(''), charset: 'windows-1252' });
    expect(decodeBody(cp1252(rss('')), 'text/xml;charset="ISO-8859-1"').text).toContain('Revolução – €5');
  });

  it('reads the XML declaration when the header declares none, and prefers the header when both do', () => {
    const prolog = '<?xml version="1.0" encoding="ISO-8859-1"?>';
    expect(decodeBody(cp1252(rss(prolog)), 'application/xml').text).toBe(rss(prolog));
    const utf8 = new TextEncoder().encode(rss(prolog));
    expect(decodeBody(utf8, 'application/xml; charset=utf-8').text).toBe(rss(prolog));
  });

  it('reads UTF-8 when nothing is declared, dropping a byte order mark', () => {
    expect(decodeBody(new TextEncoder().encode('\uFEFF{"title":"Revolução"}'), 'application/json')).toEqual({ text: '{"title":"Revolução"}', charset: 'utf-8' });
  });

  it('reads an unknown charset as UTF-8 and says so', () => {
    expect(decodeBody(new TextEncoder().encode('Revolução'), 'text/xml; charset=x-klingon')).toEqual({ text: 'Revolução', charset: 'utf-8', note: 'unknown charset "x-klingon", read as UTF-8' });
  });
});
