import { describe, expect, it } from 'vitest';
import { listingKinds, noticeKinds, type NoticeKind } from '@newsflash/protocol/notice';
import { NOTICE_SETS } from './notice-sets';
import { NOTICE_TITLES, type NoticeLanguage, type NoticeTitle } from './notice-titles';

/**
 * The kinds real titles were found for fewer than eight times in the project's own set: every search of
 * the recordings and of public code turned up only these (Upbit's and Bithumb's 입출금 재개 notices;
 * Binance's own resumptions are not in any recording).
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
const keyOf = (notice: NoticeTitle) => notice.title.replace(/\s+/gu, ' ').trim().toLowerCase();

describe('the project\'s own labelled notice titles', () => {
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
});

/**
 * Every set's labels hold to the label policy's form. A failure names a title of a set that may show its
 * titles, and only the position of one that may not (the held-out part is never read while tuning).
 */
describe.each(NOTICE_SETS)('the labelled notice set "$name"', ({ name, titles, showTitles }) => {
  const named = (notice: NoticeTitle) => (showTitles ? `${notice.kind}: ${notice.title}` : `${name} #${titles.indexOf(notice)}`);
  if (titles.length === 0) {
    it.skip(`has no titles yet: its checks are skipped`, () => {});
    console.log(`the labelled notice set "${name}" has no titles yet: its checks are skipped`);
    return;
  }

  it('names each title in the language it is written in', () => {
    expect(titles.filter((notice) => scriptOf(notice.title) !== notice.language).map(named)).toEqual([]);
  });

  it('labels each title with a kind the protocol knows', () => {
    expect(titles.filter((notice) => !noticeKinds.includes(notice.kind)).map(named)).toEqual([]);
  });

  it('signs exactly the kinds the policy signs, and only titles naming a coin', () => {
    expect(titles.filter((notice) => notice.sign !== (notice.coins?.length ? SIGNED[notice.kind] : undefined)).map(named)).toEqual([]);
  });

  it('names coins as tickers the notice schema carries, each once', () => {
    const wrong = titles.filter((notice) => {
      const coins = notice.coins ?? [];
      return coins.length > 20 || coins.some((coin) => !/^[A-Z0-9]{1,40}$/.test(coin)) || new Set(coins).size !== coins.length;
    });
    expect(wrong.map(named)).toEqual([]);
  });

  it('holds no title twice, whatever its spacing or case', () => {
    const keys = titles.map(keyOf);
    expect(titles.filter((_, index) => keys.indexOf(keys[index]!) !== index).map(named)).toEqual([]);
  });
});

describe('the wild set\'s parts', () => {
  it('share no title: the held-out part is none of the tuning part\'s', () => {
    const [, tuning, heldOut] = NOTICE_SETS;
    const tuned = new Set(tuning!.titles.map(keyOf));
    // Counted, not listed: the held-out titles are never printed.
    expect(heldOut!.titles.filter((notice) => tuned.has(keyOf(notice))).length).toBe(0);
  });
});
