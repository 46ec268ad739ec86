import { describe, expect, it } from 'vitest';
import { BYBIT_FRAME_CHARS, parseBybitFrame } from './bybit-frame';

const T = 1_700_000_000_000;
/** Bybit's documented linear example (bybit-exchange.github.io/docs/v5/websocket/public/ticker), trimmed. */
const LINEAR_SNAPSHOT = {
  topic: 'tickers.BTCUSDT',
  type: 'snapshot',
  data: { symbol: 'BTCUSDT', tickDirection: 'PlusTick', price24hPcnt: '0.017103', lastPrice: '17216.00', prevPrice24h: '16926.50', markPrice: '17217.33', indexPrice: '17227.36', fundingRate: '-0.000212', bid1Price: '17215.50', ask1Price: '17216.00' },
  cs: 24987956059,
  ts: T,
};
const tick = (data: object, rest: object = {}) => JSON.stringify({ topic: 'tickers.BTCUSDT', type: 'snapshot', data: { symbol: 'BTCUSDT', ...data }, cs: 1, ts: T, ...rest });

describe('parseBybitFrame', () => {
  it('reads a linear snapshot, a spot snapshot and a delta that carries the price', () => {
    expect(parseBybitFrame(JSON.stringify(LINEAR_SNAPSHOT))).toEqual({ kind: 'price', symbol: 'BTCUSDT', price: 17216, time: T });
    expect(parseBybitFrame(tick({ lastPrice: '21109.77', highPrice24h: '21426.99', usdIndexPrice: '21109.9' }))).toEqual({ kind: 'price', symbol: 'BTCUSDT', price: 21109.77, time: T });
    expect(parseBybitFrame(tick({ lastPrice: '0.00005515' }, { type: 'delta' }))).toEqual({ kind: 'price', symbol: 'BTCUSDT', price: 0.00005515, time: T });
  });

  it('reads a delta without a price as a valid frame with nothing to show (the price did not move)', () => {
    expect(parseBybitFrame(tick({ openInterest: '1' }, { type: 'delta' }))).toEqual({ kind: 'reply' });
  });

  it('knows the answers: subscribe, and both shapes of pong', () => {
    expect(parseBybitFrame('{"success":true,"ret_msg":"","conn_id":"c1","req_id":"3","op":"subscribe"}')).toEqual({ kind: 'reply' });
    expect(parseBybitFrame('{"success":true,"ret_msg":"pong","conn_id":"c1","op":"ping"}')).toEqual({ kind: 'reply' });
    expect(parseBybitFrame('{"op":"pong","args":["1675418560633"],"conn_id":"c1"}')).toEqual({ kind: 'reply' });
  });

  it(`reads a frame up to ${BYBIT_FRAME_CHARS} characters, and none past it (a 1 MB frame is not parsed)`, () => {
    const at = (length: number) => tick({ lastPrice: '2', pad: 'x'.repeat(length - tick({ lastPrice: '2', pad: '' }).length) });
    expect(at(BYBIT_FRAME_CHARS)).toHaveLength(BYBIT_FRAME_CHARS);
    expect(parseBybitFrame(at(BYBIT_FRAME_CHARS))).toMatchObject({ kind: 'price', price: 2 });
    expect(parseBybitFrame(at(BYBIT_FRAME_CHARS + 1))).toEqual({ kind: 'malformed' });
    expect(parseBybitFrame(at(1024 * 1024))).toEqual({ kind: 'malformed' });
  });

  it.each([
    ['NaN', 'NaN'],
    ['negative', '-17216'],
    ['zero', '0'],
    ['huge', `1${'0'.repeat(400)}`],
    ['in exponent form', '1e5'],
    ['a number, not a string', 17216],
    ['with spaces', ' 17216 '],
    ['hexadecimal', '0x10'],
    ['too many digits', '1'.repeat(21)],
    ['null', null],
  ])('counts a lastPrice that is %s as malformed', (_what, lastPrice) => {
    expect(parseBybitFrame(tick({ lastPrice }))).toEqual({ kind: 'malformed' });
  });

  it.each([
    ['a topic for another symbol', tick({ lastPrice: '1' }, { topic: 'tickers.ETHUSDT' })],
    ['a symbol no exchange lists', JSON.stringify({ ...LINEAR_SNAPSHOT, topic: 'tickers.X/../Y', data: { symbol: 'X/../Y', lastPrice: '1' } })],
    ['a time far in the future', tick({ lastPrice: '1' }, { ts: 8_000_000_000_000 })],
    ['a time before 2009', tick({ lastPrice: '1' }, { ts: 5 })],
    ['an unknown type', tick({ lastPrice: '1' }, { type: 'full' })],
    ['a refused subscription', '{"success":false,"ret_msg":"Invalid symbol :[tickers.NOPE]","conn_id":"c1","op":"subscribe"}'],
    ['not JSON', '{"topic":'],
    ['an array', '[]'],
    ['a bare string', '"pong"'],
    ['deep nesting', `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`],
    ['binary data', new ArrayBuffer(8)],
    ['undefined', undefined],
  ])('counts %s as malformed, never throwing', (_what, frame) => {
    expect(parseBybitFrame(frame)).toEqual({ kind: 'malformed' });
  });
});
