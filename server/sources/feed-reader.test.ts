import { afterEach, describe, expect, it } from 'vitest';
import { rssDocument } from '@/devkit/stand-ins/documents';
import { FeedReader } from './feed-reader';
import { MAX_JSON_DEPTH } from '../outbound/json-bounds';

/**
 * A worker speaking feed-worker.ts's protocol whose "parsing" the document names: `loop` never
 * ends, `hog` holds memory until there is none, `bad` is not a feed; anything else is one entry.
 */
const standIn = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads';
    parentPort.on('message', ({ document, now }) => {
      if (document === 'loop') for (;;);
      if (document === 'hog') for (const held = []; ; ) held.push(new Array(1e5).fill(now));
      if (document === 'bad') return parentPort.postMessage({ error: 'not a feed (no root element)' });
      parentPort.postMessage({ entries: [{ identity: document, title: document, summary: '', published: now }] });
    });
    parentPort.postMessage({ ready: true });
  `)}`,
);

const readers: FeedReader[] = [];
const reader = (options: ConstructorParameters<typeof FeedReader>[0]) => {
  const made = new FeedReader(options);
  readers.push(made);
  return made;
};
afterEach(async () => {
  for (const one of readers.splice(0)) await one.close();
});

const entry = (name: string, now: number) => [{ identity: name, title: name, summary: '', published: now }];

describe('FeedReader', () => {
  it('ends a document that takes longer than its budget with that reason, and reads the next one in a fresh worker', async () => {
    const feeds = reader({ script: standIn, budgetMs: 300 });
    expect(await feeds.read('first', 1)).toEqual(entry('first', 1));
    const stuck = feeds.read('loop', 2);
    const after = feeds.read('after', 3);
    await expect(stuck).rejects.toThrow('the feed took longer than 0.3 s to read');
    expect(await after).toEqual(entry('after', 3));
  });

  it('ends a document that needs more memory than its budget with that reason, and reads the next one', async () => {
    const feeds = reader({ script: standIn, memoryMb: 16, budgetMs: 60_000 });
    await expect(feeds.read('hog', 1)).rejects.toThrow('the feed needed more than 16 MB to read');
    expect(await feeds.read('after', 2)).toEqual(entry('after', 2));
  });

  it('reads one document at a time, in the order they came, each with its own outcome', async () => {
    const feeds = reader({ script: standIn });
    const outcomes = await Promise.allSettled([feeds.read('a', 1), feeds.read('bad', 2), feeds.read('c', 3)]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: entry('a', 1) },
      { status: 'rejected', reason: new Error('not a feed (no root element)') },
      { status: 'fulfilled', value: entry('c', 3) },
    ]);
  });

  it('once closed, fails the documents it holds and any later one', async () => {
    const feeds = reader({ script: standIn, budgetMs: 60_000 });
    const stuck = expect(feeds.read('loop', 1)).rejects.toThrow('the service is stopping');
    const waiting = expect(feeds.read('next', 2)).rejects.toThrow('the service is stopping');
    await feeds.close();
    await stuck;
    await waiting;
    await expect(feeds.read('later', 3)).rejects.toThrow('the service is stopping');
  });

  it('reads real documents with feed-worker.ts (through tsx, from a checkout), and says why one is not a feed', async () => {
    const feeds = reader({});
    const now = Date.UTC(2026, 0, 1);
    const rss = rssDocument('Blog', [{ id: 'p1', title: 'Fed holds rates &amp; steady', link: 'https://news.example/p1', time: now - 60_000 }]);
    const tallies: unknown[] = [];
    const withUntitled = rss.replace('<item>', '<item><title></title><guid>untitled</guid></item><item>');
    expect(await feeds.read(withUntitled, now, undefined, (counts) => tallies.push(counts))).toEqual([{ identity: 'p1', title: 'Fed holds rates & steady', link: 'https://news.example/p1', summary: expect.any(String), published: now - 60_000 }]);
    // What the worker dropped reaches the source, by reason.
    expect(tallies).toEqual([{ 'no-title': 1 }]);
    const relative = rssDocument('Blog', [{ id: 'p2', title: 'Relative', link: '/p2', time: now }]).replace('<link>https://example.org/</link>', '');
    expect((await feeds.read(relative, now, 'https://news.example/feed.xml'))[0]!.link).toBe('https://news.example/p2');
    await expect(feeds.read('<html><body>hello</body></html>', now)).rejects.toThrow(/^not a feed \(/);
  }, 60_000);

  it('reads JSON answers with feed-worker.ts too, picking only what is asked and refusing one nested past the budget by name', async () => {
    const worker = reader({});
    const list = JSON.stringify({ symbols: Array.from({ length: 5 }, (_, i) => ({ symbol: `C${i}USDT`, status: 'TRADING', filters: [{ deep: [1] }] })) });
    expect(await worker.readJson(list, 'the market list', { list: 'symbols', max: 2, fields: ['symbol', 'status'] })).toEqual({
      listed: 5,
      entries: [
        { symbol: 'C0USDT', status: 'TRADING' },
        { symbol: 'C1USDT', status: 'TRADING' },
      ],
    });
    await expect(worker.readJson(`[${'['.repeat(100_000)}]`, 'the names list', { max: 10 })).rejects.toThrow(`the names list nests deeper than ${MAX_JSON_DEPTH} levels`);
    // The worker carries on with the next answer.
    expect(await worker.readJson('[1,2,3]', 'the backlog', { max: 2 })).toEqual({ listed: 3, entries: [1, 2] });
  }, 60_000);
});
