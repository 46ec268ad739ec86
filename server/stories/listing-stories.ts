import { LISTING_SPAN_MS } from '@newsflash/protocol/story';

/**
 * Coins whose listing is news now, and the story each belongs to: an exchange's listing notice,
 * its Chinese copy, another exchange's listing of the same coin days later and the market going
 * live in a list are one story for LISTING_SPAN_MS from the first of them.
 */

/** Coins held: a few listings a day across every exchange watched; past it the oldest go first. */
export const LISTING_COINS = 2_000;

interface Listing {
  story: string;
  time: number;
}

export class ListingStories {
  /** In the order they were first held, oldest first (a Map keeps insertion order). */
  private readonly coins = new Map<string, Listing>();

  constructor(private readonly limit = LISTING_COINS) {}

  get size(): number {
    return this.coins.size;
  }

  /** The story a listing of these coins at `time` joins: the earliest one still within its span. */
  match(coins: readonly string[], time: number): string | undefined {
    let found: Listing | undefined;
    for (const coin of coins) {
      const listing = this.coins.get(coin);
      if (listing && Math.abs(time - listing.time) <= LISTING_SPAN_MS && (!found || listing.time < found.time)) found = listing;
    }
    return found?.story;
  }

  /** Holds the story of a listing of these coins; a coin whose story is still within its span keeps it. */
  remember(coins: readonly string[], story: string, time: number): void {
    for (const coin of coins) {
      const held = this.coins.get(coin);
      if (held && Math.abs(time - held.time) <= LISTING_SPAN_MS) continue;
      this.coins.delete(coin);
      this.coins.set(coin, { story, time });
    }
    for (const coin of this.coins.keys()) {
      if (this.coins.size <= this.limit) break;
      this.coins.delete(coin);
    }
  }
}
