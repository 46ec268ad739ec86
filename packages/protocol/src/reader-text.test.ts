import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseItem } from './frames';
import type { NewsItem } from './news-item';
import { isSlash, readerText, trailingStart, withoutTrailing } from './reader-text';

const HIDDEN = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c, 0x200b, 0x2060, 0xfeff];
const HIDDEN_CHARACTER = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;
/** Each hidden character as a character and as the references a page would decode. */
const spellings = (code: number) => [String.fromCodePoint(code), `&#x${code.toString(16)};`, `&#X00${code.toString(16).toUpperCase()};`, `&#${code};`, `&#000${code};`];
const hidden = fc.constantFrom(...HIDDEN.flatMap(spellings));

/** Arbitrary Unicode (lone surrogates included) with hidden characters, in either spelling, put anywhere. */
const withHidden = (parts: number, units = 12) =>
  fc
    .array(fc.tuple(fc.string({ unit: 'binary', maxLength: units }), fc.array(hidden, { maxLength: 2 })), { maxLength: parts })
    .map((pieces) => ({
      dirty: pieces.map(([text, injected]) => text + injected.join('')).join(''),
      clean: pieces.map(([text]) => readerText(text)).join(''),
    }));
const textWithHidden = withHidden(8);
/** Short enough for a source name (≤ 100) or a coin (≤ 40) with every reference spelled long. */
const nameWithHidden = withHidden(2, 6);
const coinWithHidden = withHidden(1, 6);

const base = { _id: 'b1', title: 'Headline', time: Date.parse('2025-01-01T00:00:00Z') };

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function item(raw: Record<string, unknown>): NewsItem {
  const result = parseItem({ ...base, ...raw });
  if (result.kind !== 'item') throw new Error(result.reason);
  return result.item;
}

describe('readerText', () => {
  it('takes out every hidden character, however it is spelled, and nothing else', () => {
    fc.assert(
      fc.property(textWithHidden, ({ dirty, clean }) => {
        const out = readerText(dirty);
        expect(out).not.toMatch(HIDDEN_CHARACTER);
        // What was between the injected characters is all still there, in order.
        expect(out).toBe(clean);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves text without hidden characters exactly as it was, emoji joiners included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }).filter((text) => !HIDDEN_CHARACTER.test(text) && !text.includes('&#')), (text) => {
        expect(readerText(text)).toBe(text);
      }),
    );
    expect(readerText('👩\u200d💻 می\u200cخواهم')).toBe('👩\u200d💻 می\u200cخواهم');
  });

  it('removes the right-to-left override of the reported spoof, as a character and as a reference', () => {
    expect(readerText('\u202Emoc.ecnanib.www//:sptth')).toBe('moc.ecnanib.www//:sptth');
    expect(readerText('Claim &#x202E;moc.ecnanib.www//:sptth now')).toBe('Claim moc.ecnanib.www//:sptth now');
  });
});

describe('normalise: every text a reader sees is clean', () => {
  it('title, English title, body, source, coins and the quoted post carry no hidden character', () => {
    fc.assert(
      fc.property(textWithHidden, textWithHidden, nameWithHidden, coinWithHidden, (one, two, name, coin) => {
        const news = item({
          title: `T${one.dirty}`,
          en: `E${two.dirty}`,
          body: `B${one.dirty}${two.dirty}`,
          source: `S${name.dirty}`,
          suggestions: [{ coin: `C${coin.dirty}`, found: [], symbols: [] }],
          info: { isQuote: true, quotedUser: { name: 'n', screen_name: `a${name.dirty}`, text: `q${two.dirty}` } },
        });
        for (const text of strings(news)) expect(text).not.toMatch(HIDDEN_CHARACTER);
        expect(news).toMatchObject({
          title: `E${two.clean}`.trim(),
          body: `B${one.clean}${two.clean}`,
          source: `S${name.clean}`,
          coins: [{ coin: `C${coin.clean}` }],
          post: { kind: 'quote', account: `a${name.clean}`, text: `q${two.clean}` },
        });
      }),
      { numRuns: 300 },
    );
  });

  it('a source or coin made only of hidden characters is no name at all', () => {
    const news = item({ source: '\u202e\u2066', type: 'telegram', suggestions: [{ coin: '\u200b', found: [], symbols: [] }, { coin: 'BTC', found: [], symbols: [] }] });
    expect(news.source).toBe('Telegram');
    expect(news.coins.map((coin) => coin.coin)).toEqual(['BTC']);
  });

  it('a backlog tweet split from its title is cleaned on both sides', () => {
    const news = item({ source: 'Twitter', title: 'Binance (@\u202ebinance): \u202Ehttps://evil.example/ moc.ecnanib' });
    expect(news).toMatchObject({ title: 'Binance (@binance)', body: 'https://evil.example/ moc.ecnanib' });
  });
});

describe('trailing marks', () => {
  it('are read from the end, each character once: a run of them that does not end the text is never read', () => {
    let reads = 0;
    const counted = (char: string) => (reads++, '. '.includes(char));
    expect(trailingStart(`a${'.'.repeat(12_000)}x`, counted)).toBe(12_002);
    expect(reads).toBe(1);
    reads = 0;
    expect(trailingStart(`a${'. '.repeat(6_000)}`, counted)).toBe(1);
    expect(reads).toBe(12_001);
  });

  it('leave the rest as it is, and an empty text for one of marks alone', () => {
    expect(withoutTrailing('https://example.com/a//', isSlash)).toBe('https://example.com/a');
    expect(withoutTrailing('///', isSlash)).toBe('');
    expect(withoutTrailing('', isSlash)).toBe('');
    expect(withoutTrailing('/a/b', isSlash)).toBe('/a/b');
  });
});
