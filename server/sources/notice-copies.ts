import { createHash } from 'node:crypto';
import type { Notice } from '@newsflash/protocol/notice';

/** Two copies of one notice closer than this are always one; twice as far apart, never. */
export const COPY_WINDOW_MS = 10 * 60_000;
const SPAN_MS = 2 * COPY_WINDOW_MS;

/**
 * A notice's other identities (Candidate.aliases), claimed with it in its source's claim scope, so
 * a second copy whose title differs by more than text-key.ts folds (a word added, a date written
 * another way) is claimed as the first's copy and not published again.
 *
 * Two items are one notice when they are the same exchange's, of the same kind, naming the same
 * coins and the same markets, within COPY_WINDOW_MS. The kind is what keeps two notices about one
 * coin apart: "Will List X" then "X Futures will launch" (spot-listing, futures-listing), a
 * delisting of X then its transfers suspended. A notice of kind `other` or naming no coin has no
 * such identity: nothing says two of them are one.
 *
 * The window is two grids of SPAN_MS buckets, the second shifted by COPY_WINDOW_MS: two times
 * closer than COPY_WINDOW_MS share a bucket of one of them, two SPAN_MS or more apart share none.
 * The keys are claims like any other (storage, every node, both back-ends, forgotten with them):
 * two a notice, of fixed length.
 */
export function noticeCopyKeys(notice: Notice | undefined, time: number): string[] {
  if (!notice?.exchange || notice.kind === 'other' || notice.coins.length === 0) return [];
  const what = [notice.exchange, notice.kind, [...notice.coins].sort().join(','), [...notice.markets].sort().join(',')].join('\n');
  return [0, COPY_WINDOW_MS].map((shift) => `notice ${createHash('sha256').update(`${what}\n${shift} ${Math.floor((time + shift) / SPAN_MS)}`).digest('hex')}`);
}
