import { describe, expect, it } from 'vitest';
import { BINANCE_EMPTY_ANSWER, binanceArticlesAnswer, binanceCatalogAnswer } from '@/devkit/stand-ins/binance-notices';
import { BinanceSlowDown, binanceCandidates } from './binance-source';

const NOW = Date.UTC(2026, 10, 23, 12);

describe('Binance announcements', () => {
  it('reads the catalogs shape: link from the code, the catalog as category, releaseDate as time', () => {
    const text = binanceCatalogAnswer(48, 'New Cryptocurrency Listing', [{ id: 1, code: 'abc123', title: 'Binance Will List Sei (SEI)', releaseDate: NOW - 2_000 }]);
    expect(binanceCandidates(text, NOW)).toEqual([
      { identity: 'abc123', item: { title: 'Binance Will List Sei (SEI)', en: 'Binance Will List Sei (SEI)', source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/abc123', category: 'New Cryptocurrency Listing', time: NOW - 2_000 } },
    ]);
  });

  it('reads the data.articles shape, whose notices carry no time: the moment of reading', () => {
    const text = binanceArticlesAnswer([{ id: 2, code: 'def456', title: 'Notice of Removal of Spot Trading Pairs' }]);
    expect(binanceCandidates(text, NOW)).toEqual([{ identity: 'def456', item: { title: 'Notice of Removal of Spot Trading Pairs', en: 'Notice of Removal of Spot Trading Pairs', source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/def456', time: NOW } }]);
  });

  it('takes empty data as "slow down", a rate limit', () => {
    for (const text of [BINANCE_EMPTY_ANSWER, binanceCatalogAnswer(48, 'x', []), JSON.stringify({ code: '000000', data: {} })]) {
      expect(() => binanceCandidates(text, NOW)).toThrow(BinanceSlowDown);
    }
    expect(new BinanceSlowDown()).toMatchObject({ refusal: 'rate-limited', message: expect.stringContaining('slow down') });
  });

  it('drops bad articles alone, bounds huge titles and categories, takes no time ahead of now', () => {
    const answer = JSON.parse(binanceCatalogAnswer(48, 'c'.repeat(1_000_000), [{ id: 1, code: 'ok', title: 't'.repeat(1_000_000), releaseDate: NOW + 60_000 }])) as { data: { catalogs: { articles: unknown[] }[] } };
    answer.data.catalogs[0]!.articles.push({ code: '../../x', title: 'path' }, { code: 'n', title: 5 }, { code: 'e', title: '' }, null, 'junk');
    const candidates = binanceCandidates(JSON.stringify(answer), NOW);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]!.item).toMatchObject({ title: `${'t'.repeat(299)}…`, category: `${'c'.repeat(99)}…`, time: NOW });
  });

  it('names a refusal and what is not an answer', () => {
    expect(() => binanceCandidates(JSON.stringify({ code: '100001', message: 'busy' }), NOW)).toThrow('Binance refused: busy');
    expect(() => binanceCandidates('<html>', NOW)).toThrow('the answer is not JSON');
    expect(() => binanceCandidates('{"data": []}', NOW)).toThrow('not an announcements answer');
  });
});
