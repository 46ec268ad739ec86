// Kept apart from the zod schemas (outcome.ts), so the stores a page opens first can merge outcomes without zod in their bundle.

/** At most this many coins of an item are measured: the first detection names (the one it is about first). */
export const MAX_OUTCOME_COINS = 3;

/** What a merge reads of a coin's outcome (outcome.ts's CoinOutcome): its market and symbol, its reference and its spans. */
interface MeasuredCoin {
  market: string;
  symbol: string;
  from?: number;
  spans: object;
}

const isMissed = (span: unknown) => typeof span === 'object' && span !== null && 'missed' in span;

/** A coin's spans after an update: the update's over the held ones, except `missed` over a measured one. */
export function withSpans<Spans extends object>(held: Spans, update: Spans): Spans {
  const spans = { ...held } as Record<string, unknown>;
  for (const [span, value] of Object.entries(update)) {
    // A span is checked once: `missed` after its measurement is a check run twice (a lease that lapsed mid-run), or hostile.
    if (!(isMissed(value) && spans[span] !== undefined && !isMissed(spans[span]))) spans[span] = value;
  }
  return spans as Spans;
}

/**
 * An item's outcome after an update: the update's spans and what it leaves out of the outcome
 * already held (the service sends an item's outcome so far, so an update with fewer spans is an
 * older one come late, or a hostile one): a measured span is never lost, neither left out nor
 * overwritten by `missed`, and a coin's reference price (`from`) once given stays. Coins are
 * matched by market and symbol and keep the place they were first given (the first is the item's
 * main coin, which the record reads: the service names an item's coins once, in one order); a coin
 * the update adds takes a free place, at most MAX_OUTCOME_COINS.
 */
export function withOutcome<Coin extends MeasuredCoin>(held: { coins: readonly Coin[] } | undefined, update: { coins: readonly Coin[] }): { coins: Coin[] } {
  const same = (a: Coin, b: Coin) => a.market === b.market && a.symbol === b.symbol;
  const known = held?.coins ?? [];
  const kept = known.map((before): Coin => {
    const coin = update.coins.find((given) => same(given, before));
    if (!coin) return before;
    // The reference price is the coin's at publication, measured once: a later update does not move it.
    const from = before.from ?? coin.from;
    return { ...coin, ...(from === undefined ? {} : { from }), spans: withSpans(before.spans, coin.spans) };
  });
  const added = update.coins.filter((coin) => !known.some((before) => same(before, coin)));
  return { coins: [...kept, ...added].slice(0, MAX_OUTCOME_COINS) };
}
