import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { socketFactory } from '@/tests/fakes/socket';
import { PRICE_FLUSH_MS, PriceFeed, STALE_MS, SYNC_INTERVAL_MS, type PriceTick } from './price-feed';

const LOCAL = 'ws://127.0.0.1:8787/stream';
const ticker = (symbol: string, price: string, time = 1_700_000_000_000) => ({ stream: `${symbol.toLowerCase()}@miniTicker`, data: { e: '24hrMiniTicker', E: time, s: symbol, c: price } });

function setup(probeStatus?: number) {
  const clock = new FakeClock();
  const sockets = socketFactory();
  const ticks: PriceTick[][] = [];
  const probes: string[] = [];
  let statusChanges = 0;
  const feed = new PriceFeed({
    createSocket: sockets.create,
    clock,
    random: () => 0.5,
    probe: async (url) => {
      probes.push(url);
      return probeStatus;
    },
    onTicks: (batch) => ticks.push(batch),
    onStatus: () => statusChanges++,
  });
  return { clock, sockets, ticks, probes, feed, statusChanges: () => statusChanges };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('PriceFeed', () => {
  it('connects only for watched symbols, with them in the address, to Binance spot and futures by default', () => {
    const { sockets, feed } = setup();
    feed.configure({ enabled: true, source: 'binance' });
    expect(sockets.sockets).toHaveLength(0);
    feed.watch([
      { exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' },
      { exchange: 'binance', symbol: 'EXMPUSDT', market: 'futures' },
    ]);
    expect(sockets.sockets.map((s) => s.url)).toEqual([
      'wss://stream.binance.com:9443/stream?streams=arbusdt@miniTicker',
      'wss://fstream.binance.com/stream?streams=exmpusdt@miniTicker',
    ]);
  });

  it('makes no connection at all when prices are off, and closes them when switched off', () => {
    const { sockets, feed } = setup();
    feed.configure({ enabled: false, source: LOCAL });
    feed.watch([{ exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' }]);
    expect(sockets.sockets).toHaveLength(0);
    expect(feed.status().state).toBe('off');
    feed.configure({ enabled: true, source: LOCAL });
    sockets.last.open();
    feed.configure({ enabled: false, source: LOCAL });
    expect(sockets.last.closed).toBe(true);
  });

  it('follows what pages show with SUBSCRIBE / UNSUBSCRIBE, and closes when nothing is shown', () => {
    const { clock, sockets, feed } = setup();
    feed.configure({ enabled: true, source: LOCAL });
    feed.watch([{ exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' }]);
    const socket = sockets.last;
    socket.open();
    feed.watch([
      { exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' },
      { exchange: 'binance', symbol: 'BTCUSDT', market: 'futures' },
    ]);
    feed.watch([{ exchange: 'binance', symbol: 'BTCUSDT', market: 'futures' }]);
    // Both changes within one sync interval of the open: folded into one sync.
    expect(socket.sent).toEqual([]);
    clock.advance(SYNC_INTERVAL_MS);
    expect(socket.sent.map((text) => JSON.parse(text))).toEqual([
      { method: 'SUBSCRIBE', params: ['btcusdt@miniTicker'], id: 1 },
      { method: 'UNSUBSCRIBE', params: ['arbusdt@miniTicker'], id: 2 },
    ]);
    feed.watch([]);
    expect(socket.closed).toBe(true);
    expect(feed.status().state).toBe('idle');
  });

  it('sends at most two messages per sync interval however fast pages scroll, ending on what they show', () => {
    const { clock, sockets, feed } = setup();
    feed.configure({ enabled: true, source: LOCAL });
    feed.watch([{ exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' }]);
    const socket = sockets.last;
    socket.open();
    const sentAt: number[] = [];
    const send = socket.send.bind(socket);
    socket.send = (text: string) => (sentAt.push(clock.now()), send(text));
    // A page scrolling for 5 s, its watch list changing every 50 ms.
    for (let i = 0; i < 100; i++) {
      feed.watch([{ exchange: 'binance', symbol: `C${i}USDT`, market: 'spot' }]);
      clock.advance(50);
    }
    clock.advance(SYNC_INTERVAL_MS);
    for (const at of sentAt) expect(sentAt.filter((other) => other > at - 1_000 && other <= at).length).toBeLessThanOrEqual(4);
    const last = socket.sent.slice(-2).map((text) => JSON.parse(text) as { method: string; params: string[] });
    expect(last.find((m) => m.method === 'SUBSCRIBE')?.params).toEqual(['c99usdt@miniTicker']);
  });

  it('coalesces a burst of ticks into one update per flush, the latest price per symbol', () => {
    const { clock, sockets, ticks, feed } = setup();
    feed.configure({ enabled: true, source: LOCAL });
    feed.watch([
      { exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' },
      { exchange: 'binance', symbol: 'BTCUSDT', market: 'spot' },
    ]);
    sockets.last.open();
    for (let i = 0; i < 500; i++) sockets.last.receive(ticker(i % 2 ? 'ARBUSDT' : 'BTCUSDT', String(1 + i), clock.now() + i));
    expect(ticks).toHaveLength(0);
    clock.advance(PRICE_FLUSH_MS);
    expect(ticks).toEqual([
      [
        { exchange: 'binance', symbol: 'BTCUSDT', price: 499, time: clock.now() - PRICE_FLUSH_MS + 498 },
        { exchange: 'binance', symbol: 'ARBUSDT', price: 500, time: clock.now() - PRICE_FLUSH_MS + 499 },
      ],
    ]);
    expect(feed.status().state).toBe('live');
  });

  it('drops and counts malformed frames, and ignores symbols nobody watches', () => {
    const { clock, sockets, ticks, feed } = setup();
    feed.configure({ enabled: true, source: LOCAL });
    feed.watch([{ exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' }]);
    sockets.last.open();
    sockets.last.receive('{broken');
    sockets.last.receive({ stream: 'x', data: { s: 'ARBUSDT', c: 'NaN', E: 1 } });
    sockets.last.receive({ result: null, id: 1 });
    sockets.last.receive(ticker('ETHUSDT', '3000'));
    clock.advance(PRICE_FLUSH_MS);
    expect(ticks).toEqual([]);
    expect(feed.status()).toEqual({ state: 'live', dropped: 2 });
  });

  it('shows a stream that stops as stale after 60 s, then reconnects with its symbols', () => {
    const { clock, sockets, feed } = setup();
    feed.configure({ enabled: true, source: LOCAL });
    feed.watch([{ exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' }]);
    sockets.last.open();
    sockets.last.receive(ticker('ARBUSDT', '1.7'));
    clock.advance(STALE_MS);
    expect(feed.status().state).toBe('stale');
    expect(sockets.sockets).toHaveLength(1);
    clock.advance(1_000);
    expect(sockets.sockets).toHaveLength(2);
    expect(sockets.last.url).toBe(`${LOCAL}?streams=arbusdt@miniTicker`);
  });

  it('reports a refused handshake (451) once and does not retry', async () => {
    const { clock, sockets, probes, feed } = setup(451);
    feed.configure({ enabled: true, source: 'binance' });
    feed.watch([{ exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' }]);
    sockets.last.drop(1006);
    await settle();
    expect(probes).toEqual(['https://stream.binance.com:9443/stream']);
    expect(feed.status()).toEqual({ state: 'refused', dropped: 0, refusedStatus: 451 });
    clock.advance(10 * 60_000);
    expect(sockets.sockets).toHaveLength(1);
    feed.watch([{ exchange: 'binance', symbol: 'BTCUSDT', market: 'spot' }]);
    expect(sockets.sockets).toHaveLength(1);
  });

  it('retries with backoff when the handshake fails for another reason', async () => {
    const { clock, sockets, probes, feed } = setup(undefined);
    feed.configure({ enabled: true, source: LOCAL });
    feed.watch([{ exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' }]);
    sockets.last.drop(1006);
    await settle();
    expect(probes).toEqual(['http://127.0.0.1:8787/stream']);
    expect(feed.status().state).toBe('connecting');
    clock.advance(1_000);
    expect(sockets.sockets).toHaveLength(2);
  });

  it('streams a coin Binance does not list from Bybit: a bare connection, then subscribe by topic; ticks name the exchange', () => {
    const { clock, sockets, ticks, feed } = setup();
    feed.configure({ enabled: true, source: 'binance' });
    feed.watch([
      { exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' },
      { exchange: 'bybit', symbol: 'ARBUSDT', market: 'spot' },
      { exchange: 'bybit', symbol: 'PRPUSDT', market: 'futures' },
    ]);
    expect(sockets.sockets.map((s) => s.url)).toEqual(['wss://stream.binance.com:9443/stream?streams=arbusdt@miniTicker', 'wss://stream.bybit.com/v5/public/spot', 'wss://stream.bybit.com/v5/public/linear']);
    const [binance, spot, linear] = sockets.sockets;
    for (const socket of [binance!, spot!, linear!]) socket.open();
    expect(spot!.sent.map((text) => JSON.parse(text))).toEqual([{ op: 'subscribe', args: ['tickers.ARBUSDT'], req_id: '1' }]);
    expect(linear!.sent.map((text) => JSON.parse(text))).toEqual([{ op: 'subscribe', args: ['tickers.PRPUSDT'], req_id: '1' }]);
    binance!.receive(ticker('ARBUSDT', '1.5'));
    spot!.receive({ topic: 'tickers.ARBUSDT', type: 'snapshot', ts: 1_700_000_000_000, data: { symbol: 'ARBUSDT', lastPrice: '1.52' } });
    linear!.receive({ topic: 'tickers.PRPUSDT', type: 'delta', ts: 1_700_000_000_000, data: { symbol: 'PRPUSDT', openInterest: '1' } });
    clock.advance(PRICE_FLUSH_MS);
    // The same pair on two exchanges is two prices.
    expect(ticks.flat()).toEqual([
      { exchange: 'binance', symbol: 'ARBUSDT', price: 1.5, time: 1_700_000_000_000 },
      { exchange: 'bybit', symbol: 'ARBUSDT', price: 1.52, time: 1_700_000_000_000 },
    ]);
    expect(feed.status()).toMatchObject({ state: 'live', dropped: 0 });
  });

  it("pings Bybit every 20 s while its connection is open, as Bybit asks, and stops when it closes", () => {
    const { clock, sockets, feed } = setup();
    feed.configure({ enabled: true, source: 'binance' });
    feed.watch([{ exchange: 'bybit', symbol: 'PRPUSDT', market: 'futures' }]);
    const socket = sockets.last;
    socket.open();
    socket.sent.length = 0;
    clock.advance(20_000);
    clock.advance(20_000);
    expect(socket.sent).toEqual(['{"op":"ping"}', '{"op":"ping"}']);
    feed.watch([]);
    expect(socket.closed).toBe(true);
    clock.advance(60_000);
    expect(socket.sent).toHaveLength(2);
  });

  it('contacts no exchange when the reader set a source of their own: Bybit coins then show no price', () => {
    const { sockets, feed } = setup();
    feed.configure({ enabled: true, source: LOCAL });
    feed.watch([
      { exchange: 'binance', symbol: 'ARBUSDT', market: 'spot' },
      { exchange: 'bybit', symbol: 'PRPUSDT', market: 'futures' },
    ]);
    expect(sockets.sockets.map((s) => s.url)).toEqual([`${LOCAL}?streams=arbusdt@miniTicker`]);
  });

  it("follows a Bybit address set beside the source (the devkit stand-in), and a change of it starts afresh", () => {
    const { sockets, feed } = setup();
    feed.configure({ enabled: true, source: LOCAL, bybit: 'ws://127.0.0.1:8788/v5/public' });
    feed.watch([
      { exchange: 'bybit', symbol: 'SPTUSDT', market: 'spot' },
      { exchange: 'bybit', symbol: 'PRPUSDT', market: 'futures' },
    ]);
    expect(sockets.sockets.map((s) => s.url)).toEqual(['ws://127.0.0.1:8788/v5/public/spot', 'ws://127.0.0.1:8788/v5/public/linear']);
    feed.configure({ enabled: true, source: LOCAL, bybit: 'off' });
    expect(sockets.sockets.every((s) => s.closed)).toBe(true);
  });

  it('counts what Bybit sends that is no frame of its own as dropped, and keeps streaming', () => {
    const { clock, sockets, ticks, feed } = setup();
    feed.configure({ enabled: true, source: 'binance' });
    feed.watch([{ exchange: 'bybit', symbol: 'SPTUSDT', market: 'spot' }]);
    const socket = sockets.last;
    socket.open();
    socket.receive('x'.repeat(1024 * 1024));
    socket.receive({ topic: 'tickers.SPTUSDT', type: 'snapshot', ts: 1_700_000_000_000, data: { symbol: 'SPTUSDT', lastPrice: 'NaN' } });
    socket.receive({ success: false, ret_msg: 'Invalid symbol', op: 'subscribe' });
    socket.receive({ topic: 'tickers.SPTUSDT', type: 'snapshot', ts: 1_700_000_000_000, data: { symbol: 'SPTUSDT', lastPrice: '2' } });
    clock.advance(PRICE_FLUSH_MS);
    expect(feed.status().dropped).toBe(3);
    expect(ticks.flat()).toEqual([{ exchange: 'bybit', symbol: 'SPTUSDT', price: 2, time: 1_700_000_000_000 }]);
  });
});
