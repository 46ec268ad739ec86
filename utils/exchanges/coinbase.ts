import type { ExchangeInfo } from './exchange';

export const coinbase: ExchangeInfo = {
  name: 'Coinbase',
  links: { coinbase: { label: 'Coinbase', short: 'CB', url: (p) => `https://www.coinbase.com/advanced-trade/spot/${p.base}-${p.quote}` } },
};
