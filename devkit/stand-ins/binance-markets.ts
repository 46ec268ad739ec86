import { binanceKlines, bybitKlines, wavePrices, type PriceAt } from './klines';
import { startOrigin, type Origin } from './origin-server';

/**
 * Base assets Binance lists (spot, most with USDⓈ-M perpetuals), written from its public market
 * pages: the stand-in market list for tests, the detection bench and the demo. Not complete, and
 * not meant to be; it has the everyday coins and the English-word tickers that test precision.
 */
export const BINANCE_BASES = (
  'BTC ETH BNB SOL XRP ADA DOGE TRX DOT POL LINK LTC BCH AVAX SHIB UNI ATOM XLM ETC FIL APT ARB OP NEAR ICP HBAR VET INJ SUI SEI TIA STX IMX ' +
  'RENDER GRT AAVE LDO SNX CRV COMP SUSHI YFI 1INCH DYDX GMX PENDLE JUP PYTH WIF BONK PEPE FLOKI BOME ORDI ENA ETHFI W TNSR SAGA REZ BB NOT IO ZK ZRO ' +
  'LISTA BANANA TON DOGS HMSTR CATI NEIRO EIGEN SCR COW CETUS PNUT ACT ME PENGU TRUMP VIRTUAL S KAITO BERA IP LAYER RED HYPER HOME GALA SAND MANA ' +
  'AXS ENJ CHZ FLOW APE BLUR MAGIC ILV YGG PIXEL PORTAL XAI ACE AI MANTA ALT JTO STRK DYM WLD FET TAO AR THETA EGLD KAVA ROSE ONE ZIL QTUM NEO ' +
  'IOTA XTZ EOS ALGO HOT ZEC DASH KSM CELO ANKR RVN SKL STORJ BAT ZRX ENS LRC SSV RPL FXS CVX LQTY RDNT JOE CAKE RUNE KNC API3 BAND UMA TRB ' +
  'LPT GLM RLC OGN NMR SXP TWT SFP ID CYBER ARKM EDU HOOK HIGH MAV WOO CFX ASTR MINA CKB JASMY ACH FLUX ICX ONT IOST HIVE STEEM LUNA LUNC USTC ' +
  'GAS MASK PEOPLE OM MEME AEVO ZETA XVG POLYX ORCA RAY JST SUN WIN MOVR ARPA CELR COTI DENT DUSK HFT NKN PHB PROM SLP SUPER T TLM VANRY ' +
  'GMT OG BEAMX MOVE USUAL ANIME WAL SOPH NIL PARTI BANK'
).split(' ');

/** Prices the stand-in quotes; anything else gets a steady made-up price from its name. */
const KNOWN_PRICES: Record<string, number> = {
  BTC: 91_250,
  ETH: 3_050,
  BNB: 880,
  SOL: 141.2,
  XRP: 2.05,
  DOGE: 0.152,
  ARB: 0.21,
  WIF: 0.42,
  GALA: 0.0094,
  LDO: 0.61,
};

export function standInPrice(base: string): number {
  if (KNOWN_PRICES[base]) return KNOWN_PRICES[base];
  let hash = 0;
  for (const char of base) hash = (hash * 31 + char.charCodeAt(0)) % 10_000;
  return Math.round((0.01 + hash / 1_000) * 10_000) / 10_000;
}

export interface BinanceListing {
  symbol: string;
  status: string;
  baseAsset: string;
  quoteAsset: string;
  contractType?: string;
}

/** Spot pairs (USDT for every base, BTC for most) and USDT perpetuals, as exchangeInfo lists them. */
export function standInListings(bases: readonly string[]): { spot: BinanceListing[]; futures: BinanceListing[] } {
  const spot: BinanceListing[] = [];
  const futures: BinanceListing[] = [];
  for (const base of bases) {
    spot.push({ symbol: `${base}USDT`, status: 'TRADING', baseAsset: base, quoteAsset: 'USDT' });
    if (base !== 'BTC') spot.push({ symbol: `${base}BTC`, status: 'TRADING', baseAsset: base, quoteAsset: 'BTC' });
    futures.push({ symbol: `${base}USDT`, status: 'TRADING', baseAsset: base, quoteAsset: 'USDT', contractType: 'PERPETUAL' });
  }
  // A delisted pair, which detection must not offer.
  spot.push({ symbol: 'OLDUSDT', status: 'BREAK', baseAsset: 'OLD', quoteAsset: 'USDT' });
  return { spot, futures };
}

/**
 * Binance's spot and futures REST endpoints the service reads (`/api/v3/exchangeInfo`,
 * `/fapi/v1/exchangeInfo`, `/api/v3/ticker/price`, and the one-minute candles of `/api/v3/klines`
 * and `/fapi/v1/klines`, with Bybit's `/v5/market/kline` beside them, klines.ts) on one local origin, from the documented shapes. `bases` may
 * grow while it runs (a listing in the demo). Candles follow `priceAt`: by default the listed
 * prices in slow waves, so outcomes move.
 */
export async function startBinanceStandIn(
  bases: string[] = [...BINANCE_BASES],
  priceAt?: PriceAt,
): Promise<Origin & { bases: string[]; prices: Map<string, number> }> {
  const prices = new Map<string, number>();
  const priceOf = (base: string) => prices.get(base) ?? standInPrice(base);
  const candlePrice =
    priceAt ??
    wavePrices((symbol) => {
      const base = bases.find((known) => symbol === `${known}USDT`);
      return base === undefined ? undefined : priceOf(base);
    });
  const origin = await startOrigin((path, request) => {
    // Bybit's kline path does not collide with Binance's: the demo points --bybit-api here too.
    const klines = binanceKlines(path, request, candlePrice) ?? bybitKlines(path, request, candlePrice);
    if (klines) return klines;
    const { spot, futures } = standInListings(bases);
    const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' });
    if (path === '/api/v3/exchangeInfo') return json({ timezone: 'UTC', serverTime: Date.now(), rateLimits: [], symbols: spot });
    if (path === '/fapi/v1/exchangeInfo') return json({ timezone: 'UTC', serverTime: Date.now(), rateLimits: [], assets: [], symbols: futures });
    if (path === '/api/v3/ticker/price') {
      const btc = priceOf('BTC');
      return json(spot.map((listing) => ({ symbol: listing.symbol, price: String(listing.quoteAsset === 'BTC' ? Number((priceOf(listing.baseAsset) / btc).toPrecision(6)) : priceOf(listing.baseAsset)) })));
    }
    return undefined;
  });
  return Object.assign(origin, { bases, prices });
}
