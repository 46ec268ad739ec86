import type { VoteAction, VoteType } from '@newsflash/protocol/control';

export interface Tally {
  likes: number;
  dislikes: number;
}

/** The user's vote once `action` has succeeded. */
export const voteAfter = (action: VoteAction): VoteType | null => (action === 'unlike' ? null : action);

/** Pressing Like (or Dislike) again takes the vote back, as a toggle button does. */
export const actionForPress = (current: VoteType | undefined, pressed: VoteType): VoteAction => (current === pressed ? 'unlike' : pressed);

/** The totals as they will be once the service applies the change, shown before it answers. */
export function projectTally(tally: Tally, from: VoteType | undefined, to: VoteType | null): Tally {
  const next = { ...tally };
  if (from === 'like') next.likes = Math.max(0, next.likes - 1);
  if (from === 'dislike') next.dislikes = Math.max(0, next.dislikes - 1);
  if (to === 'like') next.likes++;
  if (to === 'dislike') next.dislikes++;
  return next;
}
