import { describe, expect, it } from 'vitest';
import { LISTING_SPAN_MS } from '@newsflash/protocol/story';
import { ListingStories } from './listing-stories';

const T = Date.UTC(2026, 10, 27, 10);

describe('listing stories', () => {
  it('joins a listing of the same coin within the span to the first one, and none past it', () => {
    const listings = new ListingStories();
    listings.remember(['ARB'], 'binance-en', T);
    expect(listings.match(['ARB'], T + LISTING_SPAN_MS)).toBe('binance-en');
    expect(listings.match(['ARB'], T + LISTING_SPAN_MS + 1)).toBeUndefined();
    expect(listings.match(['OP'], T)).toBeUndefined();
  });

  it('keeps a coin\'s first story within the span, and starts a new one after it', () => {
    const listings = new ListingStories();
    listings.remember(['ARB'], 'first', T);
    listings.remember(['ARB'], 'second', T + 1_000);
    expect(listings.match(['ARB'], T + 2_000)).toBe('first');
    listings.remember(['ARB'], 'later', T + LISTING_SPAN_MS + 1);
    expect(listings.match(['ARB'], T + LISTING_SPAN_MS + 2)).toBe('later');
  });

  it('joins a listing of several coins to the earliest story of any of them', () => {
    const listings = new ListingStories();
    listings.remember(['OP'], 'op', T + 10);
    listings.remember(['ARB'], 'arb', T);
    expect(listings.match(['OP', 'ARB'], T + 20)).toBe('arb');
  });

  it('holds at most its budget of coins, the oldest going first', () => {
    const listings = new ListingStories(3);
    for (const coin of ['A', 'B', 'C', 'D']) listings.remember([coin], coin, T);
    expect(listings.size).toBe(3);
    expect(listings.match(['A'], T)).toBeUndefined();
    expect(listings.match(['D'], T)).toBe('D');
  });
});
