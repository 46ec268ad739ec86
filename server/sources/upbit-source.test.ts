import { describe, expect, it } from 'vitest';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { kst, upbitAnswer } from '@/devkit/stand-ins/upbit-notices';
import type { UnreadableCounts } from './unreadable';
import { upbitCandidates } from './upbit-source';

const NOW = Date.UTC(2026, 10, 23, 12);

describe('Upbit announcements', () => {
  it('reads Korean titles as they are, KST times, the notice link and category; pinned notices once', () => {
    const notice = { id: 5001, title: '세이(SEI) 원화 마켓 디지털 자산 추가', category: '거래', time: NOW - 5_000 };
    const text = upbitAnswer([notice], [notice, { id: 42, title: '이용 안내', category: '안내', time: NOW - 86_400_000 }]);
    expect(kst(NOW)).toBe('2026-11-23T21:00:00+09:00');
    expect(upbitCandidates(text, NOW)).toEqual([
      { identity: '5001', item: { title: '세이(SEI) 원화 마켓 디지털 자산 추가', source: 'Upbit', url: 'https://upbit.com/service_center/notice?id=5001', category: '거래', time: NOW - 5_000 } },
      { identity: '42', item: { title: '이용 안내', source: 'Upbit', url: 'https://upbit.com/service_center/notice?id=42', category: '안내', time: NOW - 86_400_000 } },
    ]);
  });

  it('drops bad notices alone, counted by reason: a time it cannot read is never taken as now', () => {
    const answer = JSON.parse(upbitAnswer([{ id: 1, title: 'ok', category: 'trade', time: NOW }])) as { data: { notices: unknown[] } };
    answer.data.notices.push(
      { id: '2', title: 'string id', listed_at: kst(NOW) },
      { id: -1, title: 'negative', listed_at: kst(NOW) },
      { id: 3, title: '' },
      { id: 4, title: 'not a time', listed_at: 'soon' },
      { id: 5, title: 'no zone', listed_at: '2025-04-22T15:21:10' },
      { id: 6, title: 'no time' },
      { id: 7, title: 'listed_at only', listed_at: kst(NOW - 3_000) },
    );
    const tallies: UnreadableCounts[] = [];
    expect(upbitCandidates(
      JSON.stringify(answer),
      NOW,
      (counts) => tallies.push(counts),
    ).map((candidate) => [candidate.identity, candidate.item.time])).toEqual([
      ['1', NOW],
      ['7', NOW - 3_000],
    ]);
    expect(tallies).toEqual([{ 'bad-id': 2, 'no-title': 1, 'bad-time': 2, 'no-time': 1 }]);
  });

  it('names a refusal and what is not an answer', () => {
    expect(() => upbitCandidates(JSON.stringify({ success: false, error: { name: 'too_many', message: 'slow' } }), NOW)).toThrow('Upbit refused');
    expect(() => upbitCandidates('<html>403</html>', NOW)).toThrow('the answer is not JSON');
  });
});

/**
 * One page of `api-manager.upbit.com/api/v1/announcements` (all categories) of 2025-04-22, recorded in
 * Hojip-Kim/KimpRun_BE_JAVA `src/test/java/unit/kimp/scrap/component/impl/exchange/UpbitScrapTest.java`
 * at 5a06fd6120b9533df5e7b2c43ccde7c5cc6dfc09.
 */
describe.skipIf(!RECORDED)('Upbit announcements, as Upbit answered', () => {
  it('reads the three notices with their KST first_listed_at (a re-listed one keeps its first time), category and link', () => {
    const tallies: UnreadableCounts[] = [];
    expect(upbitCandidates(recorded('upbit/kimprun-2025-04-22.json'), NOW, (counts) => tallies.push(counts))).toEqual([
      { identity: '5030', item: { title: '네트워크 이슈에 따른 밸리디티(VAL) 입출금 일시 중단 안내 (완료)', source: 'Upbit', url: 'https://upbit.com/service_center/notice?id=5030', category: '입출금', time: Date.parse('2025-04-10T15:18:36Z') } },
      { identity: '5056', item: { title: '상담 서비스 일시 중단 안내 (04/28 03:00 ~)', source: 'Upbit', url: 'https://upbit.com/service_center/notice?id=5056', category: '점검', time: Date.parse('2025-04-22T05:27:58Z') } },
      { identity: '5055', item: { title: '딥북(DEEP) KRW 마켓 디지털 자산 추가', source: 'Upbit', url: 'https://upbit.com/service_center/notice?id=5055', category: '거래', time: Date.parse('2025-04-22T04:58:32Z') } },
    ]);
    expect(tallies).toEqual([]);
  });

  it('is the shape the stand-in answers in, field for field', () => {
    type Answer = { data: Record<string, unknown> & { notices: Record<string, unknown>[] } };
    const real = JSON.parse(recorded('upbit/kimprun-2025-04-22.json')) as Answer;
    const standIn = JSON.parse(upbitAnswer([{ id: 1, title: 'T', category: '거래', time: NOW }])) as Answer;
    expect(Object.keys(standIn.data).sort()).toEqual(Object.keys(real.data).sort());
    expect(Object.keys(standIn.data.notices[0]!).sort()).toEqual(Object.keys(real.data.notices[0]!).sort());
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
