import { describe, expect, it, vi } from 'vitest';
import { parseItem } from '@newsflash/protocol/frames';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { foldStories } from '@/utils/feed-view/stories';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { backend, openSocket, startTestService } from './helpers/local-service';

type Row = { _id: string; title: string; story?: string; market?: unknown; notice?: unknown };

const { sourcesFile, track, binance } = sourcesScaffold('timeline', { binance: true });
const HOUR = 3_600_000;

const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=200`)).json()) as Row[];
const sourceState = async (service: { url: string }, name: string) => {
  const health = (await (await fetch(`${service.url}/healthz`, { headers: { authorization: 'Bearer g7T1vraiWjM4MqgNQNzvjjzthmkX8Drr' } })).json()) as { sources: { sources: { name: string; state: string; taken: number }[] } };
  return health.sources.sources.find((source) => source.name === name);
};

describe(`a listing's timeline in the running service (${backend})`, () => {
  it('folds the notices of two exchanges in three languages, an outlet, and the market going live in Binance\'s list into one story, in the backlog and live', async () => {
    const coin = `TL${Date.now() % 100_000}`;
    const file = sourcesFile([{ kind: 'market-list', name: 'Binance spot markets', list: 'binance-spot', url: binance().url, intervalSeconds: 5 }]);
    const service = track(await startTestService({ sources: file }));
    const socket = await openSocket(`${service.url.replace('http', 'ws')}/ws`);
    const now = Date.now();
    const at = now + 3 * HOUR;
    const listing = (exchange: string, extra: Record<string, unknown> = {}) => ({ kind: 'spot-listing', exchange, coins: [coin], markets: [`${coin}_USDT`], at, ...extra });
    const en = await service.admin.publishOk({ title: `Binance Will List Testcoin (${coin}) with Seed Tag Applied`, source: 'Binance EN', url: `https://www.binance.com/en/support/announcement/${coin}`, notice: listing('Binance', { deposits: now + HOUR }) });
    const cn = await service.admin.publishOk({ title: `币安将上市Testcoin (${coin})并添加种子标签`, source: 'Binance CN', url: `https://www.binance.com/zh-CN/support/announcement/${coin}`, notice: listing('Binance') });
    const outlet = await service.admin.publishOk({ title: `COINDESK: Binance will list Testcoin ${coin} with seed tag applied`, source: 'Blogs', url: `https://coindesk.example/${coin}` });
    const upbit = await service.admin.publishOk({ title: `테스트코인(${coin}) 원화 마켓 디지털 자산 추가`, source: 'Upbit', url: `https://upbit.com/service_center/notice?id=${now}`, notice: { kind: 'new-markets', exchange: 'Upbit', coins: [coin], markets: [`${coin}_KRW`], at: at + HOUR } });

    // The market list's first fetch is a baseline only; the coin is added after it.
    await vi.waitFor(async () => expect(await sourceState(service, 'Binance spot markets')).toMatchObject({ state: 'ok' }), { timeout: 15_000 });
    expect((await news(service.url)).filter((row) => row.market)).toEqual([]);
    binance().bases.push(coin);
    try {
      await vi.waitFor(async () => expect((await news(service.url)).filter((row) => row.market)).toHaveLength(2), { timeout: 15_000, interval: 250 });
    } finally {
      binance().bases.splice(binance().bases.indexOf(coin), 1);
    }

    const rows = await news(service.url);
    const live = rows.find((row) => row.title.endsWith('/USDT is live'))!;
    expect(live).toMatchObject({ title: `Binance spot market ${coin}/USDT is live`, story: en, market: { exchange: 'Binance', kind: 'spot', symbol: `${coin}_USDT` } });
    const stories = new Map(rows.map((row) => [row._id, row.story]));
    expect([en, cn, outlet, upbit].map((id) => stories.get(id))).toEqual([undefined, en, en, en]);
    // Only the two markets the list added (the stand-in lists a USDT and a BTC pair) went live: the rest of the list was the baseline.
    expect(rows.filter((row) => row.market).map((row) => [row.title, row.story]).sort()).toEqual([
      [`Binance spot market ${coin}/BTC is live`, en],
      [`Binance spot market ${coin}/USDT is live`, en],
    ]);

    // The live socket carried the same item, with its story and `market`, as any client reads it.
    await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ _id: live._id, story: en, market: expect.objectContaining({ symbol: `${coin}_USDT` }) })));
    // And the extension folds the backlog into one card with the listing's stages.
    const items = rows.map((row) => parseItem(row)).flatMap((read) => (read.kind === 'item' ? [{ ...read.item, receivedAt: read.item.time }] : [])) as (NewsItem & { receivedAt: number })[];
    const card = foldStories(items).find((row) => row.id === en)!;
    expect(card.timeline?.map((stage) => `${stage.kind} ${stage.exchange}`)).toEqual(['notice Binance', 'notice Upbit', 'live Binance', 'live Binance', 'deposits Binance', 'trading Binance', 'trading Upbit']);
    socket.ws.close();
  });
});
