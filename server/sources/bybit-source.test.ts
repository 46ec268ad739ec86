import { describe, expect, it } from 'vitest';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { bybitAnnouncements } from '@/devkit/stand-ins/documents';
import { bybitCandidates } from './bybit-source';
import type { UnreadableCounts } from './unreadable';

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
    expect(bybitCandidates(text, 'Bybit', NOW, undefined, 'zh-TW').map((candidate) => candidate.item.en)).toEqual([undefined, undefined]);
    expect(bybitCandidates(text, 'Bybit', NOW, undefined, 'en-US').map((candidate) => candidate.item.en)).toEqual([undefined, 'Nouvelle cotation : BERA']);
  });

  it('drops an odd announcement alone, counted by reason, and takes no time later than now', () => {
    const answer = JSON.parse(bybitAnnouncements([{ id: '1', title: 'Later', link: 'https://b.example/1', time: NOW + 60_000 }])) as { result: { list: unknown[] } };
    answer.result.list.push(
      { title: '', url: 'https://b.example/2', dateTimestamp: NOW },
      { title: 'x', url: 'javascript:1', dateTimestamp: NOW },
      'junk',
      { title: 'no time', url: 'https://b.example/3' },
      { title: 'text time', url: 'https://b.example/4', dateTimestamp: '1679045608000' },
    );
    const tallies: UnreadableCounts[] = [];
    const candidates = bybitCandidates(JSON.stringify(answer), 'Bybit', NOW, (counts) => tallies.push(counts));
    expect(candidates.map((candidate) => [candidate.identity, candidate.item.time])).toEqual([['https://b.example/1', NOW]]);
    expect(tallies).toEqual([{ 'no-title': 1, 'bad-link': 1, malformed: 1, 'no-time': 1, 'bad-time': 1 }]);
  });

  it('reads publishTime, what others report reading, when dateTimestamp is absent', () => {
    const text = JSON.stringify({ retCode: 0, result: { list: [{ title: 'Older shape', url: 'https://b.example/p', publishTime: NOW - 5_000 }] } });
    expect(bybitCandidates(text, 'Bybit', NOW)[0]!.item.time).toBe(NOW - 5_000);
  });

  it('is failing, naming the time fields it reads, when no announcement of an answer can be read', () => {
    const text = JSON.stringify({ retCode: 0, result: { list: [{ title: 'A', url: 'https://b.example/a', time: NOW }] } });
    expect(() => bybitCandidates(text, 'Bybit', NOW)).toThrow("none of the answer's entries could be read: 1 entry without a time field the service reads (dateTimestamp, publishTime)");
    // An empty list is a quiet origin, not a failing one.
    expect(bybitCandidates(JSON.stringify({ retCode: 0, result: { list: [] } }), 'Bybit', NOW)).toEqual([]);
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

/**
 * Bybit's own documented example of `GET /v5/announcements/index`: bybit-exchange/docs
 * `docs/v5/announcement.mdx` at 460ae0986e6e2684b00725d83511e640a79f6d79.
 */
describe.skipIf(!RECORDED)('Bybit announcements, as Bybit documents its answer', () => {
  it('reads the announcement with its dateTimestamp, category and link (the answer has no publishTime)', () => {
    const text = recorded('bybit/docs-example.json');
    expect(text).not.toContain('publishTime');
    const tallies: UnreadableCounts[] = [];
    expect(bybitCandidates(text, 'Bybit', NOW, (counts) => tallies.push(counts))).toEqual([
      {
        identity: 'https://announcements.bybit.com/en-US/article/new-listing-arbitrum-arb-deposit-trade-and-stake-arb-to-share-a-400-000-usdt-prize-pool--bltf662314c211a8616/',
        item: {
          title: 'New Listing: Arbitrum (ARB) — Deposit, Trade and Stake ARB to Share a 400,000 USDT Prize Pool!',
          en: 'New Listing: Arbitrum (ARB) — Deposit, Trade and Stake ARB to Share a 400,000 USDT Prize Pool!',
          source: 'Bybit',
          url: 'https://announcements.bybit.com/en-US/article/new-listing-arbitrum-arb-deposit-trade-and-stake-arb-to-share-a-400-000-usdt-prize-pool--bltf662314c211a8616/',
          body: 'Bybit is excited to announce the listing of ARB on our trading platform!',
          category: 'New Listings',
          time: 1679045608000,
        },
      },
    ]);
    expect(tallies).toEqual([]);
  });

  it('is the shape the stand-in answers in, field for field', () => {
    type Answer = { result: { list: Record<string, unknown>[] } };
    const real = (JSON.parse(recorded('bybit/docs-example.json')) as Answer).result.list[0]!;
    const standIn = (JSON.parse(bybitAnnouncements([{ id: '1', title: 'T', link: 'https://b.example/1', time: NOW }])) as Answer).result.list[0]!;
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
