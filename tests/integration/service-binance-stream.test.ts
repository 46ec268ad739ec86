import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BinanceStreamStandIn, type PushedNotice } from '@/devkit/stand-ins/binance-announcement-stream';
import { BINANCE_NOTICES_PATH, binanceCatalogAnswer, type BinanceNotice } from '@/devkit/stand-ins/binance-notices';
import type { OriginReply } from '@/devkit/stand-ins/origin-server';
import { textKey } from '@/server/items/text-key';
import type { RunningServer } from '@/server/app';
import type { ServerConfig } from '@/server/config';
import { sourcesScaffold } from './helpers/sources-scaffold';
import { ADMIN, backend, spawnService, startTestService, storageArgs, storageFor, type Admin } from './helpers/local-service';

type Row = Record<string, unknown> & { _id: string; title: string; time: number; source?: string; category?: string; url?: string };
type SourceView = {
  name: string;
  state: string;
  reason: string | null;
  refusal: string | null;
  taken: number;
  copies: number;
  unreadable: Record<string, number>;
};

/** An account of the stand-in; the secret is long enough that a piece of it in a log would be seen. */
const ACCOUNT = { apiKey: 'streamKEY0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS', apiSecret: 'streamSECRET0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNO' };

const { dir, sourcesFile, origin, track } = sourcesScaffold('binance-stream');

const service = async (overrides: Partial<ServerConfig>): Promise<RunningServer & { admin: Admin }> =>
  track(await startTestService({ ...(await storageFor()), ...overrides }));
const standIn = async (account: ConstructorParameters<typeof BinanceStreamStandIn>[0] = ACCOUNT) => {
  const stream = track(new BinanceStreamStandIn(account));
  await stream.start();
  return stream;
};
const news = async (url: string): Promise<Row[]> => (await (await fetch(`${url}/api/news?limit=200`)).json()) as Row[];
const sourceState = async (url: string, name: string) =>
  ((await (await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { sources: { sources: SourceView[] } }).sources.sources.find((source) => source.name === name)!;
const json = (body: string): OriginReply => ({ status: 200, body, type: 'application/json' });
const titled = (rows: Row[], title: string) => rows.filter((row) => row.title === title);
/** A node with a CMS list serving `listed` and a stream beside it, once the list's first notice is out and the stream connected. */
async function listAndStream(listed: BinanceNotice[]) {
  const stream = await standIn();
  const cms = await origin((path) => (path === BINANCE_NOTICES_PATH ? json(binanceCatalogAnswer(48, 'New Cryptocurrency Listing', [...listed])) : undefined));
  const server = await service({
    sources: sourcesFile([
      { kind: 'binance-announcements', name: 'Binance', url: cms.url, catalogIds: [48], intervalSeconds: 1 },
      { kind: 'binance-stream', name: 'Binance pushed', url: stream.url, site: cms.url, ...ACCOUNT },
    ]),
  });
  await vi.waitFor(async () => expect(titled(await news(server.url), listed[0]!.title)).toHaveLength(1), { timeout: 15_000 });
  await vi.waitFor(() => expect(stream.connections).toHaveLength(1), { timeout: 15_000 });
  return { stream, server };
}

describe(`Binance's announcement stream (${backend})`, () => {
  it('publishes a pushed notice once, whether the CMS list lists it after or before it is pushed, as the list\'s item', async () => {
    // The list's first answer holds a notice, so the poll is running (and remembers nothing unseen) before anything is pushed.
    const listed: BinanceNotice[] = [{ id: 1, code: 'older1', title: 'Binance Will List Initia (INIT) with Seed Tag Applied', releaseDate: Date.now() - 60_000 }];
    const { stream, server } = await listAndStream(listed);

    // Pushed first, listed a poll later.
    const pushed: PushedNotice = { catalogId: 48, catalogName: 'New Cryptocurrency Listing', publishDate: Date.now() - 2_000, title: 'Binance Will List Sahara AI (SAHARA) with Seed Tag Applied', body: '<p>…</p>', disclaimer: '…' };
    stream.push(pushed);
    await vi.waitFor(async () => expect(titled(await news(server.url), pushed.title)).toHaveLength(1), { timeout: 10_000 });
    const [row] = titled(await news(server.url), pushed.title);
    expect(row).toMatchObject({ source: 'Binance EN', en: pushed.title, category: 'New Cryptocurrency Listing', url: 'https://www.binance.com/en/support/announcement/list/48', time: pushed.publishDate });
    const later: BinanceNotice = { id: 3, code: 'later3', title: 'Binance Will List Huma Finance (HUMA) with Seed Tag Applied', releaseDate: Date.now() };
    listed.unshift(later, { id: 2, code: 'sahara2', title: pushed.title, releaseDate: pushed.publishDate });
    await vi.waitFor(async () => expect(titled(await news(server.url), later.title)).toHaveLength(1), { timeout: 15_000 });
    expect(titled(await news(server.url), pushed.title)).toHaveLength(1);

    // Listed first (the poll published it), pushed after: not again. A notice pushed after it shows the stream went on reading.
    stream.push({ ...pushed, title: later.title, publishDate: later.releaseDate });
    const next: PushedNotice = { ...pushed, catalogId: 161, catalogName: 'Delisting', title: 'Binance Will Delist ALPACA, PDA, VIB, WING on 2025-05-02', publishDate: Date.now() };
    stream.push(next);
    await vi.waitFor(async () => expect(titled(await news(server.url), next.title)).toHaveLength(1), { timeout: 10_000 });
    const rows = await news(server.url);
    expect(titled(rows, later.title)).toHaveLength(1);
    expect(titled(rows, pushed.title)).toHaveLength(1);
    await vi.waitFor(async () => expect(await sourceState(server.url, 'Binance pushed')).toMatchObject({ state: 'ok', taken: 2 }), { timeout: 5_000 });

    // The connection was signed, with the key in its header (the stand-in refuses it otherwise), and asked for the topic.
    expect(stream.refused).toEqual([]);
    expect([...stream.connections[0]!.query.keys()]).toEqual(['random', 'recvWindow', 'timestamp', 'topic', 'signature']);
    expect(stream.connections[0]!.sent).toEqual([JSON.stringify({ command: 'SUBSCRIBE', value: 'com_announcement_en' })]);
  });

  it('publishes a notice once, of one kind, when the pushed and the listed title differ by a character a reader cannot see, or by its wording within minutes', async () => {
    const listed: BinanceNotice[] = [{ id: 1, code: 'older1', title: 'Binance Will List Initia (INIT) with Seed Tag Applied', releaseDate: Date.now() - 60_000 }];
    const { stream, server } = await listAndStream(listed);

    // Issue 52's classes (items/text-key.ts), each pair about its own coin: [as listed, as pushed, the kind].
    const pairs: [string, string, string][] = [
      ['Binance Will List Zeta Protocol (ZETP)', 'Binance Will List Zeta\u200B Protocol (ZETP)', 'spot-listing'],
      ['Binance Will List Joiner Token (JOIN)', '\uFEFFBinance Will List Jo\u00ADiner\u200D Token (JOIN)', 'spot-listing'],
      ['Binance Will List Period Finance (PRDF)', 'Binance Will List Period Finance (PRDF).', 'spot-listing'],
      ["Binance Will List Maker's Token (MKRT)", 'Binance Will List Maker’s Token (MKRT)', 'spot-listing'],
      ['Binance Will List Fullwidth Token (FULW)', 'Binance Will List Fullwidth Token（ＦＵＬＷ）', 'spot-listing'],
      ['Notice of Removal of Spot Trading Pairs - 2026-11-29', 'Notice of Removal of Spot Trading Pairs – 2026-11-29', 'delisting'],
      ['Binance Will List "Quote" Coin (QUOT)', 'Binance Will List “Quote” Coin (QUOT)', 'spot-listing'],
      ['Binance Will List Spacer Token (SPCR)', 'Binance\u00A0Will List Spacer\u3000Token (SPCR)', 'spot-listing'],
      ['Binance Will List Caf\u00E9 Coin (CAFE)', 'Binance Will List Cafe\u0301 Coin (CAFE)', 'spot-listing'],
      ['Binance Will List Casey Token (CASY)', 'BINANCE WILL LIST CASEY TOKEN (CASY)', 'spot-listing'],
      ['Binance Will List Ellipsis Token (ELPS)', 'Binance Will List Ellipsis Token (ELPS)…', 'spot-listing'],
      // Worded otherwise, minutes apart: the same exchange, kind and coins (sources/notice-copies.ts).
      ['Binance Will List Wording Token (WRDG) with Seed Tag Applied', 'Binance Will List Wording Token (WRDG)', 'spot-listing'],
    ];
    const at = Date.now() - 2_000;
    for (const [, pushed, kind] of pairs) stream.push({ ...(kind === 'delisting' ? { catalogId: 161, catalogName: 'Delisting' } : { catalogId: 48, catalogName: 'New Cryptocurrency Listing' }), publishDate: at, title: pushed });
    await vi.waitFor(async () => expect((await sourceState(server.url, 'Binance pushed')).taken).toBe(pairs.length), { timeout: 15_000 });
    // Listed a poll later, with a notice of another kind about one of the coins and one more to know the poll was read.
    const futures = 'Binance Futures Will Launch USDⓈ-Margined WRDGUSDT Perpetual Contract';
    listed.unshift(...pairs.map(([title], i) => ({ id: 10 + i, code: `pair${i}`, title, releaseDate: at + 1_000 })), { id: 30, code: 'futures30', title: futures, releaseDate: at + 1_000 }, { id: 31, code: 'last31', title: 'Binance Will List Last Token (LAST)', releaseDate: at + 2_000 });
    await vi.waitFor(async () => expect(titled(await news(server.url), 'Binance Will List Last Token (LAST)')).toHaveLength(1), { timeout: 15_000 });

    const rows = await news(server.url);
    for (const [title, pushed, kind] of pairs) {
      const published = rows.filter((row) => [title, pushed].some((one) => textKey(one) === textKey(row.title)));
      expect(published.map((row) => [row.title, (row.notice as { kind?: string } | undefined)?.kind]), title).toEqual([[published[0]!.title, kind]]);
    }
    expect(titled(rows, futures)).toHaveLength(1);
    // Counted once the poll has finished its claims, just after the item is out.
    // The listed wording's copy is counted; the other pairs were claimed under their titles' key.
    await vi.waitFor(async () => expect(await sourceState(server.url, 'Binance')).toMatchObject({ state: 'ok', taken: 3, copies: 1 }), { timeout: 5_000 });
  });

  it('refuses to start with a stream whose site is not its CMS list\'s url, naming both', async () => {
    const file = sourcesFile([
      { kind: 'binance-announcements', name: 'Binance', url: 'https://www.binance.com', catalogIds: [48] },
      { kind: 'binance-stream', name: 'Binance pushed', site: 'https://www.binance.com/', ...ACCOUNT },
    ]);
    await expect(startTestService({ sources: file })).rejects.toThrow(`sources file ${file}: binance-stream "Binance pushed": its site is not the url of binance-announcements "Binance"`);
  });

  it('says a refused signature in /healthz with Binance\'s reason, as a refusal, and keeps the CMS list going', async () => {
    const stream = await standIn();
    const listed: BinanceNotice[] = [{ id: 1, code: 'c1', title: 'Binance Will List Walrus (WAL) with Seed Tag Applied', releaseDate: Date.now() - 1_000 }];
    const cms = await origin((path) => (path === BINANCE_NOTICES_PATH ? json(binanceCatalogAnswer(48, 'New Cryptocurrency Listing', listed)) : undefined));
    const server = await service({
      sources: sourcesFile([
        { kind: 'binance-announcements', name: 'Binance', url: cms.url, catalogIds: [48], intervalSeconds: 1 },
        { kind: 'binance-stream', name: 'Binance pushed', url: stream.url, site: cms.url, apiKey: ACCOUNT.apiKey, apiSecret: `${ACCOUNT.apiSecret}-wrong` },
      ]),
    });
    await vi.waitFor(async () => expect(await sourceState(server.url, 'Binance pushed')).toMatchObject({ state: 'failing', reason: 'refused: HTTP 401 (Signature for this request is not valid.)', refusal: 'refused' }), { timeout: 10_000 });
    expect(stream.refused).toEqual(['signature']);
    expect(stream.connections).toEqual([]);
    await vi.waitFor(async () => expect(titled(await news(server.url), listed[0]!.title)).toHaveLength(1), { timeout: 15_000 });
    // The item is out before its poll has finished its claims and said so.
    await vi.waitFor(async () => expect(await sourceState(server.url, 'Binance')).toMatchObject({ state: 'ok' }), { timeout: 5_000 });
  });

  it('counts frames that are no notice, ignores other frames, and cuts a flood, then reads on over a connection signed anew', async () => {
    const stream = await standIn();
    const server = await service({ sources: sourcesFile([{ kind: 'binance-stream', name: 'Binance pushed', url: stream.url, ...ACCOUNT }]) });
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1), { timeout: 15_000 });
    stream.raw('not json');
    stream.raw(JSON.stringify({ type: 'DATA', topic: 'com_announcement_en', data: JSON.stringify({ catalogId: 48, title: 'no time' }) }));
    stream.raw(JSON.stringify({ type: 'COMMAND', data: 'SUCCESS' }));
    const notice: PushedNotice = { catalogId: 48, catalogName: 'New Cryptocurrency Listing', publishDate: Date.now(), title: 'Binance Will List Kaito (KAITO)' };
    stream.push(notice);
    await vi.waitFor(async () => expect(titled(await news(server.url), notice.title)).toHaveLength(1), { timeout: 10_000 });
    expect(await sourceState(server.url, 'Binance pushed')).toMatchObject({ state: 'ok', unreadable: { malformed: 1, 'no-time': 1 } });

    // Past the burst of 30 frames the socket is cut; a fresh connection is signed anew and reads on.
    for (let i = 0; i < 40; i++) stream.raw(JSON.stringify({ type: 'COMMAND', data: i }));
    await vi.waitFor(() => expect(stream.connections.length).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    expect(stream.connections[1]!.query.get('signature')).not.toBe(stream.connections[0]!.query.get('signature'));
    expect((await sourceState(server.url, 'Binance pushed')).taken).toBe(1);
  });

  it('never writes the API key, the secret or a signature to the log, even when Binance quotes the key back', async () => {
    const stream = await standIn({ ...ACCOUNT, apiKey: 'another-key', echoKey: true });
    const file = sourcesFile([{ kind: 'binance-stream', name: 'Binance pushed', url: stream.url, ...ACCOUNT }]);
    const storage = await storageFor(join(dir, 'logs.db'));
    const spawned = await spawnService(['--port', '0', ...storageArgs(storage), '--admin-token', ADMIN, '--sources', file, '--log-level', 'debug']);
    try {
      await vi.waitFor(() => expect(spawned.logs()).toContain('refused: HTTP 401 (Invalid API-key, IP, or permissions for action. (key [redacted]))'), { timeout: 15_000 });
      const logs = spawned.logs();
      expect(logs).not.toContain(ACCOUNT.apiKey.slice(0, 12));
      expect(logs).not.toContain(ACCOUNT.apiSecret.slice(0, 12));
      expect(logs).not.toMatch(/signature=/);
    } finally {
      await spawned.stop();
    }
  });
});
