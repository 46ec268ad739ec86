import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../storage/sqlite';
import type { Storage, StoryRepo } from '../storage/types';
import { STORY_SPAN_MS } from '@newsflash/protocol/story';
import { StoryIndex } from './story-index';
import { StoryAssigner } from './story-assigner';

const T = Date.now();
const LIMITS = { perMinute: 30, suspendAfter: 5 };

describe('StoryAssigner', () => {
  const opened: Storage[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()));
  });
  /** Two nodes on one database: each its own index, one table of links. */
  function twoNodes(): [StoryAssigner, StoryAssigner] {
    const storage = openSqlite(':memory:', LIMITS);
    opened.push(storage);
    return [new StoryAssigner(new StoryIndex(), storage.stories), new StoryAssigner(new StoryIndex(), storage.stories)];
  }

  it('gives an item the story of the first item to link its page on any node', async () => {
    const [a, b] = twoNodes();
    expect(await a.assign({ _id: 'a1', time: T, title: 'Binance will list Ethena ENA on Launchpool', url: 'https://binance.com/n/1' })).toBeUndefined();
    // B never heard of a1: the link's story is in storage.
    expect(await b.assign({ _id: 'b1', time: T + 1, title: 'BINANCE LISTING', url: 'https://www.binance.com/n/1?utm_source=x' })).toBe('a1');
    expect(await a.assign({ _id: 'a2', time: T + 2, title: 'Other words', url: 'https://binance.com/n/1/' })).toBe('a1');
  });

  it('picks one story when two nodes claim one page at once', async () => {
    const [a, b] = twoNodes();
    const [onA, onB] = await Promise.all([
      a.assign({ _id: 'a1', time: T, title: 'One', url: 'https://e.org/p' }),
      b.assign({ _id: 'b1', time: T, title: 'Two', url: 'https://e.org/p' }),
    ]);
    expect([onA, onB]).toEqual([undefined, 'a1']);
  });

  it('groups like headlines with items heard from another node', async () => {
    const [a, b] = twoNodes();
    const first = { _id: 'a1', time: T, title: 'Upbit suspends deposits of Celo for network upgrade' };
    expect(await a.assign(first)).toBeUndefined();
    b.heard(first);
    b.heard({ _id: 'a2', time: T, title: 'Kraken lists Ethena ENA perpetual futures contracts', story: 'a9' });
    expect(await b.assign({ _id: 'b1', time: T + 1, title: 'UPBIT: Upbit suspends deposits of Celo for a network upgrade' })).toBe('a1');
    expect(await b.assign({ _id: 'b2', time: T + 1, title: 'Kraken lists Ethena ENA perpetual futures' })).toBe('a9');
  });

  it('starts a page over after a gap longer than the window, and an item older than it by more joins nothing', async () => {
    const [a, b] = twoNodes();
    await a.assign({ _id: 'a1', time: T, title: 'x', url: 'https://e.org/p' });
    expect(await b.assign({ _id: 'b1', time: T + STORY_SPAN_MS + 1, title: 'y', url: 'https://e.org/p' })).toBeUndefined();
    expect(await a.assign({ _id: 'a2', time: T + STORY_SPAN_MS + 2, title: 'z', url: 'https://e.org/p' })).toBe('b1');
    expect(await new StoryAssigner(new StoryIndex(), (opened[0] as Storage).stories).assign({ _id: 'old', time: T - STORY_SPAN_MS, title: 'w', url: 'https://e.org/p' })).toBeUndefined();
  });

  it('forgets links not seen for twice the window', async () => {
    const storage = openSqlite(':memory:', LIMITS);
    opened.push(storage);
    const later = T + 1 + 2 * STORY_SPAN_MS + 1;
    await storage.stories.claimLink('e.org/p', 'a1', T, STORY_SPAN_MS, T);
    expect(await storage.stories.claimLink('e.org/p', 'b1', T + 1, STORY_SPAN_MS, T + 1)).toBe('a1');
    expect(await storage.stories.claimLink('e.org/p', 'c1', T + 2, STORY_SPAN_MS, later)).toBe('c1');
  });

  it('keeps the story a relayed item carries, whoever holds its link', async () => {
    const [a, b] = twoNodes();
    await a.assign({ _id: 'a1', time: T, title: 'x', url: 'https://e.org/p' });
    expect(await b.assign({ _id: 'b1', time: T, title: 'y', url: 'https://e.org/p', story: 'upstream' })).toBe('upstream');
  });

  it('assigns one item at a time, so two like headlines published together see each other', async () => {
    const [a] = twoNodes();
    const [first, second] = await Promise.all([
      a.assign({ _id: 'a1', time: T, title: 'SEC approves spot Ethereum ETFs today', url: 'https://e.org/1' }),
      a.assign({ _id: 'a2', time: T, title: 'SEC approves spot Ethereum ETFs', url: 'https://e.org/2' }),
    ]);
    expect([first, second]).toEqual([undefined, 'a1']);
  });

  it('fails the item whose link storage cannot claim, and goes on with the next', async () => {
    const claimed: string[] = [];
    const links: Pick<StoryRepo, 'claimLink'> = {
      claimLink: async (url, story) => {
        claimed.push(url);
        if (url === 'e.org/1') throw new Error('database is unavailable');
        return story;
      },
    };
    const assigner = new StoryAssigner(new StoryIndex(), links);
    await expect(assigner.assign({ _id: 'a1', time: T, title: 'x', url: 'https://e.org/1' })).rejects.toThrow(/unavailable/);
    expect(await assigner.assign({ _id: 'a2', time: T, title: 'y', url: 'https://e.org/2' })).toBeUndefined();
    expect(claimed).toEqual(['e.org/1', 'e.org/2']);
  });
});
