import { describe, expect, it } from 'vitest';
import { bybitAnnouncements } from '@/devkit/stand-ins/documents';
import { bybitCandidates } from './bybit-source';

const NOW = Date.UTC(2026, 10, 23, 12);

describe('Bybit announcements', () => {
  it('turns each announcement into an item of the source, identified by its link', () => {
    const text = bybitAnnouncements([{ id: '1', title: 'New Listing: BERA/USDT', link: 'https://announcements.bybit.com/article/bera', summary: 'Trading <b>opens</b> at 10:00 UTC', time: NOW - 1_000, type: 'new_crypto' }]);
    expect(bybitCandidates(text, 'Bybit', NOW)).toEqual([
      { identity: 'https://announcements.bybit.com/article/bera', item: { title: 'New Listing: BERA/USDT', en: 'New Listing: BERA/USDT', source: 'Bybit', url: 'https://announcements.bybit.com/article/bera', body: 'Trading opens at 10:00 UTC', category: 'New Listings', time: NOW - 1_000 } },
    ]);
  });

  it('gives no en for a locale other than English, nor for a title in another script', () => {
    const text = bybitAnnouncements([{ id: '1', title: 'Bybit 上线 BERA/USDT', link: 'https://b.example/1', time: NOW }, { id: '2', title: 'Nouvelle cotation : BERA', link: 'https://b.example/2', time: NOW }]);
    expect(bybitCandidates(text, 'Bybit', NOW, 'zh-TW').map((candidate) => candidate.item.en)).toEqual([undefined, undefined]);
    expect(bybitCandidates(text, 'Bybit', NOW, 'en-US').map((candidate) => candidate.item.en)).toEqual([undefined, 'Nouvelle cotation : BERA']);
  });

  it('drops an odd announcement alone, and takes no time later than now', () => {
    const answer = JSON.parse(bybitAnnouncements([{ id: '1', title: 'Later', link: 'https://b.example/1', time: NOW + 60_000 }])) as { result: { list: unknown[] } };
    answer.result.list.push({ title: '', url: 'https://b.example/2', publishTime: NOW }, { title: 'x', url: 'javascript:1', publishTime: NOW }, 'junk');
    const candidates = bybitCandidates(JSON.stringify(answer), 'Bybit', NOW);
    expect(candidates.map((candidate) => [candidate.identity, candidate.item.time])).toEqual([['https://b.example/1', NOW]]);
  });

  it('keeps a title, description and refusal message of megabytes to their budgets', () => {
    const huge = '<'.repeat(2_000_000);
    const text = bybitAnnouncements([{ id: '1', title: huge, link: 'https://b.example/1', summary: huge, time: NOW }]);
    expect(bybitCandidates(text, 'Bybit', NOW)[0]!.item).toMatchObject({ title: `${'<'.repeat(299)}…`, body: `${'<'.repeat(999)}…` });
    expect(() => bybitCandidates(JSON.stringify({ retCode: 10001, retMsg: huge }), 'Bybit', NOW)).toThrow(`Bybit refused: ${'<'.repeat(199)}…`);
  });

  it('reports a refusal with Bybit\'s own message, and what is not an answer', () => {
    expect(() => bybitCandidates(JSON.stringify({ retCode: 10001, retMsg: 'params error' }), 'Bybit', NOW)).toThrow('Bybit refused: params error');
    // Its rate limits are said with HTTP 200: waited out, and named as such.
    for (const retCode of [10006, 10018]) {
      expect(() => bybitCandidates(JSON.stringify({ retCode, retMsg: 'Too many visits!' }), 'Bybit', NOW)).toThrow(expect.objectContaining({ refusal: 'rate-limited', retryAfterMs: 10_000, message: `Bybit rate-limited this address (retCode ${retCode})` }));
    }
    expect(() => bybitCandidates('<html>', 'Bybit', NOW)).toThrow('the answer is not JSON');
    expect(() => bybitCandidates('{"list": []}', 'Bybit', NOW)).toThrow('not an announcements answer');
  });
});
