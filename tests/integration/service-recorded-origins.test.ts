import { describe, expect, it, vi } from 'vitest';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { JetstreamStandIn, profilesAnswer } from '@/devkit/stand-ins/jetstream';
import { kst } from '@/devkit/stand-ins/upbit-notices';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, startTestService, storageFor } from './helpers/local-service';

/**
 * The real service on a random port, its sources polling answers the real origins sent (recorded
 * in public code; each file's repository, path and commit are in ../shared/real-world/origins/manifest.json):
 * - Bybit: bybit-exchange/docs `docs/v5/announcement.mdx` at 460ae0986e6e2684b00725d83511e640a79f6d79
 * - Binance CMS: RichieLoco/CoinSniper `src/test/resources/testResponse_Min_One.json` at 02be570b8909f7b1ff8ef50f068101f4091d1ef2,
 *   ToucanBran/crypto-announcment-scraper `src/services/tests/test_data_generators/binance_tdg.py` at a51e86337eac55a94679655935c39c01f8e0e521
 * - OKX: its documented example (docs, code index id 61556240570) and its logged 429 body
 * - Upbit: Hojip-Kim/KimpRun_BE_JAVA `…/UpbitScrapTest.java` at 5a06fd6120b9533df5e7b2c43ccde7c5cc6dfc09
 * - Jetstream: bluesky-social/jetstream `internal/corpus/testdata/expected_v1.jsonl` at 9a30defd224e9058814a7d6ce8d9e4fc48d5493c
 * - CoinDesk: syspulse/skel-ext3 `sentry-news/rss/coindesk.rss` at 58dfb8af4aa6b165eb7895a9665a461e4a143631
 * Recorded times are months old, and an entry older than six hours is remembered, never published:
 * each answer's time fields (only they) are moved by one constant so its newest entry is a minute old.
 */

const { sourcesFile, origin, track } = sourcesScaffold('recorded-origins');

type Row = { title: string; source?: string; network?: string; category?: string; time: number; url?: string; notice?: unknown };
interface Health {
  name: string;
  state: string;
  reason: string | null;
  refusal: string | null;
  taken: number;
  unreadable: Record<string, number>;
}

const json = (body: string, status = 200) => ({ body, status, type: 'application/json' });
const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=200`)).json()) as Row[];
const health = async (url: string, admin = true): Promise<Record<string, Health>> =>
  Object.fromEntries(
    ((await (await fetch(`${url}/healthz`, admin ? { headers: { authorization: `Bearer ${ADMIN}` } } : {})).json()) as { sources: { sources: Health[] } }).sources.sources.map((source) => [source.name, source]),
  );

/** Moves every number under `field` by `by` ms, wherever it is in the answer. */
function moved(value: unknown, fields: string[], by: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((one) => moved(one, fields, by));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fields.includes(key) && inner !== null ? by(inner) : moved(inner, fields, by)]));
}

function bybitNow(): string {
  const answer = JSON.parse(recorded('bybit/docs-example.json')) as unknown;
  const shift = Date.now() - 60_000 - 1679045608000;
  return JSON.stringify(moved(answer, ['dateTimestamp', 'startDateTimestamp', 'endDateTimestamp'], (time) => Number(time) + shift));
}

function binanceNow(): string {
  // The newest of the two notices: 1742369411614.
  const shift = Date.now() - 60_000 - 1742369411614;
  return JSON.stringify(moved(JSON.parse(recorded('binance-cms/coinsniper-min-one.json')), ['releaseDate'], (time) => Number(time) + shift));
}

/** The recorded data.articles answer, with `added` notices (in its shape) ahead of its own. */
function binanceArticles(added: object[] = []): string {
  const answer = JSON.parse(recordedArticles()) as { data: { articles: object[] } };
  answer.data.articles.unshift(...added);
  return JSON.stringify(answer);
}

function recordedArticles(): string {
  // The Python literal as ast.literal_eval + json.dumps make it JSON: single-quoted strings without escapes, None.
  return recorded('binance-cms/toucanbran-articles.pyliteral').replace(/'([^']*)'|\bNone\b|\bTrue\b|\bFalse\b/g, (token, text: string | undefined) => (text !== undefined ? JSON.stringify(text) : token === 'None' ? 'null' : token.toLowerCase()));
}

function upbitNow(): string {
  // The newest first_listed_at is notice 5056's, 2025-04-22T14:27:58+09:00; notice 5030 was first listed 11 days before.
  const shift = Date.now() - 60_000 - Date.parse('2025-04-22T14:27:58+09:00');
  return JSON.stringify(moved(JSON.parse(recorded('upbit/kimprun-2025-04-22.json')), ['listed_at', 'first_listed_at'], (time) => kst(Date.parse(String(time)) + shift)));
}

function coindeskNow(): string {
  const text = recorded('media/coindesk.rss');
  // The newest entry: Fri, 12 Dec 2025 22:20:18 +0000.
  const shift = Date.now() - 60_000 - Date.UTC(2025, 11, 12, 22, 20, 18);
  return text.replace(/<pubDate>([^<]+)<\/pubDate>/g, (_match, date: string) => `<pubDate>${new Date(Date.parse(date) + shift).toUTCString()}</pubDate>`);
}

/** The 152 events, their times moved so the newest is a minute old (µs). */
function jetstreamNow(): string[] {
  const lines = recorded('jetstream/corpus-expected_v1.jsonl').split('\n').filter((line) => line.trim());
  const newest = Math.max(...lines.map((line) => (JSON.parse(line) as { time_us: number }).time_us));
  const shift = (Date.now() - 60_000) * 1000 - newest;
  return lines.map((line) => JSON.stringify(moved(JSON.parse(line), ['time_us'], (time) => Number(time) + shift)));
}

describe.skipIf(!RECORDED)(`the service polling what real origins sent (${backend})`, () => {
  it('publishes what each answer holds, names what it cannot read, and says which origins fail and why', async () => {
    let bybit = JSON.stringify(moved(JSON.parse(bybitNow()), ['dateTimestamp'], () => undefined));
    const laterNotices: object[] = [];
    const exchanges = await origin((path) => {
      if (path === '/bybit/v5/announcements/index') return json(bybit);
      if (path === '/binance/bapi/composite/v1/public/cms/article/list/query') return json(binanceNow());
      if (path === '/articles/bapi/composite/v1/public/cms/article/list/query') return json(binanceArticles(laterNotices));
      if (path === '/okx-docs/api/v5/support/announcements') return json(recorded('okx/docs-example-zh.json'));
      if (path === '/okx-busy/api/v5/support/announcements') return json(recorded('okx/429-50011.txt'), 429);
      if (path === '/upbit/api/v1/announcements') return json(upbitNow());
      if (path === '/coindesk/rss') return { body: coindeskNow(), type: 'application/rss+xml; charset=utf-8' };
      return undefined;
    });

    const events = jetstreamNow();
    const posters = [...new Set(events.flatMap((line) => (line.includes('"collection":"app.bsky.feed.post","rkey"') && line.includes('"operation":"create"') ? [(JSON.parse(line) as { did: string }).did] : [])))];
    const accounts = posters.map((did, index) => ({ did, handle: `poster${index}.test`, displayName: `Poster ${index}` }));
    const appView = await origin((path, request) => (path === '/xrpc/app.bsky.actor.getProfiles' ? json(profilesAnswer(accounts, new URL(request.url!, 'http://x').searchParams.getAll('actors'))) : undefined));
    const jetstream = new JetstreamStandIn();
    await jetstream.start();
    track({ close: () => jetstream.stop() });

    const file = sourcesFile([
      { kind: 'bybit-announcements', name: 'Bybit', url: `${exchanges.url}/bybit`, intervalSeconds: 1 },
      { kind: 'binance-announcements', name: 'Binance', url: `${exchanges.url}/binance`, catalogIds: [48], intervalSeconds: 1 },
      { kind: 'binance-announcements', name: 'Binance articles', url: `${exchanges.url}/articles`, catalogIds: [48], intervalSeconds: 1 },
      { kind: 'okx-announcements', name: 'OKX docs', url: `${exchanges.url}/okx-docs`, annTypes: ['announcements-new-listings'], intervalSeconds: 1 },
      { kind: 'okx-announcements', name: 'OKX busy', url: `${exchanges.url}/okx-busy`, annTypes: ['announcements-new-listings'], intervalSeconds: 1 },
      { kind: 'upbit-announcements', name: 'Upbit', url: `${exchanges.url}/upbit`, intervalSeconds: 1 },
      { kind: 'feed', name: 'CoinDesk', url: `${exchanges.url}/coindesk/rss`, intervalSeconds: 1 },
      { kind: 'bluesky', name: 'Bluesky', url: jetstream.url, appView: appView.url, handles: accounts.map((account) => account.handle) },
    ]);
    const server = track(await startTestService({ ...(await storageFor()), sources: file }));

    // Bybit's answer without the documented dateTimestamp (nor publishTime): failing, and why, not a quiet "ok".
    await vi.waitFor(async () => expect((await health(server.url)).Bybit).toMatchObject({ state: 'failing', reason: "none of the answer's entries could be read: 1 entry without a time field the service reads (dateTimestamp, publishTime)", unreadable: { 'no-time': expect.any(Number) } }), { timeout: 10_000 });
    // The public sees the state and the counts, not the words.
    expect((await health(server.url, false)).Bybit).toMatchObject({ state: 'failing', reason: expect.stringMatching(/^withheld/), unreadable: { 'no-time': expect.any(Number) } });
    expect(await (await fetch(`${server.url}/metrics`)).text()).toMatch(/^newsflash_source_entries_unreadable_total\{source="Bybit",reason="no-time"\} [1-9]\d*$/m);
    // Bybit's answer as it documents it: read, and the source is ok again.
    bybit = bybitNow();
    await vi.waitFor(async () => expect((await health(server.url)).Bybit).toMatchObject({ state: 'ok', reason: null }), { timeout: 10_000 });

    await vi.waitFor(() => expect(jetstream.connections).toHaveLength(1), { timeout: 10_000 });
    for (const line of events) jetstream.raw(line);
    await jetstream.delivered();

    await vi.waitFor(
      async () => {
        const rows = await news(server.url);
        expect(rows.filter((row) => row.network === 'bluesky')).toHaveLength(17);
        expect(rows.filter((row) => row.source === 'Bybit')).toHaveLength(1);
        expect(rows.filter((row) => row.source === 'Binance EN')).toHaveLength(2);
        expect(rows.filter((row) => row.source === 'Upbit')).toHaveLength(2);
        // Entries are published oldest first: the newest one is the last to come.
        expect(rows.some((row) => row.source === 'CoinDesk' && row.title === 'Citadel Securities and DeFi Waging War of Words Through SEC Correspondence')).toBe(true);
      },
      { timeout: 15_000 },
    );
    const rows = await news(server.url);
    expect(rows.find((row) => row.source === 'Bybit')).toMatchObject({ title: 'New Listing: Arbitrum (ARB) — Deposit, Trade and Stake ARB to Share a 400,000 USDT Prize Pool!', category: 'New Listings' });
    expect(rows.find((row) => row.title === 'Binance Will Add StraitsX USD (XUSD) and Four (FORM) on Earn, Buy Crypto, Margin, Convert & Futures')).toMatchObject({ source: 'Binance EN', category: 'New Cryptocurrency Listing' });
    // The data.articles shape carries no time: its first answer (a 2021 notice among them) is remembered, not news.
    expect(rows.some((row) => row.title === 'Binance Will List Rari Governance Token (RGT)')).toBe(false);
    await vi.waitFor(async () => expect((await health(server.url))['Binance articles']).toMatchObject({ state: 'ok', taken: 0 }), { timeout: 10_000 });
    // A notice that appears in a later answer is news, published at the moment it was read.
    laterNotices.push({ id: 999_999, code: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5', title: 'Binance Will List Later Token (LATER)', body: null, type: null, catalogId: null, catalogName: null, publishDate: null });
    await vi.waitFor(async () => expect((await news(server.url)).filter((row) => row.source === 'Binance EN')).toHaveLength(3), { timeout: 10_000 });
    expect((await news(server.url)).find((row) => row.title === 'Binance Will List Later Token (LATER)')).toMatchObject({ source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5' });
    // Upbit's notice 5030 was re-listed today but first listed 11 days ago: not news again.
    expect(rows.filter((row) => row.source === 'Upbit').map((row) => row.title).sort()).toEqual(['딥북(DEEP) KRW 마켓 디지털 자산 추가', '상담 서비스 일시 중단 안내 (04/28 03:00 ~)'].sort());
    // CoinDesk's newest entry is published; its oldest, 10.6 hours older than it, is remembered, never published.
    // What each exchange's recorded notice announces (server/notices/); the outlet's items announce none.
    const noticeOf = (title: string) => rows.find((row) => row.title === title)?.notice;
    expect(noticeOf('New Listing: Arbitrum (ARB) — Deposit, Trade and Stake ARB to Share a 400,000 USDT Prize Pool!')).toEqual({ kind: 'spot-listing', sign: '+', exchange: 'Bybit', coins: ['ARB'], markets: [] });
    // Futures named beside the other products: a futures listing (docs/notice-kinds.md's label policy, rule 4).
    expect(noticeOf('Binance Will Add StraitsX USD (XUSD) and Four (FORM) on Earn, Buy Crypto, Margin, Convert & Futures')).toEqual({ kind: 'futures-listing', sign: '+', exchange: 'Binance', coins: ['XUSD', 'FORM'], markets: [] });
    expect(noticeOf('딥북(DEEP) KRW 마켓 디지털 자산 추가')).toEqual({ kind: 'new-markets', sign: '+', exchange: 'Upbit', coins: ['DEEP'], markets: ['DEEP_KRW'] });
    expect(noticeOf('상담 서비스 일시 중단 안내 (04/28 03:00 ~)')).toMatchObject({ kind: 'other', exchange: 'Upbit', coins: [] });
    for (const row of rows.filter((one) => one.source === 'CoinDesk')) expect(row).not.toHaveProperty('notice');
    const coindesk = rows.filter((row) => row.source === 'CoinDesk').map((row) => row.title);
    expect(coindesk).toContain('Citadel Securities and DeFi Waging War of Words Through SEC Correspondence');
    expect(coindesk).not.toContain('XRP Ledger Upgrade Lays Groundwork for Lending, Tokenization Expansion');

    // Jetstream replays from the cursor after a reconnect, the event at the cursor included: each post once.
    jetstream.events.push(...events.map((line) => JSON.parse(line) as { did: string; time_us: number; kind: string }));
    await jetstream.stop();
    await jetstream.start();
    await vi.waitFor(() => expect(jetstream.connections).toHaveLength(2), { timeout: 10_000 });
    expect(jetstream.connections[1]!.get('cursor')).not.toBeNull();
    await jetstream.delivered();
    await vi.waitFor(async () => expect((await health(server.url)).Bluesky).toMatchObject({ state: 'ok' }), { timeout: 10_000 });
    expect((await news(server.url)).filter((row) => row.network === 'bluesky')).toHaveLength(17);

    const sources = await health(server.url);
    expect(sources['OKX docs']).toMatchObject({ state: 'failing', reason: 'the answer is not JSON', unreadable: {} });
    expect(sources['OKX busy']).toMatchObject({ state: 'failing', refusal: 'rate-limited', reason: expect.stringMatching(/^OKX rate-limited this address \(HTTP 429, code 50011/) });
    for (const name of ['Binance', 'Binance articles', 'Upbit', 'CoinDesk', 'Bluesky']) expect(sources[name]).toMatchObject({ state: 'ok', reason: null, unreadable: {} });
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
