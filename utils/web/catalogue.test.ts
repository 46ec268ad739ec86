import { describe, expect, it } from 'vitest';
import { catalogueSource, loadCatalogue, pickLocale, readCatalogue } from './catalogue';

const AVAILABLE = ['en', 'es', 'ja', 'ko', 'ru', 'zh_CN'];

describe('the web page’s messages', () => {
  it('picks the first language it speaks, by region, then by language, else English', () => {
    expect(pickLocale(['zh-CN', 'en'], AVAILABLE)).toEqual({ locale: 'zh_CN', language: 'zh-CN' });
    expect(pickLocale(['zh-TW'], AVAILABLE)).toEqual({ locale: 'zh_CN', language: 'zh-CN' });
    expect(pickLocale(['de-DE', 'es-MX', 'ja'], AVAILABLE)).toEqual({ locale: 'es', language: 'es-MX' });
    expect(pickLocale(['de', 'fr'], AVAILABLE)).toEqual({ locale: 'en', language: 'en' });
    expect(pickLocale(['', '-', '__proto__', 'constructor-x'], AVAILABLE)).toEqual({ locale: 'en', language: 'en' });
  });

  it('fills substitutions as the extension API does, and gives an unknown key as the empty string', () => {
    const source = catalogueSource({ connection_liveAs: 'Live as $1', feed_two: '$2 then $1 then $3' }, 'en');
    expect(source.getMessage('connection_liveAs', ['ada'])).toBe('Live as ada');
    expect(source.getMessage('feed_two', ['a', 'b'])).toBe('b then a then ');
    expect(source.getMessage('nope')).toBe('');
    expect(source.getMessage('toString')).toBe('');
  });

  it('keeps only strings from a catalogue, whatever the file holds', () => {
    expect(readCatalogue({ a: 'x', b: 1, c: { d: 'y' }, e: null })).toEqual({ a: 'x' });
    for (const hostile of [null, 'text', [1, 2], 7]) expect(readCatalogue(hostile)).toEqual({});
  });

  it('falls back to English when the reader’s catalogue cannot be fetched, and to empty words when none can', async () => {
    const urls = { en: '/en.json', ru: '/ru.json' };
    const asked: string[] = [];
    const english = await loadCatalogue(['ru'], urls, async (url) => {
      asked.push(url);
      if (url === '/ru.json') throw new Error('offline');
      return { extName: 'Newsflash' };
    });
    expect(asked).toEqual(['/ru.json', '/en.json']);
    expect(english.getMessage('extName')).toBe('Newsflash');
    expect(english.getUILanguage()).toBe('en');
    const none = await loadCatalogue(['ru'], urls, () => Promise.reject(new Error('offline')));
    expect(none.getMessage('extName')).toBe('');
  });
});
