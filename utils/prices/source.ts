export const BINANCE = 'binance';
export const BYBIT = 'bybit';
/** No Bybit: its coins show no price (a reader who routed prices through a source of their own). */
export const NO_BYBIT = 'off';

/** Prices as a settings file carries them, and as the reader sets them in the options. */
export interface PriceSettings {
  enabled: boolean;
  /** `binance` (the exchanges' own streams), or the address of one stream in Binance's combined-stream format serving both markets. */
  source: string;
}

/** Where Bybit's prices come from follows the one source the reader sets: the exchanges, or their own source alone. */
export const bybitFor = (source: string): string => (source === BINANCE ? BYBIT : NO_BYBIT);
