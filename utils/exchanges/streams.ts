import { binanceStream } from './binance';
import { parseBinanceFrame } from './binance-frame';
import { bybitStream } from './bybit';
import { parseBybitFrame } from './bybit-frame';
import type { Exchange } from './exchange';
import type { PriceSource } from './price-source';

/** The worker's half of each pricing exchange: its public ticker stream, with its frames' schema. */
export const PRICE_STREAMS: Record<Exchange, PriceSource> = {
  binance: { ...binanceStream, parse: parseBinanceFrame },
  bybit: { ...bybitStream, parse: parseBybitFrame },
};
