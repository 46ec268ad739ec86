/** The exchanges whose public streams price a coin's move, in the order a coin's pair is looked for. */
export const PRICE_EXCHANGES = ['binance', 'bybit'] as const;
export type Exchange = (typeof PRICE_EXCHANGES)[number];
/** Spot, or the exchange's USDT perpetuals (Binance USDⓈ-M futures, Bybit linear). */
export type Market = 'spot' | 'futures';
/** Each exchange's own name, shown on the chip as it is written (never translated). */
export const EXCHANGE_NAMES: Record<Exchange, string> = { binance: 'Binance', bybit: 'Bybit' };
