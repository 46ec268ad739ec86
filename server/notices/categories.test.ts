import { describe, expect, it } from 'vitest';
import { categoryKind } from './categories';

describe('categoryKind', () => {
  it('gives the kind an exchange files under a category', () => {
    expect(categoryKind('Binance', 'Delisting')).toBe('delisting');
    expect(categoryKind('Binance', 'Latest Activities')).toBe('promotion');
    expect(categoryKind('OKX', 'announcements-delistings')).toBe('delisting');
    expect(categoryKind('OKX', 'announcements-jumpstart')).toBe('launch-platform');
    expect(categoryKind('Bybit', 'Delistings')).toBe('delisting');
    expect(categoryKind('Upbit', '입출금')).toBe('transfers-suspended');
    expect(categoryKind('OKX', 'announcements-deposit-withdrawal-suspension-resumption')).toBe('transfers-suspended');
  });

  it('says nothing of a category that mixes kinds', () => {
    // Binance's listing catalog also carries Launchpool, HODLer airdrops and Alpha notices.
    expect(categoryKind('Binance', 'New Cryptocurrency Listing')).toBeUndefined();
    expect(categoryKind('OKX', 'announcements-new-listings')).toBeUndefined();
    expect(categoryKind('Upbit', '거래')).toBeUndefined();
  });

  it('reads a category only for its own exchange, only as text, and only its start', () => {
    expect(categoryKind('Upbit', 'Delisting')).toBeUndefined();
    expect(categoryKind('Binance', 42)).toBeUndefined();
    expect(categoryKind('Binance', `${'x'.repeat(100)}Delisting`)).toBeUndefined();
  });
});
