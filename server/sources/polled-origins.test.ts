import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BINANCE_EMPTY_ANSWER, binanceCatalogAnswer } from '@/devkit/stand-ins/binance-notices';
import { bybitAnnouncements, rssDocument } from '@/devkit/stand-ins/documents';
import { OKX_RATE_LIMITED, okxAnswer } from '@/devkit/stand-ins/okx-notices';
import { upbitAnswer } from '@/devkit/stand-ins/upbit-notices';
import { startBinanceSource } from './binance-source';
import { startBybitSource } from './bybit-source';
import { parseSources, type SourceConfig } from './config';
import { feedEntries } from './feed-entries';
import { startFeedSource } from './feed-source';
import { startOkxSource } from './okx-source';
import { startUpbitSource } from './upbit-source';
import { MAX_ORIGIN_WAIT_MS, type Refusal } from '../outbound/fetch-capped';
import type { RunningSource, SourceContext } from './types';
import type { UnreadableCounts } from './unreadable';
import { readJsonHere } from '../outbound/json-bounds';

/**
 * What every polled origin does around its answers, each at the default interval the sources file
 * gives it: polls on time, sends the last answer's validators back (a 304 costs no parsing), backs
 * off on a refusal or rate limit no sooner than the origin asked, and names it for /healthz.
 */

const NOW = Date.UTC(2026, 10, 25, 6);
const json = (body: string, status = 200, headers: Record<string, string> = {}) => new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });

interface Refusing {
  what: string;
  reply: () => Response;
  refusal: Refusal;
  reason: RegExp;
  /** The soonest the origin is asked again, ms. */
  waitMs: number;
}

interface Kind {
  kind: SourceConfig['kind'];
  /** The source in the file, defaults left to the file's reader. */
  entry: Record<string, unknown>;
  intervalMs: number;
  start(source: SourceConfig, context: SourceContext): RunningSource;
  answer(): Response;
  /** An answer past the notices-an-answer budget: `count` notices, the i-th published i seconds before NOW (absent for feeds, whose budget is their own). */
  flood?: { count: number; reply(): Response };
  refusals: Refusing[];
  /** An answer with entries, none readable: what is wrong with them, as /healthz says it and as counted. */
  unreadable?: { reply: () => Response; reason: string; counts: UnreadableCounts };
}

const ago = (i: number) => NOW - (i + 1) * 1_000;
/** Waits an origin may choose past any sense: each is taken as MAX_ORIGIN_WAIT_MS, never as the 1 ms an overflowing timer fires after. */
const overlong = (status: number): Refusing[] =>
  ['3000000', '1e10', 'Fri, 31 Dec 9999 23:59:59 GMT'].map((header) => ({
    what: `${status} with Retry-After: ${header}`,
    reply: () => new Response('', { status, headers: { 'retry-after': header } }),
    refusal: 'rate-limited' as const,
    reason: /HTTP \d{3}/,
    waitMs: MAX_ORIGIN_WAIT_MS,
  }));

const kinds: Kind[] = [
  {
    kind: 'feed',
    entry: { url: 'https://blog.example/rss' },
    intervalMs: 60_000,
    start: (source, context) => startFeedSource(source as Extract<SourceConfig, { kind: 'feed' }>, context),
    answer: () => new Response(rssDocument('Blog', [{ id: 'a', title: 'A post', link: 'https://blog.example/a', time: NOW - 1_000 }]), { headers: { 'content-type': 'application/rss+xml', etag: '"v1"', 'last-modified': 'Tue, 25 Nov 2026 05:59:00 GMT' } }),
    refusals: [
      ...overlong(429),
      ...overlong(503),
      { what: '429 with Retry-After', reply: () => new Response('', { status: 429, headers: { 'retry-after': '300' } }), refusal: 'rate-limited', reason: /^HTTP 429$/, waitMs: 300_000 },
      { what: '403', reply: () => new Response('', { status: 403 }), refusal: 'refused', reason: /^HTTP 403$/, waitMs: 120_000 },
    ],
  },
  {
    kind: 'bybit-announcements',
    entry: {},
    intervalMs: 5_000,
    start: (source, context) => startBybitSource(source as Extract<SourceConfig, { kind: 'bybit-announcements' }>, context),
    answer: () => json(bybitAnnouncements([{ id: '1', title: 'New Listing: SEI/USDT', link: 'https://announcements.bybit.com/article/sei', time: NOW - 1_000 }]), 200, { etag: '"v1"', 'last-modified': 'Tue, 25 Nov 2026 05:59:00 GMT' }),
    refusals: [
      { what: '403 ("access too frequent")', reply: () => new Response('access too frequent', { status: 403 }), refusal: 'refused', reason: /^Bybit refused this address \(HTTP 403\).*10 minutes/, waitMs: 600_000 },
      { what: 'retCode 10006', reply: () => json(JSON.stringify({ retCode: 10006, retMsg: 'Too many visits!' })), refusal: 'rate-limited', reason: /^Bybit rate-limited this address \(retCode 10006\)/, waitMs: 10_000 },
      { what: '429 without Retry-After', reply: () => new Response('', { status: 429 }), refusal: 'rate-limited', reason: /^HTTP 429$/, waitMs: 60_000 },
    ],
    unreadable: {
      reply: () => json(JSON.stringify({ retCode: 0, retMsg: 'OK', result: { list: [{ title: 'A', url: 'https://announcements.bybit.com/a' }, { title: 'B', url: 'https://announcements.bybit.com/b', publishedAt: NOW }] } })),
      reason: "none of the answer's entries could be read: 2 entries without a time field the service reads (dateTimestamp, publishTime)",
      counts: { 'no-time': 2 },
    },
  },
  {
    kind: 'binance-announcements',
    entry: { catalogIds: [48] },
    intervalMs: 10_000,
    start: (source, context) => startBinanceSource(source as Extract<SourceConfig, { kind: 'binance-announcements' }>, context),
    answer: () => json(binanceCatalogAnswer(48, 'New Cryptocurrency Listing', [{ id: 1, code: 'c1', title: 'Binance Will List Sei (SEI)', releaseDate: NOW - 1_000 }]), 200, { etag: '"v1"', 'last-modified': 'Tue, 25 Nov 2026 05:59:00 GMT' }),
    // 20 catalogs of 100 notices each, as the attack sent: 2,000 in one answer.
    flood: {
      count: 2_000,
      reply: () => {
        const catalogs = Array.from({ length: 20 }, (_, c) => ({ catalogId: c, catalogName: `Catalog ${c}`, articles: Array.from({ length: 100 }, (_, a) => ({ id: c * 100 + a + 1, code: `c${c}-${a}`, title: `Notice ${c * 100 + a}`, releaseDate: ago(c * 100 + a) })) }));
        return json(JSON.stringify({ code: '000000', data: { catalogs }, success: true }));
      },
    },
    refusals: [
      { what: 'empty data ("slow down")', reply: () => json(BINANCE_EMPTY_ANSWER), refusal: 'rate-limited', reason: /slow down/, waitMs: 20_000 },
      { what: '429 with Retry-After', reply: () => new Response('', { status: 429, headers: { 'retry-after': '45' } }), refusal: 'rate-limited', reason: /^HTTP 429$/, waitMs: 45_000 },
      { what: '403', reply: () => new Response('', { status: 403 }), refusal: 'refused', reason: /^HTTP 403$/, waitMs: 20_000 },
    ],
    unreadable: {
      reply: () => json(JSON.stringify({ code: '000000', data: { articles: [{ id: 1, title: 'No code' }, { id: 2, code: 'c2', title: 'Odd time', releaseDate: '2026-11-25' }] } })),
      reason: "none of the answer's entries could be read: 1 entry with a time that is not one (releaseDate, publishDate), 1 entry without a usable identity",
      counts: { 'bad-id': 1, 'bad-time': 1 },
    },
  },
  {
    kind: 'okx-announcements',
    entry: { annTypes: ['announcements-new-listings'] },
    intervalMs: 3_000,
    start: (source, context) => startOkxSource(source as Extract<SourceConfig, { kind: 'okx-announcements' }>, context),
    answer: () => json(okxAnswer([{ annType: 'announcements-new-listings', title: 'OKX to list SEI', url: 'https://www.okx.com/help/sei', pTime: NOW - 1_000 }]), 200, { etag: '"v1"', 'last-modified': 'Tue, 25 Nov 2026 05:59:00 GMT' }),
    // 10 pages of 100 details each: 1,000 in one answer.
    flood: {
      count: 1_000,
      reply: () => {
        const data = Array.from({ length: 10 }, (_, p) => ({ totalPage: '1', details: Array.from({ length: 100 }, (_, d) => ({ annType: 'announcements-new-listings', title: `Notice ${p * 100 + d}`, url: `https://www.okx.com/help/${p}-${d}`, pTime: String(ago(p * 100 + d)) })) }));
        return json(JSON.stringify({ code: '0', msg: '', data }));
      },
    },
    refusals: [
      { what: '429 with code 50011', reply: () => json(OKX_RATE_LIMITED, 429), refusal: 'rate-limited', reason: /^OKX rate-limited this address \(HTTP 429, code 50011/, waitMs: 10_000 },
      { what: 'code 50011 with HTTP 200', reply: () => json(OKX_RATE_LIMITED), refusal: 'rate-limited', reason: /^OKX rate-limited this address \(code 50011\)/, waitMs: 10_000 },
      { what: '403', reply: () => new Response('', { status: 403 }), refusal: 'refused', reason: /^HTTP 403$/, waitMs: 6_000 },
    ],
    unreadable: {
      reply: () => json(JSON.stringify({ code: '0', msg: '', data: [{ details: [{ annType: 'announcements-new-listings', title: 'OKX to list SEI', url: 'https://www.okx.com/help/sei', publishTime: String(NOW) }] }] })),
      reason: "none of the answer's entries could be read: 1 entry without a time field the service reads (pTime, businessPTime)",
      counts: { 'no-time': 1 },
    },
  },
  {
    kind: 'upbit-announcements',
    entry: {},
    intervalMs: 10_000,
    start: (source, context) => startUpbitSource(source as Extract<SourceConfig, { kind: 'upbit-announcements' }>, context),
    answer: () => json(upbitAnswer([{ id: 7, title: '세이(SEI) 원화 마켓 디지털 자산 추가', category: '거래', time: NOW - 1_000 }]), 200, { etag: '"v1"', 'last-modified': 'Tue, 25 Nov 2026 05:59:00 GMT' }),
    // 100 notices and 100 pinned ones; the pinned are the newest, so the cap must look past the list's order.
    flood: {
      count: 200,
      reply: () => {
        const notice = (i: number) => ({ id: i + 1, title: `Notice ${i}`, category: '거래', time: ago(i) });
        return json(upbitAnswer(Array.from({ length: 100 }, (_, i) => notice(i + 100)), Array.from({ length: 100 }, (_, i) => notice(i))));
      },
    },
    refusals: [
      ...overlong(429),
      { what: '403 (its firewall)', reply: () => new Response('<html>Forbidden</html>', { status: 403 }), refusal: 'refused', reason: /^Upbit refused this address \(HTTP 403\): its firewall/, waitMs: 20_000 },
      { what: '429 without Retry-After', reply: () => new Response('', { status: 429 }), refusal: 'rate-limited', reason: /^Upbit rate-limited this address \(HTTP 429/, waitMs: 60_000 },
      { what: '418 (a 429 ignored)', reply: () => new Response('', { status: 418 }), refusal: 'rate-limited', reason: /^Upbit rate-limited this address \(HTTP 418/, waitMs: 60_000 },
    ],
    unreadable: {
      reply: () => json(JSON.stringify({ success: true, data: { notices: [{ id: 7, title: 'A', category: '거래', created_at: '2025-04-22T15:21:10+09:00' }, { id: 8, title: 'B', listed_at: '2025-04-22 15:21' }], fixed_notices: [] } })),
      reason: "none of the answer's entries could be read: 1 entry without a time field the service reads (first_listed_at, listed_at), 1 entry with a time that is not one (first_listed_at, listed_at)",
      counts: { 'no-time': 1, 'bad-time': 1 },
    },
  },
];

interface Seen {
  headers: Headers;
}

function harness(kind: Kind, replies: () => Response, storageDown = () => false) {
  const [source] = parseSources(JSON.stringify({ sources: [{ kind: kind.kind, name: 'Origin', ...kind.entry }] }));
  const requests: Seen[] = [];
  const states: { state: 'ok' | 'failing'; reason?: string; refusal?: Refusal }[] = [];
  let offered = 0;
  const unreadable: UnreadableCounts[] = [];
  const times: number[] = [];
  let dropped = 0;
  const context: SourceContext = {
    offer: async (candidates) => {
      if (storageDown()) throw new Error('storage: database is locked');
      offered += candidates.length;
      times.push(...candidates.map((candidate) => candidate.item.time));
      return candidates.length;
    },
    ok: () => void states.push({ state: 'ok' }),
    failing: (reason, refusal) => void states.push({ state: 'failing', reason, ...(refusal ? { refusal } : {}) }),
    note: () => {},
    unreadable: (counts) => void unreadable.push(counts),
    dropped: (count) => void (dropped += count),
    fetch: async (_input, init) => {
      requests.push({ headers: new Headers(init?.headers) });
      return replies();
    },
    kept: { read: async () => undefined, write: async () => {} },
    readFeed: async (document, now, address, tally) => feedEntries(document, now, address, tally),
    readJson: readJsonHere,
    now: () => NOW,
    // The middle of the jitter: the interval exactly.
    random: () => 0.5,
  };
  const running = kind.start(source!, context);
  /** Lets the poll under way finish: its fetch and parsing are promises, not timers. */
  const settle = async (polls: number) => {
    for (let turn = 0; turn < 1_000 && states.length < polls; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(states).toHaveLength(polls);
  };
  return { source: source!, requests, states, offered: () => offered, unreadable, times, dropped: () => dropped, running, settle };
}

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => void vi.useRealTimers());

describe.each(kinds)('$kind, polled at its default interval', (kind) => {
  it(`polls every ${kind.intervalMs / 1000} s by default, sends the last answer's validators back, and a 304 is read as "unchanged"`, async () => {
    let reply = kind.answer;
    const { source, requests, states, offered, running, settle } = harness(kind, () => reply());
    expect('intervalSeconds' in source && source.intervalSeconds * 1000).toBe(kind.intervalMs);
    await settle(1);
    expect(states[0]).toEqual({ state: 'ok' });
    expect(offered()).toBe(1);
    expect(requests[0]!.headers.get('if-none-match')).toBeNull();

    reply = () => new Response(null, { status: 304 });
    vi.advanceTimersByTime(kind.intervalMs - 1);
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await settle(2);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers.get('if-none-match')).toBe('"v1"');
    expect(requests[1]!.headers.get('if-modified-since')).toBe('Tue, 25 Nov 2026 05:59:00 GMT');
    expect(states[1]).toEqual({ state: 'ok' });
    expect(offered()).toBe(1);
    running.stop();
  });

  it.each(kind.refusals)('names a refusal ($what) and asks again no sooner than it allows', async ({ reply, refusal, reason, waitMs }) => {
    const { requests, states, running, settle } = harness(kind, reply);
    await settle(1);
    expect(states[0]).toMatchObject({ state: 'failing', refusal, reason: expect.stringMatching(reason) });
    vi.advanceTimersByTime(waitMs - 1);
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(requests).toHaveLength(2);
    await settle(2);
    running.stop();
  });

  it('keeps no validators from an answer storage failed: the next poll reads it whole, and its entries are offered', async () => {
    let down = true;
    const { requests, states, offered, running, settle } = harness(kind, kind.answer, () => down);
    await settle(1);
    expect(states[0]).toEqual({ state: 'failing', reason: 'storage: database is locked' });
    down = false;
    vi.advanceTimersByTime(kind.intervalMs * 2);
    await settle(2);
    expect(requests[1]!.headers.get('if-none-match')).toBeNull();
    expect(states[1]).toEqual({ state: 'ok' });
    expect(offered()).toBe(1);
    running.stop();
  });

  it('comes back to its interval once the origin answers again', async () => {
    const [first] = kind.refusals;
    let reply = first!.reply;
    const { requests, states, running, settle } = harness(kind, () => reply());
    await settle(1);
    reply = kind.answer;
    vi.advanceTimersByTime(first!.waitMs);
    await settle(2);
    expect(states[1]).toEqual({ state: 'ok' });
    vi.advanceTimersByTime(kind.intervalMs);
    expect(requests).toHaveLength(3);
    await settle(3);
    running.stop();
  });

  it.runIf(kind.flood)('takes at most 100 notices from one answer, the newest, whatever its shape; the rest are counted as dropped', async () => {
    const { count, reply } = kind.flood!;
    const { states, offered, times, dropped, running, settle } = harness(kind, reply);
    await settle(1);
    expect(states[0]).toEqual({ state: 'ok' });
    expect(offered()).toBe(100);
    // The i-th notice was published i + 1 seconds before NOW: the newest hundred are 1 to 100 s old.
    expect([...times].sort((a, b) => b - a)).toEqual(Array.from({ length: 100 }, (_, i) => ago(i)));
    expect(dropped()).toBe(count - 100);
    running.stop();
  });
});

describe.each(kinds.filter((kind) => kind.unreadable))('$kind, whose entries cannot be read', (kind) => {
  it('is failing with what is wrong, counts the entries by reason, and is ok again once entries read', async () => {
    const unreadable = kind.unreadable!;
    let reply = unreadable.reply;
    const { states, offered, unreadable: tallies, running, settle } = harness(kind, () => reply());
    await settle(1);
    expect(states[0]).toEqual({ state: 'failing', reason: unreadable.reason });
    expect(tallies).toEqual([unreadable.counts]);
    expect(offered()).toBe(0);
    reply = kind.answer;
    vi.advanceTimersByTime(kind.intervalMs * 2);
    await settle(2);
    expect(states[1]).toEqual({ state: 'ok' });
    expect(offered()).toBe(1);
    expect(tallies).toHaveLength(1);
    running.stop();
  });
});
