import { afterEach, describe, expect, it } from 'vitest';
import { startOrigin, type Origin } from '@/devkit/stand-ins/origin-server';
import { keptDocuments } from '@/tests/fakes/kept-documents';
import { MarketLists } from '../coins/markets';
import { CoinNames, NAMES_PATH } from '../coins/names';
import { OutboxWorker } from '../outbox/outbox-worker';
import { parseSources, type SourceConfig } from '../sources/config';
import { offerExchangePage } from '../sources/exchange-page';
import { startFeedSource } from '../sources/feed-source';
import type { SourceContext } from '../sources/types';
import { Validators } from '../sources/validators';
import type { DeliveryOutcome, OutboxRepo, OutboxRow } from '../storage/types';
import { readJsonHere } from './json-bounds';

/**
 * Every kind of caller that reaches out (a webhook, a feed, an exchange's notices, the names list,
 * the market lists) against an origin answering 307 to another port of this host, where an
 * internal service listens: the redirect is refused by the one checked client, the internal
 * service is never asked, and nothing counts as done.
 */

const opened: Origin[] = [];
afterEach(async () => {
  for (const origin of opened.splice(0)) await origin.close();
});

async function redirectingToInternal() {
  const internal = await startOrigin(() => ({ status: 204 }));
  const origin = await startOrigin(() => ({ status: 307, headers: { location: `${internal.url}/admin` } }));
  opened.push(internal, origin);
  const refused = `redirected to ${new URL(internal.url).host}, a loopback address: refused`;
  return { internal, origin, refused };
}

function sourceContext(failures: string[]): SourceContext {
  return {
    offer: async (candidates) => candidates.length,
    ok: () => {},
    failing: (reason) => void failures.push(reason),
    note: () => {},
    unreadable: () => {},
    dropped: () => {},
    fetch,
    kept: { read: async () => undefined, write: async () => {} },
    readFeed: async () => [],
    readJson: readJsonHere,
    now: Date.now,
    random: () => 0.5,
  };
}

describe('a 307 to another port of this host', () => {
  it('is a failed webhook delivery, not a delivered one, and the internal service gets no post', async () => {
    const { internal, origin, refused } = await redirectingToInternal();
    const outcomes: DeliveryOutcome[] = [];
    const row: OutboxRow = { id: 1, kind: 'chat', legacyUrl: null, payload: '{"content":"hello"}', attempts: 0 } as OutboxRow;
    let left = 1;
    const repo = {
      deliverNext: async (deliver: (row: OutboxRow) => Promise<DeliveryOutcome>) => {
        if (left-- <= 0) return false;
        outcomes.push(await deliver(row));
        return true;
      },
    } as unknown as OutboxRepo;
    await new OutboxWorker(repo, { fetch, webhooks: { chat: `${origin.url}/hook` } }).flush(Date.now() + 10_000);
    expect(outcomes).toEqual([{ delivered: false, error: expect.stringContaining(refused), retryAt: expect.any(Number) }]);
    expect(origin.requests).toHaveLength(1);
    expect(internal.requests).toEqual([]);
  });

  it('fails a feed\'s poll', async () => {
    const { internal, origin, refused } = await redirectingToInternal();
    const [source] = parseSources(JSON.stringify({ sources: [{ kind: 'feed', name: 'Feed', url: `${origin.url}/rss` }] }));
    const failures: string[] = [];
    const running = startFeedSource(source as Extract<SourceConfig, { kind: 'feed' }>, sourceContext(failures));
    await expect.poll(() => failures).toEqual([expect.stringContaining(refused)]);
    running.stop();
    expect(internal.requests).toEqual([]);
  });

  it('fails an exchange\'s notice poll, offering nothing', async () => {
    const { internal, origin, refused } = await redirectingToInternal();
    const offered: unknown[] = [];
    const page = { url: `${origin.url}/notices`, maxBytes: 1024, source: { timeoutSeconds: 5 }, validators: new Validators(), read: () => [] };
    await expect(offerExchangePage(page, { ...sourceContext([]), offer: async (candidates) => offered.push(...candidates) })).rejects.toThrow(refused);
    expect(offered).toEqual([]);
    expect(internal.requests).toEqual([]);
  });

  it('fails the names list\'s refresh, and the names in use stay', async () => {
    const { internal, origin, refused } = await redirectingToInternal();
    const names = new CoinNames({ api: origin.url, fetch, documents: keptDocuments(), log: () => {} });
    expect(await names.refresh()).toBe(false);
    names.stop();
    expect(names.health().error).toContain(refused);
    expect(origin.requests.map((request) => request.path)).toEqual([NAMES_PATH]);
    expect(internal.requests).toEqual([]);
  });

  it('fails the market lists\' refresh, and the lists in use stay', async () => {
    const { internal, origin, refused } = await redirectingToInternal();
    const lists = new MarketLists({ spotApi: origin.url, futuresApi: origin.url, fetch, documents: keptDocuments(), log: () => {} });
    expect(await lists.refresh()).toBe(false);
    lists.stop();
    expect(lists.health().error).toContain(refused);
    expect(internal.requests).toEqual([]);
  });
});
