import type { ExchangeInfo } from './exchange';

export const upbit: ExchangeInfo = {
  name: 'Upbit',
  links: { upbit: { label: 'Upbit', short: 'UP', url: (p) => `https://upbit.com/exchange?code=CRIX.UPBIT.${p.quote}-${p.base}` } },
};
