import { describe, expect, it } from 'vitest';
import { categoryHint } from './categories';

describe('categoryHint', () => {
  it('decides where the exchange files one kind only', () => {
    expect(categoryHint('Binance', 'Delisting')).toEqual({ decided: 'delisting' });
    expect(categoryHint('Binance', 'Latest Activities')).toEqual({ decided: 'promotion' });
    expect(categoryHint('OKX', 'announcements-delistings')).toEqual({ decided: 'delisting' });
    expect(categoryHint('OKX', 'announcements-jumpstart')).toEqual({ decided: 'launch-platform' });
    expect(categoryHint('Bybit', 'Delistings')).toEqual({ decided: 'delisting' });
  });

  it('gives a fallback where the title may still say more, and leaves mixed categories to the title', () => {
    expect(categoryHint('Upbit', '입출금')).toEqual({ otherwise: 'transfers-suspended' });
    expect(categoryHint('OKX', 'announcements-deposit-withdrawal-suspension-resumption')).toEqual({ otherwise: 'transfers-suspended' });
    // Binance's listing catalog also carries Launchpool, HODLer airdrops and Alpha notices.
    expect(categoryHint('Binance', 'New Cryptocurrency Listing')).toEqual({});
    expect(categoryHint('OKX', 'announcements-new-listings')).toEqual({});
    expect(categoryHint('Upbit', '거래')).toEqual({});
  });

  it('reads a category only for its own exchange, only as text, and only its start', () => {
    expect(categoryHint('Upbit', 'Delisting')).toEqual({});
    expect(categoryHint('Binance', 42)).toEqual({});
    expect(categoryHint('Binance', `${'x'.repeat(100)}Delisting`)).toEqual({});
  });
});
