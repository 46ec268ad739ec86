import { describe, expect, it } from 'vitest';
import type { StoredItem } from '@/utils/store/types';
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
});
