import { t } from '@/utils/base/i18n';
import type { Problem } from '@/utils/net/problem';

/** A connection's problem in the reader's language, with the browser's or the service's own detail. */
export function problemText(problem: Problem): string {
  switch (problem.code) {
    case 'cannot-open':
      return t('problem.cannotOpen', [problem.detail]);
    case 'closed':
      return t('problem.closed', [problem.detail]);
    case 'unreadable-frame':
      return t('problem.unreadableFrame', [problem.detail]);
    case 'backfill-failed':
      return t('problem.backfillFailed', [problem.detail]);
    case 'backfill-status':
      return t('problem.backfillStatus', [String(problem.status)]);
    case 'backfill-timeout':
      return t('problem.backfillTimeout', [String(problem.seconds)]);
    case 'reply-too-large':
      return t('problem.replyTooLarge', [String(problem.megabytes)]);
    case 'reply-too-deep':
      return t('problem.replyTooDeep', [String(problem.levels)]);
    case 'backfill-gap':
      return t('problem.backfillGap', [String(problem.pages)]);
    case 'backfill-over-budget':
      return t('problem.backfillOverBudget', [String(problem.megabytesPerSecond)]);
    case 'no-host-access':
      return t('problem.noHostAccess', [problem.address]);
    case 'connect-timeout':
      return t('problem.connectTimeout');
    case 'socket-error':
      return t('problem.socketError');
    case 'no-pong':
      return t('problem.noPong');
    case 'silent':
      return t('problem.silent');
  }
}
