import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LIST_LIMITS, TEXT_LIMITS } from '@/packages/protocol/src/published-item';
import { ScriptedFeedServer } from '@/devkit/stand-ins/feed-socket-server';
import { MAX_ITEM_BYTES } from '@/server/items/feed-item';
import { OPERATOR_SOURCE } from '@/server/routes/news';
import type { ServerConfig } from '@/server/config';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, openSocket, startTestService, storageFor } from './helpers/local-service';

type Service = Awaited<ReturnType<typeof startTestService>>;
type Row = Record<string, unknown> & { _id: string; title: string };

/**
 * Whatever enters the service (an upstream's frames, an operator's item) is the protocol's item,
 * bounded, before it is stored or sent: issue 29's flood of 3.9 MB items and the suggestions that
 * made publishing throw, reproduced here against the real service.
 */
describe(`what enters the service is the protocol's item, bounded (${backend})`, () => {
  const { dir, sourcesFile, track, binance } = sourcesScaffold('edge', { binance: true });

  /** With coin detection and publication prices on: the path that threw on a malformed suggestion. */
  async function service(overrides: Partial<ServerConfig> = {}): Promise<Service> {
    return track(await startTestService({ coins: true, binanceApi: binance().url, binanceFuturesApi: binance().url, ...(await storageFor()), ...overrides }));
  }

  async function upstreamFor(name: string) {
    const upstream = track(new ScriptedFeedServer());
    const address = await upstream.listen();
    const file = sourcesFile([{ kind: 'upstream', name, url: `ws://${address}/ws`, allowPrivate: true }]);
    return { upstream, file };
  }

  const page = async (url: string, query = 'limit=100') => {
    const response = await fetch(`${url}/api/news?${query}`);
    const text = await response.text();
    return { bytes: Buffer.byteLength(text), rows: JSON.parse(text) as Row[] };
  };
  const metric = async (url: string, name: string, labels: string) => {
    const text = await (await fetch(`${url}/metrics`)).text();
    const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && row.includes(labels));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };
  const othersUnharmed = async (server: Service) => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const id = await server.admin.publishOk({ title: 'Still publishing' });
    expect((await page(server.url, `id=${id}`)).rows).toMatchObject({ _id: id, title: 'Still publishing' });
  };

  it('an upstream flooding 3.9 MB items (3 MB body, unknown fields, firstPrice −1 and 1e308, 2,000 suggestions) stores only bounded items', async () => {
    const { upstream, file } = await upstreamFor('Flood');
    const db = backend === 'sqlite' ? join(dir, 'flood.db') : undefined;
    const server = await service({ ...(db ? { db } : {}), sources: file });
    await vi.waitFor(() => expect(upstream.connected).toBe(1), { timeout: 10_000 });
    const body = 'b'.repeat(3_000_000);
    const padding = 'p'.repeat(700_000);
    const suggestions = Array.from({ length: 2_000 }, (_, i) => ({ coin: `C${i}`, found: [`C${i}`], symbols: [{ exchange: 'binance', symbol: `C${i}USDT` }] }));
    // Sent live and not kept by the stand-in: its backlog (what the service backfills from) stays
    // empty, so the test process, which runs both ends, never serialises 195 MB for it.
    for (let i = 0; i < 50; i++) {
      const item = { _id: `flood-${i}`, title: `Flood ${i}`, time: Date.now(), body, padding, extra: { nested: [padding.slice(0, 1_000)] }, firstPrice: { NEGUSDT: -1, HUGEUSDT: 1e308 }, suggestions };
      upstream.sendRaw(JSON.stringify(item));
    }
    await vi.waitFor(async () => expect((await page(server.url)).rows).toHaveLength(50), { timeout: 60_000, interval: 500 });

    const { bytes, rows } = await page(server.url);
    // Each item as bounded: a 10,000-character body, 30 suggestions, no unknown field, no implausible price.
    expect(bytes).toBeLessThan(50 * 20_000);
    for (const row of rows) {
      expect(row.body).toHaveLength(TEXT_LIMITS.body + 1);
      expect(row.suggestions).toHaveLength(LIST_LIMITS.suggestions);
      expect(row.firstPrice).toEqual({});
      expect(Object.keys(row).filter((key) => ['padding', 'extra'].includes(key))).toEqual([]);
    }
    if (db) expect(statSync(db).size).toBeLessThan(5 * 1024 * 1024);
    // What was left out is counted per source and part.
    expect(await metric(server.url, 'newsflash_item_parts_dropped_total', 'origin="source:Flood",part="suggestions"')).toBe(50 * (2_000 - LIST_LIMITS.suggestions));
    expect(await metric(server.url, 'newsflash_item_parts_dropped_total', 'origin="source:Flood",part="firstPrice"')).toBe(50 * 2);
    expect(await metric(server.url, 'newsflash_item_parts_dropped_total', 'origin="source:Flood",part="unknown"')).toBe(50 * 2);
    await othersUnharmed(server);
  }, 120_000);

  it('publishes an upstream item whose suggestions are [null] without them, instead of leaving its entry claimed and never published', async () => {
    const { upstream, file } = await upstreamFor('Nulls');
    const server = await service({ sources: file });
    await vi.waitFor(() => expect(upstream.connected).toBe(1), { timeout: 10_000 });
    const broken = upstream.publish({ title: 'Suggestions of nothing', suggestions: [null, 7, { coin: 'ETH', found: ['ETH'], symbols: [{ exchange: 'binance', symbol: 'ETHUSDT' }] }] });
    const after = upstream.publish({ title: 'The next item' });
    await vi.waitFor(async () => expect((await page(server.url)).rows.map((row) => row._id)).toEqual([after._id, broken._id]), { timeout: 10_000 });
    const [, stored] = (await page(server.url)).rows;
    expect(stored!.suggestions).toEqual([{ coin: 'ETH', found: ['ETH'], symbols: [{ exchange: 'binance', symbol: 'ETHUSDT' }] }]);
    expect(stored!.firstPrice).toEqual({ ETHUSDT: expect.any(Number) });
    expect(await metric(server.url, 'newsflash_item_parts_dropped_total', 'origin="source:Nulls",part="suggestions"')).toBe(2);
  });

  it('/admin/news with suggestions [{"coin":"BTC"}] is published (made whole), not a 500', async () => {
    const server = await service();
    const response = await server.admin.publish({ title: 'Bitcoin moves', suggestions: [{ coin: 'BTC' }] });
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };
    expect((await page(server.url, `id=${_id}`)).rows).toMatchObject({ suggestions: [{ coin: 'BTC', found: [], symbols: [] }] });
    await othersUnharmed(server);
  });

  it('/admin/news keeps a notice as clients read it, gives a Korean one its English words as en, and drops one of an unknown kind alone, keeping the item', async () => {
    const server = await service();
    const notice = { kind: 'spot-listing', sign: '+', exchange: 'Upbit', coins: ['ARB', 7], markets: ['ARB_KRW'] };
    const korean = await server.admin.publish({ title: '[거래] 아비트럼(ARB) 원화 마켓 디지털 자산 추가', notice });
    expect(korean.status).toBe(201);
    const stored = (await page(server.url, `id=${((await korean.json()) as { _id: string })._id}`)).rows as unknown as Row;
    expect(stored).toMatchObject({ en: 'Upbit lists ARB (KRW markets)', notice: { kind: 'spot-listing', sign: '+', exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW'] } });
    const decoy = await server.admin.publish({ title: '업비트 거래 대회', notice: { ...notice, kind: 'promotion' } });
    expect((await page(server.url, `id=${((await decoy.json()) as { _id: string })._id}`)).rows).not.toHaveProperty('en');
    const unknown = await server.admin.publish({ title: 'Moon', notice: { kind: 'moon' } });
    expect(unknown.status).toBe(201);
    const moon = (await page(server.url, `id=${((await unknown.json()) as { _id: string })._id}`)).rows;
    expect(moon).toMatchObject({ title: 'Moon' });
    expect(moon).not.toHaveProperty('notice');
    await othersUnharmed(server);
  });

  it('/admin/news drops unknown fields and implausible prices, says what it dropped, and stores what was checked', async () => {
    const server = await service();
    const key = await server.admin.addKey('reader');
    const reader = await openSocket(`${server.url.replace('http', 'ws')}/ws`);
    reader.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(reader.json()).toHaveLength(1));
    const sent = { title: 'Priced', secret: { a: 1 }, analysis: 'kept', firstPrice: { NEGUSDT: -1, HUGEUSDT: 1e308, ETHUSDT: 3_050 }, likes: 1_000_000 };
    const response = await server.admin.publish(sent);
    expect(response.status).toBe(201);
    const { _id, dropped, source } = (await response.json()) as { _id: string; dropped: Record<string, number>; source: string };
    expect(dropped).toEqual({ unknown: 1, firstPrice: 2 });
    // News without `source` would be read as a post by the protocol's clients: it is the operator's, and the answer says so.
    expect(source).toBe(OPERATOR_SOURCE);
    const stored = (await page(server.url, `id=${_id}`)).rows as unknown as Row;
    expect(stored).toEqual({ _id, title: 'Priced', en: 'Priced', source: OPERATOR_SOURCE, time: expect.any(Number), analysis: 'kept', firstPrice: { ETHUSDT: 3_050 }, suggestions: [], symbols: [], hops: { read: expect.any(Number) }, likes: 0, dislikes: 0 });
    // The live frame is the stored item, not what was sent.
    await vi.waitFor(() => expect(reader.json()).toContainEqual(expect.objectContaining({ _id })));
    const live = reader.json().find((frame) => (frame as Row)._id === _id) as Row;
    expect(live).not.toHaveProperty('secret');
    expect(live.firstPrice).toEqual({ ETHUSDT: 3_050 });
    expect(await metric(server.url, 'newsflash_item_parts_dropped_total', 'origin="admin",part="firstPrice"')).toBe(2);
    reader.ws.close();
  });

  it('refuses an item too large once bounded with a 400 naming its largest field, and goes on serving', async () => {
    const server = await service({ coins: false });
    // Each text within its length, but escaped control characters weigh six bytes apiece.
    const control = '\u0001'.repeat(9_000);
    const response = await server.admin.publish({ title: 'Heavy', body: control, info: { quotedUser: { screen_name: 'x', text: control } } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(new RegExp(`more than the ${MAX_ITEM_BYTES} an item may hold \\(largest field: (body|info)\\)`));
    await othersUnharmed(server);
  });

  it('bounds a backlog page to 8 MB: past it the page ends early, and last_id goes on', async () => {
    const server = await service({ coins: false, maxBacklog: 500 });
    // About 60 kB each (3-byte characters): 200 of them are past 8 MB.
    const heavy = '€'.repeat(TEXT_LIMITS.body - 100);
    // Recent times, one apart: what retention keeps, in a known order.
    const start = Date.now() - 60_000;
    for (let i = 0; i < 200; i++) await server.admin.publishOk({ title: `Heavy ${i}`, body: heavy, info: { quotedUser: { screen_name: 'x', text: heavy.slice(0, 9_000) } }, time: start + i });
    const first = await page(server.url, 'limit=500');
    expect(first.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(first.rows.length).toBeGreaterThan(100);
    expect(first.rows.length).toBeLessThan(200);
    const rest = await page(server.url, `limit=500&last_id=${first.rows.at(-1)!._id}`);
    expect(first.rows.length + rest.rows.length).toBe(200);
    // A page of 100 (what the extension and an upstream ask for) is never cut.
    expect((await page(server.url, 'limit=100')).rows).toHaveLength(100);
  }, 60_000);

  it('refuses an admin item with a NUL anywhere, even in a field it would drop', async () => {
    const server = await service({ coins: false });
    const response = await fetch(`${server.url}/admin/news`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` }, body: JSON.stringify({ title: 't', unknown: 'a\u0000b' }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/NUL/);
  });
});
