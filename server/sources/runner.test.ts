import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { rssDocument } from '@/devkit/stand-ins/documents';
import type { IngestRepo } from '../storage/types';
import { feedEntries } from './feed-entries';
import { SourceRunner, type PublishOutcome } from './runner';

const NOW = Date.now();

/** A runner over one feed (served by a fake fetch) whose publishing waits until the test says. */
function setup(claimFails = false) {
  const file = join(mkdtempSync(join(tmpdir(), 'newsflash-runner-')), 'sources.json');
  writeFileSync(file, JSON.stringify({ sources: [{ kind: 'feed', name: 'Blog', url: 'http://127.0.0.1:9/rss', intervalSeconds: 60 }] }));
  const rss = rssDocument('Blog', [{ id: 'one', title: 'A headline waiting for prices', link: 'https://news.example/one', time: NOW - 60_000 }]);
  const claims = new Set<string>();
  const ingest: IngestRepo = {
    claim: async (source, identity) => {
      if (claimFails) throw new Error('database is locked');
      return !claims.has(`${source} ${identity}`) && Boolean(claims.add(`${source} ${identity}`));
    },
    unclaim: async (source, identity) => void claims.delete(`${source} ${identity}`),
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
  });
  return { runner, claims, publish, stored, finish: () => finish(), log };
}

describe('SourceRunner.stop', () => {
  it('waits for an entry being published, and keeps its claim once it is', async () => {
    const { runner, claims, publish, stored, finish, log } = setup();
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
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('not published before shutdown'));
  });

  it('withdraws an entry still unpublished at the deadline and gives its claim back: it is stored by the next start, not this one', async () => {
    const { runner, claims, publish, stored, finish, log } = setup();
    runner.start();
    await vi.waitFor(() => expect(publish).toHaveBeenCalledOnce());
    expect(claims.size).toBe(1);
    await runner.stop(Date.now());
    expect(claims.size).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^sources: an entry of .* was not published before shutdown; it is published at the next start$/));
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
    const ingest: IngestRepo = { claim: async () => true, unclaim: async () => {}, forget: async () => {}, lease: async () => true, release: async () => {}, readDocument: async () => undefined, writeDocument: async () => {} };
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
