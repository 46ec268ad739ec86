import { startBinancePriceStream, type BinancePriceOptions, type BinancePriceStream } from './binance-prices';
import { startBybitPriceStream, type BybitPriceStream } from './bybit-prices';
import { PriceWalk } from './price-walk';

/** The extension's price settings that point each exchange at its stand-in. */
export interface StandInPriceSources {
  source: string;
  bybit: string;
}

export interface PriceStandIns {
  binance: BinancePriceStream;
  bybit: BybitPriceStream;
  sources: StandInPriceSources;
  /** Holds a symbol at one price on every stand-in that quotes it. */
  pin(symbol: string, price: number): void;
  /** What an item's `firstPrice` says, learnt as the service's own stand-in once learnt it from every item. */
  seed(firstPrice: Record<string, unknown>): void;
  close(): Promise<void>;
}

/**
 * Binance's and Bybit's price streams on this machine, started beside a service by the demo and the
 * tests. `quote` prices a symbol nothing seeded (the demo's come from its market-list stand-in).
 */
export async function startPriceStandIns(options: { intervalMs?: number; refuse?: BinancePriceOptions['refuse']; quote?: (symbol: string) => number | undefined } = {}): Promise<PriceStandIns> {
  const walks = [new PriceWalk(options.quote), new PriceWalk(options.quote), new PriceWalk(options.quote)] as const;
  const binance = await startBinancePriceStream({ intervalMs: options.intervalMs, refuse: options.refuse, walk: walks[0] });
  const bybit = await startBybitPriceStream({ intervalMs: options.intervalMs, walks: { spot: walks[1], linear: walks[2] } });
  return {
    binance,
    bybit,
    sources: { source: binance.url, bybit: bybit.url },
    pin: (symbol, price) => walks.forEach((walk) => walk.pin(symbol, price)),
    seed: (firstPrice) => walks.forEach((walk) => walk.seed(firstPrice)),
    async close() {
      await Promise.all([binance.close(), bybit.close()]);
    },
  };
}

/*
 * Which stand-ins run beside which service, so that configuring the extension for a service (the
 * demo, the tests) points its prices at them as it once pointed them at the service's own stand-in,
 * without every caller passing them along.
 */
const beside = new Map<string, StandInPriceSources>();
const originOf = (url: string) => URL.canParse(url) ? new URL(url).origin : url;

export function placeBeside(serviceUrl: string, sources: StandInPriceSources): () => void {
  beside.set(originOf(serviceUrl), sources);
  return () => beside.delete(originOf(serviceUrl));
}

/**
 * The stand-ins beside a service; for one with none, an address on this machine where nothing
 * listens, so a configured extension never reaches out to a real exchange.
 */
export const priceSourcesBeside = (serviceUrl: string): StandInPriceSources =>
  beside.get(originOf(serviceUrl)) ?? { source: 'ws://127.0.0.1:9/stream', bybit: 'ws://127.0.0.1:9/v5/public' };
