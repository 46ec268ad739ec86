import { describe, expect, it } from 'vitest';
import { BODY_READ, statedTime } from './stated-time';

const AROUND = Date.UTC(2026, 10, 27, 10);
const time = (title: string, exchange = 'Binance', body?: string) => statedTime(title, body, exchange, AROUND);

describe('statedTime', () => {
  it('reads numeric, named-month, Korean and Chinese dates with a time', () => {
    expect(time('Trading opens at 2026-11-28 10:00 (UTC)')).toBe(Date.UTC(2026, 10, 28, 10));
    expect(time('Trading opens on Nov 28, 2026 at 10:00 UTC')).toBe(Date.UTC(2026, 10, 28, 10));
    expect(time('2026년 11월 28일 (토) 19:00 거래 개시', 'Upbit')).toBe(Date.UTC(2026, 10, 28, 10));
    expect(time('将于2026年11月28日 18:00 (UTC+8) 开放交易', 'OKX')).toBe(Date.UTC(2026, 10, 28, 10));
    expect(time('상담 서비스 일시 중단 안내 (11/28 03:00 ~)', 'Upbit')).toBe(Date.UTC(2026, 10, 27, 18));
  });

  it('applies a zone written anywhere, else the exchange\'s own', () => {
    expect(time('Opens 2026-11-28 18:00, all times UTC+8')).toBe(Date.UTC(2026, 10, 28, 10));
    expect(time('Opens 2026-11-28 10:00 (GMT-03:30)')).toBe(Date.UTC(2026, 10, 28, 13, 30));
    expect(time('2026-11-28 19:00 거래 개시', 'Upbit')).toBe(Date.UTC(2026, 10, 28, 10));
    expect(time('Opens 2026-11-28 10:00 (UTC+15)')).toBe(Date.UTC(2026, 10, 28, 10));
  });

  it('dates a time alone from the notice\'s own time: later today, or tomorrow once passed', () => {
    expect(time('Trading opens at 12:00 (UTC)')).toBe(Date.UTC(2026, 10, 27, 12));
    expect(time('Trading opened at 09:00 (UTC)')).toBe(Date.UTC(2026, 10, 27, 9));
    expect(time('Trading opens at 06:00 (UTC)')).toBe(Date.UTC(2026, 10, 28, 6));
    expect(time('Trading opens at 10:00 (KST)')).toBe(Date.UTC(2026, 10, 28, 1));
  });

  it('puts a date without a year in the year nearest the notice', () => {
    expect(statedTime('(01/02 03:00 ~)', undefined, 'Upbit', Date.UTC(2026, 11, 30))).toBe(Date.UTC(2027, 0, 1, 18));
  });

  it('reads the body when the title states nothing, only to its budget', () => {
    expect(time('Bybit Will List ABC', 'Bybit', 'Trading opens 2026-11-28 10:00 UTC.')).toBe(Date.UTC(2026, 10, 28, 10));
    expect(time('Bybit Will List ABC', 'Bybit', `${'x'.repeat(BODY_READ)} 2026-11-28 10:00 UTC`)).toBeUndefined();
  });

  it('reads nothing from dates alone, or from impossible dates and times', () => {
    expect(time('Notice of Removal of Spot Trading Pairs - 2025-03-21')).toBeUndefined();
    expect(time('Opens 2026-02-31 10:00 (UTC)')).toBeUndefined();
    expect(time('Opens 2026-13-01 10:00 (UTC)')).toBeUndefined();
    expect(time('Opens 2026-11-28 10:75 (UTC)')).toBeUndefined();
    expect(time('Version 1.12:30 released')).toBeUndefined();
  });
});
