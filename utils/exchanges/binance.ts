import type { ExchangeInfo, Market } from './exchange';
import type { StreamProtocol } from './price-source';

export const binance: ExchangeInfo = {
  name: 'Binance',
  links: {
    binance: { label: 'Binance', short: 'BN', url: (p) => `https://www.binance.com/en/trade/${p.base}_${p.quote}?type=spot` },
    'binance-futures': { label: 'Binance Futures', short: 'BN-F', url: (p) => `https://www.binance.com/en/futures/${p.symbol}` },
  },
  actions: { BINFUT: 'binance-futures', BIN: 'binance' },
  prices: {
    id: 'binance',
    /**
     * A pair its spot lists, else one its USDⓈ-M futures list, else one the item has a publication
     * price for (which the service takes from Binance spot).
     */
    pair: (listed, reference) =>
      listed('binance') || (reference !== undefined && !listed('binance-futures')) ? 'spot' : listed('binance-futures') ? 'futures' : undefined,
    publicationPrices: true,
  },
};

const STREAMS: Record<Market, string> = { spot: 'wss://stream.binance.com:9443/stream', futures: 'wss://fstream.binance.com/stream' };
const streamName = (symbol: string) => `${symbol.toLowerCase()}@miniTicker`;

/**
 * Binance's public combined streams (spot and USDⓈ-M futures), mini tickers: the first symbols in
 * the address (`?streams=a@miniTicker/…`), later ones by SUBSCRIBE / UNSUBSCRIBE. A source the
 * reader set is one combined-stream address serving both markets.
 */
export const binanceStream: StreamProtocol = {
  exchange: 'binance',
  streamUrl: (market, custom) => custom ?? STREAMS[market],
  open: (url, symbols) => ({ url: `${url}?streams=${symbols.map(streamName).join('/')}`, subscribed: symbols }),
  subscribe: (symbols, nextId) => [JSON.stringify({ method: 'SUBSCRIBE', params: symbols.map(streamName), id: nextId() })],
  unsubscribe: (symbols, nextId) => [JSON.stringify({ method: 'UNSUBSCRIBE', params: symbols.map(streamName), id: nextId() })],
};
