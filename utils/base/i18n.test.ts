import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { shownCount, t, tn, uiLanguage } from './i18n';

describe('tn', () => {
  it('picks the plural form the language wants and writes the count as it does', () => {
    expect(tn('feed.newCount', 1)).toBe('↑ 1 new');
    expect(tn('feed.newCount', 1200)).toBe('↑ 1,200 new');
  });

  it('uses Russian plural categories in Russian', () => {
    const forms: Record<string, string> = { feed_newCount_one: 'one $1', feed_newCount_few: 'few $1', feed_newCount_many: 'many $1', feed_newCount_other: 'other $1' };
    Object.assign(fakeBrowser.i18n, { getUILanguage: () => 'ru', getMessage: (key: string, subs: string[]) => (forms[key] ?? '').replace('$1', subs[0]!) });
    expect([1, 3, 5, 21, 1.5].map((count) => tn('feed.newCount', count))).toEqual(['one 1', 'few 3', 'many 5', 'one 21', 'other 1,5']);
  });
});

describe('shownCount', () => {
  it('writes a count as the reader\'s language does, so a full store reads 100,000 and not 100000', () => {
    expect(shownCount(100_000)).toBe('100,000');
    Object.assign(fakeBrowser.i18n, { getUILanguage: () => 'ru' });
    expect(shownCount(100_000)).toBe('100\u00a0000');
  });
});

describe('t', () => {
  it('asks the browser once per message without substitutions, and every time with them', () => {
    const asked: string[] = [];
    const getMessage = (key: string, subs?: string[]) => (asked.push(key), subs ? `${key}:${subs.join()}` : key);
    Object.assign(fakeBrowser.i18n, { getMessage });
    expect([t('notification.like'), t('notification.like'), t('notification.dislike')]).toEqual(['notification_like', 'notification_like', 'notification_dislike']);
    expect(t('notification.latest', ['a'])).toBe('notification_latest:a');
    expect(t('notification.latest', ['b'])).toBe('notification_latest:b');
    expect(asked).toEqual(['notification_like', 'notification_dislike', 'notification_latest', 'notification_latest']);
    // Other messages (a test's, or a page's catalogue) are read afresh, never the old ones.
    Object.assign(fakeBrowser.i18n, { getMessage: (key: string) => `de:${key}` });
    expect(t('notification.like')).toBe('de:notification_like');
  });
});

describe('uiLanguage', () => {
  it('asks the browser once, however many cards ask, and again only when the browser\'s answer is another (a test\'s)', () => {
    let asked = 0;
    Object.assign(fakeBrowser.i18n, { getUILanguage: () => (asked++, 'es') });
    expect([uiLanguage(), uiLanguage(), uiLanguage()]).toEqual(['es', 'es', 'es']);
    expect(asked).toBe(1);
    Object.assign(fakeBrowser.i18n, { getUILanguage: () => 'ja' });
    expect(uiLanguage()).toBe('ja');
  });

  it('reads English when the browser cannot say, and asks again next time', () => {
    let asked = 0;
    Object.assign(fakeBrowser.i18n, {
      getUILanguage: () => {
        asked++;
        throw new Error('no language');
      },
    });
    expect([uiLanguage(), uiLanguage()]).toEqual(['en', 'en']);
    expect(asked).toBe(2);
  });
});
