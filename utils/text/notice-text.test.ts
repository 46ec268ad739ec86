import { beforeAll, describe, expect, it, vi } from 'vitest';
import { noticeKinds, type Notice } from '@newsflash/protocol/notice';
import { loadNoticeWords, localTimeZone, noticeKindLabel, readerLanguage, shownTitle, TIME_ZONE_KEPT_MS, writtenIn } from './notice-text';

const at = Date.UTC(2026, 10, 28, 1, 0);
const listing: Notice = { kind: 'spot-listing', exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW'], at };
const korean = '[거래] 아비트럼(ARB) 원화 마켓 디지털 자산 추가';

describe('shownTitle', () => {
  it("uses the model's English for an English reader only, and never over the item's own or a notice's", () => {
    const korean = '업비트 커뮤니티 이벤트';
    expect(shownTitle({ title: korean, ai: { importance: 2, en: 'Upbit community event' } }, 'en', 'UTC')).toEqual({ title: 'Upbit community event', original: korean });
    expect(shownTitle({ title: korean, ai: { importance: 2, en: 'Upbit community event' } }, 'ko', 'UTC')).toEqual({ title: korean });
    expect(shownTitle({ title: 'Upbit event', originalTitle: korean, ai: { importance: 2, en: 'Other words' } }, 'en', 'UTC')).toEqual({ title: 'Upbit event', original: korean });
  });

  beforeAll(() => Promise.all([loadNoticeWords('ko'), loadNoticeWords('ja')]));

  it('keeps the origin’s words in a language whose words have not loaded, and says English at once', () => {
    expect(shownTitle({ title: korean, notice: listing }, 'ru', 'UTC')).toEqual({ title: korean });
    expect(shownTitle({ title: korean, notice: listing }, 'en', 'UTC')).toEqual({ title: 'Upbit lists ARB (KRW markets), trading from 28 Nov 01:00 UTC', original: korean });
  });

  it('says a notice of another language in the reader’s, the origin’s words one click away', () => {
    expect(shownTitle({ title: korean, notice: listing }, 'ja', 'Asia/Tokyo')).toEqual({ title: 'Upbit、ARBを上場（KRW市場）、11月28日 10:00に取引開始', original: korean });
    // The service already sent its English words as the title: the original is still the Korean.
    expect(shownTitle({ title: 'Upbit lists ARB (KRW markets), trading from 28 Nov 01:00 UTC', originalTitle: korean, notice: listing }, 'ja', 'Asia/Tokyo')).toEqual({
      title: 'Upbit、ARBを上場（KRW市場）、11月28日 10:00に取引開始',
      original: korean,
    });
  });

  it('shows a notice already in the reader’s language in its own words: the exchange’s title, not the rendering', () => {
    const binance = 'Binance Will List Lorenzo Protocol (BANK) and Meta Pool (MET) with Seed Tag Applied';
    const listed: Notice = { kind: 'spot-listing', exchange: 'Binance', coins: ['BANK', 'MET'], markets: ['BANK_USDT', 'MET_USDT'], at };
    expect(shownTitle({ title: binance, notice: listed }, 'en', 'UTC')).toEqual({ title: binance });
    expect(shownTitle({ title: 'Upbit lists ARB (KRW markets), trading from 28 Nov 01:00 UTC', originalTitle: korean, notice: listing }, 'ko', 'Asia/Seoul')).toEqual({ title: korean });
    // Another language's reader gets the rendering, the exchange's words one click away, as before.
    expect(shownTitle({ title: binance, notice: listed }, 'ko', 'Asia/Seoul')).toEqual({ title: expect.stringContaining('BANK'), original: binance });
    expect(shownTitle({ title: binance, notice: listed }, 'ko', 'Asia/Seoul').title).not.toBe(binance);
  });

  it('tells a headline’s language by its script, and says so when it cannot', () => {
    expect(writtenIn(korean)).toBe('ko');
    expect(writtenIn('バイナンス、ARBを上場')).toBe('ja');
    expect(writtenIn('币安将上线ARB')).toBe('zh_CN');
    expect(writtenIn('Биржа добавит ARB')).toBe('ru');
    expect(writtenIn('¿Binance añadirá ARB?')).toBe('es');
    expect(writtenIn('New Listing: ARB/USDT — Deposit Now Open')).toBe('en');
    expect(writtenIn('Binance listera ARB à 10 h, réservé')).toBeUndefined();
    expect(writtenIn('12:00 ⚡ 🚀')).toBeUndefined();
  });

  it('keeps the title (and its original) for a notice it cannot say and for items without one', () => {
    expect(shownTitle({ title: 'Trading competition', notice: { ...listing, kind: 'promotion' } }, 'en', 'UTC')).toEqual({ title: 'Trading competition' });
    expect(shownTitle({ title: 'Market support', originalTitle: korean }, 'en', 'UTC')).toEqual({ title: 'Market support', original: korean });
    expect(shownTitle({ title: 'Plain' }, 'en', 'UTC')).toEqual({ title: 'Plain' });
  });

  it('reads the language from the extension’s words (English in tests) and names every kind', () => {
    expect(readerLanguage()).toBe('en');
    const labels = noticeKinds.map(noticeKindLabel);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(noticeKinds.length);
  });

  it('reads no time zone for an item without a notice, and the reader’s zone at most once a minute', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(shownTitle({ title: 'Plain' })).toEqual({ title: 'Plain' });
      expect(built).not.toHaveBeenCalled();
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      built.mockClear();
      const start = 4e12;
      expect(localTimeZone(start)).toBe(zone);
      expect(localTimeZone(start + TIME_ZONE_KEPT_MS - 1)).toBe(zone);
      expect(built).toHaveBeenCalledTimes(1);
      expect(localTimeZone(start + TIME_ZONE_KEPT_MS)).toBe(zone);
      // A clock set back is not trusted either.
      expect(localTimeZone(start)).toBe(zone);
      expect(built).toHaveBeenCalledTimes(3);
    } finally {
      built.mockRestore();
    }
  });
});
