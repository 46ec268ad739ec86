import { PriceHistory, type PricePoint } from './price-history';
import type { PriceTick, PriceWatch } from './price-feed';
import type { PriceTarget } from './price-targets';

/** Chips mount and unmount as the reader scrolls: what the page shows is told in one message per pause. */
export const WATCH_DEBOUNCE_MS = 200;

/** A pair on one exchange: the same symbol on two exchanges is two prices. */
const keyOf = ({ exchange, symbol }: Pick<PriceWatch, 'exchange' | 'symbol'>) => `${exchange} ${symbol}`;

export interface Quote {
  now: PricePoint;
  /** The publication price, or the first price this page saw after the item arrived. */
  reference: number;
  /** True when `reference` is the first price seen, not the publication price. */
  sinceSeen: boolean;
  points: readonly PricePoint[];
}

/**
 * A page's prices: the latest and recent history per symbol from the background's updates, the
 * symbols its mounted chips need (sent to the background, debounced), and the "since seen"
 * reference of items that came without a publication price.
 */
export class PriceBook {
  private readonly latest = new Map<string, PricePoint>();
  private readonly histories = new Map<string, PriceHistory>();
  private readonly seen = new Map<string, number>();
  private readonly watched = new Map<string, { watch: PriceWatch; count: number }>();
  private readonly listeners = new Set<() => void>();
  private postTimer?: ReturnType<typeof setTimeout>;

  constructor(private readonly post: (watches: PriceWatch[]) => void) {}

  /** A chip shows this symbol until the returned function is called. */
  watch(target: Pick<PriceTarget, 'exchange' | 'symbol' | 'market'>): () => void {
    const key = keyOf(target);
    const entry = this.watched.get(key) ?? { watch: { exchange: target.exchange, symbol: target.symbol, market: target.market }, count: 0 };
    entry.count++;
    this.watched.set(key, entry);
    this.postSoon();
    return () => {
      if (--entry.count === 0) this.watched.delete(key);
      this.postSoon();
    };
  }

  /** What is watched now, for a port that (re)connects. */
  watches(): PriceWatch[] {
    return [...this.watched.values()].map((entry) => entry.watch);
  }

  apply(ticks: readonly PriceTick[]): void {
    for (const tick of ticks) {
      const { price, time } = tick;
      if (!(price > 0) || !Number.isFinite(time)) continue;
      const key = keyOf(tick);
      this.latest.set(key, { time, price });
      let history = this.histories.get(key);
      if (!history) this.histories.set(key, (history = new PriceHistory()));
      history.add(time, price);
    }
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The move of one of an item's coins, once a price for it has arrived. */
  quote(target: PriceTarget, itemId: string): Quote | undefined {
    const now = this.latest.get(keyOf(target));
    if (!now) return undefined;
    const points = this.histories.get(keyOf(target))?.points ?? [];
    if (target.reference !== undefined) return { now, reference: target.reference, sinceSeen: false, points };
    const key = `${itemId} ${keyOf(target)}`;
    let reference = this.seen.get(key);
    if (reference === undefined) this.seen.set(key, (reference = now.price));
    return { now, reference, sinceSeen: true, points };
  }

  private postSoon(): void {
    clearTimeout(this.postTimer);
    this.postTimer = setTimeout(() => this.post(this.watches()), WATCH_DEBOUNCE_MS);
  }
}
