import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { rssDocument } from '@/devkit/stand-ins/documents';
import type { IngestRepo } from '../storage/types';
import { feedEntries } from './feed-entries';
import { REOPEN_AFTER_MS, SourceRunner, type PublishOutcome } from './runner';

const NOW = Date.now();

/** A runner over one feed (served by a fake fetch) whose publishing waits until the test says. */
function setup(claimFails = false, shared?: { claims: Set<string>; unfinished: Map<string, number>; now: () => number; finishFailures?: number }) {
  const file = join(mkdtempSync(join(tmpdir(), 'newsflash-runner-')), 'sources.json');
  writeFileSync(file, JSON.stringify({ sources: [{ kind: 'feed', name: 'Blog', url: 'http://127.0.0.1:9/rss', intervalSeconds: 60 }] }));
  const rss = rssDocument('Blog', [{ id: 'one', title: 'A headline waiting for prices', link: 'https://news.example/one', time: NOW - 60_000 }]);
  const claims = shared?.claims ?? new Set<string>();
  const unfinished = shared?.unfinished ?? new Map<string, number>();
  const ingest: IngestRepo = {
    claim: async (source, identity, now = Date.now()) => {
      if (claimFails) throw new Error('database is locked');
      if (claims.has(`${source} ${identity}`)) return false;
      claims.add(`${source} ${identity}`);
      unfinished.set(`${source} ${identity}`, now);
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
    forget: async () => {},
    lease: async () => true,
    release: async () => {},
    readDocument: async () => undefined,
    writeDocument: async () => {},
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
    const ingest: IngestRepo = { claim: async () => true, finish: async () => {}, unclaim: async () => {}, reopen: async () => 0, forget: async () => {}, lease: async () => true, release: async () => {}, readDocument: async () => undefined, writeDocument: async () => {} };
    const counted = vi.fn();
    const runner = new SourceRunner({
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
