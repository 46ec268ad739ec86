// Kept apart from the zod schemas, so the pages can check symbols without zod in their bundle.

/** An exchange symbol as prices are keyed and streamed: `ARBUSDT`. Anything else is never watched or sent. */
export const PRICE_SYMBOL = /^[A-Z0-9]{2,30}$/;
