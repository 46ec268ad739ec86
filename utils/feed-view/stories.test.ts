import { describe, expect, it } from 'vitest';
import type { StoredItem } from '@/utils/store/store-types';
import { STORY_MAX_ITEMS } from '@/utils/base/story-reach';
import { foldStories } from './stories';

const item = (id: string, source: string, story?: string): StoredItem => ({
  id,
  title: `headline ${id}`,
  time: 1_700_000_000_000,
  kind: 'news',
  source,
  coins: [],
  actions: [],
  requireInteraction: false,
  receivedAt: 1_700_000_000_000,
  ...(story ? { story } : {}),
});

describe('foldStories', () => {
  it('keeps a feed without stories as it is', () => {
    const items = [item('c', 'Blogs'), item('b', 'Upbit'), item('a', 'Terminal')];
    expect(foldStories(items)).toEqual(items);
  });

  it('folds a story into its first item, where that item stands, naming the other sources once', () => {
    const rows = foldStories([item('d', 'Blogs', 'a'), item('c', 'Upbit', 'a'), item('x', 'Terminal'), item('b', 'Blogs', 'a'), item('a', 'Binance EN')]);
    expect(rows.map((row) => row.id)).toEqual(['x', 'a']);
    expect(rows[1]!.alsoFrom).toEqual(['Blogs', 'Upbit']);
  });

  it('lets the earliest present item stand for a story whose first item is gone', () => {
    const rows = foldStories([item('c', 'Upbit', 'a'), item('b', 'Blogs', 'a')]);
    expect(rows.map((row) => row.id)).toEqual(['b']);
    expect(rows[0]!.alsoFrom).toEqual(['Upbit']);
  });

  it('names no other source when every item of the story came from the same one', () => {
    const rows = foldStories([item('b', 'Blogs', 'a'), item('a', 'Blogs')]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.alsoFrom).toBeUndefined();
  });

  it('folds no further than a story reaches: six hours from its first item, and a screenful of items', () => {
    const at = (id: string, hours: number) => ({ ...item(id, 'Blogs', 'a'), time: 1_700_000_000_000 + hours * 3_600_000 });
    const rows = foldStories([at('late', 6.5), at('within', 5.9), item('a', 'Terminal')]);
    expect(rows.map((row) => row.id)).toEqual(['late', 'a']);
    expect(rows[1]!.alsoFrom).toEqual(['Blogs']);
  });

  it('a service that puts every item in one story cannot fold the feed into one card', () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ ...item(`i${i}`, 'Blogs', 'one'), time: 1_700_000_000_000 - i }));
    const rows = foldStories(items);
    expect(rows).toHaveLength(100 - STORY_MAX_ITEMS + 1);
    expect(rows.at(-1)!.id).toBe('i99');
    expect(rows[0]!.id).toBe('i0');
  });
});

