import { isSlash, withoutTrailing } from '@newsflash/protocol/reader-text';
import type { ExchangeInfo, Market } from './exchange';
import type { StreamProtocol } from './price-source';

export const bybit: ExchangeInfo = {
  name: 'Bybit',
  links: {
    bybit: { label: 'Bybit', short: 'BY', url: (p) => `https://www.bybit.com/en/trade/spot/${p.base}/${p.quote}` },
    'bybit-perps': { label: 'Bybit Perpetuals', short: 'BY-P', url: (p) => `https://www.bybit.com/trade/usdt/${p.symbol}` },
  },
  actions: { BYBIT: 'bybit-perps' },
  /** For a coin Binance does not list: a pair its spot lists, else one its USDT perpetuals list. */
  prices: { id: 'bybit', pair: (listed) => (listed('bybit') ? 'spot' : listed('bybit-perps') ? 'futures' : undefined) },
};

const CATEGORY: Record<Market, string> = { spot: 'spot', futures: 'linear' };
/** Bybit takes at most 10 topics in one spot subscribe request. */
const ARGS_PER_MESSAGE = 10;
/** Bybit asks for a ping every 20 s and closes a public connection that sends none for a while. */
const PING_EVERY_MS = 20_000;

const requests = (op: 'subscribe' | 'unsubscribe', symbols: readonly string[], nextId: () => number): string[] => {
  const messages: string[] = [];
  for (let at = 0; at < symbols.length; at += ARGS_PER_MESSAGE) {
    messages.push(JSON.stringify({ op, args: symbols.slice(at, at + ARGS_PER_MESSAGE).map((symbol) => `tickers.${symbol}`), req_id: String(nextId()) }));
  }
  return messages;
};

/**
 * Bybit's v5 public ticker streams, spot and linear (USDT perpetuals): a connection opens bare and
 * subscribes `{"op":"subscribe","args":["tickers.BTCUSDT"]}`. A source the reader set is the base
 * both follow (`…/spot`, `…/linear`), as on Bybit's own host.
 */
export const bybitStream: StreamProtocol = {
  exchange: 'bybit',
  streamUrl: (market, custom) => `${custom === undefined ? 'wss://stream.bybit.com/v5/public' : withoutTrailing(custom, isSlash)}/${CATEGORY[market]}`,
  open: (url) => ({ url, subscribed: [] }),
  subscribe: (symbols, nextId) => requests('subscribe', symbols, nextId),
  unsubscribe: (symbols, nextId) => requests('unsubscribe', symbols, nextId),
  keepAlive: { text: JSON.stringify({ op: 'ping' }), everyMs: PING_EVERY_MS },
};
