import { z } from '@newsflash/protocol/zod';
import { readBoundedJson, type ReadJson } from '../../outbound/json-bounds';

/**
 * The market lists of the exchanges, from their public documentation (no key needed):
 * - Binance spot `GET /api/v3/exchangeInfo` and USDⓈ-M futures `GET /fapi/v1/exchangeInfo`:
 *   `symbols[].{symbol, status, baseAsset, quoteAsset, contractType}`, live ones `status: "TRADING"`
 *   (as server/coins/markets.ts reads them; real answers in ../shared/real-world/origins/markets/).
 * - OKX `GET /api/v5/public/instruments?instType=SPOT|SWAP` (okx.com/docs-v5, "Get instruments"):
 *   `{code: "0", data: [{instId, baseCcy, quoteCcy, uly, settleCcy, state}]}`, live ones
 *   `state: "live"`; a swap's `uly` is `BASE-QUOTE`.
 * - Bybit `GET /v5/market/instruments-info?category=spot|linear&limit=1000`
 *   (bybit-exchange.github.io/docs/v5/market/instrument: "spot does not have pagination"): `{retCode: 0, result:
 *   {list: [{symbol, baseCoin, quoteCoin, status, contractType}], nextPageCursor}}`, live ones
 *   `status: "Trading"`; spot has no pages, and a linear answer naming a next page is not the whole list.
 * - Upbit `GET /v1/market/all` (docs.upbit.com, 마켓 코드 조회): `[{market: "KRW-BTC", korean_name, english_name}]`, every market
 *   listed is tradable (QUOTE-BASE).
 *
 * A market halted or paused (Binance spot `BREAK`, `HALT`, `AUCTION_MATCH`, `POST_TRADING`,
 * `END_OF_DAY`; OKX `suspend`) is listed, not live: it is no listing when it trades again. One not
 * yet trading (Binance `PRE_TRADING`, `PENDING_TRADING`; OKX `preopen`; Bybit `PreLaunch`) is
 * neither: it goes live when it trades. Binance futures' `SETTLING` and `CLOSE` and Bybit's
 * `Delivering` and `Closed` are a contract's end, not a pause.
 */

/** SECURITY.md's budgets for one market list: bytes read, and markets held (Binance spot lists about 3,000). */
export const MARKET_LIST_BUDGET = { bytes: 32 * 1024 * 1024, markets: 10_000 } as const;

export const MARKET_LISTS = ['binance-spot', 'binance-futures', 'okx-spot', 'okx-swap', 'bybit-spot', 'bybit-linear', 'upbit'] as const;
export type MarketListKind = (typeof MARKET_LISTS)[number];

/** One fetch's list: the markets live in it (`BASE_QUOTE`), those listed but paused, and whether it is the whole list. */
export interface MarketListRead {
  markets: string[];
  /** Listed but halted or paused: not live now, not new when live again. */
  paused?: string[];
  /** Why the answer is not the whole list (an exchange's error code, a next page, past the budget); absent when it is. */
  partial?: string;
}

const asset = z.string().check(z.regex(/^[A-Z0-9]{1,20}$/));
const market = (base: string, quote: string) => `${base}_${quote}`;

interface ListShape {
  exchange: string;
  kind: 'spot' | 'futures';
  origin: string;
  path: string;
  read(text: string, readJson: ReadJson, url: string): Promise<MarketListRead>;
}

/** How a list entry stands: trading, listed but halted or paused, or neither (not yet trading, ended). */
type Standing = 'live' | 'paused' | undefined;

/** Reads each entry alone: one odd entry is left out, not the list (a list short of many is caught as partial). */
function readEach<T extends z.ZodMiniType>(entries: unknown[], entry: T, toMarket: (value: z.output<T>) => { name: string; standing: Standing } | undefined): Pick<MarketListRead, 'markets' | 'paused'> {
  const markets = new Set<string>();
  const paused = new Set<string>();
  for (const value of entries.slice(0, MARKET_LIST_BUDGET.markets)) {
    const read = entry.safeParse(value);
    const market = read.success ? toMarket(read.data as z.output<T>) : undefined;
    if (market?.standing === 'live') markets.add(market.name);
    else if (market?.standing === 'paused') paused.add(market.name);
  }
  // A market both live and paused (a spot pair listed twice) is live.
  for (const name of markets) paused.delete(name);
  return { markets: [...markets], paused: [...paused] };
}

const standing = (status: string, live: readonly string[], paused: readonly string[]): Standing => (live.includes(status) ? 'live' : paused.includes(status) ? 'paused' : undefined);
const BINANCE_PAUSED = ['BREAK', 'HALT', 'AUCTION_MATCH', 'POST_TRADING', 'END_OF_DAY'];

const pastBudget = (listed: number) => (listed > MARKET_LIST_BUDGET.markets ? `lists ${listed} markets, more than the ${MARKET_LIST_BUDGET.markets} read` : undefined);

const binanceEntry = z.object({ symbol: z.string(), status: z.string(), baseAsset: asset, quoteAsset: asset, contractType: z.optional(z.string()) });
const binance = (futures: boolean): ListShape['read'] => async (text, readJson, url) => {
  // Binance's spot list runs to megabytes: parsed off the main thread, only these fields kept.
  const picked = await readJson(text, url, { list: 'symbols', max: MARKET_LIST_BUDGET.markets, fields: Object.keys(binanceEntry.shape) });
  if (!picked) throw new Error(`${url}: no symbols list`);
  const read = readEach(picked.entries, binanceEntry, (entry) => (!futures || entry.contractType === 'PERPETUAL' ? { name: market(entry.baseAsset, entry.quoteAsset), standing: standing(entry.status, ['TRADING'], BINANCE_PAUSED) } : undefined));
  return { ...read, partial: pastBudget(picked.listed) };
};

const okxAnswer = z.object({ code: z.string(), data: z.optional(z.array(z.unknown())) });
const okxEntry = z.object({
  instId: z.string(),
  state: z.string(),
  baseCcy: z.optional(z.string()),
  quoteCcy: z.optional(z.string()),
  uly: z.optional(z.string()),
});
const okx = (swap: boolean): ListShape['read'] => async (text, _readJson, url) => {
  const answer = okxAnswer.safeParse(readBoundedJson(text, url));
  if (!answer.success) throw new Error(`${url}: not an instruments answer`);
  if (answer.data.code !== '0' || !answer.data.data) return { markets: [], partial: `OKX answered code ${answer.data.code.slice(0, 20)}` };
  const read = readEach(answer.data.data, okxEntry, (entry) => {
    const [base, quote] = swap ? (entry.uly ?? '').split('-') : [entry.baseCcy, entry.quoteCcy];
    return asset.safeParse(base).success && asset.safeParse(quote).success ? { name: market(base!, quote!), standing: standing(entry.state, ['live'], ['suspend']) } : undefined;
  });
  return { ...read, partial: pastBudget(answer.data.data.length) };
};

const bybitAnswer = z.object({ retCode: z.number(), result: z.optional(z.object({ list: z.array(z.unknown()), nextPageCursor: z.optional(z.string()) })) });
const bybitEntry = z.object({ symbol: z.string(), status: z.string(), baseCoin: asset, quoteCoin: asset, contractType: z.optional(z.string()) });
const bybit = (linear: boolean): ListShape['read'] => async (text, _readJson, url) => {
  const answer = bybitAnswer.safeParse(readBoundedJson(text, url));
  if (!answer.success) throw new Error(`${url}: not an instruments answer`);
  const result = answer.data.result;
  if (answer.data.retCode !== 0 || !result) return { markets: [], partial: `Bybit answered retCode ${answer.data.retCode}` };
  const read = readEach(result.list, bybitEntry, (entry) => (!linear || entry.contractType === 'LinearPerpetual' ? { name: market(entry.baseCoin, entry.quoteCoin), standing: standing(entry.status, ['Trading'], []) } : undefined));
  return { ...read, partial: result.nextPageCursor ? 'the answer names a next page' : pastBudget(result.list.length) };
};

const upbitEntry = z.object({ market: z.string().check(z.regex(/^[A-Z0-9]{1,20}-[A-Z0-9]{1,20}$/)) });
const upbit: ListShape['read'] = async (text, _readJson, url) => {
  const answer = readBoundedJson(text, url);
  if (!Array.isArray(answer)) throw new Error(`${url}: not a market list`);
  const read = readEach(answer, upbitEntry, (entry) => {
    const [quote, base] = entry.market.split('-');
    return { name: market(base!, quote!), standing: 'live' };
  });
  return { ...read, partial: pastBudget(answer.length) };
};

export const LIST_SHAPES: Record<MarketListKind, ListShape> = {
  'binance-spot': { exchange: 'Binance', kind: 'spot', origin: 'https://api.binance.com', path: '/api/v3/exchangeInfo', read: binance(false) },
  'binance-futures': { exchange: 'Binance', kind: 'futures', origin: 'https://fapi.binance.com', path: '/fapi/v1/exchangeInfo', read: binance(true) },
  'okx-spot': { exchange: 'OKX', kind: 'spot', origin: 'https://www.okx.com', path: '/api/v5/public/instruments?instType=SPOT', read: okx(false) },
  'okx-swap': { exchange: 'OKX', kind: 'futures', origin: 'https://www.okx.com', path: '/api/v5/public/instruments?instType=SWAP', read: okx(true) },
  'bybit-spot': { exchange: 'Bybit', kind: 'spot', origin: 'https://api.bybit.com', path: '/v5/market/instruments-info?category=spot', read: bybit(false) },
  'bybit-linear': { exchange: 'Bybit', kind: 'futures', origin: 'https://api.bybit.com', path: '/v5/market/instruments-info?category=linear&limit=1000', read: bybit(true) },
  upbit: { exchange: 'Upbit', kind: 'spot', origin: 'https://api.upbit.com', path: '/v1/market/all', read: upbit },
};
