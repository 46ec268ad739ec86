export type Tone = 'up' | 'down' | 'flat';

/** A move smaller than this (in %) reads as no move: `0.0%`, grey. */
const FLAT = 0.05;

/** The move from `reference` to `now`, as a trader reads it: `+3.2%`, `-0.4%`, `0.0%`. */
export function priceMove(reference: number, now: number): { percent: number; text: string; tone: Tone } {
  const percent = (now / reference - 1) * 100;
  if (!Number.isFinite(percent) || Math.abs(percent) < FLAT) return { percent: 0, text: '0.0%', tone: 'flat' };
  const digits = Math.abs(percent) >= 100 ? 0 : 1;
  return { percent, text: `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(digits)}%`, tone: percent > 0 ? 'up' : 'down' };
}

/** A price with the digits that matter: 84013 · 1.673 · 0.00005515. */
export const formatPrice = (price: number): string => String(Number(price.toPrecision(price >= 1 ? 5 : 4)));
