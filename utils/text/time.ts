import { uiLanguage } from '@/utils/base/i18n';
import { numberFormat } from '@/utils/base/intl';

/** A number with a unit as the language writes it ("42s", "42 с", "42秒"). */
const unit = (value: number, name: 'millisecond' | 'second' | 'minute' | 'hour' | 'day', display: 'narrow' | 'short', language: string, digits = 0) =>
  numberFormat(language, { style: 'unit', unit: name, unitDisplay: display, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** "42s", "5m", "3h", "2d" (in the reader's language): compact ages for a dense feed. */
export function relativeTime(time: number, now: number, language = uiLanguage()): string {
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  if (seconds < 60) return unit(seconds, 'second', 'narrow', language);
  if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minute', 'narrow', language);
  if (seconds < 86_400) return unit(Math.floor(seconds / 3600), 'hour', 'narrow', language);
  return unit(Math.floor(seconds / 86_400), 'day', 'narrow', language);
}

/** Beyond this, "received minus published" says more about backfill than about the feed. */
const MAX_SENSIBLE_LATENCY_MS = 10 * 60_000;

/**
 * How long after publication the item reached us, when that is meaningful: never negative (clock
 * skew) and never for items caught up long after the fact.
 */
export function latencyLabel(publishedAt: number, receivedAt: number | undefined, language = uiLanguage()): string | undefined {
  if (receivedAt === undefined) return undefined;
  const ms = receivedAt - publishedAt;
  if (ms < 0 || ms > MAX_SENSIBLE_LATENCY_MS) return undefined;
  if (ms < 1000) return unit(ms, 'millisecond', 'short', language);
  return ms < 60_000 ? unit(ms / 1000, 'second', 'short', language, 1) : unit(Math.round(ms / 60_000), 'minute', 'short', language);
}

/** "in 12 s" for retry times. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A date and time as the reader's language writes them, or '' for a time no date can hold. */
export function dateTime(time: number | undefined, language = uiLanguage()): string {
  const date = new Date(time ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(language);
}

/** ISO 8601 for a ms time, or '' for one no date can hold (a stored item from before times were checked). */
export function isoTime(time: number | undefined): string {
  const date = new Date(time ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/**
 * What is left until a moment, to the second, in the reader's language: "2d 3h", "3h 4m 5s",
 * "4m 5s", "5s" (days drop the seconds: nobody counts them). "0s" once it has come.
 */
export function countdownLabel(ms: number, language = uiLanguage()): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(unit(days, 'day', 'narrow', language), unit(hours, 'hour', 'narrow', language));
  else {
    if (hours > 0) parts.push(unit(hours, 'hour', 'narrow', language));
    if (hours > 0 || minutes > 0) parts.push(unit(minutes, 'minute', 'narrow', language));
    parts.push(unit(seconds, 'second', 'narrow', language));
  }
  return parts.join(' ');
}
