import { describe, expect, it } from 'vitest';
import type { NewsItem } from '@newsflash/protocol';
import { buildNotification, itemIdOf, type NotificationContext } from './notification';

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
const chrome: NotificationContext = { browser: 'chrome', fallbackIcon: '/icon/128.png', canVote: true, allowRequireInteraction: true };

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

  it('summaries say how many and which is latest', () => {
    const { id, options } = buildNotification({ kind: 'summary', count: 12, reason: 'burst', latest: item }, chrome);
    expect(id).toBe('newsflash:summary');
    expect(options).toMatchObject({ title: '12 more headlines', message: 'Latest: Gala Games (@GoGalaGames)' });
    expect(buildNotification({ kind: 'summary', count: 3, reason: 'backfill' }, chrome).options.title).toBe('3 headlines while you were away');
  });
});
