import { describe, expect, it } from 'vitest';
import { kindOf } from './kind';

const kind = (title: string, named = true) => kindOf(title.toLowerCase().replaceAll('ⓢ', 's'), named);

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

  it('reads a title doing two things by its first action', () => {
    expect(kind('Binance Will Extend the Monitoring Tag to Include ALCX & COOKIE, Remove the Monitoring Tag for DODO')).toBe('tag-added');
    expect(kind('[거래] 에이다(ADA) 유의 종목 지정 해제 안내')).toBe('tag-removed');
    expect(kind('Suspension of Gifto (GFT) Deposits and Update on the Delisting Date')).toBe('transfers-suspended');
    expect(kind('Binance Will Delist GFT and Suspend Deposits')).toBe('delisting');
  });

  it('reads what is removed from a product that is no market as no delisting', () => {
    expect(kind('Notice on Delisting of Binance Loans (Flexible Rate) Loanable Assets')).toBe('other');
    expect(kind('Binance Earn: Notice on Removal of Dual Investment Token Pairs')).toBe('other');
  });

  it('reads a launch platform as one, pre-market always, unless the notice also opens trading', () => {
    expect(kind('币安Megadrop上线KernelDAO (KERNEL)：获取空投奖励')).toBe('launch-platform');
    expect(kind('Binance Futures Will Launch USDⓈ-Margined BABYUSDT Perpetual Contract Pre-Market Trading')).toBe('launch-platform');
    expect(kind('Binance Completes the Lazio Fan Token Subscription Launchpad and Will Open Trading for LAZIO')).toBe('spot-listing');
  });

  it('reads Korean promotion words wherever they stand (the head noun comes last)', () => {
    expect(kind('블록스트리트(BSB) 원화마켓 추가 기념 에어드랍 이벤트')).toBe('promotion');
    expect(kind('엑스알피(XRP) 거래하고, 총 상금 1 BTC 받아가세요!')).toBe('promotion');
  });

  it('counts a contract\'s listing without a coin named', () => {
    expect(kind('Binance Futures Will List USDⓈ-M & COIN-M Quarterly 0926 Delivery Contracts', false)).toBe('futures-listing');
    expect(kind('Binance Futures Will Launch Multiple TradFi USDⓈ-Margined Perpetual Contracts', false)).toBe('futures-listing');
  });

  it('reads a postponed delisting and a vote campaign as announcing nothing yet, a vote\'s results as what they say', () => {
    expect(kind('Delisting of USDⓈ-M OMGUSDT Perpetual Contract Postponed')).toBe('other');
    expect(kind('Binance Introduces the First Batch Vote to List Campaign')).toBe('other');
    expect(kind('Binance Announced the First Batch of Vote to Delist Results and Will Delist BADGER, BAL')).toBe('delisting');
  });

  it('counts a listing word only when the notice names a coin', () => {
    expect(kind('Binance Launches Private Portfolios', false)).toBeUndefined();
    expect(kind('Binance Will List the Arbitrum Token', false)).toBeUndefined();
    expect(kind('Binance Will List the Arbitrum Token', true)).toBe('spot-listing');
  });

  it('says nothing of a title whose words say nothing (the category may), and other of one that says it announces nothing', () => {
    expect(kind('Service notice')).toBeUndefined();
    expect(kind('공지사항')).toBeUndefined();
    expect(kind('Binance Introduces the First Batch Vote to List Campaign')).toBe('other');
  });
});
