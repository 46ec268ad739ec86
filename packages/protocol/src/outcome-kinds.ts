// Kept apart from the zod schemas (outcome.ts): the clients read outcomes without zod (outcome-read.ts).

/** The spans measured after publication, by name, in ms. */
export const OUTCOME_SPANS = { '1m': 60_000, '5m': 5 * 60_000, '30m': 30 * 60_000, '4h': 4 * 60 * 60_000 } as const;
export type OutcomeSpan = keyof typeof OUTCOME_SPANS;
export const outcomeSpans = Object.keys(OUTCOME_SPANS) as OutcomeSpan[];

/** The markets a coin's price is taken from, by the exchange ids items' `symbols` use. */
export const outcomeMarkets = ['binance', 'binance-futures', 'bybit', 'bybit-perps'] as const;
export type OutcomeMarket = (typeof outcomeMarkets)[number];

/** At most this many coins of an item are measured: the first detection names (the one it is about first). */
export const MAX_OUTCOME_COINS = 3;

/** A price an exchange could quote: positive and finite, below a sane ceiling. */
export const isPlausiblePrice = (value: number) => Number.isFinite(value) && value > 0 && value < 1e12;
/** A move in percent: a price cannot fall below -100 %; rises past ×1000 are not believed. */
export const isPlausibleMove = (value: number) => Number.isFinite(value) && value >= -100 && value <= 100_000;
