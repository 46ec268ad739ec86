import { describe, expect, it } from 'vitest';
import type { Notice } from '@newsflash/protocol/notice';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { classifyNotice } from '../notices/classify';
import { binanceCandidates } from './binance-source';
import { COPY_WINDOW_MS, noticeCopyKeys } from './notice-copies';
import type { Candidate } from './candidate';
import { upbitCandidates } from './upbit-source';

const AT = Date.UTC(2026, 10, 29, 4, 0);
const notice = (title: string, source = 'Binance EN') => classifyNotice({ title, source, time: AT });
const shared = (a: string[], b: string[]) => a.some((key) => b.includes(key));

describe('noticeCopyKeys', () => {
  it('gives two copies of one notice a key in common closer than the window, wherever the grid falls', () => {
    const listing = notice('Binance Will List Example (EXMP)');
    const edited = notice('Binance Will List Example (EXMP) with Seed Tag Applied');
    expect(edited).toEqual(listing);
    for (let start = AT; start < AT + 2 * COPY_WINDOW_MS; start += 37_000) {
      expect(shared(noticeCopyKeys(listing, start), noticeCopyKeys(edited, start + COPY_WINDOW_MS - 1))).toBe(true);
      expect(shared(noticeCopyKeys(listing, start + COPY_WINDOW_MS - 1), noticeCopyKeys(edited, start))).toBe(true);
    }
  });

  it('gives them none twice the window apart or more', () => {
    const listing = notice('Binance Will List Example (EXMP)');
    for (let start = AT; start < AT + 2 * COPY_WINDOW_MS; start += 37_000) {
      expect(shared(noticeCopyKeys(listing, start), noticeCopyKeys(listing, start + 2 * COPY_WINDOW_MS))).toBe(false);
    }
  });

  it('keeps apart two notices about one coin minutes apart: another kind, other coins or markets, another exchange', () => {
    const keys = (title: string, source?: string) => noticeCopyKeys(notice(title, source), AT);
    const listing = keys('Binance Will List Example (EXMP)');
    expect(shared(listing, keys('Binance Futures Will Launch USDⓈ-Margined EXMPUSDT Perpetual Contract'))).toBe(false);
    expect(shared(listing, keys('Binance Will List Example (EXMP) and Other (OTHR)'))).toBe(false);
    expect(shared(listing, keys('Binance Will List Example (EXMP): EXMP/USDT'))).toBe(false);
    expect(shared(listing, keys('OKX to list Example (EXMP) for spot trading', 'OKX'))).toBe(false);
    const delisting = keys('Binance Will Delist Example (EXMP)');
    const suspended = keys('Notice on Suspension of Deposits and Withdrawals of Example (EXMP) Due to Delisting');
    expect([delisting, suspended].map((one) => one.length)).toEqual([2, 2]);
    expect(shared(delisting, suspended)).toBe(false);
    expect(shared(delisting, keys('Binance Futures Will Delist USDⓈ-M EXMPUSDT Perpetual Contract'))).toBe(false);
  });

  it('gives none to a notice naming no coin, of kind other, or of no exchange', () => {
    expect(noticeCopyKeys(notice('Notice of Removal of Spot Trading Pairs - 2026-11-29'), AT)).toEqual([]);
    expect(noticeCopyKeys({ kind: 'other', exchange: 'Binance', coins: ['EXMP'], markets: [] }, AT)).toEqual([]);
    expect(noticeCopyKeys({ kind: 'spot-listing', coins: ['EXMP'], markets: [] } as Notice, AT)).toEqual([]);
    expect(noticeCopyKeys(undefined, AT)).toEqual([]);
  });

  it('reads coins and markets as sets and keys of one length whatever the notice names', () => {
    const one = { kind: 'delisting', exchange: 'Binance', coins: ['A', 'B'], markets: ['A_USDT', 'B_USDT'] } as Notice;
    const other = { ...one, coins: ['B', 'A'], markets: ['B_USDT', 'A_USDT'] };
    expect(noticeCopyKeys(other, AT)).toEqual(noticeCopyKeys(one, AT));
    const many = { ...one, coins: Array.from({ length: 20 }, (_, i) => `C${'X'.repeat(38)}${i}`) };
    expect(noticeCopyKeys(many, AT).map((key) => key.length)).toEqual(noticeCopyKeys(one, AT).map((key) => key.length));
  });
});

describe.skipIf(!RECORDED)('noticeCopyKeys on the exchanges\' recorded notices', () => {
  if (!RECORDED) it.skip(RECORDED_SKIP, () => {});

  it('takes no two different notices for one (RichieLoco/CoinSniper src/test/resources/testResponse_Full*.json at 02be570b8909f7b1ff8ef50f068101f4091d1ef2, Hojip-Kim/KimpRun_BE_JAVA at 5a06fd6120b9533df5e7b2c43ccde7c5cc6dfc09)', () => {
    const now = Date.UTC(2026, 10, 29);
    const pages = ['coinsniper-full.json', ...Array.from({ length: 10 }, (_, i) => `coinsniper-full-page${i + 1}.json`)].map((file) => recorded(`binance-cms/${file}`));
    const candidates: Candidate[] = [...pages.flatMap((page) => binanceCandidates(page, now)), ...upbitCandidates(recorded('upbit/kimprun-2025-04-22.json'), now)];
    const notices = new Map(candidates.map(({ item }) => [`${String(item.title)} ${item.time}`, item]));
    const owner = new Map<string, string>();
    let keyed = 0;
    for (const item of notices.values()) {
      const keys = noticeCopyKeys(classifyNotice(item), item.time);
      if (keys.length > 0) keyed++;
      for (const key of keys) {
        expect(owner.get(key) ?? item.title, String(item.title)).toBe(item.title);
        owner.set(key, String(item.title));
      }
    }
    expect(notices.size).toBe(758);
    // About a third name coins of a kind that is matched (the classifier's reading moves it a little).
    expect(keyed).toBeGreaterThan(200);
  });
});

