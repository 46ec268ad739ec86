import { describe, expect, it, vi } from 'vitest';
import { openSocket, startTestService, storageFor } from './helpers/local-service';
import { sourcesScaffold } from './helpers/sources-scaffold';

type Row = { _id: string; title: string; story?: string; market?: { symbol: string } };

const { sourcesFile, track, binance } = sourcesScaffold('timeline-nodes', { binance: true });
const HOUR = 3_600_000;
const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=200`)).json()) as Row[];
const storiesOf = async (url: string) => new Map((await news(url)).map((row) => [row._id, row.story ?? null]));

/**
 * Two nodes on one PostgreSQL database and one Redis bus, both given the market list source (one
 * runs it, by the sources' lease): a listing's notices published on either node and the market
 * the list adds are one story, the same on both nodes' backlogs and sockets.
 */
describe('a listing\'s timeline on two nodes (PostgreSQL + Redis)', () => {
  it('folds notices published on A and on B, and the market gone live, into one story alike on both', async () => {
    const coin = `TN${Date.now() % 100_000}`;
    const storage = await storageFor();
    const file = sourcesFile([{ kind: 'market-list', name: 'Binance spot markets', list: 'binance-spot', url: binance().url, intervalSeconds: 5 }]);
    const a = track(await startTestService({ ...storage, sources: file }));
    const b = track(await startTestService({ ...storage, sources: file }));
    const onA = await openSocket(`${a.url.replace('http', 'ws')}/ws`);
    const onB = await openSocket(`${b.url.replace('http', 'ws')}/ws`);
    const at = Date.now() + 3 * HOUR;
    const en = await a.admin.publishOk({ title: `Binance Will List Nodecoin (${coin})`, source: 'Binance EN', notice: { kind: 'spot-listing', exchange: 'Binance', coins: [coin], markets: [`${coin}_USDT`], at } });
    // B heard A's notice over the bus: its Korean copy on B joins A's story.
    await vi.waitFor(() => expect(onB.json()).toContainEqual(expect.objectContaining({ _id: en })));
    const upbit = await b.admin.publishOk({ title: `노드코인(${coin}) 원화 마켓 디지털 자산 추가`, source: 'Upbit', notice: { kind: 'new-markets', exchange: 'Upbit', coins: [coin], markets: [`${coin}_KRW`] } });

    // Whichever node runs the sources took the list's first fetch as its baseline; then the coin is listed.
    // (The stand-in answers from the bases at the moment of each request: the first answer lacks the coin.)
    await vi.waitFor(() => expect(binance().requests.some((request) => request.path === '/api/v3/exchangeInfo')).toBe(true), { timeout: 10_000 });
    binance().bases.push(coin);
    try {
      await vi.waitFor(async () => expect((await news(a.url)).filter((row) => row.market)).toHaveLength(2), { timeout: 20_000, interval: 250 });
    } finally {
      binance().bases.splice(binance().bases.indexOf(coin), 1);
    }
    const onNodeA = await storiesOf(a.url);
    expect(await storiesOf(b.url)).toEqual(onNodeA);
    expect(onNodeA.get(upbit)).toBe(en);
    const markets = (await news(b.url)).filter((row) => row.market);
    expect(markets.map((row) => [row.market!.symbol, row.story]).sort()).toEqual([
      [`${coin}_BTC`, en],
      [`${coin}_USDT`, en],
    ]);
    // Each node's sockets got each market once, with its story.
    for (const socket of [onA, onB]) {
      await vi.waitFor(() => expect(socket.json().filter((frame) => (frame as Row).market)).toHaveLength(2));
      expect(socket.json().filter((frame) => (frame as Row).market).every((frame) => (frame as Row).story === en)).toBe(true);
      socket.ws.close();
    }
  });
});
