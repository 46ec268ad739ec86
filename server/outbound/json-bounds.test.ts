import { describe, expect, it } from 'vitest';
import { jsonDepthPast, MAX_JSON_DEPTH, pickList, readBoundedJson } from './json-bounds';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('the JSON depth budget', () => {
  it(`reads ${MAX_JSON_DEPTH} levels and refuses one more, naming the answer and the budget`, () => {
    expect(readBoundedJson(nested(MAX_JSON_DEPTH), 'the answer')).toBeInstanceOf(Array);
    expect(() => readBoundedJson(nested(MAX_JSON_DEPTH + 1), 'the answer')).toThrow(`the answer nests deeper than ${MAX_JSON_DEPTH} levels`);
    expect(() => readBoundedJson(`{"a":${nested(MAX_JSON_DEPTH)}}`, 'the list')).toThrow(`the list nests deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('refuses 4 MB of brackets at once, without parsing them', () => {
    expect(jsonDepthPast('['.repeat(4 * 1024 * 1024))).toBe(true);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    const text = JSON.stringify({ title: `${'['.repeat(200)} "quoted \\" [[[`, list: [[1]] });
    expect(jsonDepthPast(text)).toBe(false);
    expect(readBoundedJson(text, 'the answer')).toMatchObject({ list: [[1]] });
  });

  it('names what is not JSON', () => {
    expect(() => readBoundedJson('{not json', 'the answer')).toThrow('the answer is not JSON');
  });
});

describe('picking from a list', () => {
  it('keeps the first entries and only the short primitive fields asked for, and says how many were listed', () => {
    const value = { symbols: [{ symbol: 'WIFUSDT', status: 'TRADING', filters: [{ a: 1 }], baseAsset: 'x'.repeat(201) }, { symbol: 'ENAUSDT', status: 'TRADING' }, { symbol: 'THIRD' }] };
    expect(pickList(value, { list: 'symbols', max: 2, fields: ['symbol', 'status', 'filters', 'baseAsset'] })).toEqual({
      listed: 3,
      entries: [
        { symbol: 'WIFUSDT', status: 'TRADING' },
        { symbol: 'ENAUSDT', status: 'TRADING' },
      ],
    });
  });

  it('keeps entries whole when no fields are named, and finds no list where there is none', () => {
    expect(pickList([{ a: { b: 1 } }, 2], { max: 1 })).toEqual({ listed: 2, entries: [{ a: { b: 1 } }] });
    expect(pickList({ symbols: 'none' }, { list: 'symbols', max: 1 })).toBeUndefined();
    expect(pickList(null, { list: 'symbols', max: 1 })).toBeUndefined();
  });
});
