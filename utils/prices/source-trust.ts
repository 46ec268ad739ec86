import { BINANCE, BYBIT, bybitFor, NO_BYBIT, type PriceSettings } from './source';

/**
 * The prices setting as stored: with whether the reader vouched for the source. Binance, the
 * default, needs no vouching; any other source learns the reader's address, when the feed is open
 * and which coins are on screen, and decides the moves shown, so it is used only once the reader
 * typed it or confirmed it. One that came in a settings file is not, until they confirm it.
 */
export interface StoredPrices extends PriceSettings {
  /** `bybit` (its own streams), `off`, or the base of a stream in Bybit's format (devkit stand-ins; `/spot` and `/linear` follow it). */
  bybit: string;
  confirmed: boolean;
}

/** The exchanges' own streams need no vouching; any other address does. */
export const isTrusted = ({ source, bybit, confirmed }: StoredPrices): boolean => (source === BINANCE && (bybit === BYBIT || bybit === NO_BYBIT)) || confirmed;

/** What runs: price moves stay off while their source waits for the reader. */
export const effectivePrices = (stored: StoredPrices): StoredPrices => ({ ...stored, enabled: stored.enabled && isTrusted(stored) });

/** Turning price moves on: at once with a trusted source, else only after the reader confirms it. */
export function turnOn(stored: StoredPrices): { do: 'store'; prices: StoredPrices } | { do: 'confirm'; source: string } {
  return isTrusted(stored) ? { do: 'store', prices: { ...stored, enabled: true } } : { do: 'confirm', source: stored.source };
}

/** The reader's answer to `turnOn`'s question: the source they confirmed, or Binance instead. */
export const answerSource = (stored: StoredPrices, useIt: boolean): StoredPrices =>
  useIt ? { ...stored, enabled: true, confirmed: true } : { enabled: true, source: BINANCE, bybit: BYBIT, confirmed: true };

/** A source the reader typed is theirs; Bybit follows it (the exchanges, or that source alone). */
export const typedSource = (stored: StoredPrices, source: string): StoredPrices => ({ ...stored, source, bybit: bybitFor(source), confirmed: true });

/**
 * What an import stores. A file vouches for nothing: its source counts as confirmed only when it is
 * the one already stored (and as trusted as it was), or when the reader confirmed the import's
 * change on the spot (asked only when the file turns prices on; otherwise `turnOn` asks later).
 */
export function importedPrices(current: StoredPrices, incoming: PriceSettings, readerConfirmed: boolean): StoredPrices {
  const { enabled, source } = incoming;
  if (source === current.source) return { enabled, source, bybit: current.bybit, confirmed: current.confirmed };
  return { enabled, source, bybit: bybitFor(source), confirmed: readerConfirmed };
}

/**
 * Migration to the stored shape with `confirmed`. A source in use (prices on) was typed by the
 * reader or confirmed at import; one stored with prices off may have come from a settings file,
 * which older versions took unasked when it turned prices off: that one is asked for when prices
 * are turned on.
 */
export function confirmStoredSource(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return { ...value, confirmed: (value as { enabled?: unknown }).enabled !== false };
}

/**
 * Migration to the stored shape with `bybit` (v3): Bybit prices the coins Binance does not list for
 * a reader on the exchanges' streams; one who routed prices through a source of their own keeps
 * contacting that source alone.
 */
export function addBybit(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const source = (value as { source?: unknown }).source;
  return { ...value, bybit: bybitFor(typeof source === 'string' ? source : BINANCE) };
}
