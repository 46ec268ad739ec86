import { uiLanguage } from '@/utils/base/i18n';
import { numberFormat } from '@/utils/base/intl';

export type Tone = 'up' | 'down' | 'flat';

/** A move smaller than this (in %) reads as no move: `0.0%`, grey. */
const FLAT = 0.05;

/** The move from `reference` to `now`, as a trader reads it, in the reader's language: `+3.2%`, `-0.4%`, `0.0%`. */
export function priceMove(reference: number, now: number, language = uiLanguage()): { percent: number; text: string; tone: Tone } {
  const raw = (now / reference - 1) * 100;
  const percent = !Number.isFinite(raw) || Math.abs(raw) < FLAT ? 0 : raw;
  const digits = Math.abs(percent) >= 100 ? 0 : 1;
  const text = numberFormat(language, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(percent / 100);
  return { percent, text, tone: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat' };
}

/** A price with the digits that matter, as the reader's language writes numbers: 84,013 · 1.673 · 0.00005515. */
export const formatPrice = (price: number, language = uiLanguage()): string =>
  numberFormat(language, { maximumSignificantDigits: price >= 1 ? 5 : 4 }).format(price);
