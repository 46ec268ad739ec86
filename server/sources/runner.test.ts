import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { rssDocument } from '@/devkit/stand-ins/documents';
import type { IngestRepo } from '../storage/types';
import { binanceTitleIdentity } from './binance-source';
import { claimScope, parseSources } from './config';
import { feedEntries, MAX_ENTRIES } from './feed-entries';
import { classifyNotice } from '../notices/classify';
import { noticeCopyKeys } from './notice-copies';
import { REOPEN_AFTER_MS, SourceRunner, stampsOf, type PublishOutcome } from './runner';
import { SOURCE_STARTERS } from './source-kinds';
import { TurnBudget } from './turn-budget';

const NOW = Date.now();

/** Storage that claims every item and keeps nothing else: for tests about what a runner reads and publishes. */
const claimsEverything = (): IngestRepo => ({
  claim: async () => true,
  finish: async () => {},
  unclaim: async () => {},
  reopen: async () => 0,
  takeBack: async () => 0,
  hasClaims: async () => false,
  touch: async () => {},
  forget: async () => {},
  lease: async () => true,
  release: async () => {},
  readDocument: async () => undefined,
  writeDocument: async () => {},
  marketsSeen: async () => [],
  seeMarkets: async () => {},
});

/** A runner over one feed (served by a fake fetch) whose publishing waits until the test says. */
function setup(
  claimFails = false,
  shared?: { claims: Set<string>; unfinished: Map<string, number>; now: () => number; finishFailures?: number; holders?: Map<string, string> },
) {
  const file = join(mkdtempSync(join(tmpdir(), 'newsflash-runner-')), 'sources.json');
  writeFileSync(file, JSON.stringify({ sources: [{ kind: 'feed', name: 'Blog', url: 'http://127.0.0.1:9/rss', intervalSeconds: 60 }] }));
  const rss = rssDocument('Blog', [{ id: 'one', title: 'A headline waiting for prices', link: 'https://news.example/one', time: NOW - 60_000 }]);
  const claims = shared?.claims ?? new Set<string>();
  const unfinished = shared?.unfinished ?? new Map<string, number>();
  // Who holds each unfinished claim.
  const holders = shared?.holders ?? new Map<string, string>();
  // The claims are modelled here; the rest is storage that keeps nothing (claimsEverything).
  const ingest: IngestRepo = {
    ...claimsEverything(),
    claim: async (source, identity, now = Date.now(), holder = '') => {
      if (claimFails) throw new Error('database is locked');
      if (claims.has(`${source} ${identity}`)) return false;
      claims.add(`${source} ${identity}`);
      unfinished.set(`${source} ${identity}`, now);
      holders.set(`${source} ${identity}`, holder);
      return true;
    },
    finish: async (source, identity) => {
      if (shared?.finishFailures && shared.finishFailures-- > 0) throw new Error('database is locked');
      unfinished.delete(`${source} ${identity}`);
    },
    unclaim: async (source, identity) => {
      claims.delete(`${source} ${identity}`);
      unfinished.delete(`${source} ${identity}`);
    },
    reopen: async (before) => {
      const old = [...unfinished].filter(([, at]) => at < before).map(([key]) => key);
      for (const key of old) {
        claims.delete(key);
        unfinished.delete(key);
      }
      return old.length;
    },
    takeBack: async (holder, max) => {
      const own = [...unfinished.keys()].filter((key) => holder !== '' && holders.get(key) === holder).slice(0, max);
      for (const key of own) {
        claims.delete(key);
        unfinished.delete(key);
      }
      return own.length;
    },
    hasClaims: async (source) => [...claims].some((claim) => claim.startsWith(`${source} `)),
  };
  // Publishing waits (for prices, say) until `finish`, then asks whether it may still store the item.
  let finish!: () => void;
  const stored: string[] = [];
  const publish = vi.fn(
    (item: Record<string, unknown>, _source: string, mayStore: () => boolean) =>
      new Promise<PublishOutcome>((resolve) => {
        finish = () => {
          if (!mayStore()) return resolve({ published: false, reason: 'withdrawn' });
          stored.push(String(item.title));
          resolve({ published: true });
        };
      }),
  );
  const log = vi.fn();
  const runner = new SourceRunner({
    starters: SOURCE_STARTERS,
    file,
    ingest,
    publish,
    fetch: (async () => new Response(rss, { headers: { 'content-type': 'application/rss+xml' } })) as typeof fetch,
    log,
    // Read on this thread: the worker (FeedReader) has tests of its own.
    feedReader: { read: async (document, now) => feedEntries(document, now), close: async () => {} },
    ...(shared ? { now: shared.now } : {}),
  });
  return { runner, claims, unfinished, publish, stored, finish: () => finish(), log };
}

describe('SourceRunner.stop', () => {
  it('waits for an entry being published, and keeps its claim once it is', async () => {
    const { runner, claims, unfinished, publish, stored, finish, log } = setup();
    runner.start();
    await vi.waitFor(() => expect(publish).toHaveBeenCalledOnce());
    let stopped = false;
    const stopping = runner.stop(Date.now() + 60_000).then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stored).toEqual(['A headline waiting for prices']);
    expect(claims.size).toBe(1);
    // Finished: no later start gives it back.
    expect(unfinished.size).toBe(0);
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('not published before shutdown'));
  });

  it('withdraws an entry still unpublished at the deadline and gives its claim back: it is stored by the next start, not this one', async () => {
    const { runner, claims, publish, stored, finish, log } = setup();
    runner.start();
    await vi.waitFor(() => expect(publish).toHaveBeenCalledOnce());
    expect(claims.size).toBe(1);
    await runner.stop(Date.now());
    expect(claims.size).toBe(0);
    expect(log).toHaveBeenCalledWith('sources: an entry of source "Blog" was not published before shutdown; it is published at the next start');
    // The prices come after all: the withdrawn entry is not stored (the next start stores it once).
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(stored).toEqual([]);
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('an entry was not published'));
  });
});

describe('SourceRunner with storage away', () => {
  it('tells the source its entries were not taken, so the source stays failing and reads them again, rather than reporting ok', async () => {
    const { runner, publish, log } = setup(true);
    runner.start();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('source "Blog": storage: database is locked'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(runner.health().sources[0]).toMatchObject({ state: 'failing', reason: 'storage: database is locked' });
    expect(publish).not.toHaveBeenCalled();
    await runner.stop();
  });
});

describe('SourceRunner, entries that cannot be read', () => {
  it('adds them up per source and reason in its health, and hands each reading to the metrics', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'newsflash-runner-')), 'sources.json');
    writeFileSync(file, JSON.stringify({ sources: [{ kind: 'bybit-announcements', name: 'Bybit', url: 'http://127.0.0.1:9', intervalSeconds: 60 }] }));
    const answer = JSON.stringify({
      retCode: 0,
      result: { list: [{ title: 'Read', url: 'https://b.example/1', dateTimestamp: NOW - 60_000 }, { title: 'No time', url: 'https://b.example/2' }, { title: '', url: 'https://b.example/3', dateTimestamp: NOW }] },
    });
    const ingest = claimsEverything();
    const counted = vi.fn();
    const runner = new SourceRunner({
      starters: SOURCE_STARTERS,
      file,
      ingest,
      publish: async () => ({ published: true }),
      fetch: (async () => new Response(answer, { headers: { 'content-type': 'application/json' } })) as typeof fetch,
      log: () => {},
      countUnreadable: counted,
      feedReader: { read: async () => [], close: async () => {} },
    });
    runner.start();
    await vi.waitFor(() => expect(runner.health().sources[0]).toMatchObject({ state: 'ok', taken: 1 }));
    expect(runner.health().sources[0]!.unreadable).toEqual({ 'no-time': 1, 'no-title': 1 });
    expect(counted.mock.calls).toEqual([['Bybit', { 'no-time': 1, 'no-title': 1 }]]);
    await runner.stop();
    expect(runner.health().sources[0]).toMatchObject({ state: 'standby', unreadable: {} });
  });
});

describe('SourceRunner after a node died publishing', () => {
  it('gives back a claim left unfinished past REOPEN_AFTER_MS at start, and publishes its entry once', async () => {
    let clock = NOW;
    const shared = { claims: new Set<string>(), unfinished: new Map<string, number>(), now: () => clock };
    // The first node claims the entry and dies waiting for prices: never stopped, never finishing.
    const dead = setup(false, shared);
    dead.runner.start();
    await vi.waitFor(() => expect(dead.publish).toHaveBeenCalledOnce());
    expect(shared.unfinished.size).toBe(1);

    // Restarted soon after: the claim is too young to be another node's abandoned one.
    const early = setup(false, shared);
    early.runner.start();
    await vi.waitFor(() => expect(early.runner.health().sources[0]!.state).toBe('ok'));
    expect(early.publish).not.toHaveBeenCalled();
    await early.runner.stop();

    clock = NOW + REOPEN_AFTER_MS + 1;
    const next = setup(false, shared);
    next.runner.start();
    await vi.waitFor(() => expect(next.publish).toHaveBeenCalledOnce());
    expect(next.log).toHaveBeenCalledWith(expect.stringMatching(/^sources: 1 entries claimed and never finished/));
    next.finish();
    await vi.waitFor(() => expect(shared.unfinished.size).toBe(0));
    expect(next.stored).toEqual(['A headline waiting for prices']);
    await next.runner.stop();

    // Once finished, a later start publishes nothing more.
    clock += REOPEN_AFTER_MS * 10;
    const later = setup(false, shared);
    later.runner.start();
    await vi.waitFor(() => expect(later.runner.health().sources[0]!.state).toBe('ok'));
    expect(later.publish).not.toHaveBeenCalled();
    await later.runner.stop();
    await dead.runner.stop();
  });

  it('a node restarted with its id takes back its own unfinished claim at once and publishes it; another node\'s waits for the give-back', async () => {
    const shared = { claims: new Set<string>(), unfinished: new Map<string, number>(), holders: new Map<string, string>(), now: () => NOW };
    // Node "a" claims the entry and dies waiting for prices: never stopped, never finishing.
    const dead = setup(false, shared);
    dead.runner.start('a');
    await vi.waitFor(() => expect(dead.publish).toHaveBeenCalledOnce());
    expect([...shared.holders.values()]).toEqual(['a']);

    // Another node, the same instant: the claim may be a live node's, so it waits.
    const other = setup(false, shared);
    other.runner.start('b');
    await vi.waitFor(() => expect(other.runner.health().sources[0]!.state).toBe('ok'));
    expect(other.publish).not.toHaveBeenCalled();
    expect(shared.unfinished.size).toBe(1);
    await other.runner.stop();

    // Node "a" again, with no clock moved: its own claim comes back before its first poll, which publishes it.
    const again = setup(false, shared);
    again.runner.start('a');
    await vi.waitFor(() => expect(again.publish).toHaveBeenCalledOnce());
    expect(again.log).toHaveBeenCalledWith('sources: 1 entries this node claimed and never finished before it restarted are offered again');
    again.finish();
    await vi.waitFor(() => expect(shared.unfinished.size).toBe(0));
    expect(again.stored).toEqual(['A headline waiting for prices']);
    await again.runner.stop();
    await dead.runner.stop();
  });

  it('finishes at stop a published entry\'s claim that storage refused to mark: its next start does not take it back and publish it again', async () => {
    const shared = { claims: new Set<string>(), unfinished: new Map<string, number>(), holders: new Map<string, string>(), now: () => NOW, finishFailures: 1 };
    const node = setup(false, shared);
    node.runner.start('a');
    await vi.waitFor(() => expect(node.publish).toHaveBeenCalledOnce());
    node.finish();
    await vi.waitFor(() => expect(node.log).toHaveBeenCalledWith(expect.stringMatching(/^sources: could not mark a claim finished/)));
    expect(shared.unfinished.size).toBe(1);
    await node.runner.stop();
    expect(shared.unfinished.size).toBe(0);
    const again = setup(false, shared);
    again.runner.start('a');
    await vi.waitFor(() => expect(again.runner.health().sources[0]!.state).toBe('ok'));
    expect(again.publish).not.toHaveBeenCalled();
    await again.runner.stop();
  });

  it('finishes a published entry\'s claim that storage refused to mark before giving any claim back: a blip publishes nothing twice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    let clock = NOW;
    const shared = { claims: new Set<string>(), unfinished: new Map<string, number>(), now: () => clock, finishFailures: 1 };
    const node = setup(false, shared);
    node.runner.start();
    await vi.waitFor(() => expect(node.publish).toHaveBeenCalledOnce());
    node.finish();
    await vi.waitFor(() => expect(node.log).toHaveBeenCalledWith(expect.stringMatching(/^sources: could not mark a claim finished \(database is locked\)/)));
    expect(shared.unfinished.size).toBe(1);
    // Later than the bound, the same node restarts its round: the claim is finished, not given back.
    clock = NOW + REOPEN_AFTER_MS + 1;
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(shared.unfinished.size).toBe(0));
    expect(shared.claims.size).toBe(1);
    expect(node.publish).toHaveBeenCalledOnce();
    await node.runner.stop();
  });
});

/** Binance's `data.articles` answer, as recorded (ToucanBran/crypto-announcment-scraper at a51e863): no time, `publishDate` null. */
/** A notice `code`, titled "Notice <code>", or `code=title`. */
const articles = (notices: string[]) =>
  JSON.stringify({
    code: '000000',
    data: {
      articles: notices.map((notice, id) => {
        const [code, title = `Notice ${code}`] = notice.split('=');
        return { id, code, title, type: 1, releaseDate: null, publishDate: null };
      }),
    },
  });

/**
 * A runner over two Binance catalogs answering the time-less shape, and one undated feed, over
 * claims kept in `claims` with when each was last seen (storage across restarts). Polls are a
 * minute apart on fake timers; `now` is the runner's clock.
 */
function timelessSetup(claims: Map<string, number>, answers: { catalog1: string[]; catalog2: string[]; feed: string[] }, now: () => number = Date.now) {
  const file = join(mkdtempSync(join(tmpdir(), 'newsflash-runner-')), 'sources.json');
  writeFileSync(
    file,
    JSON.stringify({
      sources: [
        { kind: 'binance-announcements', name: 'Binance', url: 'http://127.0.0.1:9', catalogIds: [1, 2], intervalSeconds: 60 },
        { kind: 'feed', name: 'Undated', url: 'http://127.0.0.1:9/rss', intervalSeconds: 60 },
      ],
    }),
  );
  const ingest: IngestRepo = {
    claim: async (source, identity, at = now()) => !claims.has(`${source} ${identity}`) && Boolean(claims.set(`${source} ${identity}`, at)),
    finish: async () => {},
    reopen: async () => 0,
    takeBack: async () => 0,
    unclaim: async (source, identity) => void claims.delete(`${source} ${identity}`),
    hasClaims: async (source) => [...claims.keys()].some((claim) => claim.startsWith(`${source} `)),
    touch: async (source, identities, at, staleBefore) => {
      for (const identity of identities) if ((claims.get(`${source} ${identity}`) ?? Infinity) < staleBefore) claims.set(`${source} ${identity}`, at);
    },
    forget: async (before) => {
      for (const [claim, seenAt] of claims) if (seenAt < before) claims.delete(claim);
    },
    lease: async () => true,
    release: async () => {},
    readDocument: async () => undefined,
    writeDocument: async () => {},
    marketsSeen: async () => [],
    seeMarkets: async () => {},
  };
  const published: string[] = [];
  const log = vi.fn();
  const fetchAnswer = async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.pathname === '/rss') {
      const items = answers.feed.map((id) => `<item><title>Post ${id}</title><link>https://blog.example/${id}</link><guid>${id}</guid></item>`).join('');
      return new Response(`<rss version="2.0"><channel><title>Undated</title><link>https://blog.example/</link>${items}</channel></rss>`, { headers: { 'content-type': 'application/rss+xml' } });
    }
    return new Response(articles(url.searchParams.get('catalogId') === '1' ? answers.catalog1 : answers.catalog2), { headers: { 'content-type': 'application/json' } });
  };
  const runner = new SourceRunner({
    starters: SOURCE_STARTERS,
    file,
    ingest,
    publish: async (item) => {
      published.push(String(item.title));
      return { published: true };
    },
    fetch: fetchAnswer as typeof fetch,
    log,
    feedReader: { read: async (document, at) => feedEntries(document, at), close: async () => {} },
    random: () => 0.5,
    now,
  });
  return { runner, published, log };
}

describe('SourceRunner, entries without an origin time', () => {
  afterEach(() => void vi.useRealTimers());

  it('remembers those of a source\'s first answer (every catalog of it) and publishes the new ones of later answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const claims = new Map<string, number>();
    const answers = { catalog1: ['old-1', 'old-2'], catalog2: ['old-3'], feed: ['p1', 'p2'] };
    const { runner, published, log } = timelessSetup(claims, answers);
    runner.start();
    await vi.waitFor(() => expect(runner.health().sources.map((source) => source.state)).toEqual(['ok', 'ok']));
    expect(published).toEqual([]);
    // Binance's three notices are claimed under their code and their title (binanceNotice), the feed's two once.
    expect(claims.size).toBe(8);
    expect(log).toHaveBeenCalledWith('source "Binance": 2 entries without a time in its first answer remembered, not published (their age is unknown)');
    expect(log).toHaveBeenCalledWith('source "Binance": 1 entry without a time in its first answer remembered, not published (their age is unknown)');

    answers.catalog2.unshift('new-1');
    answers.feed.unshift('p3');
    await vi.advanceTimersByTimeAsync(61_000);
    await vi.waitFor(() => expect(published.sort()).toEqual(['Notice new-1', 'Post p3']));
    await runner.stop();
  });

  it('does not baseline a source again after a restart: what is new since is published, what was remembered is not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const claims = new Map<string, number>();
    const answers = { catalog1: ['old-1'], catalog2: ['old-2'], feed: ['p1'] };
    const before = timelessSetup(claims, answers);
    before.runner.start();
    await vi.waitFor(() => expect(before.runner.health().sources.map((source) => source.state)).toEqual(['ok', 'ok']));
    await before.runner.stop();
    expect(before.published).toEqual([]);

    answers.catalog1.unshift('new-1');
    answers.feed.unshift('p2');
    const after = timelessSetup(claims, answers);
    after.runner.start();
    await vi.waitFor(() => expect(after.runner.health().sources.map((source) => source.state)).toEqual(['ok', 'ok']));
    expect(after.published.sort()).toEqual(['Notice new-1', 'Post p2']);
    expect(after.log).not.toHaveBeenCalledWith(expect.stringContaining('remembered, not published'));
    await after.runner.stop();
  });

  it('publishes a notice claimed under another of its identities first (pushed on Binance\'s stream) by that claim alone, and claims a new one under both', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const [binance] = parseSources(JSON.stringify({ sources: [{ kind: 'binance-announcements', name: 'Binance', url: 'http://127.0.0.1:9', catalogIds: [1, 2], intervalSeconds: 60 }] }));
    const scope = claimScope(binance!);
    // The stream published "Notice pushed" under its title before the list showed it.
    const claims = new Map([[`${scope} ${binanceTitleIdentity('Notice pushed')}`, Date.now()]]);
    const { runner, published } = timelessSetup(claims, { catalog1: ['pushed'], catalog2: ['polled'], feed: [] });
    runner.start();
    await vi.waitFor(() => expect(runner.health().sources[0]!.state).toBe('ok'));
    expect(published).toEqual(['Notice polled']);
    expect([...claims.keys()].filter((claim) => claim.startsWith(scope)).sort()).toEqual(
      [`${scope} pushed`, `${scope} ${binanceTitleIdentity('Notice pushed')}`, `${scope} polled`, `${scope} ${binanceTitleIdentity('Notice polled')}`].sort(),
    );
    await runner.stop();
  });

  it('takes a notice as the copy of one claimed minutes before with the same exchange, kind, coins and markets, and publishes another kind about the same coin', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const [binance] = parseSources(JSON.stringify({ sources: [{ kind: 'binance-announcements', name: 'Binance', url: 'http://127.0.0.1:9', catalogIds: [1, 2], intervalSeconds: 60 }] }));
    const scope = claimScope(binance!);
    // The stream published "Binance Will List Example (EXMP)" five minutes ago; the list words it otherwise.
    const pushedAt = Date.now() - 5 * 60_000;
    const pushed = { title: 'Binance Will List Example (EXMP)', source: 'Binance EN', time: pushedAt };
    const claims = new Map([binanceTitleIdentity(pushed.title), ...noticeCopyKeys(classifyNotice(pushed), pushedAt)].map((identity) => [`${scope} ${identity}`, pushedAt]));
    const { runner, published, log } = timelessSetup(claims, { catalog1: ['lst=Binance Will List Example (EXMP) with Seed Tag Applied'], catalog2: ['fut=Binance Futures Will Launch USDⓈ-Margined EXMPUSDT Perpetual Contract'], feed: [] });
    runner.start();
    await vi.waitFor(() => expect(runner.health().sources[0]!.state).toBe('ok'));
    expect(published).toEqual(['Binance Futures Will Launch USDⓈ-Margined EXMPUSDT Perpetual Contract']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('source "Binance": an entry is a copy of a notice claimed within 10 minutes'));
    expect(runner.health().sources[0]).toMatchObject({ taken: 1, copies: 1 });
    // The copy is remembered as seen: the next poll does not weigh it again.
    expect(claims.has(`${scope} lst`)).toBe(true);
    await runner.stop();
  });

  it('looks for a copy only among its own source\'s claims: a forged notice from another source hides nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const [binance, feed] = parseSources(JSON.stringify({ sources: [{ kind: 'binance-announcements', name: 'Binance', url: 'http://127.0.0.1:9', catalogIds: [1, 2], intervalSeconds: 60 }, { kind: 'feed', name: 'Undated', url: 'http://127.0.0.1:9/rss', intervalSeconds: 60 }] }));
    // Another source (the feed, as an upstream would) claimed a forged "Binance Will List Example (EXMP)" a minute ago.
    const forged = { title: 'Binance Will List Example (EXMP)', source: 'Binance EN', time: Date.now() - 60_000 };
    const claims = new Map([...noticeCopyKeys(classifyNotice(forged), forged.time), binanceTitleIdentity(forged.title)].map((identity) => [`${claimScope(feed!)} ${identity}`, forged.time]));
    // The Binance source has claims of its own, so its answer is no first one.
    claims.set(`${claimScope(binance!)} older`, Date.now());
    const { runner, published } = timelessSetup(claims, { catalog1: ['real=Binance Will List Example (EXMP) with Seed Tag Applied'], catalog2: ['older'], feed: [] });
    runner.start();
    await vi.waitFor(() => expect(runner.health().sources[0]!.state).toBe('ok'));
    expect(published).toEqual(['Binance Will List Example (EXMP) with Seed Tag Applied']);
    expect(runner.health().sources[0]).toMatchObject({ copies: 0 });
    await runner.stop();
  });

  it('never forgets an entry still listed: a week on, the notices of the first answer are still not news', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const claims = new Map<string, number>();
    let clock = Date.now();
    const answers = { catalog1: ['old-1'], catalog2: ['old-2'], feed: ['p1'] };
    const { runner, published } = timelessSetup(claims, answers, () => clock);
    runner.start();
    await vi.waitFor(() => expect(runner.health().sources.map((source) => source.state)).toEqual(['ok', 'ok']));
    // Polled daily for eight days, claims forgotten a week after they were last seen.
    for (let day = 1; day <= 8; day++) {
      clock += 24 * 60 * 60_000;
      await vi.advanceTimersByTimeAsync(61_000);
    }
    expect(claims.size).toBe(5);
    expect(published).toEqual([]);
    // One that left the page is forgotten a week later.
    answers.catalog1.length = 0;
    answers.catalog1.push('new-1');
    for (let day = 1; day <= 8; day++) {
      clock += 24 * 60 * 60_000;
      await vi.advanceTimersByTimeAsync(61_000);
    }
    expect(published).toEqual(['Notice new-1']);
    expect([...claims.keys()].some((claim) => claim.endsWith(' old-1'))).toBe(false);
    await runner.stop();
  });

  it('keeps a source first through an empty answer: the first answer with entries is the baseline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const answers = { catalog1: ['n-1'], catalog2: ['n-2'], feed: [] as string[] };
    const { runner, published } = timelessSetup(new Map(), answers);
    runner.start();
    await vi.waitFor(() => expect(runner.health().sources[1]!.state).toBe('ok'));
    answers.feed.push('p1', 'p2');
    await vi.advanceTimersByTimeAsync(61_000);
    answers.feed.unshift('p3');
    await vi.advanceTimersByTimeAsync(61_000);
    await vi.waitFor(() => expect(published).toEqual(['Post p3']));
    await runner.stop();
  });
});

describe('hops stamped by the runner', () => {
  it("gives each published entry the origin's time and the moment its answer was read", async () => {
    const read = NOW + 5_000;
    const { runner, publish, finish } = setup(false, { claims: new Set(), unfinished: new Map(), now: () => read });
    runner.start();
    await vi.waitFor(() => expect(publish).toHaveBeenCalledOnce());
    const item = publish.mock.calls[0]![0];
    expect(item.hops).toEqual({ origin: item.time, read });
    finish();
    await runner.stop(Date.now());
  });

  it('states no origin time for a timeless entry or an implausible one, and takes a stated one over the clamped time', () => {
    expect(stampsOf(NOW - 10, true, undefined, NOW)).toEqual({ read: NOW });
    expect(stampsOf(NOW, false, NOW + 2 * 24 * 60 * 60_000, NOW)).toEqual({ read: NOW });
    expect(stampsOf(NOW, false, 1.5, NOW)).toEqual({ read: NOW });
    expect(stampsOf(NOW, false, NOW + 700, NOW)).toEqual({ origin: NOW + 700, read: NOW });
    expect(stampsOf(NOW - 900, false, undefined, NOW)).toEqual({ origin: NOW - 900, read: NOW });
  });
});

describe('SourceRunner under a burst', () => {
  it('publishes a burst in turns of at most the budget, giving the event loop a turn between (storage that answers at once never yields by itself)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'newsflash-runner-')), 'sources.json');
    writeFileSync(file, JSON.stringify({ sources: [{ kind: 'feed', name: 'Blog', url: 'http://127.0.0.1:9/rss', intervalSeconds: 60 }] }));
    const entries = Array.from({ length: MAX_ENTRIES }, (_, i) => ({ id: `e${i}`, title: `Headline number ${i} of the burst`, link: `https://news.example/${i}`, time: NOW - 60_000 - i * 1_000 }));
    const rss = rssDocument('Blog', entries);
    const ingest = claimsEverything();
    // Each turn's published items; a pause starts the next turn. The clock never moves: only the count ends a turn.
    const turns: number[] = [0];
    // Another reader's request, come in as the burst starts: served after the first turn, not the last.
    let published = 0;
    let servedAfter: number | undefined;
    const runner = new SourceRunner({
      starters: SOURCE_STARTERS,
      file,
      ingest,
      publish: async () => {
        if (published++ === 0) setImmediate(() => (servedAfter = published));
        turns[turns.length - 1]!++;
        return { published: true };
      },
      fetch: (async () => new Response(rss, { headers: { 'content-type': 'application/rss+xml' } })) as typeof fetch,
      log: () => {},
      feedReader: { read: async (document, now) => feedEntries(document, now), close: async () => {} },
      turns: new TurnBudget({ now: () => 0, maxItems: 20, pause: () => new Promise<void>((resolve) => setImmediate(() => resolve(void turns.push(0)))) }),
    });
    runner.start();
    await vi.waitFor(() => expect(runner.health().sources[0]).toMatchObject({ taken: MAX_ENTRIES }));
    await runner.stop();
    expect(turns.reduce((sum, taken) => sum + taken, 0)).toBe(MAX_ENTRIES);
    expect(Math.max(...turns)).toBe(20);
    expect(turns.length).toBeGreaterThanOrEqual(MAX_ENTRIES / 20);
    expect(servedAfter).toBeLessThanOrEqual(20);
  });
});
