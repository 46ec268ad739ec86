import { describe, expect, it } from 'vitest';
import { OKX_RATE_LIMITED, okxAnswer } from '@/devkit/stand-ins/okx-notices';
import { FetchError } from './fetch-capped';
import { okxCandidates } from './okx-source';

const NOW = Date.UTC(2026, 10, 23, 12);

describe('OKX announcements', () => {
  it('carries pTime (when OKX published it), not the earlier businessPTime, and annType as category', () => {
    const text = okxAnswer([{ annType: 'announcements-new-listings', title: 'OKX to list SEI', url: 'https://www.okx.com/help/okx-to-list-sei', pTime: NOW - 1_000, businessPTime: NOW - 600_000 }]);
    expect(okxCandidates(text, NOW)).toEqual([
      { identity: 'https://www.okx.com/help/okx-to-list-sei', item: { title: 'OKX to list SEI', en: 'OKX to list SEI', source: 'OKX', url: 'https://www.okx.com/help/okx-to-list-sei', category: 'announcements-new-listings', time: NOW - 1_000 } },
    ]);
  });

  it('gives no en for notices asked for in another language', () => {
    const text = okxAnswer([{ annType: 'announcements-new-listings', title: 'OKX 将上线 SEI', url: 'https://www.okx.com/help/1', pTime: NOW }]);
    expect(okxCandidates(text, NOW, 'zh-CN')[0]!.item).not.toHaveProperty('en');
    expect(okxCandidates(text, NOW, 'en-US')[0]!.item).not.toHaveProperty('en');
  });

  it('takes code 50011 as a rate limit, waited out, and names other refusals', () => {
    let thrown: unknown;
    try {
      okxCandidates(OKX_RATE_LIMITED, NOW);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FetchError);
    expect(thrown).toMatchObject({ refusal: 'rate-limited', retryAfterMs: 10_000, message: expect.stringContaining('50011') });
    expect(() => okxCandidates(JSON.stringify({ code: '51000', msg: 'Parameter annType error', data: [] }), NOW)).toThrow('OKX refused: Parameter annType error');
  });

  it('drops bad notices alone (a javascript: link, a numeric time, no title) and bounds huge titles', () => {
    const answer = JSON.parse(okxAnswer([{ annType: 'a', title: 'x'.repeat(2_000_000), url: 'https://o.example/1', pTime: NOW + 1_000 }])) as { data: { details: unknown[] }[] };
    answer.data[0]!.details.push({ title: 'bad', url: 'javascript:alert(1)', pTime: '1' }, { title: 'n', url: 'https://o.example/2', pTime: 5 }, { url: 'https://o.example/3' }, 7);
    const candidates = okxCandidates(JSON.stringify(answer), NOW);
    expect(candidates.map((candidate) => [candidate.identity, candidate.item.time, String(candidate.item.title).length])).toEqual([['https://o.example/1', NOW, 300]]);
  });
});
