import { binance } from './binance';
import { bybit } from './bybit';
import { coinbase } from './coinbase';
import type { Exchange, ExchangeInfo } from './exchange';
import { okx } from './okx';
import { upbit } from './upbit';

/** Every exchange Newsflash knows, in the order chips show their links. An exchange is added here and in its own file. */
export const EXCHANGES: readonly ExchangeInfo[] = [binance, bybit, okx, coinbase, upbit];

/** Each pricing exchange's own name, shown on the chip as it is written (never translated). */
export const EXCHANGE_NAMES = Object.fromEntries(
  EXCHANGES.flatMap((exchange) => (exchange.prices ? [[exchange.prices.id, exchange.name]] : [])),
) as Record<Exchange, string>;
