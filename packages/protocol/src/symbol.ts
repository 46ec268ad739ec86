// Kept apart from the zod schemas, so the pages can check symbols without zod in their bundle.

/** An exchange symbol as prices are keyed and streamed: `ARBUSDT`. Anything else is never watched or sent. */
export const PRICE_SYMBOL = /^[A-Z0-9]{2,30}$/;

/**
 * Quote assets: the other side of a pair (`GALAUSDT` is GALA against USDT), never the coin an item
 * is about. Longer before shorter where one ends another (USDT, FDUSD, BUSD, TUSD before USD), so a
 * symbol's quote is the first that ends it.
 */
export const QUOTE_ASSETS = ['USDT', 'USDC', 'FDUSD', 'BUSD', 'TUSD', 'USD', 'KRW', 'EUR', 'TRY', 'BRL', 'JPY', 'BTC', 'ETH', 'BNB'];
