import { PRICE_SYMBOL } from '@newsflash/protocol';
import { HttpError, readJsonBody } from '../http-util';
import { PRICE_PATH } from '../prices';
import { requireAdmin } from './guards';
import type { Routes } from './types';

/** The price stand-in's HTTP side (only with --price-stand-in). */
export const priceRoutes: Routes = {
  // What a client that cannot read a refused WebSocket handshake's status asks to learn it.
  [PRICE_PATH]: {
    GET: (deps) => {
      const refusal = deps.prices.refusal();
      if (refusal) throw new HttpError(refusal.status, refusal.reason);
      throw new HttpError(426, 'the price stream is a WebSocket: connect with ?streams=symbol@miniTicker/…');
    },
  },
  '/admin/prices': {
    POST: async (deps, request) => {
      requireAdmin(deps, request);
      if (!deps.config.priceStandIn) throw new HttpError(404, 'this service serves no prices (start it with --price-stand-in)');
      const body = (await readJsonBody(request, 1024)) as { symbol?: unknown; price?: unknown } | null;
      const symbol = typeof body?.symbol === 'string' ? body.symbol.toUpperCase() : '';
      const price = body?.price;
      if (!PRICE_SYMBOL.test(symbol) || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
        throw new HttpError(400, 'expected {"symbol": "ARBUSDT", "price": 1.7} (a positive number)');
      }
      deps.prices.pin(symbol, price);
      return [200, { symbol, price }];
    },
  },
};
