import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const page = (text: string) => Buffer.from(text);

function cacheAt(budget = { pages: 3, maxBytes: 100, freshMs: 1_000 }) {
  let now = 0;
  const built: string[] = [];
  const cache = new PageCache(() => now, budget);
  const read = (key: string, text = key) =>
    cache.get(key, async () => {
      built.push(key);
      return page(text);
    });
  return { cache, built, read, tick: (ms: number) => (now += ms) };
}

describe('the backlog pages kept as sent', () => {
  it('builds a page once for every reader that asks while it is fresh, and sends them the same bytes', async () => {
    const { built, read, tick } = cacheAt();
    const readers = await Promise.all(Array.from({ length: 130 }, () => read('newest')));
    expect(built).toEqual(['newest']);
    expect(new Set(readers).size).toBe(1);
    tick(1_000);
    await read('newest');
    expect(built).toEqual(['newest']);
    tick(1);
    await read('newest');
    expect(built).toEqual(['newest', 'newest']);
  });

  it('drops every page when an item is published, so the next reader sees it', async () => {
    const { cache, built, read } = cacheAt();
    await read('newest');
    await read('older');
    cache.changed();
    await read('newest');
    expect(built).toEqual(['newest', 'older', 'newest']);
  });

  it('keeps no page whose build was overtaken by a publication', async () => {
    const { cache, built } = cacheAt();
    let finish!: (bytes: Buffer) => void;
    const first = cache.get('newest', () => new Promise((resolve) => (finish = resolve)));
    cache.changed();
    finish(page('before'));
    expect((await first).toString()).toBe('before');
    expect((await cache.get('newest', async () => (built.push('again'), page('after')))).toString()).toBe('after');
    expect(built).toEqual(['again']);
  });

  it('keeps no failed build: the next reader builds again', async () => {
    const { cache, built, read } = cacheAt();
    await expect(cache.get('unknown', () => Promise.reject(new Error('unknown last_id')))).rejects.toThrow('unknown last_id');
    await read('unknown');
    expect(built).toEqual(['unknown']);
  });

  it('holds at most its pages and bytes, dropping the least recently read; a page past the bytes alone is not kept', async () => {
    const { built, read } = cacheAt();
    for (const key of ['a', 'b', 'c']) await read(key);
    await read('a');
    await read('d');
    built.length = 0;
    await read('a');
    await read('b');
    expect(built).toEqual(['b']);
    await read('huge', 'x'.repeat(101));
    await read('huge', 'x'.repeat(101));
    expect(built).toEqual(['b', 'huge', 'huge']);
  });
});
