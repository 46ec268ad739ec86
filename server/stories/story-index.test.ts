import { describe, expect, it } from 'vitest';
import { STORY_SPAN_MS } from '@newsflash/protocol/story';
import { canonicalUrl, HEADLINE_CHARS, HEADLINE_WORDS, headlineWords, STORY_MEMORY, StoryIndex, storyTraits } from './story-index';

const T = 1_700_000_000_000;

describe('canonicalUrl', () => {
  it('drops what differs between shares of one page', () => {
    expect(canonicalUrl('https://www.CoinDesk.com/markets/a/?utm_source=x&ref=feed#top')).toBe('coindesk.com/markets/a');
    expect(canonicalUrl('http://coindesk.com/markets/a')).toBe('coindesk.com/markets/a');
    expect(canonicalUrl('https://upbit.com/notice?id=2&b=1')).toBe('upbit.com/notice?b=1&id=2');
  });

  it('takes no social post link as the news itself, and nothing that is not a web page', () => {
    expect(canonicalUrl('https://twitter.com/a/status/1')).toBeUndefined();
    expect(canonicalUrl('https://x.com/a/status/1')).toBeUndefined();
    expect(canonicalUrl('javascript:alert(1)')).toBeUndefined();
    expect(canonicalUrl('not a url')).toBeUndefined();
  });

  it('reads no link longer than the protocol accepts', () => {
    expect(canonicalUrl(`https://e.org/${'a'.repeat(2_100)}`)).toBeUndefined();
    expect(canonicalUrl(`https://e.org/${'a'.repeat(2_000)}`)).toBe(`e.org/${'a'.repeat(2_000)}`);
  });
});

describe('headlineWords', () => {
  it('leaves out an outlet prefix and small words', () => {
    expect([...headlineWords('COINDESK: Bitcoin Tops $100K as the ETF inflows surge')]).toEqual(['bitcoin', 'tops', '100k', 'etf', 'inflows', 'surge']);
  });

  it('reads a word with an invisible character, in full-width letters or an NFD accent as the plain word (items/text-key.ts)', () => {
    expect(headlineWords('Bin\u200Bance lists ＡＲＢ at the Cafe\u0301')).toEqual(headlineWords('Binance lists ARB at the Café'));
  });

  it('keeps the first HEADLINE_WORDS distinct words, repeats not counted', () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i}`);
    const kept = headlineWords(`repeat repeat repeat ${words.join(' ')}`);
    expect([...kept]).toEqual(['repeat', ...words.slice(0, HEADLINE_WORDS - 1)]);
  });

  it('reads the first HEADLINE_CHARS characters of a text of any length', () => {
    const huge = `${'x '.repeat(HEADLINE_CHARS / 2)}beyond ${Array.from({ length: 500_000 }, (_, i) => `z${i}`).join(' ')}`;
    expect([...headlineWords(huge)]).toEqual(['x']);
  });
});

describe('StoryIndex', () => {
  it('joins the same page or a like headline to the first item of its story', () => {
    const index = new StoryIndex();
    expect(index.assign({ _id: 'a', time: T, title: 'Binance Will List Ethena (ENA) on Launchpool', url: 'https://binance.com/n/1' })).toBeUndefined();
    expect(index.assign({ _id: 'b', time: T + 1, title: 'BINANCE LISTING', url: 'https://www.binance.com/n/1/?utm_source=x' })).toBe('a');
    expect(index.assign({ _id: 'c', time: T + 2, title: 'BINANCE: Binance will list Ethena ENA on Launchpool' })).toBe('a');
  });

  it('compares posts by what they say, not by their author', () => {
    const index = new StoryIndex();
    index.assign({ _id: 'a', time: T, type: 'direct', title: 'Gala Games (@GoGalaGames)', body: 'Founder nodes drop is live for all operators today' });
    expect(index.assign({ _id: 'b', time: T, type: 'direct', title: 'Gala Games (@GoGalaGames)', body: 'Our new game trailer lands tomorrow at noon UTC' })).toBeUndefined();
    expect(index.assign({ _id: 'c', time: T, type: 'telegram', title: 'Gala news', body: 'Founder nodes drop is live for all operators today!' })).toBe('a');
  });

  it('keeps apart two news made from one template, by their coins', () => {
    const index = new StoryIndex();
    index.assign({ _id: 'a', time: T, title: 'Binance Will List Bonk (BONK) with Seed Tag Applied', suggestions: [{ coin: 'BONK' }] });
    expect(index.assign({ _id: 'b', time: T, title: 'Binance Will List Usual (USUAL) with Seed Tag Applied', suggestions: [{ coin: 'USUAL' }] })).toBeUndefined();
  });

  it('matches nothing outside the window, nor short headlines by their words', () => {
    const index = new StoryIndex();
    index.assign({ _id: 'a', time: T, title: 'SEC approves spot Ethereum ETFs today' });
    expect(index.assign({ _id: 'b', time: T + STORY_SPAN_MS + 1, title: 'SEC approves spot Ethereum ETFs today' })).toBeUndefined();
    index.assign({ _id: 'c', time: T, title: 'GM' });
    expect(index.assign({ _id: 'd', time: T, title: 'GM' })).toBeUndefined();
  });

  it('keeps the story an item relayed from another Newsflash already carries', () => {
    const index = new StoryIndex();
    expect(index.assign({ _id: 'b', time: T, title: 'Upbit suspends deposits of Celo for upgrade', story: 'upstream-a' })).toBe('upstream-a');
    expect(index.assign({ _id: 'c', time: T, title: 'Upbit suspends deposits of Celo for upgrade' })).toBe('upstream-a');
  });

  it('remembers at most STORY_MEMORY items, newest kept', () => {
    const index = new StoryIndex();
    index.assign({ _id: 'old', time: T, title: 'the oldest headline in memory here', url: 'https://e.org/old' });
    for (let i = 0; i < STORY_MEMORY; i++) index.assign({ _id: `n${i}`, time: T, title: `filler ${i}` });
    expect(index.assign({ _id: 'again', time: T, title: 'x', url: 'https://e.org/old' })).toBeUndefined();
  });

  it('groups like headlines as ever beside an item whose `en` has 500,000 distinct words', () => {
    const index = new StoryIndex();
    const flood = Array.from({ length: 500_000 }, (_, i) => `word${i}`).join(' ');
    index.assign({ _id: 'a', time: T, title: 'Upbit suspends deposits of Celo for network upgrade' });
    expect(index.assign({ _id: 'huge', time: T, title: 'x', en: flood })).toBeUndefined();
    expect(storyTraits({ _id: 'huge', time: T, title: 'x', en: flood }).words.size).toBe(HEADLINE_WORDS);
    // Its kept words are the first 64 (word0…word63): a headline sharing them joins it, nothing else does.
    expect(index.assign({ _id: 'b', time: T, title: 'UPBIT: Upbit suspends deposits of Celo for a network upgrade' })).toBe('a');
    const start = Array.from({ length: HEADLINE_WORDS }, (_, i) => `word${i}`).join(' ');
    expect(index.assign({ _id: 'c', time: T, title: start })).toBe('huge');
    expect(index.size).toBe(4);
  });

  it('reads at most 30 coins of an item, however many it lists', () => {
    const suggestions = Array.from({ length: 100_000 }, (_, i) => ({ coin: `C${i}` }));
    expect(storyTraits({ _id: 'a', time: T, title: 'x', suggestions }).coins).toEqual(new Set(Array.from({ length: 30 }, (_, i) => `C${i}`)));
  });

  it('holds an item once, by id, and no more than its memory, whatever is heard', () => {
    const index = new StoryIndex(3);
    const item = { _id: 'a', time: T, title: 'Binance will list Ethena ENA on Launchpool', url: 'https://binance.com/n/1' };
    index.rememberItem(item);
    index.rememberItem(item);
    expect(index.size).toBe(1);
    for (const id of ['b', 'c', 'd']) index.rememberItem({ _id: id, time: T, title: `filler ${id}` });
    expect(index.size).toBe(3);
    // 'a' was forgotten; remembered again, it is held (its id was let go with it).
    expect(index.assign({ _id: 'e', time: T, title: 'x', url: 'https://binance.com/n/1' })).toBeUndefined();
    index.rememberItem(item);
    expect(index.assign({ _id: 'f', time: T, title: 'x', url: 'https://binance.com/n/1' })).toBe('a');
  });

  it('remembers an item heard with its story under that story', () => {
    const index = new StoryIndex();
    index.rememberItem({ _id: 'b', time: T, title: 'Upbit suspends deposits of Celo for upgrade', story: 'a' });
    expect(index.assign({ _id: 'c', time: T, title: 'Upbit suspends deposits of Celo for upgrade' })).toBe('a');
  });
});

describe('listing stories, across exchanges and languages', () => {
  const listing = (coins: string[], exchange: string, at?: number) => ({ kind: 'spot-listing', exchange, coins, markets: coins.map((coin) => `${coin}_USDT`), ...(at ? { at } : {}) });
  const DAY = 24 * 60 * 60_000;

  it('folds every listing notice and market of one coin into the first one\'s story, for days, whatever their words', () => {
    const index = new StoryIndex();
    expect(index.assign({ _id: 'en', time: T, title: 'Binance Will List Arbitrum (ARB) with Seed Tag Applied', url: 'https://www.binance.com/en/support/announcement/a1', notice: listing(['ARB'], 'Binance', T + 3 * 3_600_000) })).toBeUndefined();
    expect(index.assign({ _id: 'cn', time: T + 60_000, title: '币安将上市Arbitrum (ARB)并添加种子标签', url: 'https://www.binance.com/zh-CN/support/announcement/a2', notice: listing(['ARB'], 'Binance') })).toBe('en');
    // An outlet and a post say it in their own words (matched as any story is); no notice needed.
    expect(index.assign({ _id: 'outlet', time: T + 120_000, title: 'COINDESK: Binance will list Arbitrum ARB with seed tag applied', url: 'https://coindesk.com/arb' })).toBe('en');
    expect(index.assign({ _id: 'post', time: T + 180_000, title: 'Someone (@someone)', type: 'direct', body: 'Binance will list Arbitrum ARB with seed tag applied' })).toBe('en');
    expect(index.assign({ _id: 'live', time: T + 3 * 3_600_000, title: 'Binance spot market ARB/USDT is live', market: { exchange: 'Binance', kind: 'spot', symbol: 'ARB_USDT', at: T + 3 * 3_600_000 } })).toBe('en');
    expect(index.assign({ _id: 'upbit', time: T + 2 * DAY, title: '아비트럼(ARB) 원화 마켓 디지털 자산 추가', url: 'https://upbit.com/service_center/notice?id=5001', notice: { kind: 'new-markets', exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW'] } })).toBe('en');
  });

  it('joins no other coin\'s listing, no other kind of notice, and nothing past the listing span', () => {
    const index = new StoryIndex();
    index.assign({ _id: 'arb', time: T, title: 'Binance Will List Arbitrum (ARB)', notice: listing(['ARB'], 'Binance') });
    expect(index.assign({ _id: 'op', time: T + 1_000, title: '币安将上市Optimism (OP)', notice: listing(['OP'], 'Binance') })).toBeUndefined();
    expect(index.assign({ _id: 'delist', time: T + DAY, title: 'ARB 거래지원 종료 안내', notice: { kind: 'delisting', exchange: 'Upbit', coins: ['ARB'], markets: [] } })).toBeUndefined();
    expect(index.assign({ _id: 'late', time: T + 8 * DAY, title: 'OKX to list ARB perpetual', notice: { kind: 'futures-listing', exchange: 'OKX', coins: ['ARB'], markets: [] } })).toBeUndefined();
  });

  it('holds the listing stories of items heard from another node or read from storage', () => {
    const index = new StoryIndex();
    index.rememberItem({ _id: 'elsewhere', time: T, title: 'Bybit will list ARB', notice: listing(['ARB'], 'Bybit') });
    expect(index.assign({ _id: 'here', time: T + DAY, title: '아비트럼(ARB) 원화 마켓 디지털 자산 추가', notice: listing(['ARB'], 'Upbit') })).toBe('elsewhere');
  });
});
