import { describe, expect, it } from 'vitest';
import { canonicalUrl, headlineWords, STORY_MEMORY, STORY_WINDOW_MS, StoryIndex } from './stories';

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
});

describe('headlineWords', () => {
  it('leaves out an outlet prefix and small words', () => {
    expect([...headlineWords('COINDESK: Bitcoin Tops $100K as the ETF inflows surge')]).toEqual(['bitcoin', 'tops', '100k', 'etf', 'inflows', 'surge']);
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
    expect(index.assign({ _id: 'b', time: T + STORY_WINDOW_MS + 1, title: 'SEC approves spot Ethereum ETFs today' })).toBeUndefined();
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
});
