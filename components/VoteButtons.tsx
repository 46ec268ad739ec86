import type { VoteAction, VoteType } from '@newsflash/protocol/control';
import { actionForPress, type Tally } from '@/utils/votes/optimistic';
import { t } from '@/utils/base/i18n';

/**
 * Like / Dislike toggle buttons with the live totals beside them, and Remove vote. The pressed
 * state shows as a filled arrow and a border, not by colour alone.
 */
export function VoteButtons(props: { vote?: VoteType; tally: Tally; busy: boolean; canVote: boolean; onVote: (action: VoteAction) => void }) {
  const { vote, tally, busy, canVote } = props;
  const hint = canVote ? undefined : t('vote.needsKey');
  return (
    <div class="votes" aria-busy={busy}>
      <button type="button" class="vote like" aria-label={t('vote.like')} title={hint ?? t('vote.likeKey')} aria-pressed={vote === 'like'} onClick={() => props.onVote(actionForPress(vote, 'like'))}>
        {vote === 'like' ? '▲' : '△'}
      </button>
      <span class="tally" title={t('vote.likes')}>
        {tally.likes}
      </span>
      <button type="button" class="vote dislike" aria-label={t('vote.dislike')} title={hint ?? t('vote.dislikeKey')} aria-pressed={vote === 'dislike'} onClick={() => props.onVote(actionForPress(vote, 'dislike'))}>
        {vote === 'dislike' ? '▼' : '▽'}
      </button>
      <span class="tally" title={t('vote.dislikes')}>
        {tally.dislikes}
      </span>
      <button type="button" class="vote remove" aria-label={t('vote.remove')} title={t('vote.removeKey')} disabled={!vote} onClick={() => props.onVote('unlike')}>
        ✕
      </button>
    </div>
  );
}
