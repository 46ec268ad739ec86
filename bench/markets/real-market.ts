import { readFileSync } from 'node:fs';
import { buildCatalog, type Coin } from '@/server/coins/catalog';
import { marketsByBase } from '@/server/coins/markets';
import type { NameEntry } from '@/server/coins/names-pick';

/**
 * Binance's real market, from public snapshots of its exchangeInfo (see the file's `origin`), and
 * CoinGecko's coins list from the same year: what the tests and the bench detect against, with no
 * network.
 */
interface Listing {
  symbol: string;
  status: string;
  baseAsset: string;
  quoteAsset: string;
  contractType?: string;
}

interface Origin {
  repo: string;
  path: string;
  commit: string;
  date: string;
  count: number;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as T;

const market = read<{ origin: { spot: Origin; futures: Origin }; spot: Listing[]; futures: Listing[] }>('./binance-exchange-info.json');
const names = read<{ origin: Origin & { kept: number }; coins: (NameEntry & { id: string })[] }>('./coingecko-coins-list.json');

/** Every listing of the snapshots, spot and USDⓈ-M futures, as markets.ts reads them. */
export function realListings(): { spot: Listing[]; futures: Listing[] } {
  return { spot: market.spot, futures: market.futures };
}

/** The coins list's entries for the market's coins (colliding projects included), as the names source sends them. */
export function realNames(): (NameEntry & { id: string })[] {
  return names.coins;
}

/** The catalog the service would build from the snapshots and the names list, fetched names included. */
export function realCatalog(): Coin[] {
  const { spot, futures } = realListings();
  return buildCatalog(marketsByBase(spot, futures), realNames());
}

const describe = (what: string, origin: Origin) => `${what} ${origin.repo}@${origin.commit.slice(0, 7)}:${origin.path} (${origin.date}, ${origin.count})`;

/** Where the fixture comes from, in one line, for the bench's report. */
export const REAL_MARKET_ORIGIN = `Binance ${describe('spot', market.origin.spot)}, ${describe('futures', market.origin.futures)}; names: ${describe('CoinGecko coins list', names.origin)}`;
