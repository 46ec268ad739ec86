import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ElementHandle, Page } from 'puppeteer-core';
import { WebSocketServer } from 'ws';
import { ext, form, popup } from './extension-api';
import { launch, setViewport, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

const shots = '.tmp/screenshots';

describe.each<BrowserKind>(['chromium', 'firefox'])('options page in %s', (kind) => {
  let service: E2eService;
  let key: string;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    key = await service.admin.addKey(`options-${kind}`);
    mkdirSync(shots, { recursive: true });
  });
  afterAll(() => service.dispose());

  beforeEach(async () => {
    if (service.url && !(await fetch(`${service.url}/healthz`).then((r) => r.ok, () => false))) await service.start();
    session = await launch(kind);
    page = await session.open('/options.html');
    // The reader made their choices on the welcome page (every notification); the rest is set here by the form.
    await ext.configure(page, {});
    await setViewport(page, { width: 900, height: 1000 });
  });
  afterEach(() => session.close());

  const connectByForm = async () => {
    await form.fill(page, 'Server address', service.url);
    await form.fill(page, 'API key', key);
    await form.press(page, 'Save');
    await until(() => form.outcome(page, 'account'), (text) => text.includes('Saved'), 'the save confirmation');
    return until(() => ext.status(page), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'the feed live on the local service');
  };

  it('labels its controls; pointing it at the local service reconnects the feed; the key check tells good from bad', async () => {
    // The page draws itself once its notice words have loaded: its form is waited for.
    const labelled = () =>
      page.evaluate(() => [...document.querySelectorAll('label')].map((label) => [label.textContent?.trim(), label.control?.id]).filter(([, id]) => id));
    const labels = await until(labelled, (found) => found.length > 0, 'the form drawn');
    expect(labels).toEqual(expect.arrayContaining([['Server address', 'server-address'], ['API key', 'api-key']]));
    if (kind === 'chromium') {
      // The accessible names as assistive technology computes them.
      for (const selector of ['::-p-aria(Server address)', '::-p-aria(API key)', '::-p-aria([name="Save"][role="button"])']) {
        expect(await page.$(selector), selector).not.toBeNull();
      }
    }

    const status = await connectByForm();
    expect(status.serverAddress).toBe(service.url);
    expect(await page.evaluate(() => (document.getElementById('api-key') as HTMLInputElement).type)).toBe('password');

    await form.press(page, 'Check key');
    await until(() => form.outcome(page, 'account'), (text) => text.includes('The key works'), 'the good key accepted');
    await form.fill(page, 'API key', 'nf_not-a-real-key');
    await form.press(page, 'Check key');
    await until(() => form.outcome(page, 'account'), (text) => text.includes('rejected this key'), 'the bad key refused');
    // A typed, unsaved address gets the key only after a second press that knows where it goes.
    await form.fill(page, 'Server address', 'https://unsaved.example');
    await form.press(page, 'Check key');
    await until(() => form.outcome(page, 'account'), (text) => text.includes('https://unsaved.example/api, which is not the address you saved'), 'a check elsewhere held back');

    await form.fill(page, 'Server address', 'http://lan-box:8787');
    await form.press(page, 'Save');
    await until(() => form.outcome(page, 'account'), (text) => text.includes('must use https://'), 'an unencrypted remote address refused');
    expect((await ext.status(page)).serverAddress).toBe(service.url);

    // The privacy policy ships inside the extension, so its link works offline.
    const privacy = await page.evaluate(() => (document.querySelector('footer a') as HTMLAnchorElement).href);
    expect(await page.evaluate((url) => fetch(url).then((response) => response.text()), privacy)).toMatch(/^# Newsflash privacy policy/);

    await page.screenshot({ path: `${shots}/options-${kind}-light.png`, fullPage: true });
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]).catch(() => undefined);
    await page.screenshot({ path: `${shots}/options-${kind}-dark.png`, fullPage: true });
  });

  it('a settings file that moves the socket elsewhere stores nothing until confirmed; the key goes only where the user saved or confirmed', async () => {
    await connectByForm();
    // A stranger's socket on this machine, recording what it is sent.
    const collector = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((listening) => collector.once('listening', listening));
    const received: string[] = [];
    let connections = 0;
    collector.on('connection', (socket) => {
      connections++;
      socket.on('message', (data) => received.push(data.toString()));
    });
    const socketUrl = `ws://localhost:${(collector.address() as AddressInfo).port}/ws`;
    try {
      const file = resolve(shots, `hostile-settings-${kind}.json`);
      const priceSource = socketUrl.replace('/ws', '/stream');
      const settings = {
        serverAddress: service.url,
        endpointOverrides: { socketUrl },
        retention: { maxItems: 200, maxAgeDays: 2 },
        prices: { enabled: true, source: priceSource },
      };
      writeFileSync(file, JSON.stringify({ format: 'newsflash-settings', version: 1, settings }));
      await page.evaluate(() => (location.hash = 'data'));
      const choose = async () => {
        await ((await until(() => page.$('#import-file'), Boolean, 'the Data tab')) as ElementHandle<HTMLInputElement>).uploadFile(file);
        return until(() => form.text(page, '#transfer .confirm-import'), (text) => text.includes(socketUrl), 'the changes shown for confirmation');
      };

      const shown = await choose();
      expect(shown).toContain('Nothing has been stored yet');
      expect(shown).toContain(`${service.url.replace('http', 'ws')}/ws`);
      expect(shown).toContain(`Price source (learns your address and the coins on screen)`);
      expect(shown).toContain(priceSource);
      await (await page.$('#transfer'))!.screenshot({ path: `${shots}/options-${kind}-import-confirm.png` });
      await form.press(page, 'Cancel', '#transfer');
      await until(() => form.outcome(page, 'transfer'), (text) => text.includes('Nothing was imported'), 'the import cancelled');
      expect(await ext.stored(page, ['endpointOverrides', 'retention'])).toEqual({ endpointOverrides: {} });
      expect(connections).toBe(0);

      // Confirmed by the user: the key goes there, as they chose.
      await choose();
      await form.press(page, 'Apply these changes', '#transfer');
      await until(() => form.text(page, '#transfer .report'), (text) => text.includes('storage limits'), 'the import report');
      await until(() => Promise.resolve(received), (frames) => frames.includes(`login ${key}`), 'the login at the confirmed socket');

      // An address changed behind the options page's back (not saved with the key) gets no key,
      // even the service's own, until the user saves it.
      await page.evaluate(() => (location.hash = 'connection'));
      await ext.setStored(page, { endpointOverrides: {} });
      await until(() => ext.status(page), (s) => s.keyWithheld && s.feed.connection === 'open' && s.feed.login.state !== 'ok', 'the service reached without the key');
      await until(() => form.outcome(page, 'account'), (text) => text.includes('Your API key is not being sent'), 'the withheld key explained');
      await form.press(page, 'Save');
      await until(() => ext.status(page), (s) => !s.keyWithheld && s.feed.login.state === 'ok', 'the key sent again once saved');
    } finally {
      collector.close();
    }
  });

  it('a settings file that turns price moves off cannot plant a source: turning them on asks for it first', async () => {
    const planted = 'ws://127.0.0.1:9/stream';
    const file = resolve(shots, `planted-price-source-${kind}.json`);
    writeFileSync(file, JSON.stringify({ format: 'newsflash-settings', version: 1, settings: { prices: { enabled: false, source: planted } } }));
    await page.evaluate(() => (location.hash = 'data'));
    await ((await until(() => page.$('#import-file'), Boolean, 'the Data tab')) as ElementHandle<HTMLInputElement>).uploadFile(file);
    await until(() => form.text(page, '#transfer .report'), (text) => text.includes('price moves (off)'), 'the import report');
    expect(await ext.stored(page, ['prices'])).toEqual({ prices: { enabled: false, source: planted, bybit: 'off', confirmed: false } });
    await page.evaluate(() => (location.hash = 'prices'));
    await until(() => page.$('#prices input[type="checkbox"]'), Boolean, 'the Feed tab');

    await page.$eval('#prices input[type="checkbox"]', (box) => (box as HTMLInputElement).click());
    const asked = await until(() => form.text(page, '#prices .confirm-import'), (text) => text.includes(planted), 'the source shown for confirmation');
    expect(asked).toContain('you have not confirmed');
    expect(await ext.stored(page, ['prices'])).toEqual({ prices: { enabled: false, source: planted, bybit: 'off', confirmed: false } });
    expect(await page.$eval('#prices input[type="checkbox"]', (box) => (box as HTMLInputElement).checked)).toBe(false);

    await form.press(page, 'Use Binance instead', '#prices');
    const chosen = await until(() => ext.stored(page, ['prices']), (stored) => (stored.prices as { source?: string }).source === 'binance', 'Binance chosen instead');
    expect(chosen).toEqual({ prices: { enabled: true, source: 'binance', bybit: 'bybit', confirmed: true } });
  });

  it('a rule saved here changes which items notify', async () => {
    await connectByForm();
    await page.evaluate(() => (location.hash = 'alerts'));
    await until(() => page.$('#rules'), Boolean, 'the Alerts tab');
    await form.press(page, 'Add a rule');
    await form.fill(page, 'Contain any of these words', 'airdrop');
    await form.fill(page, 'Then', 'feed');
    await form.press(page, 'Save rule');
    await until(() => form.outcome(page, 'rules'), (text) => text.includes('Saved rule'), 'the rule saved');
    // The list is redrawn from storage after the save is confirmed.
    expect(await until(() => form.text(page, '#rules .rules'), (text) => text.includes('airdrop'), 'the rule in the list')).toContain('mentioning "airdrop" → Feed only');

    await form.press(page, 'Test', '#rules .rules');
    await ext.clearNotifications(page);
    const quiet = await service.publish({ title: 'Big AIRDROP announced' });
    const loud = await service.publish({ title: 'Exchange lists EXMP' });
    await until(() => ext.notifications(page), (all) => `newsflash:item:${loud}` in all, 'the unmatched item notified');
    await until(() => ext.storedIds(page), (ids) => ids.includes(quiet), 'the matched item stored');
    expect(Object.keys(await ext.notifications(page))).not.toContain(`newsflash:item:${quiet}`);
  });

  it('Diagnostics shows each source\'s live headlines and how late they came, in one table, every duration as one', async () => {
    await connectByForm();
    await page.evaluate(() => (location.hash = 'diagnostics'));
    for (let i = 0; i < 3; i++) await service.publish({ title: `Binance notice ${i}`, source: 'Binance EN', delay: 1_200 });
    for (let i = 0; i < 2; i++) await service.publish({ title: `Blog post ${i}`, source: 'Blogs' });
    const rows = () => page.evaluate(() => [...document.querySelectorAll('#diagnostics table.source-latency tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));
    // Origin → screen (the sixth column) measured for both, each figure a duration with its unit; the table is redrawn as the hop report refreshes.
    const figure = /^-?[\d.,]+ (ms|sec|min|hr|days?) \/ -?[\d.,]+ (ms|sec|min|hr|days?)$/;
    const named = (all: string[][]) => all.some(([name]) => name === 'Binance EN') && all.some(([name]) => name === 'Blogs');
    const table = await until(rows, (all) => named(all) && all.every((row) => figure.test(row[5] ?? '')), 'both sources measured in Diagnostics');
    expect(await page.evaluate(() => document.querySelectorAll('#diagnostics table.source-latency').length)).toBe(1);
    for (const row of table) expect(row[5]).toMatch(figure);
  });

  it('shows the votes made in the popup, and still does with the service stopped', async () => {
    await connectByForm();
    const id = await service.publish({ title: 'Vote me into history' });
    const feed = await session.open('/popup.html');
    await until(() => popup.card(feed, id), (card) => card !== null, 'the item in the popup');
    await popup.press(feed, id, 'Like');
    await until(() => popup.card(feed, id), (card) => card?.like === true && !card.busy, 'the like accepted');
    await feed.close();

    await page.evaluate(() => (location.hash = 'data'));
    const row = `#history tr[data-id="${id}"]`;
    await until(() => form.text(page, row), (text) => text.includes('Vote me into history') && text.includes('Like'), 'the vote in the history');

    await service.stop();
    // Opened afresh (Firefox never completes reload() on extension pages).
    await page.close();
    page = await session.open('/options.html#history');
    await until(() => form.text(page, row), (text) => text.includes('Vote me into history'), 'the history read offline');
    expect(await until(() => form.text(page, '#history [data-testid="synced"]'), (text) => text !== '', 'when the history was synced')).toMatch(/^Last synced/);
    await form.press(page, 'Refresh from the service');
    await until(() => form.outcome(page, 'history'), (text) => text.includes('Not refreshed') && text.includes('Cannot reach'), 'the failed refresh explained');
  });
});
