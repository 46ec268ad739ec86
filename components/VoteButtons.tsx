import type { VoteType } from '@newsflash/protocol/control';
import { actionForPress, type Tally } from '@/utils/votes/optimistic';
import type { VoteAction } from '@/utils/votes/vote-client';

/**
 * Like / Dislike toggle buttons with the live totals beside them, and Remove vote. The pressed
 * state shows as a filled arrow and a border, not by colour alone.
 */
export function VoteButtons(props: { vote?: VoteType; tally: Tally; busy: boolean; canVote: boolean; onVote: (action: VoteAction) => void }) {
  const { vote, tally, busy, canVote } = props;
  const hint = canVote ? undefined : 'Add your API key in the options to vote';
  return (
    <div class="votes" aria-busy={busy}>
      <button type="button" class="vote like" aria-label="Like" title={hint ?? 'Like (l)'} aria-pressed={vote === 'like'} onClick={() => props.onVote(actionForPress(vote, 'like'))}>
        {vote === 'like' ? '▲' : '△'}
      </button>
      <span class="tally" title="Likes">
        {tally.likes}
      </span>
      <button type="button" class="vote dislike" aria-label="Dislike" title={hint ?? 'Dislike (d)'} aria-pressed={vote === 'dislike'} onClick={() => props.onVote(actionForPress(vote, 'dislike'))}>
        {vote === 'dislike' ? '▼' : '▽'}
      </button>
      <span class="tally" title="Dislikes">
        {tally.dislikes}
      </span>
      <button type="button" class="vote remove" aria-label="Remove vote" title="Remove vote (u)" disabled={!vote} onClick={() => props.onVote('unlike')}>
        ✕
      </button>
    </div>
  );
}
