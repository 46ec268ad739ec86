import { describe, expect, it } from 'vitest';
import { T0 } from '@/tests/fixtures/items';
import { parseMyLikes } from './vote-replies';

describe('parseMyLikes', () => {
  it('reads our service shape', () => {
    expect(parseMyLikes([{ newsId: 'a', type: 'like', time: T0 + 5 }, { newsId: 'b', type: 'dislike', time: T0 + 4 }])).toEqual({
      votes: [
        { newsId: 'a', vote: 'like', time: T0 + 5 },
        { newsId: 'b', vote: 'dislike', time: T0 + 4 },
      ],
      skipped: 0,
    });
  });

  it('reads records keyed id/_id with vote', () => {
    expect(parseMyLikes([{ id: 'a', vote: 'LIKE' }, { _id: 7, vote: 'dislike' }]).votes).toEqual([
      { newsId: 'a', vote: 'like' },
      { newsId: '7', vote: 'dislike' },
    ]);
  });

  it('reads the grouped shape of ids or records', () => {
    expect(parseMyLikes({ likes: ['a', { newsId: 'b' }], dislikes: ['c'] }).votes).toEqual([
      { newsId: 'a', vote: 'like' },
      { newsId: 'b', vote: 'like' },
      { newsId: 'c', vote: 'dislike' },
    ]);
  });

  it('skips and counts what it cannot read', () => {
    expect(parseMyLikes([{ newsId: 'a' }, 'loose', { type: 'like' }, { newsId: 'd', type: 'meh' }])).toEqual({ votes: [], skipped: 4 });
    expect(parseMyLikes('nope')).toEqual({ votes: [], skipped: 1 });
  });

  it('skips an id longer than any item can have (200 characters), in either shape', () => {
    const long = 'x'.repeat(201);
    expect(parseMyLikes([{ newsId: long, type: 'like' }, { newsId: 'x'.repeat(200), type: 'like' }])).toEqual({ votes: [{ newsId: 'x'.repeat(200), vote: 'like' }], skipped: 1 });
    expect(parseMyLikes({ likes: [long, 'ok'] })).toEqual({ votes: [{ newsId: 'ok', vote: 'like' }], skipped: 1 });
  });
});
