import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABS } from '@/utils/settings-forms/options-tabs';
import { audit } from './axe';
import { ext } from './extension-api';
import { launch, setViewport, until, type BrowserKind } from './harness';
import { E2eService } from './service';

const coins = { suggestions: [{ coin: 'BTC', found: ['BTC'], symbols: [{ exchange: 'binance', symbol: 'BTCUSDT' }, { exchange: 'bybit', symbol: 'BTCUSDT' }] }] };

describe.each<[BrowserKind, 'light' | 'dark']>([
  ['chromium', 'light'],
  ['chromium', 'dark'],
  ['firefox', 'light'],
  ['firefox', 'dark'],
])('accessibility audit (axe-core) in %s, %s theme', (kind, scheme) => {
  let service: E2eService;
  let key: string;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    key = await service.admin.addKey(`axe-${kind}-${scheme}`);
  });
  afterAll(() => service.dispose());

  it('popup, docked panel, every tab of the options page and the welcome page have no violations of any impact, colour contrast included', async () => {
    // Firefox over WebDriver BiDi cannot emulate the colour scheme; its preference sets it instead.
    const session = await launch(kind, kind === 'firefox' && scheme === 'dark' ? { firefoxPrefs: { 'ui.systemUsesDarkTheme': 1 } } : {});
    try {
      const options = await session.open('/options.html');
      await ext.configure(options, { serverAddress: service.url, apiKey: key });
      await until(() => ext.status(options), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'a logged-in connection');
      // Price moves up and down (green, red) are audited for contrast like the rest.
      service.pinPrice('BTCUSDT', 90_000);
      await service.publish({ title: 'Exchange lists BTC pairs', body: 'Details at https://example.com/a', ...coins, firstPrice: { BTCUSDT: 84_000 } });
      await service.publish({ title: 'BTC slips after the listing', ...coins, firstPrice: { BTCUSDT: 95_000 } });
      // Two listings, so two cards with a timeline: whatever a card holds is named apart from its neighbours'.
      const listings = [
        ['Binance', 'Binance Will List Alderaan (AXEA)', 'AXEA'],
        ['OKX', 'OKX to open spot trading for Bespin', 'AXEB'],
      ] as const;
      for (const [exchange, title, coin] of listings) {
        const notice = { kind: 'spot-listing', exchange, coins: [coin], markets: [`${coin}_USDT`], at: Date.now() + 3_600_000 };
        await service.publish({ title, source: `${exchange} EN`, notice });
      }
      const important = await service.publish({ title: 'Important: exchange halts withdrawals', requireInteraction: true });
      const popup = await session.open('/popup.html');
      const panel = await session.open('/sidepanel.html');
      await setViewport(panel, { width: 320, height: 900 });
      const welcome = await session.open('/welcome.html');
      for (const page of [popup, panel, options, welcome]) {
        if (kind === 'chromium') await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
      }
      // Live items render on the next animation frame, which a tab behind others does not get.
      await popup.bringToFront();
      // Generous: on two busy cores Firefox can take a while to paint a tab it just brought forward.
      await until(() => ext.renderedIds(popup), (ids) => ids.includes(important), 'the items in the popup', 30_000);
      await until(() => popup.$$eval('.move.up, .move.down', (moves) => moves.length), (n) => n === 2, 'price moves in the popup');
      await until(() => popup.$$eval('.timeline', (timelines) => timelines.length), (n) => n === 2, 'two timelines in the popup');
      await panel.bringToFront();
      await until(() => ext.renderedIds(panel), (ids) => ids.includes(important), 'the items in the panel', 30_000);
      await until(() => panel.$$eval('.move.up, .move.down', (moves) => moves.length), (n) => n === 2, 'price moves in the panel');
      await until(() => panel.$$eval('.timeline', (timelines) => timelines.length), (n) => n === 2, 'two timelines in the panel');
      // Every page's findings in one report, so a run names all that is wrong, not the first.
      const found: Record<string, Awaited<ReturnType<typeof audit>>> = { popup: await audit(popup), panel: await audit(panel) };
      // Every tab of the options, Diagnostics included, each at its own address.
      await options.bringToFront();
      for (const tab of TABS) {
        await options.evaluate((hash) => (location.hash = hash), tab);
        await until(() => options.evaluate(() => document.querySelector('.tab')?.getAttribute('data-tab')), (shown) => shown === tab, `the ${tab} tab`);
        found[`options#${tab}`] = await audit(options);
      }
      await welcome.bringToFront();
      found.welcome = await audit(welcome);
      expect(Object.entries(found).filter(([, violations]) => violations.length > 0)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it.runIf(scheme === 'light')('headlines slide in, except for a reader who asked for reduced motion', async () => {
    const firefoxPrefs = { 'ui.prefersReducedMotion': 1 };
    for (const reduced of [false, true]) {
      const session = await launch(kind, kind === 'firefox' && reduced ? { firefoxPrefs } : {});
      try {
        const popup = await session.open('/popup.html');
        if (kind === 'chromium') await popup.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: reduced ? 'reduce' : 'no-preference' }]);
        await ext.configure(popup, { serverAddress: service.url, apiKey: key });
        const id = await service.publish({ title: `Motion ${reduced ? 'reduced' : 'allowed'}` });
        await until(() => ext.renderedIds(popup), (ids) => ids.includes(id), 'the new headline');
        const animation = await popup.evaluate((newsId) => getComputedStyle(document.querySelector(`.card[data-id="${newsId}"]`)!).animationName, id);
        expect(animation).toBe(reduced ? 'none' : 'slide-in');
      } finally {
        await session.close();
      }
    }
  });
});
