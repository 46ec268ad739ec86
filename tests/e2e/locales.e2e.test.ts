import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { parseMessagesText } from '@wxt-dev/i18n/build';
import { freePort } from '@/devkit/free-port';
import { audit } from './axe';
import { ext } from './extension-api';
import { launch, setViewport, until, type BrowserKind } from './harness';
import { E2eService } from './service';
import { noticeWords, type NoticeLanguage } from '@newsflash/protocol/notice-wording';

const shots = '.tmp/screenshots';

/** A message as locales/<file>.yml has it, to compare with what the page shows. */
function message(file: string, key: string): string {
  const found = parseMessagesText(readFileSync(`locales/${file}.yml`, 'utf8'), 'YAML').find((entry) => entry.key.join('.') === key);
  if (!found || found.type !== 'simple') throw new Error(`no ${key} in ${file}.yml`);
  return found.message;
}

/** Each language as the browser is launched in it, and the locale file it should pick. */
const LANGUAGES: [browserLanguage: string, file: string, lang: RegExp][] = [
  ['en-US', 'en', /^en/],
  ['es-ES', 'es', /^es/],
  ['ru', 'ru', /^ru/],
  ['zh-CN', 'zh_CN', /^zh-CN$/],
  ['ko', 'ko', /^ko/],
  ['ja', 'ja', /^ja/],
];

/** A notice the popup says in its reader's words: those of a language other than English load with the page. */
const LISTING = { kind: 'spot-listing', sign: '+', exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW'] } as const;
const LISTING_TITLE = '[거래] 아비트럼(ARB) 원화 마켓 디지털 자산 추가';

const placeholder = (page: Page) => page.evaluate(() => document.querySelector('.filters input')?.getAttribute('placeholder') ?? '');
const heading = (page: Page) => page.evaluate(() => document.querySelector('h1')?.textContent ?? '');

describe.each<BrowserKind>(['chromium', 'firefox'])('the browser\'s language, in %s', (kind) => {
  let service: E2eService;
  let key: string;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    key = await service.admin.addKey(`locales-${kind}`);
    await service.publish({ title: 'Exchange lists BTC pairs', suggestions: [{ coin: 'BTC', found: ['BTC'], symbols: [{ exchange: 'binance', symbol: 'BTCUSDT' }] }] });
    await service.publish({ title: LISTING_TITLE, source: 'Upbit', notice: LISTING });
    mkdirSync(shots, { recursive: true });
  });
  afterAll(() => service.dispose());

  it.each(LANGUAGES)('%s: the popup and options page speak it, say so, and stay accessible', async (language, file, lang) => {
    const session = await launch(kind, { language });
    try {
      const popup = await session.open('/popup.html');
      await setViewport(popup, { width: 420, height: 600 });
      await ext.configure(popup, { serverAddress: service.url, apiKey: key });
      await until(() => ext.renderedTitles(popup), (titles) => titles.length > 1, 'the feed');
      // A notice already in the reader's language shows the exchange's own words; another language's reader gets it said in theirs.
      const said = noticeWords({ ...LISTING, coins: [...LISTING.coins], markets: [...LISTING.markets] }, file as NoticeLanguage, { timeZone: 'UTC' });
      expect(await ext.renderedTitles(popup)).toContain(file === 'ko' ? LISTING_TITLE : said);
      expect(await popup.evaluate(() => document.documentElement.lang)).toMatch(lang);
      expect(await placeholder(popup)).toBe(message(file, 'filters.searchPlaceholder'));
      expect(await popup.evaluate(() => document.title)).toBe('Newsflash');
      expect(await audit(popup)).toEqual([]);

      const options = await session.open('/options.html');
      await setViewport(options, { width: 900, height: 1000 });
      await until(() => heading(options), (text) => text === message(file, 'options.title'), 'the options page in the language');
      expect(await options.evaluate(() => document.documentElement.lang)).toMatch(lang);
      expect(await audit(options)).toEqual([]);
      if (file === 'ru' || file === 'ja') {
        await popup.screenshot({ path: `${shots}/popup-${kind}-${file}.png` });
        await options.screenshot({ path: `${shots}/options-${kind}-${file}.png` });
      }
    } finally {
      await session.close();
    }
  });

  it('the welcome page, in Russian', async () => {
    const session = await launch(kind, { language: 'ru' });
    try {
      const welcome = await session.open('/welcome.html');
      await setViewport(welcome, { width: 900, height: 1100 });
      await until(() => heading(welcome), (text) => text === message('ru', 'welcome.title'), 'the welcome page in Russian');
      expect(await audit(welcome)).toEqual([]);
      await welcome.screenshot({ path: `${shots}/welcome-${kind}-ru.png`, fullPage: true });
    } finally {
      await session.close();
    }
  });

  it('a connection problem is told in Russian, with the browser\'s own close code', async () => {
    const session = await launch(kind, { language: 'ru' });
    try {
      const options = await session.open('/options.html#diagnostics');
      await ext.configure(options, { serverAddress: `http://127.0.0.1:${await freePort()}` });
      const closed = message('ru', 'problem.closed').replace('$1', '1006');
      const diagnostics = () => options.evaluate(() => document.querySelector('table.diagnostics')?.textContent ?? '');
      await until(diagnostics, (text) => text.includes(closed), 'the refused connection in Diagnostics, in Russian');
    } finally {
      await session.close();
    }
  });

  it('shortcuts go by the key\'s place, so they work on a Russian layout; ? lists them; the option turns single keys off', async () => {
    const session = await launch(kind, { language: 'ru' });
    try {
      const popup = await session.open('/popup.html');
      await ext.configure(popup, { serverAddress: service.url, apiKey: key });
      await until(() => ext.renderedTitles(popup), (titles) => titles.length > 0, 'the feed');
      // What a Russian layout sends: the key under the US "J" types "о", Shift and the US "/" key type ",".
      const press = (code: string, typed: string, shiftKey = false) =>
        popup.evaluate((c, k, s) => document.dispatchEvent(new KeyboardEvent('keydown', { code: c, key: k, shiftKey: s, bubbles: true })), code, typed, shiftKey);
      const selected = () => popup.evaluate(() => document.querySelector('.card.selected') !== null);
      await press('KeyJ', 'о');
      await until(selected, Boolean, 'the first headline selected by the key under J');
      await press('Slash', ',', true);
      const title = await until(() => popup.evaluate(() => document.querySelector('.shortcuts h2')?.textContent ?? ''), (text) => text !== '', 'the list of shortcuts');
      expect(title).toBe(message('ru', 'keys.title'));
      await press('Escape', 'Escape');
      await until(() => popup.evaluate(() => document.querySelector('.shortcuts') === null), Boolean, 'Esc closing the list');

      // Single-key shortcuts off (Options → Display and keyboard): letters do nothing, arrows still move.
      await popup.evaluate(() => localStorage.setItem('newsflash:view', JSON.stringify({ version: 1, singleKeys: false })));
      const again = await session.open('/popup.html');
      await until(() => ext.renderedTitles(again), (titles) => titles.length > 0, 'the feed again');
      const pressAgain = (code: string, typed: string) =>
        again.evaluate((c, k) => document.dispatchEvent(new KeyboardEvent('keydown', { code: c, key: k, bubbles: true })), code, typed);
      const selectedAgain = () => again.evaluate(() => document.querySelector('.card.selected') !== null);
      await pressAgain('KeyJ', 'о');
      expect(await selectedAgain()).toBe(false);
      await pressAgain('ArrowDown', 'ArrowDown');
      await until(selectedAgain, Boolean, 'the arrow still moving');
    } finally {
      await session.close();
    }
  });
});
