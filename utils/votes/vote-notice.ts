import type { VoteError } from './vote-client';
import { t } from '@/utils/base/i18n';

export type NoticeAction = 'options' | 'retry';

export interface VoteNotice {
  message: string;
  /** What the user can do about it: fix the key in the options, or try again. */
  action?: NoticeAction;
}

export const noKeyNotice = (): VoteNotice => ({ message: t('errors.voteNeedsKey'), action: 'options' });

/** Turns a refused vote into words and the one thing that helps. */
export function voteNotice(error: VoteError): VoteNotice {
  switch (error.kind) {
    case 'no-key':
    case 'bad-key':
    case 'suspended':
      return { message: error.message, action: 'options' };
    case 'offline':
    case 'timeout':
    case 'server':
      return { message: error.message, action: 'retry' };
    default:
      return { message: error.message };
  }
}
