import { describe, expect, it } from 'vitest';
import type { VoteAction } from '@newsflash/protocol/control';
import type { ItemVoteState, Vote } from '../storage/types';
import { transition } from './vote-transition';

const item = (over: Partial<ItemVoteState> = {}): ItemVoteState => ({
  json: JSON.stringify({ title: 'Binance will list EXMP', link: 'https://example.com/a' }),
  likes: 0,
  dislikes: 0,
  firstLikedAt: null,
  postedAt: null,
  version: 0,
  ...over,
});
const hooks = { chatWebhook: 'https://chat.example/hook', postWebhook: 'https://post.example/hook', postThreshold: 2 };

describe('the vote state machine', () => {
  it.each<[Vote | undefined, VoteAction, Vote | null, number, number, boolean]>([
    [undefined, 'like', 'like', 1, 0, true],
    [undefined, 'dislike', 'dislike', 0, 1, true],
    [undefined, 'unlike', null, 0, 0, false],
    ['like', 'like', 'like', 1, 0, false],
    ['like', 'dislike', 'dislike', 0, 1, true],
    ['like', 'unlike', null, 0, 0, true],
    ['dislike', 'dislike', 'dislike', 0, 1, false],
    ['dislike', 'like', 'like', 1, 0, true],
    ['dislike', 'unlike', null, 0, 0, true],
  ])('from %s, %s → vote %s, totals %i/%i, changed %s', (current, action, next, likes, dislikes, changed) => {
    const state = item({ likes: current === 'like' ? 1 : 0, dislikes: current === 'dislike' ? 1 : 0, firstLikedAt: current === 'like' ? 1 : null, version: 4 });
    const step = transition(state, current, action, hooks, 1_000);
    expect(step).toMatchObject({ next, likes, dislikes, changed, version: changed ? 5 : 4 });
    if (!changed) expect(step.effects).toEqual([]);
  });

  it('posts the first like to the chat webhook once per item, and never without a webhook', () => {
    const first = transition(item(), undefined, 'like', hooks, 1_000);
    expect(first.effects.map((effect) => effect.kind)).toEqual(['chat']);
    expect(first.firstLikedAt).toBe(1_000);
    // A later first like (after an unlike) is not the item's first.
    expect(transition(item({ firstLikedAt: 1_000 }), undefined, 'like', hooks, 2_000).effects).toEqual([]);
    expect(transition(item(), undefined, 'like', { postThreshold: 2 }, 1_000)).toMatchObject({ effects: [], firstLikedAt: 1_000 });
  });

  it('posts when the net score first reaches the threshold, once', () => {
    const reaching = transition(item({ likes: 1, firstLikedAt: 1 }), undefined, 'like', hooks, 3_000);
    expect(reaching.effects.map((effect) => effect.kind)).toEqual(['post']);
    expect(reaching.postedAt).toBe(3_000);
    expect(transition(item({ likes: 2, firstLikedAt: 1, postedAt: 3_000 }), undefined, 'like', hooks, 4_000).effects).toEqual([]);
  });
});
