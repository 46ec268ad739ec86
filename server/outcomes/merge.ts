import type { CoinOutcome, Outcome, OutcomeMarket, OutcomeSpan, SpanOutcome } from '@newsflash/protocol/outcome';
import { withSpans } from '@newsflash/protocol/outcome-merge';
import type { PlannedCoin } from './main-market';

/** One coin's result at one span: measured (with the reference it was measured from) or missed. */
export interface CoinResult {
  coin: PlannedCoin;
  from?: number;
  outcome: SpanOutcome;
}

/**
 * The item's outcome with one span's results added, coins in the plan's order (the main coin first);
 * a coin's other spans are kept, and a measured span is never made `missed` (outcome-merge.ts).
 */
export function withSpan(current: Outcome | undefined, span: OutcomeSpan, results: readonly CoinResult[]): Outcome {
  const coins: CoinOutcome[] = current ? current.coins.map((entry) => ({ ...entry, spans: { ...entry.spans } })) : [];
  for (const { coin, from, outcome } of results) {
    let entry = coins.find((known) => known.symbol === coin.symbol && known.market === coin.market);
    if (!entry) {
      entry = { coin: coin.coin, market: coin.market as OutcomeMarket, symbol: coin.symbol, spans: {} };
      coins.push(entry);
    }
    if (entry.from === undefined && from !== undefined) entry.from = from;
    entry.spans = withSpans(entry.spans, { [span]: outcome });
  }
  return { coins };
}
