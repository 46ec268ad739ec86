import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ADMIN, startTestService } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;

/** A price client as a page opens one: the combined stream with the first symbols in the address. */
async function priceSocket(service: Service, streams: string[]) {
  const ws = new WebSocket(`${service.url.replace('http', 'ws')}/stream?streams=${streams.join('/')}`);
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

describe('price stand-in (/stream, Binance combined-stream format)', () => {
  let service: Service;
  afterEach(() => service?.close());

  it('walks each symbol from the firstPrice of the items it has, in the combined-stream frame format', async () => {
    service = await startTestService({ priceIntervalMs: 20 });
    await service.admin.publishOk({ title: 'ARB news', firstPrice: { ARBUSDT: 1.673, ARBBTC: 0.00005515 } });
    const { ws, frames } = await priceSocket(service, ['arbusdt@miniTicker', 'nosuchusdt@miniTicker']);
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
    service = await startTestService({ priceIntervalMs: 20 });
    await service.admin.publishOk({ title: 'two coins', firstPrice: { BTCUSDT: 84000, ETHUSDT: 3000 } });
    const { ws, frames } = await priceSocket(service, ['btcusdt@miniTicker']);
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

  it('holds a pinned symbol at the admin-set price', async () => {
    service = await startTestService({ priceIntervalMs: 20 });
    await service.admin.publishOk({ title: 'EXMP', firstPrice: { EXMPUSDT: 0.4 } });
    await service.admin.pinPrice('EXMPUSDT', 0.5);
    const { ws, frames } = await priceSocket(service, ['exmpusdt@miniTicker']);
    await until(() => frames.length >= 3, 'three ticks');
    ws.close();
    expect(frames.map((f) => (f as { data: { c: string } }).data.c)).toEqual(Array(frames.length).fill('0.5'));
  });

  it('is off unless asked for: no stream, no price pinning, as a production service should be', async () => {
    service = await startTestService({ priceStandIn: false });
    const refused = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${service.url.replace('http', 'ws')}/stream?streams=btcusdt@miniTicker`);
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('error', () => resolve(-1));
    });
    expect(refused).toBe(404);
    expect(await (await fetch(`${service.url}/stream`)).json()).toEqual({ error: expect.stringContaining('--price-stand-in') });
    const pin = await fetch(`${service.url}/admin/prices`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` }, body: '{"symbol":"ARBUSDT","price":1}' });
    expect(pin.status).toBe(404);
  });

  it('refuses every client with the configured status, on the handshake and on a plain GET', async () => {
    service = await startTestService({ priceRefuse: 451 });
    const refused = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${service.url.replace('http', 'ws')}/stream?streams=btcusdt@miniTicker`);
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('error', () => resolve(-1));
    });
    expect(refused).toBe(451);
    expect((await fetch(`${service.url}/stream`)).status).toBe(451);
  });
});
