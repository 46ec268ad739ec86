import type { ExchangeInfo } from './exchange';

export const okx: ExchangeInfo = {
  name: 'OKX',
  links: { okx: { label: 'OKX', short: 'OKX', url: (p) => `https://www.okx.com/trade-spot/${p.base.toLowerCase()}-${p.quote.toLowerCase()}` } },
};
