import { t } from '@/utils/base/i18n';
import type { SendOutcome } from './send-once';

/** How a request to a channel ended, in the reader's words (Diagnostics and the Test button). */
export function problemWords(outcome: Exclude<SendOutcome, { kind: 'sent' }>): string {
  switch (outcome.kind) {
    case 'refused':
      return t('channels.refused', [String(outcome.status)]);
    case 'limited':
      return t('channels.limited');
    case 'failed':
      return outcome.reason === 'timeout' ? t('channels.timeout') : outcome.reason === 'network' ? t('channels.network') : t('channels.serverError', [String(outcome.status ?? '')]);
  }
}
