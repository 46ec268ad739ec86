import { describe, expect, it } from 'vitest';
import { EXCHANGES } from './all';
import { PRICE_EXCHANGES } from './exchange';
import { PRICE_STREAMS } from './streams';
import { binanceStream } from './binance';
import { bybitStream } from './bybit';

const counter = () => {
  let id = 1;
  return () => id++;
};

describe('the exchanges behind the PriceSource seam', () => {
  it("Binance: its own spot and futures streams, or the reader's one address; symbols in the address, then SUBSCRIBE", () => {
    expect([binanceStream.streamUrl('spot', undefined), binanceStream.streamUrl('futures', undefined)]).toEqual(['wss://stream.binance.com:9443/stream', 'wss://fstream.binance.com/stream']);
    expect(binanceStream.streamUrl('futures', 'ws://127.0.0.1:1/stream')).toBe('ws://127.0.0.1:1/stream');
    expect(binanceStream.open('wss://x/stream', ['ARBUSDT', 'BTCUSDT'])).toEqual({ url: 'wss://x/stream?streams=arbusdt@miniTicker/btcusdt@miniTicker', subscribed: ['ARBUSDT', 'BTCUSDT'] });
    expect(binanceStream.subscribe(['ETHUSDT'], counter())).toEqual(['{"method":"SUBSCRIBE","params":["ethusdt@miniTicker"],"id":1}']);
    expect(binanceStream.keepAlive).toBeUndefined();
  });

  it('Bybit: its spot and linear streams, or both under the base set; a bare connection, then subscribe by topic', () => {
    expect([bybitStream.streamUrl('spot', undefined), bybitStream.streamUrl('futures', undefined)]).toEqual(['wss://stream.bybit.com/v5/public/spot', 'wss://stream.bybit.com/v5/public/linear']);
    expect(bybitStream.streamUrl('futures', 'ws://127.0.0.1:1/v5/public/')).toBe('ws://127.0.0.1:1/v5/public/linear');
    expect(bybitStream.open('wss://x/v5/public/spot', ['BTCUSDT'])).toEqual({ url: 'wss://x/v5/public/spot', subscribed: [] });
    expect(bybitStream.subscribe(['BTCUSDT'], counter())).toEqual(['{"op":"subscribe","args":["tickers.BTCUSDT"],"req_id":"1"}']);
    expect(JSON.parse(bybitStream.keepAlive!.text)).toEqual({ op: 'ping' });
  });

  it('Bybit: at most 10 topics a message, as its spot stream takes', () => {
    const symbols = Array.from({ length: 25 }, (_, i) => `C${i}USDT`);
    const messages = bybitStream.unsubscribe(symbols, counter()).map((text) => JSON.parse(text) as { op: string; args: string[]; req_id: string });
    expect(messages.map((message) => message.args.length)).toEqual([10, 10, 5]);
    expect(messages.flatMap((message) => message.args)).toEqual(symbols.map((symbol) => `tickers.${symbol}`));
    expect(messages.map((message) => [message.op, message.req_id])).toEqual([['unsubscribe', '1'], ['unsubscribe', '2'], ['unsubscribe', '3']]);
  });
});

describe('one file per exchange', () => {
  it('every exchange that prices moves has a stream, named for it, and is one the pages may watch', () => {
    const pricing = EXCHANGES.flatMap(({ prices }) => (prices ? [prices.id] : []));
    expect(pricing).toEqual([...PRICE_EXCHANGES]);
    for (const id of pricing) expect(PRICE_STREAMS[id]).toMatchObject({ exchange: id, parse: expect.any(Function) });
  });

  it('no two exchanges claim the same market or action code', () => {
    const markets = EXCHANGES.flatMap((exchange) => Object.keys(exchange.links));
    const actions = EXCHANGES.flatMap((exchange) => Object.keys(exchange.actions ?? {}));
    expect(new Set(markets).size).toBe(markets.length);
    expect(new Set(actions).size).toBe(actions.length);
  });
});
