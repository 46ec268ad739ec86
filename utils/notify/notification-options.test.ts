import { describe, expect, it } from 'vitest';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { buildNotification, itemIdOf, type NotificationContext } from './notification-options';

const item: NewsItem = {
  id: 'n1',
  title: 'Gala Games (@GoGalaGames)',
  body: 'Are you a Founder’s Node operator?\n\nMore are coming!',
  time: 0,
  kind: 'tweet',
  source: 'Twitter',
  icon: 'https://pbs.twimg.com/x.jpg',
  coins: [],
  actions: [],
  requireInteraction: true,
};
const chrome: NotificationContext = { browser: 'chrome', fallbackIcon: '/icon/128.png', remoteIcons: true, canVote: true, allowRequireInteraction: true };

describe('buildNotification', () => {
  it('Chrome: buttons, requireInteraction when the item asks and the user allows, our sound', () => {
    const { id, options } = buildNotification({ kind: 'item', item }, chrome);
    expect(itemIdOf(id)).toBe('n1');
    expect(options).toEqual({
      type: 'basic',
      iconUrl: 'https://pbs.twimg.com/x.jpg',
      title: 'Gala Games (@GoGalaGames)',
      message: 'Are you a Founder’s Node operator? More are coming!',
      contextMessage: 'Twitter',
      silent: true,
      priority: 2,
      requireInteraction: true,
      buttons: [{ title: 'Like' }, { title: 'Dislike' }],
    });
  });

  it('Chrome: no buttons without a key, no requireInteraction when the user disallows it', () => {
    const { options } = buildNotification({ kind: 'item', item }, { ...chrome, canVote: false, allowRequireInteraction: false });
    expect(options.buttons).toBeUndefined();
    expect(options.requireInteraction).toBeUndefined();
  });

  it('Firefox: only the options Firefox accepts', () => {
    const { options } = buildNotification({ kind: 'item', item: { ...item, icon: 'http://insecure/x.png' } }, { ...chrome, browser: 'firefox' });
    expect(Object.keys(options).sort()).toEqual(['iconUrl', 'message', 'title', 'type']);
    expect(options.iconUrl).toBe('/icon/128.png');
  });

  it("the item's icon only when the reader turned remote icons on, and only over https; otherwise ours", () => {
    const iconOf = (context: NotificationContext, icon?: string) => buildNotification({ kind: 'item', item: { ...item, icon } }, context).options.iconUrl;
    for (const browser of ['chrome', 'firefox'] as const) {
      expect(iconOf({ ...chrome, browser, remoteIcons: false }, 'https://pbs.twimg.com/x.jpg')).toBe('/icon/128.png');
      expect(iconOf({ ...chrome, browser }, 'https://pbs.twimg.com/x.jpg')).toBe('https://pbs.twimg.com/x.jpg');
      expect(iconOf({ ...chrome, browser }, 'http://pbs.twimg.com/x.jpg')).toBe('/icon/128.png');
      expect(iconOf({ ...chrome, browser })).toBe('/icon/128.png');
    }
    expect(buildNotification({ kind: 'summary', count: 2, reason: 'burst', latest: item }, chrome).options.iconUrl).toBe('/icon/128.png');
  });

  it('a notice: its words as the title, its kind (and sign in words) first in the message, the original after', () => {
    const korean = '[거래] 아비트럼(ARB) 원화 마켓 디지털 자산 추가';
    const notice = { kind: 'spot-listing' as const, sign: '+' as const, exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW'] };
    const { options } = buildNotification({ kind: 'item', item: { ...item, kind: 'news', source: 'Upbit', body: undefined, title: korean, notice } }, { ...chrome, browser: 'firefox' });
    expect(options.title).toBe('Upbit lists ARB (KRW markets)');
    expect(options.message).toBe(`+ Expected to lift the price, Spot listing · ${korean}`);
    const decoy = buildNotification({ kind: 'item', item: { ...item, notice: { kind: 'promotion', coins: [], markets: [] } } }, chrome).options;
    expect(decoy.title).toBe(item.title);
    expect(decoy.message).toBe('Promotion · Are you a Founder’s Node operator? More are coming!');
  });

  it('summaries say how many and which is latest', () => {
    const { id, options } = buildNotification({ kind: 'summary', count: 12, reason: 'burst', latest: item }, chrome);
    expect(id).toBe('newsflash:summary');
    expect(options).toMatchObject({ title: '12 more headlines', message: 'Latest: Gala Games (@GoGalaGames)' });
    expect(buildNotification({ kind: 'summary', count: 3, reason: 'backfill' }, chrome).options.title).toBe('3 headlines while you were away');
    // An extra feed's summary is its own notification: it never replaces the first feed's.
    expect(buildNotification({ kind: 'summary', count: 12, reason: 'burst', latest: item, via: 'hostile' }, chrome).id).toBe('newsflash:summary:hostile');
  });
});

describe('notification text a reader can trust', () => {
  const spoof: NewsItem = {
    ...item,
    title: 'Binance &#x202E;lanoitacude\u2066 airdrop',
    body: 'Claim at \u202Ehttps://www.bіnance.com/claim or https://binance.com@evil.example/ &amp; more',
    link: 'https://binance.com@evil.example/airdrop',
    source: 'Blogs',
  };
  const hiddenCharacter = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

  it('Chrome: no hidden characters, each link as its real host, and the host a click opens beside the source', () => {
    const { options } = buildNotification({ kind: 'item', item: spoof }, chrome);
    expect(options.title).toBe('Binance lanoitacude airdrop');
    expect(options.message).toBe(`Claim at ${new URL('https://www.bіnance.com/').host}/claim or evil.example & more`);
    expect(options.message).toMatch(/^Claim at www\.xn--/);
    expect(options.contextMessage).toBe('Blogs · evil.example');
    for (const text of [options.title, options.message, options.contextMessage]) expect(text).not.toMatch(hiddenCharacter);
  });

  it('Firefox: the host a click opens leads the message, as it has no context line', () => {
    const { options } = buildNotification({ kind: 'item', item: spoof }, { ...chrome, browser: 'firefox' });
    expect(options.message).toMatch(/^evil\.example · Claim at www\.xn--/);
    expect(options.title).not.toMatch(hiddenCharacter);
  });

  it('a summary names the latest headline without hidden characters', () => {
    const { options } = buildNotification({ kind: 'summary', count: 2, reason: 'burst', latest: spoof }, chrome);
    expect(options.message).toBe('Latest: Binance lanoitacude airdrop');
  });
});
