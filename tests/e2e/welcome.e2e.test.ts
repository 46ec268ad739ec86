/* eslint-disable @typescript-eslint/no-explicit-any -- page.evaluate runs in the extension */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { deriveEndpoints, keyScopeOf } from '@/utils/base/endpoints';
import { audit } from './axe';
import { ext, form } from './extension-api';
import { findExtensionPage } from '@/devkit/extension-browser';
import { launch, setViewport, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

const shots = '.tmp/screenshots';

/** One value of storage.local, as a page of the extension reads it. */
const stored = async (page: Page, key: string): Promise<any> => (await ext.stored(page, [key]))[key];

describe.each<BrowserKind>(['chromium', 'firefox'])('a fresh install in %s', (kind) => {
  let service: E2eService;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    mkdirSync(shots, { recursive: true });
  });
  afterAll(() => service.dispose());

  const priceClients = () => service.priceClients();
  const coins = { suggestions: [{ coin: 'BTC', found: ['BTC'], symbols: [{ exchange: 'binance', symbol: 'BTCUSDT' }] }], firstPrice: { BTCUSDT: 90_000 } };
  const itemNotifications = async (page: Page) => Object.keys(await ext.notifications(page)).filter((id) => id.startsWith('newsflash:item:'));

  /** The reader's choices on the welcome page, one control at a time as a person would make them (each re-renders the page). */
  async function choose(welcome: Page, desktop: 'all' | 'important' | 'off', prices: boolean): Promise<void> {
    const click = (selector: string) =>
      welcome.evaluate((s) => {
        const element = document.querySelector<HTMLElement>(s);
        if (!element) throw new Error(`no ${s} in ${[...document.querySelectorAll('input')].map((input) => `${input.name}=${input.value}`).join(' ')}`);
        element.click();
      }, selector);
    await click('input[name="service"][value="own"]');
    const address = await until(() => welcome.$('#server-address'), (field) => field !== null, 'the address field');
    await address!.type(service.url);
    await click(`input[name="desktop"][value="${desktop}"]`);
    await click(`input[name="prices"][value="${prices ? 'yes' : 'no'}"]`);
    await until(() => welcome.evaluate((p) => document.querySelector<HTMLInputElement>(`input[name="prices"][value="${p}"]`)!.checked, prices ? 'yes' : 'no'), Boolean, 'the choices shown');
    await click('button[type="submit"]');
    await until(() => stored(welcome, 'onboarding'), (state) => state === 'done', 'the choices saved');
  }

  /**
   * A fresh profile, pointed at the local service the way a reader who typed its address would
   * be (the address and the stand-in's price source stored), but with nothing chosen yet.
   */
  async function freshInstall(): Promise<{ session: ExtensionSession; welcome: Page; popup: Page }> {
    const session = await launch(kind);
    const welcome = await findExtensionPage(session.browser, '/welcome.html', 20_000);
    if (!welcome) throw new Error('the welcome page did not open by itself');
    await until(() => stored(welcome!, 'onboarding'), (state) => state === 'pending', 'the install holding notifications and prices');
    const endpoints = deriveEndpoints(service.url);
    if (!endpoints.ok) throw new Error(endpoints.error);
    const prices = await stored(welcome!, 'prices');
    await ext.setStored(welcome!, { serverAddress: service.url, keyScope: keyScopeOf(endpoints.endpoints), prices: { ...prices, ...service.prices!.sources } });
    const popup = await session.open('/popup.html');
    await setViewport(popup, { width: 420, height: 600 });
    await until(() => ext.status(popup), (s) => s.feed.connection === 'open', 'the feed connected, anonymously');
    // The page is found as soon as it opens, before its script has drawn the form the tests use.
    await until(() => welcome!.$('input[name="service"][value="own"]'), (field) => field !== null, 'the welcome form drawn');
    return { session, welcome: welcome!, popup };
  }

  it('opens the welcome page, raises no notification and contacts no exchange until the reader chooses; saving the choices turns both on', async () => {
    const { session, welcome, popup } = await freshInstall();
    try {
      const held = await service.publish({ title: 'Listed before any choice', ...coins });
      await until(() => ext.storedIds(popup), (ids) => ids.includes(held), 'the item in the feed');
      await until(() => popup.evaluate(() => document.querySelector('.notice-info')?.textContent ?? ''), (text) => text.includes('Desktop notifications and price moves are off'), 'the popup saying both wait');
      expect(await itemNotifications(popup)).toEqual([]);
      expect(await priceClients()).toBe(0);
      expect((await ext.status(popup)).prices.enabled).toBe(false);

      await welcome.bringToFront();
      await setViewport(welcome, { width: 900, height: 1100 });
      expect(await audit(welcome)).toEqual([]);
      await welcome.screenshot({ path: `${shots}/welcome-${kind}-en.png`, fullPage: true });
      // Saving with price moves left unchosen is refused, saying what is missing.
      await welcome.evaluate(() => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
      await until(() => welcome.evaluate(() => document.querySelector('.outcome')?.textContent ?? ''), (text) => text.includes('Choose whether to show price moves'), 'the missing choice named');
      expect(await stored(welcome, 'onboarding')).toBe('pending');

      await choose(welcome, 'all', true);
      const chosen = await service.publish({ title: 'Listed after choosing' });
      await until(() => itemNotifications(popup), (ids) => ids.includes(`newsflash:item:${chosen}`), 'a notification for the next headline');
      await popup.bringToFront();
      await until(priceClients, (clients) => clients > 0, 'the price stream opened for the coin on screen');
      // The line follows the worker's status, which the popup hears by its broadcast or its poll, apart from the price stream.
      const notice = () => popup.evaluate(() => document.querySelector('.notice-info')?.textContent ?? '');
      expect(await until(notice, (text) => !text.includes('Desktop notifications and price moves are off'), 'the waiting line gone')).not.toContain('Desktop notifications and price moves are off');
    } finally {
      await session.close();
    }
  });

  it('"Check key" sends the key to a typed, unsaved address only on a second press, and to the saved one at once', async () => {
    const key = await service.admin.addKey(`welcome-${kind}`);
    // A stranger's API on this machine, recording every key it is sent.
    const keysSent: (string | null)[] = [];
    const collector = createServer((request, response) => {
      keysSent.push(new URL(request.url ?? '/', 'http://collector').searchParams.get('api_key'));
      response.writeHead(401, { 'access-control-allow-origin': '*' }).end();
    });
    await new Promise<void>((listening) => collector.listen(0, '127.0.0.1', listening));
    const elsewhere = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    // Only the welcome page is needed, with the local service as the saved address: no feed is waited for.
    const session = await launch(kind);
    const welcome = await findExtensionPage(session.browser, '/welcome.html', 20_000);
    const outcome = () => form.text(welcome!, '.outcome');
    try {
      if (!welcome) throw new Error('the welcome page did not open by itself');
      await ext.setStored(welcome, { serverAddress: service.url });
      // The page is found as soon as it opens, before its script has drawn the form.
      await (await welcome.waitForSelector('input[name="service"][value="own"]'))!.click();
      await form.fill(welcome, 'Server address', elsewhere);
      await form.fill(welcome, 'API key', key);
      await form.press(welcome, 'Check key');
      await until(outcome, (text) => text.includes(`${elsewhere}/api, which is not the address you saved`), 'the check held back, saying where the key would go');
      expect(keysSent).toEqual([]);

      await form.press(welcome, 'Check key');
      await until(outcome, (text) => text.includes('rejected this key'), "the stranger's answer shown");
      expect(keysSent).toEqual([key]);

      // The saved address (the local service) gets the key on the first press; a check stores nothing.
      await form.fill(welcome, 'Server address', service.url);
      await form.press(welcome, 'Check key');
      await until(outcome, (text) => text.includes('The key works'), 'the key checked at the saved address at once');
      expect(keysSent).toEqual([key]);
      expect((await ext.stored(welcome, ['apiKey'])).apiKey ?? '').toBe('');
    } finally {
      collector.close();
      await session.close();
    }
  });

  it('closing the welcome page keeps both off, and the popup offers the choice again', async () => {
    const { session, welcome, popup } = await freshInstall();
    try {
      await welcome.close();
      await until(() => stored(popup, 'onboarding'), (state) => state === 'dismissed', 'the dismissal recorded');
      expect((await stored(popup, 'alerts')).desktop).toBe('off');
      const item = await service.publish({ title: 'After closing the welcome page', ...coins });
      await until(() => ext.storedIds(popup), (ids) => ids.includes(item), 'the item in the feed');
      expect(await itemNotifications(popup)).toEqual([]);
      expect(await priceClients()).toBe(0);
      const link = await until(
        () => popup.evaluate(() => document.querySelector<HTMLAnchorElement>('.notice-info a')?.getAttribute('href') ?? null),
        (href) => href !== null,
        'the line offering the choice',
      );
      expect(link).toMatch(/\/welcome\.html$/);
    } finally {
      await session.close();
    }
  });

  it('"important only" notifies starred headlines and keeps the rest in the feed; "off" notifies nothing', async () => {
    const { session, welcome, popup } = await freshInstall();
    try {
      await choose(welcome, 'important', false);
      const plain = await service.publish({ title: 'An ordinary headline' });
      const starred = await service.publish({ title: 'An important headline', requireInteraction: true });
      await until(() => itemNotifications(popup), (ids) => ids.includes(`newsflash:item:${starred}`), 'the important one notified');
      await until(() => ext.storedIds(popup), (ids) => ids.includes(plain), 'the ordinary one in the feed');
      expect(await itemNotifications(popup)).not.toContain(`newsflash:item:${plain}`);
      expect(await priceClients()).toBe(0);

      // The same choice, made later in the options, takes effect as well.
      const options = await session.open('/options.html#alerts');
      await until(() => options.evaluate(() => document.querySelector('input[name="desktop"][value="off"]') !== null), (found) => found, 'the options page');
      await options.evaluate(() => document.querySelector<HTMLInputElement>('input[name="desktop"][value="off"]')!.click());
      await until(async () => (await stored(options, 'alerts')).desktop, (mode) => mode === 'off', 'off saved');
      await ext.clearNotifications(popup);
      const quiet = await service.publish({ title: 'Another important one', requireInteraction: true });
      const after = await service.publish({ title: 'And the next' });
      await until(() => ext.storedIds(popup), (ids) => ids.includes(after), 'both in the feed');
      expect(await itemNotifications(popup)).not.toContain(`newsflash:item:${quiet}`);
    } finally {
      await session.close();
    }
  });
});
