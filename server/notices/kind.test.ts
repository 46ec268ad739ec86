import { describe, expect, it } from 'vitest';
import { kindOf } from './kind';

const kind = (title: string, named = true, hint = {}) => kindOf(title.toLowerCase().replaceAll('ⓢ', 's'), named, hint);

// The kinds of whole titles are tested through classifyNotice (classify.test.ts), with the coins the title names.
describe('kindOf', () => {
  it('reads a tag taken off before a tag put on, and a seed tag on a listing as the listing', () => {
    expect(kind('Binance Will Remove the Monitoring Tag for ABC')).toBe('tag-removed');
    expect(kind('Binance Will Extend the Monitoring Tag to Include ABC')).toBe('tag-added');
    expect(kind('Binance Will List ABC (ABC) with Seed Tag Applied')).toBe('spot-listing');
  });

  it('reads promotion words before a listing word as a promotion, after it as the listing', () => {
    expect(kind('Binance Earn New Listing Special Offer: ABC')).toBe('promotion');
    expect(kind('New Listing: ABC (ABC) — Trade to Share a Prize Pool')).toBe('spot-listing');
    expect(kind('Binance Adds New JPY Spot Trading Pairs and Launches Zero Maker Fee Promotion', false)).toBe('new-markets');
  });

  it('reads a postponed delisting and a vote campaign as announcing nothing yet, a vote\'s results as what they say', () => {
    expect(kind('Delisting of USDⓈ-M OMGUSDT Perpetual Contract Postponed')).toBe('other');
    expect(kind('Binance Introduces the First Batch Vote to List Campaign')).toBe('other');
    expect(kind('Binance Announced the First Batch of Vote to Delist Results and Will Delist BADGER, BAL')).toBe('delisting');
  });

  it('counts a listing word only when the notice names a coin', () => {
    expect(kind('Binance Launches Private Portfolios', false)).toBe('other');
    expect(kind('Binance Launches Private Portfolios', true)).toBe('spot-listing');
  });

  it('takes a category that decides over the title, and a fallback only when the title says nothing', () => {
    expect(kind('Binance Will List ABC (ABC)', true, { decided: 'promotion' })).toBe('promotion');
    expect(kind('Service notice', true, { otherwise: 'transfers-suspended' })).toBe('transfers-suspended');
    expect(kind('Binance Will List ABC (ABC)', true, { otherwise: 'other' })).toBe('spot-listing');
  });
});
