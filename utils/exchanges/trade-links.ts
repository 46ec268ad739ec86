import type { NewsItem } from '@newsflash/protocol/news-item';
import { QUOTE_ASSETS } from '@newsflash/protocol/symbol';
import { EXCHANGES } from './all';
import type { Pair, TradeLinkSpec } from './exchange';

export interface TradeLink {
  exchange: string;
  /** Short visible label; `label` is the full name for assistive tech and hover. */
  short: string;
  label: string;
  symbol: string;
  url: string;
}

export interface CoinLinks {
  coin: string;
  links: TradeLink[];
}

/**
 * The only places a trade link can point: the known exchanges' own templates (utils/exchanges/).
 * Nothing received is ever used as a URL here; only the validated base/quote symbols are filled in.
 * No prototype: an item's `constructor` or `__proto__` names no exchange.
 */
const LINKS: Record<string, TradeLinkSpec> = Object.assign(Object.create(null), ...EXCHANGES.map((exchange) => exchange.links));

/** Action-code prefixes the service uses (`BINFUT_ARBUSDT`, `BIN_ARB_USDT`, `BYBIT_ARBUSDT`). */
const ACTION_EXCHANGES: Record<string, string> = Object.assign(Object.create(null), ...EXCHANGES.map((exchange) => exchange.actions ?? {}));

const SYMBOL = /^[A-Z0-9]{1,20}$/;

/** Splits "GALAUSDT" into GALA/USDT, using the coin when it is known. */
function splitSymbol(symbol: string, coin?: string): Pair | undefined {
  const upper = symbol.toUpperCase();
  if (!SYMBOL.test(upper)) return undefined;
  const base = coin && upper.startsWith(coin.toUpperCase()) ? coin.toUpperCase() : undefined;
  const quote = base ? upper.slice(base.length) : QUOTE_ASSETS.find((q) => upper.endsWith(q) && upper.length > q.length);
  if (!quote) return undefined;
  const pair = { base: base ?? upper.slice(0, -quote.length), quote, symbol: upper };
  return SYMBOL.test(pair.base) && SYMBOL.test(pair.quote) ? pair : undefined;
}

function fromAction(action: string, coins: string[]): { exchange: string; pair: Pair } | undefined {
  const [prefix, ...rest] = action.split('_');
  const exchange = ACTION_EXCHANGES[prefix ?? ''];
  if (!exchange || rest.length === 0) return undefined;
  if (rest.length === 2) {
    const [base, quote] = rest as [string, string];
    return SYMBOL.test(base) && SYMBOL.test(quote) ? { exchange, pair: { base, quote, symbol: `${base}${quote}` } } : undefined;
  }
  const symbol = rest[0]!;
  const coin = coins.find((c) => symbol.startsWith(c.toUpperCase()));
  const pair = splitSymbol(symbol, coin);
  return pair ? { exchange, pair } : undefined;
}

/** Lower rank is preferred: one pair per exchange, in QUOTE_ASSETS' order (USDT first). */
const rank = (pair: Pair) => {
  const index = QUOTE_ASSETS.indexOf(pair.quote);
  return index === -1 ? QUOTE_ASSETS.length : index;
};

/**
 * Trade links per coin, from the item's coin suggestions and its action codes: at most one pair
 * per known exchange, unknown exchanges get no link.
 */
export function tradeLinks(item: Pick<NewsItem, 'coins' | 'actions'>): CoinLinks[] {
  const byCoin = new Map<string, Map<string, Pair>>();
  const offer = (coin: string, exchange: string, pair: Pair) => {
    if (!LINKS[exchange]) return;
    const exchanges = byCoin.get(coin) ?? new Map<string, Pair>();
    byCoin.set(coin, exchanges);
    const current = exchanges.get(exchange);
    if (!current || rank(pair) < rank(current)) exchanges.set(exchange, pair);
  };
  for (const { coin, symbols } of item.coins) {
    if (!byCoin.has(coin)) byCoin.set(coin, new Map());
    for (const { exchange, symbol } of symbols) {
      const pair = splitSymbol(symbol, coin);
      if (pair) offer(coin, exchange, pair);
    }
  }
  const coinNames = item.coins.map((c) => c.coin);
  for (const action of item.actions) {
    const parsed = fromAction(action, coinNames);
    if (parsed) offer(coinNames.find((c) => c.toUpperCase() === parsed.pair.base) ?? parsed.pair.base, parsed.exchange, parsed.pair);
  }
  return [...byCoin].map(([coin, exchanges]) => ({
    coin,
    links: Object.keys(LINKS)
      .filter((exchange) => exchanges.has(exchange))
      .map((exchange) => {
        const pair = exchanges.get(exchange)!;
        const spec = LINKS[exchange]!;
        return { exchange, short: spec.short, label: `${pair.base}/${pair.quote} on ${spec.label}`, symbol: pair.symbol, url: spec.url(pair) };
      }),
  }));
}
