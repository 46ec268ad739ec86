import type { OutcomeMarket } from '@newsflash/protocol/outcome';

/** The hosts the outcome checks ask, each with its own documented limit per address. */
export type PriceSource = 'binance' | 'binance-futures' | 'bybit';

/** Bybit's spot and perpetual candles come from one host, under one limit. */
export const priceSourceOf = (market: OutcomeMarket): PriceSource => (market === 'bybit-perps' ? 'bybit' : market);

/**
 * SECURITY.md's request rates for the outcome checks, per source, a small share of each documented
 * limit so the market lists and publication prices (the same address) keep theirs:
 * Binance spot allows 6,000 request weight a minute and a kline request weighs 2
 * (120 a minute = 240 weight, 4 %); USDⓈ-M futures allow 2,400 and a kline request under 500
 * candles weighs 2 (240 weight, 10 %); Bybit allows 600 requests per 5 s (120 a minute, under 2 %).
 */
export const PRICE_SOURCE_RATE: Record<PriceSource, { perMinute: number; burst: number }> = {
  binance: { perMinute: 120, burst: 30 },
  'binance-futures': { perMinute: 120, burst: 30 },
  bybit: { perMinute: 120, burst: 30 },
};

/**
 * A token bucket per source: a check takes one token per coin, all or none, so a check never
 * spends part of a source's rate and then waits. A source that asked to be left alone (429,
 * Retry-After) gives no token until then.
 */
export class PriceSourceRate {
  private readonly buckets = new Map<PriceSource, { tokens: number; at: number; pausedUntil: number }>();

  constructor(
    private readonly now: () => number,
    private readonly rates: Record<PriceSource, { perMinute: number; burst: number }> = PRICE_SOURCE_RATE,
  ) {}

  /** Takes one token per entry of `sources` (a source may repeat) when all are there; false and nothing taken otherwise. */
  take(sources: readonly PriceSource[]): boolean {
    const now = this.now();
    const wanted = new Map<PriceSource, number>();
    for (const source of sources) wanted.set(source, (wanted.get(source) ?? 0) + 1);
    for (const [source, count] of wanted) {
      const bucket = this.refill(source, now);
      if (bucket.pausedUntil > now || bucket.tokens < count) return false;
    }
    for (const [source, count] of wanted) this.refill(source, now).tokens -= count;
    return true;
  }

  pause(source: PriceSource, ms: number): void {
    const bucket = this.refill(source, this.now());
    bucket.pausedUntil = Math.max(bucket.pausedUntil, this.now() + Math.min(ms, 15 * 60_000));
  }

  health(): Record<string, { tokens: number; paused: boolean }> {
    const now = this.now();
    return Object.fromEntries(
      [...this.buckets.keys()].map((source) => {
        const bucket = this.refill(source, now);
        return [source, { tokens: Math.floor(bucket.tokens), paused: bucket.pausedUntil > now }];
      }),
    );
  }

  private refill(source: PriceSource, now: number) {
    const { perMinute, burst } = this.rates[source];
    let bucket = this.buckets.get(source);
    if (!bucket) {
      bucket = { tokens: burst, at: now, pausedUntil: 0 };
      this.buckets.set(source, bucket);
    }
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) * perMinute) / 60_000);
    bucket.at = now;
    return bucket;
  }
}
