import type { NewsItem } from '@newsflash/protocol/news-item';
import { tradeLinks, type TradeLink } from '@/utils/exchanges/trade-links';

/** The exchanges a trade can open on, and the service's market ids for their spot and perpetual markets. */
export const TRADE_MARKETS = {
  binance: { spot: 'binance', perpetual: 'binance-futures' },
  bybit: { spot: 'bybit', perpetual: 'bybit-perps' },
  okx: { spot: 'okx' },
  coinbase: { spot: 'coinbase' },
  upbit: { spot: 'upbit' },
} as const satisfies Record<string, { spot: string; perpetual?: string }>;
export type TradeExchange = keyof typeof TRADE_MARKETS;
export const tradeExchanges = Object.keys(TRADE_MARKETS) as TradeExchange[];
export const tradeMarkets = ['spot', 'perpetual'] as const;
export type TradeMarket = (typeof tradeMarkets)[number];

export interface TradePrefs {
  exchange: TradeExchange;
  market: TradeMarket;
}

const QUOTE_AFTER = /^[/_-]?(USDT|USDC|FDUSD|USD|BTC|KRW)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the item writes the coin as a ticker in its own words (`ARB`, `$ARB`, `ARB/USDT`), not as
 * a name ("Arbitrum", named in passing), a chain ("BNB Chain") or a project before its ticker
 * ("MANTRA OM"), and not only through the account that posted it.
 */
function writtenAsTicker(coin: string, found: readonly string[], text: string): boolean {
  if (found.some((spelling) => /\s(chain|network)$/i.test(spelling))) return false;
  return found.some((spelling) => {
    const bare = spelling.replace(/^\$/, '');
    if (bare !== bare.toUpperCase() || !(bare === coin || (bare.startsWith(coin) && QUOTE_AFTER.test(bare.slice(coin.length))))) return false;
    return new RegExp(`(^|[^A-Za-z0-9])\\$?${escape(bare)}(?![A-Za-z0-9])(?!\\s+[A-Z]{2,6}\\b)`).test(text);
  });
}

/**
 * The headline's main coin: the first the exchange's notice names; else the one coin the item
 * writes as a ticker. Two such coins, or only names, leave it open which one the news is about, and
 * a wrong pair is worse than none: then there is no main coin.
 */
export function mainCoin(item: Pick<NewsItem, 'coins' | 'notice' | 'title' | 'body'>): string | undefined {
  const noticed = item.notice?.coins[0]?.toUpperCase();
  if (noticed) return noticed;
  const text = [item.title, item.body ?? ''].join('\n');
  const tickers = item.coins.filter(({ coin, found }) => writtenAsTicker(coin.toUpperCase(), found, text));
  return tickers.length === 1 ? tickers[0]!.coin.toUpperCase() : undefined;
}

/**
 * Where one keystroke opens the trade: the main coin's pair on the reader's exchange and market,
 * when the item names that pair there (a pair the item does not name may not exist). Only the
 * exchanges' own link templates make the address; undefined when there is no such pair.
 */
export function tradeTarget(item: Pick<NewsItem, 'coins' | 'actions' | 'notice' | 'title' | 'body'>, prefs: TradePrefs): (TradeLink & { coin: string }) | undefined {
  const coin = mainCoin(item);
  const market = (TRADE_MARKETS[prefs.exchange] as { spot: string; perpetual?: string })[prefs.market];
  if (!coin || !market) return undefined;
  const links = tradeLinks(item).find((entry) => entry.coin.toUpperCase() === coin)?.links ?? [];
  const link = links.find((candidate) => candidate.exchange === market);
  return link && { ...link, coin };
}
