import { describe, expect, it } from 'vitest';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { BINANCE_EMPTY_ANSWER, binanceArticlesAnswer, binanceCatalogAnswer } from '@/devkit/stand-ins/binance-notices';
import { BinanceSlowDown, binanceCandidates, binanceTitleIdentity } from './binance-source';
import type { UnreadableCounts } from './unreadable';

const NOW = Date.UTC(2026, 10, 23, 12);

describe('Binance announcements', () => {
  it('reads the catalogs shape: link from the code, the catalog as category, releaseDate as time', () => {
    const text = binanceCatalogAnswer(48, 'New Cryptocurrency Listing', [{ id: 1, code: 'abc123', title: 'Binance Will List Sei (SEI)', releaseDate: NOW - 2_000 }]);
    expect(binanceCandidates(text, NOW)).toEqual([
      { identity: 'abc123', aliases: [binanceTitleIdentity('Binance Will List Sei (SEI)')], item: { title: 'Binance Will List Sei (SEI)', en: 'Binance Will List Sei (SEI)', source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/abc123', category: 'New Cryptocurrency Listing', time: NOW - 2_000 } },
    ]);
  });

  it('reads the data.articles shape, whose notices carry no time: the moment of reading, said as timeless', () => {
    const text = binanceArticlesAnswer([{ id: 2, code: 'def456', title: 'Notice of Removal of Spot Trading Pairs' }]);
    expect(binanceCandidates(text, NOW)).toEqual([{ identity: 'def456', aliases: [binanceTitleIdentity('Notice of Removal of Spot Trading Pairs')], item: { title: 'Notice of Removal of Spot Trading Pairs', en: 'Notice of Removal of Spot Trading Pairs', source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/def456', time: NOW }, timeless: true }]);
  });

  it('takes empty data as "slow down", a rate limit', () => {
    for (const text of [BINANCE_EMPTY_ANSWER, binanceCatalogAnswer(48, 'x', []), JSON.stringify({ code: '000000', data: {} })]) {
      expect(() => binanceCandidates(text, NOW)).toThrow(BinanceSlowDown);
    }
    expect(new BinanceSlowDown()).toMatchObject({ refusal: 'rate-limited', message: expect.stringContaining('slow down') });
  });

  it('drops bad articles alone, bounds huge titles and categories, takes no time ahead of now', () => {
    const answer = JSON.parse(binanceCatalogAnswer(48, 'c'.repeat(1_000_000), [{ id: 1, code: 'ok', title: 't'.repeat(1_000_000), releaseDate: NOW + 60_000 }])) as { data: { catalogs: { articles: unknown[] }[] } };
    answer.data.catalogs[0]!.articles.push({ code: '../../x', title: 'path' }, { code: 'n', title: 5 }, { code: 'e', title: '' }, null, 'junk', { code: 'd', title: 'date text', releaseDate: '2025-03-19' });
    const tallies: UnreadableCounts[] = [];
    const candidates = binanceCandidates(JSON.stringify(answer), NOW, (counts) => tallies.push(counts));
    expect(candidates).toHaveLength(1);
    expect(tallies).toEqual([{ 'bad-id': 1, 'no-title': 2, malformed: 2, 'bad-time': 1 }]);
    expect(candidates[0]!.item).toMatchObject({ title: `${'t'.repeat(299)}…`, category: `${'c'.repeat(99)}…`, time: NOW });
  });

  it('names a refusal and what is not an answer', () => {
    expect(() => binanceCandidates(JSON.stringify({ code: '100001', message: 'busy' }), NOW)).toThrow('Binance refused: busy');
    expect(() => binanceCandidates('<html>', NOW)).toThrow('the answer is not JSON');
    expect(() => binanceCandidates('{"data": []}', NOW)).toThrow('not an announcements answer');
  });
});

/**
 * The `data.articles` answer as ToucanBran/crypto-announcment-scraper recorded it, a Python literal
 * (`src/services/tests/test_data_generators/binance_tdg.py` at a51e86337eac55a94679655935c39c01f8e0e521),
 * made JSON as `ast.literal_eval` + `json.dumps` would: it has single-quoted strings without escapes, None, True, False.
 */
function pythonLiteralAsJson(literal: string): string {
  if (literal.includes('\\') || literal.includes('"')) throw new Error('a literal with escapes or double quotes: convert it with Python');
  return literal.replace(/'([^']*)'|\bNone\b|\bTrue\b|\bFalse\b/g, (token, text: string | undefined) => (text !== undefined ? JSON.stringify(text) : token === 'None' ? 'null' : token.toLowerCase()));
}

/**
 * RichieLoco/CoinSniper `src/test/resources/testResponse_*.json` at
 * 02be570b8909f7b1ff8ef50f068101f4091d1ef2: the catalogs shape, as Binance answered it in March and
 * June 2025.
 */
describe.skipIf(!RECORDED)('Binance announcements, as Binance answered', () => {
  it('reads all 80 notices of the eight catalogs of the March 2025 answer, with their catalog, code, title and releaseDate', () => {
    const tallies: UnreadableCounts[] = [];
    const candidates = binanceCandidates(recorded('binance-cms/coinsniper-full.json'), NOW, (counts) => tallies.push(counts));
    expect(candidates).toHaveLength(80);
    expect(tallies).toEqual([]);
    expect(new Set(candidates.map((candidate) => candidate.item.category))).toEqual(new Set(['New Cryptocurrency Listing', 'Latest Binance News', 'Latest Activities', 'New Fiat Listings', 'Delisting', 'Maintenance Updates', 'API Updates', 'Crypto Airdrop']));
    expect(candidates[0]).toEqual({
      identity: '917a66f6d8654c2695d858db6b7f1bff',
      aliases: [binanceTitleIdentity('Binance Will Add StraitsX USD (XUSD) and Four (FORM) on Earn, Buy Crypto, Margin, Convert & Futures')],
      item: {
        title: 'Binance Will Add StraitsX USD (XUSD) and Four (FORM) on Earn, Buy Crypto, Margin, Convert & Futures',
        en: 'Binance Will Add StraitsX USD (XUSD) and Four (FORM) on Earn, Buy Crypto, Margin, Convert & Futures',
        source: 'Binance EN',
        url: 'https://www.binance.com/en/support/announcement/917a66f6d8654c2695d858db6b7f1bff',
        category: 'New Cryptocurrency Listing',
        time: 1742369411614,
      },
    });
    expect(candidates.find((candidate) => candidate.identity === '69ff9abd38ad4cfcbe4521f654278a7d')!.item).toMatchObject({ title: 'Notice of Removal of Spot Trading Pairs - 2025-03-21', category: 'Delisting', time: 1742356810621 });
    // Ⓢ is kept as it is: coin detection reads "USDⓈ-Margined".
    expect(candidates.some((candidate) => candidate.item.title === 'Binance Futures Will Launch USDⓈ-Margined VICUSDT Perpetual Contract With Up To 75x Leverage')).toBe(true);
  });

  it('reads every notice of the ten June 2025 pages, whose later pages lack catalogs or end early', () => {
    const counts = Array.from({ length: 10 }, (_, page) => binanceCandidates(recorded(`binance-cms/coinsniper-full-page${page + 1}.json`), NOW).length);
    expect(counts).toEqual([80, 80, 80, 80, 78, 70, 70, 67, 60, 60]);
    const taiko = binanceCandidates(recorded('binance-cms/coinsniper-full-page1.json'), NOW).find((candidate) => String(candidate.item.title).includes('TAIKOUSDT'));
    expect(taiko!.item).toMatchObject({ title: 'Binance Futures Will Launch USDⓈ-Margined TAIKOUSDT and SQDUSDT Perpetual Contracts (2025-06-11)', category: 'New Cryptocurrency Listing' });
  });

  it('is the shape the stand-ins answer in, field for field', () => {
    type Answer = { data: { catalogs: (Record<string, unknown> & { articles: Record<string, unknown>[] })[] } };
    const real = JSON.parse(recorded('binance-cms/coinsniper-min-one.json')) as Answer;
    const standIn = JSON.parse(binanceCatalogAnswer(48, 'New Cryptocurrency Listing', [{ id: 1, code: 'c', title: 'T', releaseDate: NOW }])) as Answer;
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(standIn.data.catalogs[0]!.articles[0]!).sort()).toEqual(Object.keys(real.data.catalogs[0]!.articles[0]!).sort());
    type Articles = { data: { articles: Record<string, unknown>[] } };
    const articles = JSON.parse(pythonLiteralAsJson(recorded('binance-cms/toucanbran-articles.pyliteral'))) as Articles;
    const articlesStandIn = JSON.parse(binanceArticlesAnswer([{ id: 1, code: 'c', title: 'T' }])) as Articles;
    expect(Object.keys(articlesStandIn).sort()).toEqual(Object.keys(articles).sort());
    expect(Object.keys(articlesStandIn.data).sort()).toEqual(Object.keys(articles.data).sort());
    expect(Object.keys(articlesStandIn.data.articles[0]!).sort()).toEqual(Object.keys(articles.data.articles[0]!).sort());
  });

  it('reads the one-catalog answers (catalogs 48 and 49)', () => {
    expect(binanceCandidates(recorded('binance-cms/coinsniper-min-one.json'), NOW).map((candidate) => [candidate.identity, candidate.item.time])).toEqual([
      ['917a66f6d8654c2695d858db6b7f1bff', 1742369411614],
      ['49d9f5fa7c904f59bd77ae3535f699f0', 1742367602547],
    ]);
    const news = binanceCandidates(recorded('binance-cms/coinsniper-min-two.json'), NOW);
    expect(news).toHaveLength(10);
    expect(news.every((candidate) => candidate.item.category === 'Latest Binance News')).toBe(true);
  });

  it('reads the 15 notices of the data.articles answer, whose publishDate is null, at the moment of reading, as timeless', () => {
    const text = pythonLiteralAsJson(recorded('binance-cms/toucanbran-articles.pyliteral'));
    const tallies: UnreadableCounts[] = [];
    const candidates = binanceCandidates(text, NOW, (counts) => tallies.push(counts));
    expect(candidates).toHaveLength(15);
    expect(tallies).toEqual([]);
    expect(candidates.every((candidate) => candidate.item.time === NOW && candidate.timeless && !('category' in candidate.item))).toBe(true);
    expect(candidates[3]).toEqual({
      identity: 'f9e1123ffc12458795716a0e027ff07a',
      aliases: [binanceTitleIdentity('Binance Will List Rari Governance Token (RGT)')],
      item: { title: 'Binance Will List Rari Governance Token (RGT)', en: 'Binance Will List Rari Governance Token (RGT)', source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/f9e1123ffc12458795716a0e027ff07a', time: NOW },
      timeless: true,
    });
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
