import { z } from '@newsflash/protocol/zod';
import type { IngestRepo } from '../storage/types';
import { FetchError, fetchCapped, joinUrl, type Fetch } from '../outbound/fetch-capped';
import { readJsonHere, type ReadJson } from '../outbound/json-bounds';
import { buildCatalog, coinOfBase, type MarketsByBase } from './catalog';
import type { SymbolRef } from './suggestion';
import { DailyDocument } from './daily-document';
import { Detector } from './detect';
import type { CoinNames, NamesHealth } from './names';

/**
 * What one list may cost. Binance's spot exchangeInfo runs to several MB for about 3,000 symbols,
 * futures' to about one for a few hundred. Reading is bounded in bytes (parsing takes several times
 * the document's size while it runs), what is kept in symbols (each list's first 20,000), so the
 * copy kept in the database, read again at every start, is at most a few MB whatever was sent.
 */
export const MAX_LIST_BYTES = 32 * 1024 * 1024;
export const MAX_LIST_SYMBOLS = 20_000;
/** Both lists as kept: 20,000 listings of at most ~200 bytes each. A larger kept copy (from before the caps) is not read. */
export const MAX_KEPT_BYTES = 8 * 1024 * 1024;

const listing = z.object({
  symbol: z.string().check(z.regex(/^[A-Z0-9]{2,30}$/)),
  status: z.string().check(z.maxLength(20)),
  baseAsset: z.string().check(z.regex(/^[A-Z0-9]{1,20}$/)),
  quoteAsset: z.string().check(z.regex(/^[A-Z0-9]{1,20}$/)),
  contractType: z.optional(z.string().check(z.maxLength(30))),
});
type Listing = z.output<typeof listing>;
const LISTING_FIELDS = Object.keys(listing.shape);

const lists = z.object({ spot: z.array(listing), futures: z.array(listing) });
type Lists = z.output<typeof lists>;
const kept = z.pipe(
  lists,
  z.transform(({ spot, futures }) => ({ spot: spot.slice(0, MAX_LIST_SYMBOLS), futures: futures.slice(0, MAX_LIST_SYMBOLS) })),
);

/** Spot pairs by quote, the way traders scan them: dollars first, then BTC, ETH, BNB, the rest. */
const QUOTE_ORDER = ['USDT', 'USDC', 'FDUSD', 'BTC', 'ETH', 'BNB'];
const rank = (quote: string) => (QUOTE_ORDER.includes(quote) ? QUOTE_ORDER.indexOf(quote) : QUOTE_ORDER.length);

/** Trading symbols by coin: USDⓈ-M perpetuals first, then spot pairs; `1000PEPEUSDT` is one of PEPE's. */
export function marketsByBase(spot: readonly Listing[], futures: readonly Listing[]): MarketsByBase {
  const markets = new Map<string, SymbolRef[]>();
  const add = (base: string, ref: SymbolRef) => {
    const coin = coinOfBase(base);
    const list = markets.get(coin) ?? [];
    if (list.length < 50) list.push(ref);
    markets.set(coin, list);
  };
  for (const listing of futures) {
    if (listing.status === 'TRADING' && listing.contractType === 'PERPETUAL' && listing.quoteAsset === 'USDT') add(listing.baseAsset, { exchange: 'binance-futures', symbol: listing.symbol });
  }
  const trading = spot.filter((listing) => listing.status === 'TRADING').sort((a, b) => rank(a.quoteAsset) - rank(b.quoteAsset));
  for (const listing of trading) add(listing.baseAsset, { exchange: 'binance', symbol: listing.symbol });
  return markets;
}

export interface MarketHealth {
  coins: number;
  /** When the lists in use were fetched; null before any list was had. */
  fetchedAt: number | null;
  /** The last refresh's failure, until one succeeds. */
  error: string | null;
  /** The names list's state, when one is fetched. */
  names?: NamesHealth;
}

/**
 * The exchanges' market lists, from their documented endpoints, refreshed daily and kept in
 * storage so a restart without internet still detects coins. Detection uses the last good lists.
 */
export class MarketLists {
  private detectorNow = new Detector([]);
  private readonly document: DailyDocument<Lists>;

  constructor(
    private readonly options: {
      spotApi: string;
      futuresApi: string;
      fetch: Fetch;
      documents: Pick<IngestRepo, 'readDocument' | 'writeDocument'>;
      log: (line: string) => void;
      now?: () => number;
      /** Names fetched apart from the market lists; without it, the bundled list and the alias table name the coins. */
      names?: Pick<CoinNames, 'start' | 'settled' | 'stop' | 'entries' | 'health'>;
      /** Reads a list off the main thread (the feed reader's worker); on this thread without it. */
      readJson?: ReadJson;
    },
  ) {
    this.document = new DailyDocument({
      name: 'markets',
      maxKeptBytes: MAX_KEPT_BYTES,
      kept,
      fetch: async () => {
        const [spot, futures] = await Promise.all([this.list(joinUrl(options.spotApi, '/api/v3/exchangeInfo')), this.list(joinUrl(options.futuresApi, '/fapi/v1/exchangeInfo'))]);
        return { spot, futures };
      },
      documents: options.documents,
      log: options.log,
      label: 'market lists',
      failing: { nothingYet: 'no coins are detected until a refresh succeeds', keptEarlier: 'detection keeps the lists fetched earlier' },
      onChange: () => this.rebuild(),
      now: options.now,
    });
  }

  get detector(): Detector {
    return this.detectorNow;
  }

  health(): MarketHealth {
    const names = this.options.names?.health();
    return { coins: this.detectorNow.size, ...this.document.state(), ...(names && { names }) };
  }

  /**
   * Loads the kept lists, and refreshes them in the background when a day old or missing (an
   * unreachable exchange must not hold up the service's start); then daily.
   */
  async start(): Promise<void> {
    // The kept names are loaded first, so the kept lists' coins have their names from the start.
    await this.options.names?.start(() => this.rebuild());
    await this.document.start();
    this.rebuild();
  }

  /** Resolves once the lists were loaded or a first refresh was tried: sources wait for it, so their first items get coins. */
  settled(): Promise<unknown> {
    // Not the names' first fetch: the bundled names and the alias table serve until it lands.
    return this.document.settled();
  }

  /**
   * Resolves once lists are in hand: the kept ones at once, whatever their age (a day-old list
   * knows every coin but the day's listings), else when a first refresh was tried. Publishing
   * waits for it (publish-gate.ts); called after `start`.
   */
  read(): Promise<unknown> {
    return this.document.current() ? Promise.resolve() : this.document.settled();
  }

  stop(): void {
    this.document.stop();
    this.options.names?.stop();
  }

  /** Builds the detector again from the lists in use, after the names changed. */
  rebuild(): void {
    const lists = this.document.current();
    if (lists) this.detectorNow = new Detector(buildCatalog(marketsByBase(lists.spot, lists.futures), this.options.names?.entries()));
  }

  /** Fetches both lists; on failure the lists in use stay and the next try is in ten minutes. */
  refresh(): Promise<boolean> {
    return this.document.refresh();
  }

  private async list(url: string): Promise<Listing[]> {
    const response = await fetchCapped(url, { fetch: this.options.fetch, maxBytes: MAX_LIST_BYTES, timeoutMs: 30_000 }).catch((error: unknown) => {
      // Binance answers 451 ("Service unavailable from a restricted location") to addresses in countries it does not serve.
      if (error instanceof FetchError && error.message === 'HTTP 451') throw new FetchError(`${url}: Binance serves no market list to this address's country (HTTP 451); --binance-api and --binance-futures-api can name a mirror`, undefined, 'refused');
      throw error;
    });
    // Parsed off the main thread, and only the fields read cross back: a 32 MB list costs the
    // service's own memory no more than its first 20,000 symbols' few short fields.
    const picked = await (this.options.readJson ?? readJsonHere)(response.text, url, { list: 'symbols', max: MAX_LIST_SYMBOLS, fields: LISTING_FIELDS });
    if (!picked) throw new Error(`${url}: no symbols list`);
    if (picked.listed > MAX_LIST_SYMBOLS) this.options.log(`market lists: ${url} lists ${picked.listed} symbols; the first ${MAX_LIST_SYMBOLS} are used`);
    // One odd entry is dropped alone, as the extension drops one odd watch entry.
    return picked.entries.flatMap((entry: unknown) => {
      const one = listing.safeParse(entry);
      return one.success ? [one.data] : [];
    });
  }
}
