import { t } from '@/utils/base/i18n';
import { dateTime } from '@/utils/text/time';
import type { SourceWarning } from './silence';

const minutes = (ms: number) => String(Math.max(1, Math.round(ms / 60_000)));

/** A warning in the reader's words, for Diagnostics, the popup and its notification. */
export function warningText(warning: SourceWarning, now: number): string {
  return warning.kind === 'socket-down' ? t('hops.socketDown', [dateTime(warning.since)]) : t('hops.silent', [warning.source, minutes(now - warning.lastAt), minutes(warning.usualGapMs)]);
}
