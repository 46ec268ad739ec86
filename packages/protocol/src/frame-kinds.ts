// What the frames' zod schemas (outcome.ts, ai-note.ts, control.ts) and their zod-free readers
// (frame-read.ts) share, apart from the schemas so the readers carry no zod: the vote stream's
// actions, the outcome's spans, markets and plausible values, the model's note's text rules.

export const voteTypes = ['like', 'dislike'] as const;
export type VoteType = (typeof voteTypes)[number];
/** What a vote request asks for: a vote, or taking one back ("unlike"). The extension and the service both speak these. */
export const voteActions = ['like', 'dislike', 'unlike'] as const;
export type VoteAction = (typeof voteActions)[number];

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

/** The longest summary: one line on a card. */
export const AI_SUMMARY_MAX = 140;
/** The longest English headline the model may give; a title is at most 1,000 characters, a headline far less. */
export const AI_EN_MAX = 300;

/** Plain text only: no control or format characters, no markup, no link, no line break. */
const PLAIN = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>]*$/u;
const LINK = /(?:https?:|www\.|\b[a-z0-9-]+\.(?:com|org|net|io|xyz|app|me|co|ly|gg)\b)/iu;

/** Whether the model's text is one plain line: no markup, link or surrounding space. */
export const isPlainLine = (text: string) => PLAIN.test(text) && !LINK.test(text) && text.trim() === text;
