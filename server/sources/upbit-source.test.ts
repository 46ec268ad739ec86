import { describe, expect, it } from 'vitest';
import { kst, upbitAnswer } from '@/devkit/stand-ins/upbit-notices';
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

  it('drops bad notices alone and takes the moment of reading for a time it cannot read', () => {
    const answer = JSON.parse(upbitAnswer([{ id: 1, title: 'ok', category: 'trade', time: NOW }])) as { data: { notices: unknown[] } };
    answer.data.notices.push({ id: '2', title: 'string id' }, { id: -1, title: 'negative' }, { id: 3, title: '' }, { id: 4, title: 'no time', listed_at: 'soon' });
    expect(upbitCandidates(JSON.stringify(answer), NOW).map((candidate) => [candidate.identity, candidate.item.time])).toEqual([['1', NOW], ['4', NOW]]);
  });

  it('names a refusal and what is not an answer', () => {
    expect(() => upbitCandidates(JSON.stringify({ success: false, error: { name: 'too_many', message: 'slow' } }), NOW)).toThrow('Upbit refused');
    expect(() => upbitCandidates('<html>403</html>', NOW)).toThrow('the answer is not JSON');
  });
});
