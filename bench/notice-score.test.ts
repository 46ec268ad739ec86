import { describe, expect, it } from 'vitest';
import type { Notice } from '@newsflash/protocol/notice';
import type { NoticeTitle } from './labelled/notice-titles';
import { kindPrecision, kindRecall, scoreNotices, signShare } from './notice-score';

const title = (kind: NoticeTitle['kind'], text: string, more: Partial<NoticeTitle> = {}): NoticeTitle => ({ exchange: 'Binance', title: text, kind, language: 'en', ...more });
const notice = (kind: Notice['kind'], more: Partial<Notice> = {}): Notice => ({ kind, coins: [], markets: [], ...more });

describe('scoreNotices', () => {
  it('counts each kind\'s right, missed and extra titles, and the decoys read as a listing', () => {
    const titles = [
      title('spot-listing', 'Will List A (A)', { sign: '+', coins: ['A'] }),
      title('promotion', 'Earn New Listing Special Offer'),
      title('launch-platform', 'Launchpool B (B)', { coins: ['B'] }),
      title('delisting', 'Will Delist C', { sign: '-', coins: ['C'] }),
    ];
    const reads: Record<string, Notice | undefined> = {
      'Will List A (A)': notice('spot-listing', { sign: '+', coins: ['A', 'X'] }),
      'Earn New Listing Special Offer': notice('spot-listing'),
      'Launchpool B (B)': notice('launch-platform', { coins: ['B'] }),
      'Will Delist C': undefined,
    };
    const score = scoreNotices(titles, ({ title: text }) => reads[text]);
    expect(score.byKind['spot-listing']).toEqual({ labelled: 1, right: 1, extra: 1 });
    expect(kindPrecision(score.byKind['spot-listing'])).toBe(0.5);
    expect(kindRecall(score.byKind.promotion)).toBe(0);
    expect(kindRecall(score.byKind.delisting)).toBe(0);
    expect(kindPrecision(score.byKind.other)).toBe(1);
    expect(score).toMatchObject({ titles: 4, decoys: 3, decoysAsListing: 1, unread: 1, signsRight: 3, coins: { labelled: 3, found: 2, extra: 1 } });
    expect(score.wrong).toEqual(['  promotion → spot-listing: Binance: Earn New Listing Special Offer', '  delisting → nothing: Binance: Will Delist C']);
    expect(signShare(score)).toBe(0.75);
  });

  it('scores a set with no titles as nothing wrong, without dividing by zero', () => {
    const score = scoreNotices([], () => undefined);
    expect(score).toMatchObject({ titles: 0, decoys: 0, decoysAsListing: 0, unread: 0, signsRight: 0, wrong: [] });
    expect(signShare(score)).toBe(1);
    expect(kindPrecision(score.byKind['spot-listing'])).toBe(1);
    expect(kindRecall(score.byKind['spot-listing'])).toBe(1);
  });
});
