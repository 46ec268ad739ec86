import { describe, expect, it } from 'vitest';
import { BINANCE_FRAME_CHARS, parseBinanceFrame } from './binance-frame';

const T = 1_700_000_000_000;
const ticker = (c: unknown, extra: object = {}) => JSON.stringify({ stream: 'arbusdt@miniTicker', data: { e: '24hrMiniTicker', E: T, s: 'ARBUSDT', c, ...extra } });

describe('parseBinanceFrame: hostile frames', () => {
  it(`reads a frame up to ${BINANCE_FRAME_CHARS} characters, and none past it, whatever it holds`, () => {
    const at = (length: number) => {
      const frame = ticker('1.5', { pad: '' });
      return ticker('1.5', { pad: 'x'.repeat(length - frame.length) });
    };
    expect(at(BINANCE_FRAME_CHARS)).toHaveLength(BINANCE_FRAME_CHARS);
    expect(parseBinanceFrame(at(BINANCE_FRAME_CHARS))).toMatchObject({ kind: 'price', price: 1.5 });
    expect(parseBinanceFrame(at(BINANCE_FRAME_CHARS + 1))).toEqual({ kind: 'malformed' });
    expect(parseBinanceFrame(ticker('1.5', { pad: 'x'.repeat(1024 * 1024) }))).toEqual({ kind: 'malformed' });
  });

  it.each([
    ['NaN', 'NaN'],
    ['a negative price', '-1.5'],
    ['zero', '0'],
    ['a number past doubles', `1${'0'.repeat(400)}`],
    ['Infinity', 'Infinity'],
    ['a number, not a decimal string', 1.5],
    ['null', null],
    ['an object', { value: 1 }],
  ])('counts a price that is %s as malformed', (_what, c) => {
    expect(parseBinanceFrame(ticker(c))).toEqual({ kind: 'malformed' });
  });

  it.each([
    ['an array', '[1,2,3]'],
    ['a bare number', '1e999'],
    ['deep nesting', `${'['.repeat(1_000)}${']'.repeat(1_000)}`],
    ['data that is a string', JSON.stringify({ stream: 'x', data: 'ARBUSDT 1.5' })],
    ['a time that is a string', JSON.stringify({ stream: 'x', data: { s: 'ARBUSDT', c: '1', E: String(T) } })],
    ['no symbol', JSON.stringify({ stream: 'x', data: { c: '1', E: T } })],
    ['undefined', undefined],
  ])('counts %s as malformed, never throwing', (_what, frame) => {
    expect(parseBinanceFrame(frame)).toEqual({ kind: 'malformed' });
  });
});
