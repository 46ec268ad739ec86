import { z } from '@newsflash/protocol/zod';
import { fetchCapped, joinUrl, parseJson, type Fetch } from '../outbound/fetch-capped';
import type { Suggestion } from './suggestion';

/** All of Binance's spot prices are about 200 kB. */
const MAX_BYTES = 4 * 1024 * 1024;
/** The item schema keeps 20 prices. */
const MAX_PRICES = 20;
/** Which of a coin's spot pairs get a price at publication, as the real feed does (`ARBUSDT`, `ARBBTC`). */
const PRICED_QUOTES = /(USDT|BTC)$/;

const tickers = z.array(z.object({ symbol: z.string(), price: z.string() }));

/**
 * How long items wait for one price request. The sources publish one item after another, so a
 * hanging exchange must cost a poll this once, not once per item: the wait is the request's, and
 * items arriving after it go out at once, without firstPrice.
 */
export const PRICE_WAIT_MS = 1_500;
/** The request itself may run longer and still fill the table for the items after it. */
const REQUEST_TIMEOUT_MS = 5_000;

/** Resolves after `ms`, holding no process open. */
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Prices at the moment an item is published, for its `firstPrice`. One request answers every
 * symbol (Binance's documented `GET /api/v3/ticker/price`, no symbol), and a table younger than
 * `maxAgeMs` is reused, so a burst of items costs one request and never one per item. Items wait
 * for a request in flight at most PRICE_WAIT_MS from when it started.
 */
export class PublicationPrices {
  private table: { at: number; prices: Map<string, number> } | undefined;
  private pending: { prices: Promise<Map<string, number>>; waited: Promise<undefined> } | undefined;
  private lastError: string | null = null;

  constructor(
    private readonly options: {
      spotApi: string;
      fetch: Fetch;
      now?: () => number;
      maxAgeMs?: number;
      log: (line: string) => void;
      wait?: (ms: number) => Promise<void>;
    },
  ) {}

  health(): { error: string | null } {
    return { error: this.lastError };
  }

  /** `{"ARBUSDT": 1.673, …}` for the coins' priced spot pairs; `{}` when none or prices are unavailable. */
  async firstPrice(suggestions: Suggestion[]): Promise<Record<string, number>> {
    const wanted = suggestions.flatMap((s) => s.symbols.filter((ref) => ref.exchange === 'binance' && PRICED_QUOTES.test(ref.symbol)).map((ref) => ref.symbol));
    if (wanted.length === 0) return {};
    const prices = (await this.current()) ?? new Map<string, number>();
    const result: Record<string, number> = {};
    for (const symbol of wanted) {
      const price = prices.get(symbol);
      if (price !== undefined && Object.keys(result).length < MAX_PRICES) result[symbol] = price;
    }
    return result;
  }

  /** The table, fresh or fetched; undefined when the request in flight outlasted the wait. */
  private async current(): Promise<Map<string, number> | undefined> {
    const now = this.options.now ?? Date.now;
    if (this.table && now() - this.table.at < (this.options.maxAgeMs ?? 5_000)) return this.table.prices;
    if (!this.pending) {
      const prices = this.fetchAll().finally(() => (this.pending = undefined));
      const waited = (this.options.wait ?? delay)(PRICE_WAIT_MS).then(() => undefined);
      this.pending = { prices, waited };
    }
    return Promise.race([this.pending.prices, this.pending.waited]);
  }

  private async fetchAll(): Promise<Map<string, number>> {
    const now = this.options.now ?? Date.now;
    try {
      const response = await fetchCapped(joinUrl(this.options.spotApi, '/api/v3/ticker/price'), { fetch: this.options.fetch, maxBytes: MAX_BYTES, timeoutMs: REQUEST_TIMEOUT_MS });
      const parsed = tickers.safeParse(parseJson(response.text, 'the price list'));
      if (!parsed.success) throw new Error('not a price list');
      const prices = new Map<string, number>();
      for (const { symbol, price } of parsed.data) {
        const value = Number(price);
        if (Number.isFinite(value) && value > 0) prices.set(symbol, value);
      }
      this.table = { at: now(), prices };
      this.lastError = null;
      return prices;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== this.lastError) this.options.log(`prices at publication: ${message}; items are published without firstPrice until prices answer`);
      this.lastError = message;
      // A stale table is better than none for a moment; after a failure the next item tries again.
      return this.table?.prices ?? new Map();
    }
  }
}
