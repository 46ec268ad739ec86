import { PRICE_SYMBOL } from '@newsflash/protocol/item';

/**
 * Symbols a price stand-in remembers a price for (seeded or pinned): past it the one seeded longest
 * ago is forgotten. Binance lists about 3,000; a demo pricing new symbols all day cannot grow it.
 */
export const MAX_SYMBOLS = 5_000;
/** One tick moves a price by at most this fraction either way. */
const STEP = 0.002;

/**
 * The prices a stand-in exchange quotes: each symbol walks randomly from the price it was seeded
 * with (an item's `firstPrice`, or `fallback`'s, which the demo takes from its market-list
 * stand-in); a pinned one holds still. A symbol with neither is not quoted, as an exchange sends
 * nothing for a pair it does not list.
 */
export class PriceWalk {
  private readonly seeds = new Map<string, number>();
  private readonly prices = new Map<string, number>();
  private readonly pinned = new Set<string>();

  constructor(
    private readonly fallback: (symbol: string) => number | undefined = () => undefined,
    private readonly random: () => number = Math.random,
  ) {}

  /** Learns the prices an item was published at (the newest seed wins); entries that are no price are skipped. */
  seed(firstPrice: Record<string, unknown>): void {
    for (const [symbol, price] of Object.entries(firstPrice)) {
      if (!PRICE_SYMBOL.test(symbol) || typeof price !== 'number' || !(price > 0) || !Number.isFinite(price)) continue;
      this.seeds.delete(symbol);
      this.seeds.set(symbol, price);
      this.forgetPast(this.seeds);
    }
  }

  /** Holds a symbol at one price from the next tick on (tests and demos that need a known move). */
  pin(symbol: string, price: number): void {
    this.pinned.delete(symbol);
    this.pinned.add(symbol);
    this.prices.set(symbol, price);
    this.forgetPast(this.pinned);
  }

  /** Symbols remembered: seeded, pinned, and walking. */
  remembered(): { seeded: number; pinned: number; walking: number } {
    return { seeded: this.seeds.size, pinned: this.pinned.size, walking: this.prices.size };
  }

  /** The symbol's next price, or undefined when nothing priced it. */
  next(symbol: string): number | undefined {
    const current = this.prices.get(symbol) ?? this.seeds.get(symbol) ?? this.fallback(symbol);
    if (current === undefined) return undefined;
    const price = this.pinned.has(symbol) ? current : current * (1 + (this.random() * 2 - 1) * STEP);
    this.prices.set(symbol, price);
    this.forgetPast(this.prices);
    return price;
  }

  /** Keeps `symbols` to MAX_SYMBOLS by forgetting the oldest entries (insertion order), with their walked prices. */
  private forgetPast(symbols: Map<string, number> | Set<string>): void {
    for (const symbol of symbols.keys()) {
      if (symbols.size <= MAX_SYMBOLS) return;
      symbols.delete(symbol);
      if (!this.seeds.has(symbol) && !this.pinned.has(symbol)) this.prices.delete(symbol);
    }
  }
}

/** A price as an exchange writes it: a decimal string with the digits that matter. */
export const decimal = (price: number): string => String(Number(price.toPrecision(6)));
