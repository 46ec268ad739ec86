import { describe, expect, it } from 'vitest';
import { englishHeadline, withEnglishHeadline, withNoticeHeadline } from './english-headline';

describe('englishHeadline', () => {
  it('is the title itself for an English origin, emoji, digits and accented Latin letters included', () => {
    for (const title of ['Binance Will List Lorenzo Protocol (BANK)', 'FED CUTS RATES BY 25BPS 🚨', 'Café Protocol (CAFE) — listing', '1000']) expect(englishHeadline(title)).toBe(title);
    expect(englishHeadline('New Listing: KITE/USDT', 'en-US')).toBe('New Listing: KITE/USDT');
  });

  it('is none for a title with letters of another script, whatever the origin says it writes', () => {
    for (const title of ['[거래] 이그잼플(EXMP) 원화 마켓 디지털 자산 추가', 'OKX 将上线 KITE', 'Биржа Binance листинг', 'Novax(NOVX) 上場']) expect(englishHeadline(title, 'en')).toBeUndefined();
  });

  it('is none for an origin in another language, even in Latin script', () => {
    expect(englishHeadline('Binance va lister Example (EXMP)', 'fr')).toBeUndefined();
    expect(englishHeadline('OKX to list KITE', 'zh-CN')).toBeUndefined();
  });
});

describe('withEnglishHeadline', () => {
  it('keeps an en given, adds the title as en for an English one, and adds nothing for another script', () => {
    expect(withEnglishHeadline({ title: '[거래] 이그잼플', en: '[Trading] Example' })).toEqual({ title: '[거래] 이그잼플', en: '[Trading] Example' });
    expect(withEnglishHeadline({ title: 'SEC: Statement' })).toEqual({ title: 'SEC: Statement', en: 'SEC: Statement' });
    expect(withEnglishHeadline({ title: '[거래] 이그잼플' })).toEqual({ title: '[거래] 이그잼플' });
  });
});

describe('withNoticeHeadline', () => {
  const at = Date.UTC(2026, 10, 28, 1, 0);
  const listing = { kind: 'spot-listing', exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW', 'ARB_USDT'], at };
  const korean: Record<string, unknown> = { title: '[거래] 아비트럼(ARB) 원화, USDT 마켓 디지털 자산 추가', notice: listing };

  it('gives a Korean or Chinese notice the English words of its notice, times in UTC', () => {
    expect(withNoticeHeadline(korean).en).toBe('Upbit lists ARB (KRW, USDT markets), trading from 28 Nov 01:00 UTC');
    expect(withNoticeHeadline<Record<string, unknown>>({ title: 'OKX 暂停 ETH 充提', notice: { kind: 'transfers-suspended', exchange: 'OKX', coins: ['ETH'], markets: [] } }).en).toBe('OKX suspends ETH deposits and withdrawals');
  });

  it('leaves an en given, an English title, and a notice it cannot say as they are: never a copy of a non-Latin title', () => {
    expect(withNoticeHeadline({ ...korean, en: 'Given' }).en).toBe('Given');
    expect(withNoticeHeadline({ title: 'Binance Will List ARB', notice: listing })).toEqual({ title: 'Binance Will List ARB', notice: listing });
    for (const notice of [{ ...listing, kind: 'promotion' }, { ...listing, exchange: undefined }, { kind: 'moon' }, 'listing', undefined]) {
      expect(withNoticeHeadline({ title: korean.title as string, notice })).not.toHaveProperty('en');
    }
  });
});
