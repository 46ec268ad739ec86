import { describe, expect, it } from 'vitest';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { OKX_RATE_LIMITED, okxAnswer } from '@/devkit/stand-ins/okx-notices';
import { FetchError } from '../outbound/fetch-capped';
import { okxCandidates } from './okx-source';
import type { UnreadableCounts } from './unreadable';

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
    expect(okxCandidates(text, NOW, undefined, 'zh-CN')[0]!.item).not.toHaveProperty('en');
    expect(okxCandidates(text, NOW, undefined, 'en-US')[0]!.item).not.toHaveProperty('en');
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

  it('takes businessPTime when pTime is absent', () => {
    const text = JSON.stringify({ code: '0', data: [{ details: [{ title: 'Shown time only', url: 'https://o.example/b', businessPTime: String(NOW - 9_000) }] }] });
    expect(okxCandidates(text, NOW)[0]!.item.time).toBe(NOW - 9_000);
  });

  it('drops bad notices alone (a javascript: link, a numeric time, no title) and bounds huge titles', () => {
    const answer = JSON.parse(okxAnswer([{ annType: 'a', title: 'x'.repeat(2_000_000), url: 'https://o.example/1', pTime: NOW + 1_000 }])) as { data: { details: unknown[] }[] };
    answer.data[0]!.details.push({ title: 'bad', url: 'javascript:alert(1)', pTime: '1' }, { title: 'n', url: 'https://o.example/2', pTime: 5 }, { url: 'https://o.example/3' }, 7, { title: 'no time', url: 'https://o.example/4' });
    const tallies: UnreadableCounts[] = [];
    const candidates = okxCandidates(JSON.stringify(answer), NOW, (counts) => tallies.push(counts));
    expect(candidates.map((candidate) => [candidate.identity, candidate.item.time, String(candidate.item.title).length])).toEqual([['https://o.example/1', NOW, 300]]);
    expect(tallies).toEqual([{ 'bad-link': 1, 'bad-time': 1, 'no-title': 1, malformed: 1, 'no-time': 1 }]);
  });
});

/**
 * OKX's own documented example of `GET /api/v5/support/announcements` (OKX API v5 docs, zh; no
 * repository holds it: code index id 61556240570), verbatim with its trailing comma, and its 429
 * body as public projects logged it (index ids 62476064741, 59488705979, 4232692364).
 */
describe.skipIf(!RECORDED)('OKX announcements, as OKX documents and sends them', () => {
  it('refuses the documented example as published, whole: it is not JSON (a trailing comma), and is never repaired', () => {
    const text = recorded('okx/docs-example-zh.json');
    expect(() => okxCandidates(text, NOW)).toThrow('the answer is not JSON');
  });

  it('reads the example once its one trailing comma is gone: pTime as time, annType as category', () => {
    const text = recorded('okx/docs-example-zh.json').replace(/},(\s*)]/, '}$1]');
    expect(okxCandidates(text, NOW)).toEqual([
      {
        identity: 'https://www.okx.com/help/okx-to-list-virtuals-protocol-virtual-for-spot-trading',
        item: { title: 'OKX to list Virtuals Protocol (VIRTUAL) for spot trading', en: 'OKX to list Virtuals Protocol (VIRTUAL) for spot trading', source: 'OKX', url: 'https://www.okx.com/help/okx-to-list-virtuals-protocol-virtual-for-spot-trading', category: 'announcements-new-listings', time: 1761620404821 },
      },
      {
        identity: 'https://www.okx.com/help/completion-of-x-layer-mainnet-upgrade',
        item: { title: 'Completion of X Layer Mainnet Upgrade', en: 'Completion of X Layer Mainnet Upgrade', source: 'OKX', url: 'https://www.okx.com/help/completion-of-x-layer-mainnet-upgrade', category: 'announcements-web3', time: 1761582756071 },
      },
    ]);
  });

  it('takes the logged 50011 body as a rate limit, waited out', () => {
    expect(JSON.parse(OKX_RATE_LIMITED)).toEqual(JSON.parse(recorded('okx/429-50011.txt')));
  });

  it('is the shape the stand-in answers in, field for field', () => {
    type Answer = { data: { details: Record<string, unknown>[] }[] };
    const real = JSON.parse(recorded('okx/docs-example-zh.json').replace(/},(\s*)]/, '}$1]')) as Answer;
    const standIn = JSON.parse(okxAnswer([{ annType: 'a', title: 'T', url: 'https://o.example/1', pTime: NOW }])) as Answer;
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(standIn.data[0]!).sort()).toEqual(Object.keys(real.data[0]!).sort());
    expect(Object.keys(standIn.data[0]!.details[0]!).sort()).toEqual(Object.keys(real.data[0]!.details[0]!).sort());

    expect(() => okxCandidates(recorded('okx/429-50011.txt'), NOW)).toThrow(expect.objectContaining({ refusal: 'rate-limited', retryAfterMs: 10_000, message: 'OKX rate-limited this address (code 50011)' }));
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
