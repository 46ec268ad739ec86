import { describe, expect, it } from 'vitest';
import { binanceSource } from './binance';
import { bybitSource } from './bybit';

const counter = () => {
  let id = 1;
  return () => id++;
};

describe('the exchanges behind the PriceSource seam', () => {
  it("Binance: its own spot and futures streams, or the reader's one address; symbols in the address, then SUBSCRIBE", () => {
    expect([binanceSource.streamUrl('spot', undefined), binanceSource.streamUrl('futures', undefined)]).toEqual(['wss://stream.binance.com:9443/stream', 'wss://fstream.binance.com/stream']);
    expect(binanceSource.streamUrl('futures', 'ws://127.0.0.1:1/stream')).toBe('ws://127.0.0.1:1/stream');
    expect(binanceSource.open('wss://x/stream', ['ARBUSDT', 'BTCUSDT'])).toEqual({ url: 'wss://x/stream?streams=arbusdt@miniTicker/btcusdt@miniTicker', subscribed: ['ARBUSDT', 'BTCUSDT'] });
    expect(binanceSource.subscribe(['ETHUSDT'], counter())).toEqual(['{"method":"SUBSCRIBE","params":["ethusdt@miniTicker"],"id":1}']);
    expect(binanceSource.keepAlive).toBeUndefined();
  });

  it('Bybit: its spot and linear streams, or both under the base set; a bare connection, then subscribe by topic', () => {
    expect([bybitSource.streamUrl('spot', undefined), bybitSource.streamUrl('futures', undefined)]).toEqual(['wss://stream.bybit.com/v5/public/spot', 'wss://stream.bybit.com/v5/public/linear']);
    expect(bybitSource.streamUrl('futures', 'ws://127.0.0.1:1/v5/public/')).toBe('ws://127.0.0.1:1/v5/public/linear');
    expect(bybitSource.open('wss://x/v5/public/spot', ['BTCUSDT'])).toEqual({ url: 'wss://x/v5/public/spot', subscribed: [] });
    expect(bybitSource.subscribe(['BTCUSDT'], counter())).toEqual(['{"op":"subscribe","args":["tickers.BTCUSDT"],"req_id":"1"}']);
    expect(JSON.parse(bybitSource.keepAlive!.text)).toEqual({ op: 'ping' });
  });

  it('Bybit: at most 10 topics a message, as its spot stream takes', () => {
    const symbols = Array.from({ length: 25 }, (_, i) => `C${i}USDT`);
    const messages = bybitSource.unsubscribe(symbols, counter()).map((text) => JSON.parse(text) as { op: string; args: string[]; req_id: string });
    expect(messages.map((message) => message.args.length)).toEqual([10, 10, 5]);
    expect(messages.flatMap((message) => message.args)).toEqual(symbols.map((symbol) => `tickers.${symbol}`));
    expect(messages.map((message) => [message.op, message.req_id])).toEqual([['unsubscribe', '1'], ['unsubscribe', '2'], ['unsubscribe', '3']]);
  });
});
