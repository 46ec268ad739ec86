import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BINANCE_BASES, standInListings } from '@/devkit/stand-ins/binance-markets';
import { startOrigin, type OriginReply } from '@/devkit/stand-ins/origin-server';
import { HOLD_BUDGET } from '@/server/publishing/publish-gate';
import type { ServerConfig } from '@/server/config';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, startTestService, storageFor } from './helpers/local-service';

type Row = { _id: string; title: string; suggestions?: { coin: string; symbols: string[] }[]; symbols?: string[] };
type Hold = { markets: string; held: number; since: number | null; refused: number };

const { dir, track, closeNow } = sourcesScaffold('first-seconds');

const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=500`)).json()) as Row[];
const ready = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as { ready: boolean; markets: string } };
};
const hold = async (url: string) => ((await (await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { hold: Hold }).hold;

/** Headlines naming one coin each, the way outlets and exchanges write them. */
const BASES = ['ARB', 'WIF', 'SOL', 'PEPE', 'ENA', 'TIA', 'SEI', 'JUP', 'PYTH', 'ORDI'];
const headlines = (run: string) => BASES.map((base, i) => ({ base, title: `Traders pile into $${base} as volume jumps (${run} ${i})` }));

/**
 * Binance's market lists on an origin that answers only when `answer` is called (or never), and
 * its prices at once: the exchange slow or away while the service starts.
 */
async function slowBinance(answers: 'when-told' | 'never' | 'at-once') {
  let answer!: () => void;
  const told = new Promise<void>((resolve) => (answer = resolve));
  const { spot, futures } = standInListings(BINANCE_BASES);
  const json = (value: unknown): OriginReply => ({ body: JSON.stringify(value), type: 'application/json' });
  const origin = track(
    await startOrigin(async (path) => {
      if (path === '/api/v3/ticker/price') return json(spot.map((listing) => ({ symbol: listing.symbol, price: '1.5' })));
      if (path !== '/api/v3/exchangeInfo' && path !== '/fapi/v1/exchangeInfo') return undefined;
      if (answers === 'never') return { hang: true };
      if (answers === 'when-told') await told;
      return json({ symbols: path === '/api/v3/exchangeInfo' ? spot : futures });
    }),
  );
  return { url: origin.url, answer };
}

const config = (url: string, storage: Partial<ServerConfig>): Partial<ServerConfig> => ({
  ...storage,
  coins: true,
  binanceApi: url,
  binanceFuturesApi: url,
  maxSocketsPerAddress: 0,
});

/** Every item out with the coin of its headline, the market symbols the lists give it, in the backlog. */
async function expectCoins(url: string, sent: { base: string; title: string }[]) {
  const rows = await news(url);
  for (const { base, title } of sent) {
    const row = rows.find((one) => one.title === title);
    expect(row?.suggestions?.map((suggestion) => suggestion.coin), title).toContain(base);
    expect(row?.symbols, title).toContain(`${base}_USDT`);
  }
}

describe(`the first seconds after a start (${backend})`, () => {
  it('holds items posted before the market lists are read, then publishes every one with its coins; /readyz is 503 until then', async () => {
    const binance = await slowBinance('when-told');
    const service = track(await startTestService(config(binance.url, await storageFor())));
    expect(await ready(service.url)).toEqual({ status: 503, body: expect.objectContaining({ ready: false, markets: 'loading' }) });

    const sent = headlines('held');
    const answers = sent.map(({ title }) => service.admin.publish({ title }));
    await vi.waitFor(async () => expect(await hold(service.url)).toMatchObject({ markets: 'loading', held: sent.length, since: expect.any(Number), refused: 0 }));
    // Nothing went out while the lists were loading.
    expect(await news(service.url)).toEqual([]);

    binance.answer();
    expect((await Promise.all(answers)).map((response) => response.status)).toEqual(sent.map(() => 201));
    await expectCoins(service.url, sent);
    expect(await ready(service.url)).toEqual({ status: 200, body: expect.objectContaining({ ready: true, markets: 'read' }) });
    expect(await hold(service.url)).toEqual({ markets: 'read', held: 0, since: null, refused: 0 });
  });

  it(`refuses an item past the ${HOLD_BUDGET.items} it holds with 503 and Retry-After; the held ones and the rest of the service are unharmed`, async () => {
    const binance = await slowBinance('when-told');
    const service = track(await startTestService(config(binance.url, await storageFor())));
    const held = Array.from({ length: HOLD_BUDGET.items }, (_, i) => service.publish({ _id: `held-${i}`, title: `Traders pile into $WIF (${i})`, time: Date.now() } as never));
    await vi.waitFor(async () => expect((await hold(service.url)).held).toBe(HOLD_BUDGET.items));

    const refused = await service.admin.publish({ title: 'Traders pile into $ARB past the hold' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(HOLD_BUDGET.ms / 1000));
    expect(((await refused.json()) as { error: string }).error).toMatch(/market lists are still loading/);
    // The rest answers as ever: the backlog, liveness, health.
    expect((await fetch(`${service.url}/livez`)).status).toBe(200);
    expect((await fetch(`${service.url}/api/news`)).status).toBe(200);
    expect(await hold(service.url)).toMatchObject({ held: HOLD_BUDGET.items, refused: 1 });

    binance.answer();
    expect(await Promise.all(held)).toEqual(held.map(() => true));
    const rows = await news(service.url);
    expect(rows).toHaveLength(HOLD_BUDGET.items);
    expect(rows.every((row) => row.symbols?.includes('WIF_USDT'))).toBe(true);
    // Sent again once the lists are read, the refused item goes out with its coin.
    await service.admin.publishOk({ title: 'Traders pile into $ARB past the hold' });
    await expectCoins(service.url, [{ base: 'ARB', title: 'Traders pile into $ARB past the hold' }]);
  });

  it('uses the lists kept by an earlier run at once: ready, and coins on the first items, with the exchange away', async () => {
    const storage = await storageFor(backend === 'sqlite' ? join(dir, 'kept.db') : undefined);
    const first = track(await startTestService(config((await slowBinance('at-once')).url, storage)));
    await vi.waitFor(async () => expect((await ready(first.url)).status).toBe(200), { timeout: 15_000 });
    await closeNow(first);

    // Restarted while the exchange answers nothing: the kept lists serve from the first request.
    const away = await slowBinance('never');
    const again = track(await startTestService(config(away.url, storage)));
    expect(await ready(again.url)).toEqual({ status: 200, body: expect.objectContaining({ ready: true, markets: 'read' }) });
    const sent = headlines('kept');
    expect((await Promise.all(sent.map(({ title }) => again.admin.publish({ title })))).map((response) => response.status)).toEqual(sent.map(() => 201));
    await expectCoins(again.url, sent);
  });
});
