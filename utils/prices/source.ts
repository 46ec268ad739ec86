import type { Market } from './targets';

export const BINANCE = 'binance';
const BINANCE_STREAMS: Record<Market, string> = { spot: 'wss://stream.binance.com:9443/stream', futures: 'wss://fstream.binance.com/stream' };

export interface PriceSettings {
  enabled: boolean;
  /** `binance`, or the address of one combined-stream endpoint serving both markets. */
  source: string;
}

/** Where a market's stream is: Binance's own two, or the one address the user set. */
export function streamUrl(source: string, market: Market): string {
  return source === BINANCE ? BINANCE_STREAMS[market] : source;
}
