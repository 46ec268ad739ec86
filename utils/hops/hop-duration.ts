import { uiLanguage } from '@/utils/base/i18n';
import { numberFormat } from '@/utils/base/intl';

/**
 * A span between two hops in the reader's language ("350 ms", "1.2 s", "−40 ms", "3 min"). Unlike
 * the card's latency it may be negative: the origin's clock is not the service's, and a span that
 * says so is worth seeing.
 */
export function hopDuration(ms: number, language = uiLanguage()): string {
  const size = Math.abs(ms);
  const format = (value: number, unit: string, digits = 0) =>
    numberFormat(language, { style: 'unit', unit, unitDisplay: 'short', signDisplay: 'negative', maximumFractionDigits: digits }).format(value);
  if (size < 1_000) return format(Math.round(ms), 'millisecond');
  if (size < 60_000) return format(ms / 1_000, 'second', 1);
  return format(Math.round(ms / 60_000), 'minute');
}
