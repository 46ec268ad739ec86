import { describe, expect, it } from 'vitest';
import { listingKinds, noticeKinds, type NoticeKind } from '@newsflash/protocol/notice';
import { NOTICE_TITLES, type NoticeLanguage } from './notice-titles';

/**
 * The kinds real titles were found for fewer than eight times: every search of the recordings and of
 * public code turned up only these (Upbit's and Bithumb's 입출금 재개 notices; Binance's own resumptions
 * are not in any recording).
 */
const SCARCE: Partial<Record<NoticeKind, number>> = { 'transfers-resumed': 7 };

const SIGNED: Partial<Record<NoticeKind, '+' | '-'>> = {
  'spot-listing': '+',
  'futures-listing': '+',
  'new-markets': '+',
  'tag-removed': '+',
  delisting: '-',
  'tag-added': '-',
};

const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;
const scriptOf = (title: string): NoticeLanguage => (HANGUL.test(title) ? 'ko' : HAN.test(title) ? 'zh' : 'en');

describe('the labelled notice titles', () => {
  it('are at least 400, a third or more of them decoys (no listing kind)', () => {
    expect(NOTICE_TITLES.length).toBeGreaterThanOrEqual(400);
    const decoys = NOTICE_TITLES.filter((notice) => !listingKinds.includes(notice.kind));
    expect(decoys.length / NOTICE_TITLES.length).toBeGreaterThanOrEqual(1 / 3);
  });

  it('hold every kind at least eight times, or as often as real titles were found', () => {
    for (const kind of noticeKinds) {
      const count = NOTICE_TITLES.filter((notice) => notice.kind === kind).length;
      expect(count, kind).toBeGreaterThanOrEqual(SCARCE[kind] ?? 8);
    }
  });

  it('cover Binance in English and Chinese, OKX, Bybit, Coinbase, Upbit and Bithumb in Korean', () => {
    const covered = new Set(NOTICE_TITLES.map((notice) => `${notice.exchange}/${notice.language}`));
    for (const pair of ['Binance/en', 'Binance/zh', 'OKX/en', 'Bybit/en', 'Coinbase/en', 'Upbit/ko', 'Bithumb/ko']) expect(covered, pair).toContain(pair);
  });

  it('name each title in the language it is written in', () => {
    const wrong = NOTICE_TITLES.filter((notice) => scriptOf(notice.title) !== notice.language).map((notice) => notice.title);
    expect(wrong).toEqual([]);
  });

  it('sign exactly the kinds the policy signs, and only titles naming a coin', () => {
    for (const notice of NOTICE_TITLES) {
      const expected = notice.coins?.length ? SIGNED[notice.kind] : undefined;
      expect(notice.sign, `${notice.kind}: ${notice.title}`).toBe(expected);
    }
  });

  it('name coins as tickers the notice schema carries, each once', () => {
    for (const notice of NOTICE_TITLES) {
      const coins = notice.coins ?? [];
      expect(coins.length, notice.title).toBeLessThanOrEqual(20);
      for (const coin of coins) expect(coin, notice.title).toMatch(/^[A-Z0-9]{1,40}$/);
      expect(new Set(coins).size, notice.title).toBe(coins.length);
    }
  });

  it('hold no title twice, whatever its spacing or case', () => {
    const keys = NOTICE_TITLES.map((notice) => notice.title.replace(/\s+/gu, ' ').trim().toLowerCase());
    const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice).toEqual([]);
  });
});
