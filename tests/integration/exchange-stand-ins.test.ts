import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startBinancePriceStream, type BinancePriceStream } from '@/devkit/stand-ins/binance-prices';
import { startBybitPriceStream, type BybitPriceStream } from '@/devkit/stand-ins/bybit-prices';
import { PriceWalk } from '@/devkit/stand-ins/price-walk';
import { ADMIN, openSocket, startTestService } from './helpers/local-service';

/** A price client as a page opens one: the combined stream with the first symbols in the address. */
async function priceSocket(url: string, streams: string[] = []) {
  const ws = new WebSocket(streams.length ? `${url}?streams=${streams.join('/')}` : url);
  const frames: unknown[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, frames };
}

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const refusedWith = (url: string) =>
  new Promise<number>((resolve) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.on('error', () => resolve(-1));
  });

describe("Binance's price stream stand-in (devkit, beside the service; combined-stream format)", () => {
  let stream: BinancePriceStream | undefined;
  afterEach(() => stream?.close());

  it('walks each symbol from the firstPrice it was seeded with, in the combined-stream frame format', async () => {
    stream = await startBinancePriceStream({ intervalMs: 20 });
    stream.walk.seed({ ARBUSDT: 1.673, ARBBTC: 0.00005515 });
    const { ws, frames } = await priceSocket(stream.url, ['arbusdt@miniTicker', 'nosuchusdt@miniTicker']);
    await until(() => frames.length >= 5, 'five ticks');
    ws.close();
    for (const frame of frames) {
      expect(frame).toMatchObject({ stream: 'arbusdt@miniTicker', data: { e: '24hrMiniTicker', s: 'ARBUSDT', E: expect.any(Number), c: expect.any(String) } });
      // A random walk of a few 0.2 % steps stays near where it started.
      expect(Math.abs(Number((frame as { data: { c: string } }).data.c) / 1.673 - 1)).toBeLessThan(0.05);
    }
    expect(new Set(frames.map((f) => (f as { data: { c: string } }).data.c)).size).toBeGreaterThan(1);
  });

  it('follows SUBSCRIBE and UNSUBSCRIBE on an open socket, answering each by id', async () => {
    stream = await startBinancePriceStream({ intervalMs: 20 });
    stream.walk.seed({ BTCUSDT: 84000, ETHUSDT: 3000 });
    const { ws, frames } = await priceSocket(stream.url, ['btcusdt@miniTicker']);
    ws.send(JSON.stringify({ method: 'SUBSCRIBE', params: ['ethusdt@miniTicker'], id: 7 }));
    await until(() => frames.some((f) => (f as { stream?: string }).stream === 'ethusdt@miniTicker'), 'the ETH stream');
    expect(frames).toContainEqual({ result: null, id: 7 });
    ws.send(JSON.stringify({ method: 'UNSUBSCRIBE', params: ['btcusdt@miniTicker', 'ethusdt@miniTicker'], id: 8 }));
    await until(() => frames.some((f) => (f as { id?: number }).id === 8), 'the unsubscribe answer');
    const after = frames.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(frames.length).toBe(after);
    ws.send('{not json');
    ws.send(JSON.stringify({ method: 'DROP', params: [] }));
    await until(() => frames.length === after + 2, 'two error answers');
    expect(frames.slice(after)).toEqual([
      { error: { code: 3, msg: 'Invalid JSON' }, id: null },
      { error: { code: 2, msg: 'Invalid request' }, id: null },
    ]);
    ws.close();
  });

  it('holds a pinned symbol at the price set', async () => {
    stream = await startBinancePriceStream({ intervalMs: 20 });
    stream.walk.seed({ EXMPUSDT: 0.4 });
    stream.walk.pin('EXMPUSDT', 0.5);
    const { ws, frames } = await priceSocket(stream.url, ['exmpusdt@miniTicker']);
    await until(() => frames.length >= 3, 'three ticks');
    ws.close();
    expect(frames.map((f) => (f as { data: { c: string } }).data.c)).toEqual(Array(frames.length).fill('0.5'));
  });

  it('refuses every client with the configured status, on the handshake and on a plain GET', async () => {
    stream = await startBinancePriceStream({ refuse: 451 });
    expect(await refusedWith(`${stream.url}?streams=btcusdt@miniTicker`)).toBe(451);
    expect((await fetch(stream.url.replace('ws', 'http'))).status).toBe(451);
  });

  it('takes at most 1,024 streams and 10 messages at once (as Binance): past them, streams are ignored and the socket is closed 1008; others keep streaming', async () => {
    stream = await startBinancePriceStream({ intervalMs: 20 });
    stream.walk.seed({ BTCUSDT: 84000 });
    const greedy = await priceSocket(stream.url);
    // 1,200 streams in eight messages of 150 (one of them all would pass the 4 kB a message).
    for (let batch = 0; batch < 8; batch++) greedy.ws.send(JSON.stringify({ method: 'SUBSCRIBE', params: Array.from({ length: 150 }, (_, i) => `c${batch * 150 + i}usdt@miniTicker`), id: batch }));
    await until(() => greedy.frames.length === 8, 'the subscribe answers');
    expect(stream.counts().symbols).toBe(1_024);
    const bystander = await priceSocket(stream.url, ['btcusdt@miniTicker']);
    const closed = new Promise<number>((resolve) => greedy.ws.once('close', resolve));
    for (let i = 0; i < 12; i++) greedy.ws.send(JSON.stringify({ method: 'SUBSCRIBE', params: [], id: i }));
    expect(await closed).toBe(1008);
    const before = bystander.frames.length;
    await until(() => bystander.frames.length > before + 3, 'the bystander still streaming');
    bystander.ws.close();
  });

  it('a price client that subscribes and never reads is dropped once its send buffer passes the cap; others keep streaming', async () => {
    stream = await startBinancePriceStream({ intervalMs: 5 });
    const symbols = Array.from({ length: 300 }, (_, i) => `C${i}USDT`);
    for (const symbol of symbols) stream.walk.pin(symbol, 1 + symbols.indexOf(symbol));
    const url = new URL(stream.url);
    // A raw client: the handshake, then it stops reading for good.
    const stalled: Socket = connect(Number(url.port), '127.0.0.1');
    const streams = symbols.map((symbol) => `${symbol.toLowerCase()}@miniTicker`).join('/');
    stalled.write(
      `GET /stream?streams=${streams} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    );
    stalled.pause();
    const reader = await openSocket(`${stream.url}?streams=c1usdt@miniTicker`);
    await vi.waitFor(() => expect(stream!.counts().clients).toBe(2));
    // About 300 frames every 5 ms: past 256 kB queued (and the kernel's buffers) within seconds.
    await vi.waitFor(() => expect(stream!.counts().clients).toBe(1), { timeout: 30_000, interval: 200 });
    const before = reader.frames.length;
    await vi.waitFor(() => expect(reader.frames.length).toBeGreaterThan(before + 5));
    stalled.destroy();
    reader.ws.close();
  }, 60_000);
});

describe("Bybit's ticker stream stand-in (devkit; v5 public spot and linear)", () => {
  let stream: BybitPriceStream | undefined;
  afterEach(() => stream?.close());

  it('answers subscribe, unsubscribe and ping as Bybit does, and streams spot snapshots and linear snapshot-then-deltas', async () => {
    stream = await startBybitPriceStream({ intervalMs: 20, walks: { spot: new PriceWalk(() => 2), linear: new PriceWalk(() => 3) } });
    const spot = await priceSocket(`${stream.url}/spot`);
    const linear = await priceSocket(`${stream.url}/linear`);
    spot.ws.send(JSON.stringify({ op: 'subscribe', args: ['tickers.EXMPUSDT'], req_id: 'a' }));
    linear.ws.send(JSON.stringify({ op: 'subscribe', args: ['tickers.EXMPUSDT'] }));
    spot.ws.send(JSON.stringify({ op: 'ping' }));
    await until(() => spot.frames.length >= 5 && linear.frames.length >= 6, 'ticks on both');
    expect(spot.frames[0]).toMatchObject({ success: true, op: 'subscribe', req_id: 'a', conn_id: expect.any(String) });
    expect(spot.frames).toContainEqual(expect.objectContaining({ success: true, ret_msg: 'pong', op: 'ping' }));
    const ticks = (frames: unknown[]) => frames.filter((f): f is { type: string; topic: string; ts: number; data: { symbol: string; lastPrice?: string } } => typeof (f as { topic?: unknown }).topic === 'string');
    for (const tick of ticks(spot.frames)) expect(tick).toMatchObject({ topic: 'tickers.EXMPUSDT', type: 'snapshot', ts: expect.any(Number), data: { symbol: 'EXMPUSDT', lastPrice: expect.any(String) } });
    const linearTicks = ticks(linear.frames);
    expect(linearTicks[0]).toMatchObject({ type: 'snapshot', data: { symbol: 'EXMPUSDT', markPrice: expect.any(String) } });
    expect(linearTicks.slice(1).every((tick) => tick.type === 'delta')).toBe(true);
    expect(linearTicks.some((tick) => tick.data.lastPrice === undefined)).toBe(true);
    expect(Math.abs(Number(linearTicks[0]!.data.lastPrice) / 3 - 1)).toBeLessThan(0.05);
    spot.ws.send(JSON.stringify({ op: 'unsubscribe', args: ['tickers.EXMPUSDT'] }));
    await until(() => spot.frames.some((f) => (f as { op?: string }).op === 'unsubscribe'), 'the unsubscribe answer');
    const after = spot.frames.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(spot.frames.length).toBe(after);
    spot.ws.close();
    linear.ws.close();
  });

  it('refuses more than 10 topics in one spot request and answers nonsense with success false; the socket stays open', async () => {
    stream = await startBybitPriceStream({ intervalMs: 20, walks: { spot: new PriceWalk(() => 2) } });
    const spot = await priceSocket(`${stream.url}/spot`);
    spot.ws.send(JSON.stringify({ op: 'subscribe', args: Array.from({ length: 11 }, (_, i) => `tickers.C${i}USDT`) }));
    spot.ws.send('{not json');
    await until(() => spot.frames.length === 2, 'two answers');
    expect(spot.frames).toEqual([expect.objectContaining({ success: false, ret_msg: 'args size >10' }), expect.objectContaining({ success: false })]);
    expect(stream.counts().topics).toBe(0);
    expect(spot.ws.readyState).toBe(spot.ws.OPEN);
    spot.ws.close();
  });
});

describe('the service serves no price stream', () => {
  it('answers /stream and /admin/prices as any unknown path: a production service is no exchange', async () => {
    const service = await startTestService();
    try {
      expect(await refusedWith(`${service.url.replace('http', 'ws')}/stream?streams=btcusdt@miniTicker`)).toBe(404);
      expect((await fetch(`${service.url}/stream`)).status).toBe(404);
      const pin = await fetch(`${service.url}/admin/prices`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` }, body: '{"symbol":"ARBUSDT","price":1}' });
      expect(pin.status).toBe(404);
      expect((await fetch(`${service.url}/api/news?limit=1`)).status).toBe(200);
    } finally {
      await service.close();
    }
  });
});
