/* eslint-disable @typescript-eslint/no-explicit-any -- worker.evaluate runs in the extension */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ext } from './extension-api';
import { launch, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';
import { defaultAlerts } from '@/utils/settings/schema';

describe.each<BrowserKind>(['chromium', 'firefox'])('background worker in %s', (kind) => {
  let service: E2eService;
  let key: string;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    key = await service.admin.addKey(`e2e-${kind}`);
  });
  afterAll(() => service.dispose());

  beforeEach(async () => {
    session = await launch(kind);
    page = await session.open('/popup.html');
    await ext.configure(page, { serverAddress: service.url, apiKey: key });
    await until(() => ext.status(page), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'a logged-in connection');
  });
  afterEach(() => session.close());

  /**
   * The worker applies a setting when its storage change event arrives; a message sent after the
   * write is answered after that event, so an item published next meets the new setting.
   */
  const settled = () => ext.status(page);

  it('a published item raises a notification, is stored and reaches the open popup', async () => {
    // Its icon cannot be downloaded here (no internet): the notification must still be raised.
    const id = await service.publish({ title: 'Exchange lists EXMP', body: 'Trading opens at 12:00 UTC.', icon: 'https://pbs.twimg.com/profile_images/1/unreachable.jpg' });
    const notifications = await until(() => ext.notifications(page), (all) => `newsflash:item:${id}` in all, 'the notification');
    expect(Object.keys(notifications)).toContain(`newsflash:item:${id}`);
    await until(() => ext.storedIds(page), (ids) => ids.includes(id), 'the item in IndexedDB');
    await until(() => ext.renderedTitles(page), (titles) => titles.includes('Exchange lists EXMP'), 'the item in the popup');
  });

  it('the same news from a second origin joins the first one\'s card and raises no second notification', async () => {
    const first = await service.publish({ title: 'New Listing: BERA/USDT', source: 'Bybit', url: 'https://announcements.bybit.com/en/article/bera' });
    await until(() => ext.notifications(page), (all) => `newsflash:item:${first}` in all, 'the first notification');
    const echo = await service.publish({ title: 'COINDESK: Bybit lists Berachain', source: 'Blogs', url: 'https://announcements.bybit.com/en/article/bera/?utm_source=coindesk' });
    const later = await service.publish({ title: 'Something else entirely happened today' });
    await until(() => ext.notifications(page), (all) => `newsflash:item:${later}` in all, 'the next headline notified');
    expect(Object.keys(await ext.notifications(page))).not.toContain(`newsflash:item:${echo}`);
    await until(() => ext.storedIds(page), (ids) => ids.includes(echo), 'the second item stored all the same');
    const card = await until(
      () => page.evaluate((id) => document.querySelector(`.card[data-id="${CSS.escape(id)}"] .also-from`)?.textContent ?? null, first),
      (text) => text === 'Also reported by Blogs',
      'the first card naming the second source',
    );
    expect(card).toBe('Also reported by Blogs');
    expect(await page.evaluate((id) => document.querySelector(`.card[data-id="${CSS.escape(id)}"]`), echo)).toBeNull();
  });

  it('nothing is lost or duplicated when the service restarts mid-stream', async () => {
    const before = [await service.publish(), await service.publish()];
    await service.stop();
    await until(() => ext.status(page), (s) => s.feed.connection !== 'open', 'the feed to notice the outage');
    await service.start();
    const after = [await service.publish(), await service.publish(), await service.publish()];
    const expected = [...before, ...after];
    const stored = await until(() => ext.storedIds(page), (ids) => expected.every((id) => ids.includes(id)), 'every item stored');
    expect(new Set(stored).size).toBe(stored.length);
    await until(() => ext.renderedTitles(page), (titles) => titles.length >= expected.length, 'the popup to show them');
    const titles = await ext.renderedTitles(page);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('a rule pattern that backtracks exponentially in the browser does not stall the worker on a hostile headline', async () => {
    // The browser's own engine takes longer than this test may run on each of these headlines.
    // None matches the last headline, which must still notify.
    const patterns = ['^(a+)+$', '(\\w+\\s?)*!$', '\\d*\\d*\\d*q'];
    const rules = patterns.map((pattern, i) => ({ id: `redos-${i}`, name: `ReDoS ${i}`, enabled: true, action: 'feed', match: { pattern } }));
    await ext.configure(page, { alerts: { ...defaultAlerts, rules } });
    await settled();
    await ext.clearNotifications(page);
    const hostile = [await service.publish({ title: `${'a'.repeat(40)}!` }), await service.publish({ title: `${'word '.repeat(8)}${'a'.repeat(40)}` }), await service.publish({ title: '1'.repeat(2_000) })];
    const after = await service.publish({ title: 'Exchange lists EXMP, after the hostile ones' });
    await until(() => ext.notifications(page), (all) => `newsflash:item:${after}` in all, 'the next headline notified');
    await until(() => ext.storedIds(page), (ids) => hostile.every((id) => ids.includes(id)), 'the hostile headlines stored');
  });

  it('a burst of 500 items raises only a handful of notifications', async () => {
    await ext.clearNotifications(page);
    const burst: string[] = [];
    for (let i = 0; i < 500; i++) burst.push(await service.publish({ title: `Burst ${i}` }));
    await until(() => ext.storedIds(page), (ids) => burst.every((id) => ids.includes(id)), 'all 500 stored', 60_000);
    const shown = await until(() => ext.notifications(page), (all) => 'newsflash:summary' in all, 'the summary notification', 30_000);
    expect(Object.keys(shown).length).toBeLessThanOrEqual(8);
  });

  it.runIf(kind === 'chromium')("a notification's Like button records a like on the service", async () => {
    const id = await service.publish({ title: 'Vote from the desktop' });
    await until(() => ext.notifications(page), (all) => `newsflash:item:${id}` in all, 'the notification');
    const worker = await session.worker!();
    await worker.evaluate((notificationId) => (globalThis as any).newsflashDebug.clickNotification(notificationId, 0), `newsflash:item:${id}`);
    const mine = await until(
      async () => (await (await fetch(`${service.url}/api/mylikes?api_key=${key}`)).json()) as { newsId: string; type: string }[],
      (votes) => votes.some((vote) => vote.newsId === id),
      'the like on the service',
    );
    expect(mine.find((vote) => vote.newsId === id)?.type).toBe('like');
    await until(() => ext.notifications(page), (all) => !(`newsflash:item:${id}` in all), 'the notification to be cleared');
  });

  it.runIf(kind === 'chromium')('a rule with a sound plays it through the offscreen document', async () => {
    await ext.configure(page, {
      alerts: { ...defaultAlerts, rules: [{ id: 'loud', name: 'Loud', enabled: true, action: 'notify-sound', sound: 'chime', match: { keywords: ['siren'] } }] },
    });
    await settled();
    const offscreen = () => page.evaluate(() => (globalThis as any).chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'] }) as Promise<{ documentUrl: string }[]>);
    expect(await offscreen()).toEqual([]);
    const id = await service.publish({ title: 'Siren: exchange halts withdrawals' });
    await until(() => ext.notifications(page), (all) => `newsflash:item:${id}` in all, 'the notification');
    // A document being created is listed before its address is known (an empty documentUrl).
    const contexts = await until(offscreen, (list) => list.length === 1 && list[0]!.documentUrl !== '', 'the offscreen sound player');
    expect(contexts[0]!.documentUrl).toMatch(/\/offscreen\.html$/);
  });

  it.runIf(kind === 'chromium')('the worker, force-stopped, comes back, reconnects, backfills and runs rule patterns', async () => {
    // The pattern engine is a script Chrome lets the worker import only because it did so while
    // installing (utils/notify/pattern-engine-script.ts): a worker started later must still get it.
    const rule = { id: 'after-restart', name: 'After a restart', enabled: true, action: 'notify', match: { pattern: 'after\\s+a\\s+restart$' } };
    await ext.configure(page, { alerts: { ...defaultAlerts, defaultAction: 'feed', rules: [rule] } });
    await settled();
    await page.close();
    const cdp = await session.browser.target().createCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(session.origin))!;
    await cdp.send('Target.closeTarget', { targetId: worker.targetId });
    await until(
      async () => (await cdp.send('Target.getTargets')).targetInfos.some((t) => t.targetId === worker.targetId),
      (alive) => !alive,
      'the worker to be gone',
    );
    const missed = [await service.publish({ title: 'While the worker slept 1' }), await service.publish({ title: 'While the worker slept 2' })];
    // Opening the popup wakes the worker (as the watchdog alarm would, every 30 s).
    page = await session.open('/popup.html');
    await until(() => ext.storedIds(page), (ids) => missed.every((id) => ids.includes(id)), 'the missed items backfilled', 40_000);
    await until(() => ext.status(page), (s) => s.feed.connection === 'open', 'a live connection again');
    const matched = await service.publish({ title: 'Notified after a restart' });
    await until(() => ext.notifications(page), (all) => `newsflash:item:${matched}` in all, 'the pattern rule’s notification');
    expect(Object.keys(await ext.notifications(page))).not.toContain(`newsflash:item:${missed[0]}`);
  });
});
