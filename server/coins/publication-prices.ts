import { z } from '@newsflash/protocol/zod';
import { fetchCapped, joinUrl, parseJson, type Fetch } from '../sources/fetch-capped';
import type { Suggestion } from './detect';

/** All of Binance's spot prices are about 200 kB. */
const MAX_BYTES = 4 * 1024 * 1024;
/** The item schema keeps 20 prices. */
const MAX_PRICES = 20;
/** Which of a coin's spot pairs get a price at publication, as the real feed does (`ARBUSDT`, `ARBBTC`). */
const PRICED_QUOTES = /(USDT|BTC)$/;

const tickers = z.array(z.object({ symbol: z.string(), price: z.string() }));

/**
 * Prices at the moment an item is published, for its `firstPrice`. One request answers every
 * symbol (Binance's documented `GET /api/v3/ticker/price`, no symbol), and a table younger than
 * `maxAgeMs` is reused, so a burst of items costs one request and never one per item.
 */
export class PublicationPrices {
  private table: { at: number; prices: Map<string, number> } | undefined;
  private pending: Promise<Map<string, number>> | undefined;
  private lastError: string | null = null;

  constructor(
    private readonly options: { spotApi: string; fetch: Fetch; now?: () => number; maxAgeMs?: number; log: (line: string) => void },
  ) {}

  health(): { error: string | null } {
    return { error: this.lastError };
  }

  /** `{"ARBUSDT": 1.673, …}` for the coins' priced spot pairs; `{}` when none or prices are unavailable. */
  async firstPrice(suggestions: Suggestion[]): Promise<Record<string, number>> {
    const wanted = suggestions.flatMap((s) => s.symbols.filter((ref) => ref.exchange === 'binance' && PRICED_QUOTES.test(ref.symbol)).map((ref) => ref.symbol));
    if (wanted.length === 0) return {};
    const prices = await this.current();
    const result: Record<string, number> = {};
    for (const symbol of wanted) {
      const price = prices.get(symbol);
      if (price !== undefined && Object.keys(result).length < MAX_PRICES) result[symbol] = price;
    }
    return result;
  }

  private async current(): Promise<Map<string, number>> {
    const now = this.options.now ?? Date.now;
    if (this.table && now() - this.table.at < (this.options.maxAgeMs ?? 5_000)) return this.table.prices;
    this.pending ??= this.fetchAll().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async fetchAll(): Promise<Map<string, number>> {
    const now = this.options.now ?? Date.now;
    try {
      const response = await fetchCapped(joinUrl(this.options.spotApi, '/api/v3/ticker/price'), { fetch: this.options.fetch, maxBytes: MAX_BYTES, timeoutMs: 5_000 });
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
