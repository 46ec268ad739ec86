import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBinanceStandIn } from '@/devkit/stand-ins/binance-markets';
import { binanceKlines, bybitKlines, type PriceAt } from '@/devkit/stand-ins/klines';
import { startOrigin, type Origin } from '@/devkit/stand-ins/origin-server';
import { defaults } from '@/server/config';
import { openStorage } from '@/server/storage/open';
import { backend, openSocket, startTestService, storageFor } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;

/** The stand-ins quote ARB at 2.2 (the items say 2 at publication: +10 %), ZZZ on Bybit only at 5. */
const priceAt: PriceAt = (symbol) => ({ ARBUSDT: 2.2, BADUSDT: 1, ZZZUSDT: 5 })[symbol];
const suggestion = (coin: string, exchange: string) => ({ coin, found: [coin], symbols: [{ exchange, symbol: `${coin}USDT` }] });
/** Published `ago` ms before now: the +1 min check is due when `ago` reaches a minute. */
const news = (title: string, ago: number, coins = [suggestion('ARB', 'binance')]) => ({ title, source: 'Blogs', time: Date.now() - ago, suggestions: coins, firstPrice: { ARBUSDT: 2 } });
const klineRequests = (origin: Origin, symbol: string) => origin.requests.filter((request) => /klines?\?/.test(request.path) && request.path.includes(`symbol=${symbol}`));

describe(`outcomes (${backend})`, () => {
  let binance: Awaited<ReturnType<typeof startBinanceStandIn>>;
  let bybit: Origin;
  let dir: string;
  const services: Service[] = [];

  beforeAll(async () => {
    binance = await startBinanceStandIn(['BTC', 'ETH', 'ARB'], priceAt);
    // Binance's kline answer for BAD is past the service's size budget, and HUGE's candles, well formed and steady, quote 5 × 10¹²: a hostile source.
    const hostile = await startOrigin((path, request) =>
      request.url?.includes('symbol=BADUSDT') ? { body: `[${'["0","1","1","1","1"],'.repeat(20_000)}[]]`, type: 'application/json' } : binanceKlines(path, request, (symbol) => (symbol === 'HUGEUSDT' ? 5e12 : undefined)),
    );
    bybit = await startOrigin((path, request) => bybitKlines(path, request, priceAt));
    Object.assign(binance, { hostile });
    dir = mkdtempSync(join(tmpdir(), 'newsflash-outcomes-'));
  });
  afterAll(async () => {
    await Promise.all([binance.close(), bybit.close(), (binance as unknown as { hostile: Origin }).hostile.close()]);
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await Promise.all(services.splice(0).map((service) => service.close()));
  });

  async function start(storage: { db: string; bus?: string; busSecret?: string }, binanceApi = binance.url): Promise<Service> {
    const service = await startTestService({ ...storage, coins: true, binanceApi, binanceFuturesApi: binance.url, bybitApi: bybit.url });
    services.push(service);
    return service;
  }

  it('reads the due checks page by page in one order, each once, none left out, none not yet due', async () => {
    const storage = await openStorage({ ...defaults, ...(await storageFor()) }, () => {});
    try {
      const coins = [{ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT' }];
      // Ties on the moment are ordered by item and span; a check due later than now is not read.
      const checks = ['c', 'a', 'b'].flatMap((id) => (['1m', '5m'] as const).map((span) => ({ itemId: id, span, publishedAt: 0, dueAt: 1_000, coins })));
      await storage.outcomes.schedule([...checks, { itemId: 'later', span: '1m', publishedAt: 0, dueAt: 5_000, coins }], 100);
      const read: string[] = [];
      for (let page = await storage.outcomes.due(2_000, 4); page.length > 0; page = await storage.outcomes.due(2_000, 4, page.at(-1))) {
        read.push(...page.map((check) => `${check.itemId} ${check.span}`));
      }
      expect(read).toEqual(['a 1m', 'a 5m', 'b 1m', 'b 5m', 'c 1m', 'c 5m']);
    } finally {
      await storage.close();
    }
  });

  it('measures the main coin at +1 min from its documented candles, sends it as an update frame, and keeps it on the item', async () => {
    const service = await start(await storageFor());
    const socket = await openSocket(`${service.url.replace('http', 'ws')}/ws`);
    const id = await service.admin.publishOk(news('ARB listed', 61_000, [suggestion('ARB', 'binance'), suggestion('ZZZ', 'bybit-perps')]));
    await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ update: id })), { timeout: 10_000 });
    const update = socket.json().find((frame) => (frame as { update?: string }).update === id) as { outcome: { coins: unknown[] } };
    expect(update.outcome.coins).toEqual([
      { coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', from: 2, spans: { '1m': { price: 2.2, move: 10, rise: 10, fall: 0 } } },
      { coin: 'ZZZ', market: 'bybit-perps', symbol: 'ZZZUSDT', from: 5, spans: { '1m': { price: 5, move: 0, rise: 0, fall: 0 } } },
    ]);
    // The item went out whole once; the update carries only the outcome.
    expect(socket.json().filter((frame) => (frame as { _id?: string })._id === id)).toHaveLength(1);
    expect(klineRequests(binance, 'ARBUSDT')).toHaveLength(1);
    expect(klineRequests(binance, 'ARBUSDT')[0]!.path).toMatch(/^\/api\/v3\/klines\?symbol=ARBUSDT&startTime=\d+&endTime=\d+&limit=3&interval=1m$/);
    expect(klineRequests(bybit, 'ZZZUSDT')[0]!.path).toContain('category=linear');
    const one = (await (await fetch(`${service.url}/api/news?id=${id}`)).json()) as { outcome?: unknown };
    expect(one.outcome).toEqual(update.outcome);
    await vi.waitFor(async () => {
      const page = (await (await fetch(`${service.url}/api/news?limit=5`)).json()) as { _id: string; outcome?: unknown }[];
      expect(page.find((item) => item._id === id)?.outcome).toEqual(update.outcome);
    });
    socket.ws.close();
  });

  it('refuses an oversize kline answer, counted, and measures the other items unharmed', async () => {
    const service = await start(await storageFor(), (binance as unknown as { hostile: Origin }).hostile.url);
    const bad = await service.admin.publishOk(news('BAD listed', 61_000, [suggestion('BAD', 'binance')]));
    const good = await service.admin.publishOk(news('ZZZ listed', 61_000, [suggestion('ZZZ', 'bybit')]));
    await vi.waitFor(async () => expect(((await (await fetch(`${service.url}/api/news?id=${good}`)).json()) as { outcome?: unknown }).outcome).toBeDefined(), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await (await fetch(`${service.url}/metrics`)).text()).toMatch(/newsflash_outcome_refused_total\{source="binance",reason="oversize"\} [1-9]/));
    expect(((await (await fetch(`${service.url}/api/news?id=${bad}`)).json()) as { outcome?: unknown }).outcome).toBeUndefined();
  });

  it("refuses candles quoting a price no outcome reader takes, counted, and never stores what would make the item's outcome unreadable", async () => {
    const service = await start(await storageFor(), (binance as unknown as { hostile: Origin }).hostile.url);
    const socket = await openSocket(`${service.url.replace('http', 'ws')}/ws`);
    const huge = await service.admin.publishOk(news('HUGE listed', 61_000, [suggestion('HUGE', 'binance')]));
    const good = await service.admin.publishOk(news('ZZZ listed', 61_000, [suggestion('ZZZ', 'bybit')]));
    await vi.waitFor(async () => expect(await (await fetch(`${service.url}/metrics`)).text()).toMatch(/newsflash_outcome_refused_total\{source="binance",reason="absurd"\} [1-9]/), { timeout: 10_000 });
    await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ update: good })), { timeout: 10_000 });
    expect(socket.json().filter((frame) => (frame as { update?: string }).update === huge)).toEqual([]);
    expect(((await (await fetch(`${service.url}/api/news?id=${huge}`)).json()) as { outcome?: unknown }).outcome).toBeUndefined();
    socket.ws.close();
  });

  it('takes up the checks left pending after a restart', async () => {
    const storage = await storageFor(join(dir, 'restart.db'));
    const first = await start(storage);
    const before = klineRequests(binance, 'ARBUSDT').length;
    // Due in a few seconds: the service is stopped before then.
    const id = await first.admin.publishOk(news('ARB listed before a restart', 55_000));
    await first.close();
    services.splice(services.indexOf(first), 1);
    expect(klineRequests(binance, 'ARBUSDT').length).toBe(before);
    const second = await start(storage);
    await vi.waitFor(async () => expect(((await (await fetch(`${second.url}/api/news?id=${id}`)).json()) as { outcome?: { coins: { spans: object }[] } }).outcome?.coins[0]?.spans).toHaveProperty('1m'), {
      timeout: 20_000,
    });
  });

  it.runIf(backend === 'postgres')('two nodes: one runs the checks, and both nodes send the update', async () => {
    const storage = await storageFor();
    const [a, b] = [await start(storage), await start(storage)];
    const before = klineRequests(binance, 'ARBUSDT').length;
    const sockets = await Promise.all([a, b].map((node) => openSocket(`${node.url.replace('http', 'ws')}/ws`)));
    const id = await a.admin.publishOk(news('ARB listed on two nodes', 61_000));
    for (const socket of sockets) await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ update: id })), { timeout: 10_000 });
    expect(klineRequests(binance, 'ARBUSDT').length - before).toBe(1);
    for (const socket of sockets) socket.ws.close();
  });
});
