import { parseBinanceFrame } from './binance-frame';
import type { Market } from './exchange';
import type { PriceSource } from './price-source';

const STREAMS: Record<Market, string> = { spot: 'wss://stream.binance.com:9443/stream', futures: 'wss://fstream.binance.com/stream' };
const streamName = (symbol: string) => `${symbol.toLowerCase()}@miniTicker`;

/**
 * Binance's public combined streams (spot and USDⓈ-M futures), mini tickers: the first symbols in
 * the address (`?streams=a@miniTicker/…`), later ones by SUBSCRIBE / UNSUBSCRIBE. A source the
 * reader set is one combined-stream address serving both markets.
 */
export const binanceSource: PriceSource = {
  exchange: 'binance',
  streamUrl: (market, custom) => custom ?? STREAMS[market],
  open: (url, symbols) => ({ url: `${url}?streams=${symbols.map(streamName).join('/')}`, subscribed: symbols }),
  subscribe: (symbols, nextId) => [JSON.stringify({ method: 'SUBSCRIBE', params: symbols.map(streamName), id: nextId() })],
  unsubscribe: (symbols, nextId) => [JSON.stringify({ method: 'UNSUBSCRIBE', params: symbols.map(streamName), id: nextId() })],
  parse: parseBinanceFrame,
};
