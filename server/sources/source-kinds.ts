import { startBinanceSource } from './binance-source';
import { startBinanceStreamSource } from './binance-stream-source';
import { startBlueskySource } from './bluesky-source';
import { startBybitSource } from './bybit-source';
import { startFeedSource } from './feed-source';
import { startMarketListSource } from './market-list-source';
import { startOkxSource } from './okx-source';
import { startUpbitSource } from './upbit-source';
import { startUpstreamSource } from './upstream-source';
import type { SourceStarters } from './types';

/** How each kind of source a sources file names starts: the service's wiring (app.ts) hands it to the runner. */
export const SOURCE_STARTERS: SourceStarters = {
  feed: startFeedSource,
  upstream: startUpstreamSource,
  'bybit-announcements': startBybitSource,
  'binance-announcements': startBinanceSource,
  'binance-stream': startBinanceStreamSource,
  'okx-announcements': startOkxSource,
  'upbit-announcements': startUpbitSource,
  bluesky: startBlueskySource,
  'market-list': startMarketListSource,
};
