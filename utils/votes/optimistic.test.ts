import { describe, expect, it } from 'vitest';
import { actionForPress, projectTally, voteAfter } from './optimistic';

describe('optimistic votes', () => {
  it('pressing the active vote removes it; the other switches', () => {
    expect(actionForPress(undefined, 'like')).toBe('like');
    expect(actionForPress('like', 'like')).toBe('unlike');
    expect(actionForPress('like', 'dislike')).toBe('dislike');
  });

  it('projects totals for every transition of the service state machine', () => {
    const tally = { likes: 3, dislikes: 1 };
    expect(projectTally(tally, undefined, voteAfter('like'))).toEqual({ likes: 4, dislikes: 1 });
    expect(projectTally(tally, 'like', voteAfter('dislike'))).toEqual({ likes: 2, dislikes: 2 });
    expect(projectTally(tally, 'dislike', voteAfter('unlike'))).toEqual({ likes: 3, dislikes: 0 });
    expect(projectTally(tally, 'like', voteAfter('like'))).toEqual(tally);
    expect(projectTally(tally, undefined, voteAfter('unlike'))).toEqual(tally);
    expect(projectTally({ likes: 0, dislikes: 0 }, 'like', null)).toEqual({ likes: 0, dislikes: 0 });
  });
});
