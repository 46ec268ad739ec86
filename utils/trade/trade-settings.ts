import { TRADE_MARKETS, tradeMarkets, type TradeExchange, type TradeMarket } from './trade-target';

/** What a notification's click opens: the item's page (as before), or the trade. */
export const clickOpens = ['item', 'trade'] as const;
export type ClickOpens = (typeof clickOpens)[number];

/** The reader's exchange and market for the one-keystroke trade, and what a notification's click opens. */
export interface TradeSettings {
  exchange: TradeExchange;
  market: TradeMarket;
  click: ClickOpens;
}

export const defaultTrade: TradeSettings = { exchange: 'binance', market: 'spot', click: 'item' };

/** Field by field: a damaged or unknown field reads as its default. */
export function readTrade(value: unknown): TradeSettings {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof TradeSettings, unknown>>;
  return {
    exchange: typeof stored.exchange === 'string' && Object.hasOwn(TRADE_MARKETS, stored.exchange) ? (stored.exchange as TradeExchange) : defaultTrade.exchange,
    market: tradeMarkets.includes(stored.market as TradeMarket) ? (stored.market as TradeMarket) : defaultTrade.market,
    click: clickOpens.includes(stored.click as ClickOpens) ? (stored.click as ClickOpens) : defaultTrade.click,
  };
}
