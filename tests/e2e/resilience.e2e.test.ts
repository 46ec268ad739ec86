/* eslint-disable @typescript-eslint/no-explicit-any -- evaluate() runs in the extension */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import type { LaunchOptions } from '@/devkit/extension-browser';
import { ChaosProxy } from './chaos-proxy';
import { ext, popup } from './extension-api';
import { launch, setViewport, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each scenario asserts three things: nothing is lost, nothing is duplicated, and what the user
 * is shown is the truth about the connection, their votes and their storage.
 */
describe.each<BrowserKind>(['chromium', 'firefox'])('resilience in %s', (kind) => {
  const service = new E2eService();
  const proxy = new ChaosProxy(() => service.url);
  let key: string;
  let keyName: string;
  let session: ExtensionSession;
  let page: Page;

  const pill = () => page.evaluate(() => document.querySelector('.pill')?.textContent?.trim() ?? '');
  const alertText = async () => (await popup.alert(page))?.text ?? '';
  const live = () => until(() => ext.status(page), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'a logged-in connection', 60_000);
  const stored = (ids: string[], what: string, timeoutMs?: number) => until(
    () => ext.storedIds(page),
    (all) => ids.every((id) => all.includes(id)),
    what,
    timeoutMs,
  );
  const votesOnService = async () => (await (await fetch(`${service.url}/api/mylikes?api_key=${key}`)).json()) as { newsId: string; type: string }[];
  const voteHits = () => proxy.requests.filter((r) => /^\/api\/(like|dislike|unlike)\?/.test(r.path));

  /** Launches with the popup open and the feed configured; `beforeKey` runs before the extension has a key, so before it stores anything. */
  async function open(options: LaunchOptions = {}, beforeKey?: () => Promise<void>) {
    session = await launch(kind, options);
    page = await session.open('/popup.html');
    await setViewport(page, { width: 420, height: 600 });
    await beforeKey?.();
    await ext.configure(page, { serverAddress: proxy.url, apiKey: key });
  }

  /** Writes incompressible chunks into a database of the extension's own until the browser refuses one. */
  const fillStorage = (target: Page) =>
    target.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('ballast');
        request.onupgradeneeded = () => request.result.createObjectStore('chunks', { autoIncrement: true });
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const put = (size: number) =>
        new Promise<boolean>((resolve) => {
          const chunk = new Uint8Array(size);
          for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(chunk.subarray(at, at + 65_536));
          try {
            const tx = db.transaction('chunks', 'readwrite');
            tx.objectStore('chunks').add(chunk.buffer);
            tx.oncomplete = () => resolve(true);
            tx.onerror = tx.onabort = () => resolve(false);
          } catch {
            // Once a write has been refused, Firefox may refuse the next transaction outright.
            resolve(false);
          }
        });
      for (const size of [256 * 1024, 16 * 1024, 1024]) while (await put(size));
      db.close();
    });

  beforeAll(async () => {
    await service.start();
    await proxy.start();
  });
  afterAll(async () => {
    await proxy.stop();
    await service.dispose();
  });

  beforeEach(async () => {
    proxy.reset();
    if (!proxy.running) await proxy.start();
    keyName = `resilience-${kind}-${Date.now()}`;
    key = await service.admin.addKey(keyName);
  });
  afterEach(() => session.close());

  it.each([
    ['short', 0],
    ['long', 15_000],
  ])('the service dies and returns after a %s gap: what was published meanwhile arrives once, summed up', async (_gap, gapMs) => {
    await open();
    await live();
    const before = await service.publish({ title: 'Before the outage' });
    await stored([before], 'the first item');
    await ext.clearNotifications(page);

    await proxy.stop();
    await until(pill, (text) => text.includes('Offline, retrying in'), 'the popup saying it is offline');
    const during = [await service.publish({ title: 'During the outage 1' }), await service.publish({ title: 'During the outage 2' })];
    await pause(gapMs);
    during.push(await service.publish({ title: 'During the outage 3' }));
    await proxy.start();

    await live();
    await stored(during, 'the missed items backfilled', 60_000);
    const shownIds = await until(() => ext.renderedIds(page), (ids) => during.every((id) => ids.includes(id)), 'the missed items in the popup');
    for (const id of [before, ...during]) expect(shownIds.filter((shown) => shown === id), id).toHaveLength(1);
    // Caught up as one "while you were away" summary, not one notification per item.
    const shown = await until(() => ext.notifications(page), (all) => 'newsflash:summary' in all, 'the catch-up summary');
    for (const id of during) expect(shown).not.toHaveProperty(`newsflash:item:${id}`);
    // The popup hears the connection's state by its own broadcast and poll, apart from the status asked above.
    expect(await until(pill, (text) => text.includes('Live as '), 'the popup saying it is live again')).toContain('Live as ');
  });

  it('slow answers: a vote waits visibly and lands; one slower than the timeout rolls back and says so', async () => {
    await open();
    await live();
    const id = await service.publish({ title: 'Slow service' });
    await until(() => popup.card(page, id), (card) => card !== null, 'the item in the popup');

    proxy.delayMs = 2_000;
    await popup.press(page, id, 'Like');
    await until(() => popup.card(page, id), (card) => card?.busy === true && card.like, 'the like shown at once, pending');
    await until(votesOnService, (votes) => votes.some((v) => v.newsId === id && v.type === 'like'), 'the slow like recorded');
    await until(() => popup.card(page, id), (card) => card?.busy === false && card.like && card.likes === 1, 'the like confirmed');

    proxy.delayMs = 11_000;
    await popup.press(page, id, 'Remove vote');
    await until(alertText, (text) => text.includes('did not answer within 10 s'), 'the timeout explained', 30_000);
    expect(await popup.card(page, id)).toMatchObject({ like: true, busy: false });
  });

  it('500s: a vote rolls back with a Retry that works once the service recovers; the backlog gap is filled after it recovers', async () => {
    await open();
    await live();
    const id = await service.publish({ title: 'Flaky service' });
    await until(() => popup.card(page, id), (card) => card !== null, 'the item in the popup');

    proxy.faults.set('/api/', { status: 500 });
    await popup.press(page, id, 'Like');
    await until(alertText, (text) => text.includes('HTTP 500'), 'the failure explained');
    expect(await popup.card(page, id)).toMatchObject({ like: false, likes: 0 });

    // The feed drops while the backlog still fails: the gap must be filled once it answers again.
    await proxy.stop();
    await until(pill, (text) => text.includes('Offline, retrying in'), 'the outage shown');
    const missed = [await service.publish({ title: 'Missed while failing 1' }), await service.publish({ title: 'Missed while failing 2' })];
    await proxy.start();
    await until(() => ext.status(page), (s) => s.feed.connection === 'open', 'the socket back');
    await until(() => ext.status(page), (s) => s.counters.lastError === 'Could not fetch the headlines missed while offline: the service answered HTTP 500', 'the failing backfill reported');
    proxy.faults.clear();
    await stored(missed, 'the gap filled after the backlog recovered', 60_000);

    await page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('[role="alert"] button')].find((b) => b.textContent === 'Retry')?.click());
    await until(votesOnService, (votes) => votes.some((v) => v.newsId === id && v.type === 'like'), 'the retried like recorded');
    await until(() => popup.card(page, id), (card) => card?.like === true && !card.busy, 'the retried like shown');
  });

  it('429 to votes: the wait is shown, and the client holds further votes itself', async () => {
    await open();
    await live();
    const ids = [await service.publish({ title: 'Rate limited 1' }), await service.publish({ title: 'Rate limited 2' })];
    await until(() => popup.card(page, ids[1]!), (card) => card !== null, 'the items in the popup');

    proxy.faults.set('/api/like', { status: 429, retryAfterSeconds: 30 });
    await popup.press(page, ids[0]!, 'Like');
    await until(alertText, (text) => text.includes('Voting too fast. Try again in 30 s'), 'the wait shown');
    expect(await popup.card(page, ids[0]!)).toMatchObject({ like: false });

    proxy.faults.clear();
    const asked = voteHits().length;
    await popup.press(page, ids[1]!, 'Dislike');
    await until(alertText, (text) => /Slow down: voting this fast can get your key suspended\. Wait \d+ s\./.test(text), 'the hold explained');
    expect(voteHits().length).toBe(asked);
    expect(await popup.card(page, ids[1]!)).toMatchObject({ dislike: false });
  });

  it('malformed, oversized and hostile frames are dropped or defused, and the socket stays up', async () => {
    await open();
    const before = await live();
    const now = Date.now();
    const frames = ['garbage', '{"_id":', '[1,2,3]', '{"unexpected":true}', JSON.stringify({ _id: 'huge', title: 'x', time: now, body: 'A'.repeat(2_500_000) })];
    for (const frame of frames) expect(proxy.inject(frame)).toBeGreaterThan(0);
    proxy.inject(
      JSON.stringify({
        _id: 'hostile-1',
        title: '<img src=x onerror="window.__pwned=1">',
        body: '<script>window.__pwned=2</script> javascript:alert(1)',
        time: now,
        link: 'javascript:alert(1)',
        icon: 'javascript:alert(2)',
        image: 'data:image/svg+xml,<svg onload=alert(3)>',
      }),
    );
    const after = await service.publish({ title: 'After the junk' });
    await stored(['hostile-1', after], 'the hostile item defused and the next real one');
    const status = await ext.status(page);
    expect(status.counters.rejectedFrames).toBeGreaterThanOrEqual(before.counters.rejectedFrames + frames.length);
    expect(status.counters.reconnects).toBe(before.counters.reconnects);
    expect(status.feed.connection).toBe('open');
    expect(await ext.storedIds(page)).not.toContain('huge');

    await until(() => popup.card(page, 'hostile-1'), (card) => card !== null, 'the hostile item in the popup');
    const view = await page.evaluate(() => {
      const card = document.querySelector('.card[data-id="hostile-1"]')!;
      return {
        title: card.querySelector('.title')!.textContent,
        live: card.querySelectorAll('script, img.media, [onerror], [onload]').length,
        hrefs: [...card.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        pwned: (globalThis as any).__pwned ?? null,
      };
    });
    expect(view).toEqual({ title: '<img src=x onerror="window.__pwned=1">', live: 0, hrefs: [], pwned: null });
  });

  it('a key revoked while connected is shown as rejected, not retried in a loop, and the feed carries on', async () => {
    await open();
    const before = await live();
    await service.admin.revokeKey(keyName);
    await until(() => ext.status(page), (s) => s.feed.login.state === 'rejected', 'the rejection noticed');
    await until(pill, (text) => text.includes('Key rejected') && text.includes('Fix in options'), 'the popup saying so, with the way out');
    const still = await service.publish({ title: 'After the revocation' });
    await stored([still], 'items still flowing');
    await pause(3_000);
    const after = await ext.status(page);
    expect(after.counters.reconnects).toBe(before.counters.reconnects);
    expect(after.feed.connection).toBe('open');
  });

  it.runIf(kind === 'chromium')('a worker stopped by the browser is woken by its alarm, reconnects and backfills; a late alarm skips the backoff', async () => {
    await open();
    await live();
    await page.close();
    const cdp = await session.browser.target().createCDPSession();
    const workerTarget = async () => (await cdp.send('Target.getTargets')).targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(session.origin));
    await cdp.send('Target.closeTarget', { targetId: (await workerTarget())!.targetId });
    await until(workerTarget, (target) => target === undefined, 'the worker to be gone');
    const missed = [await service.publish({ title: 'While the worker was stopped 1' }), await service.publish({ title: 'While the worker was stopped 2' })];
    // No page is open: only the watchdog alarm (every 30 s) can bring the worker back.
    await until(workerTarget, (target) => target !== undefined, 'the alarm to wake the worker', 45_000);
    const worker = await session.worker!();
    const debug = <T,>(fn: string) => worker.evaluate((name) => (globalThis as any).newsflashDebug[name](), fn) as Promise<T>;
    await until(() => debug<any>('status'), (s) => s.feed.connection === 'open' && s.counters.backfilled >= missed.length, 'reconnected and backfilled', 30_000);

    // The machine sleeps: the service is gone long enough for the backoff to grow...
    await proxy.stop();
    const waiting = await until(
      () => debug<any>('status'),
      (s) => s.feed.connection === 'waiting' && s.feed.nextRetryAt - Date.now() > 4_000,
      'a long backoff',
      60_000,
    );
    const slept = await service.publish({ title: 'While the machine slept' });
    await proxy.start();
    // ...and the alarm fires late, on waking: the socket must not sit out the rest of the backoff.
    await debug('fireWatchdog');
    const back = await until(() => debug<any>('status'), (s) => s.feed.connection === 'open', 'connected at the alarm', 10_000);
    expect(Date.now()).toBeLessThan(waiting.feed.nextRetryAt);
    expect(back.feed.connection).toBe('open');
    page = await session.open('/popup.html');
    await stored([...missed, slept], 'everything stored');
  });

  // The disk fills up while the worker runs. Firefox: a 250 kB quota from the start, room for the
  // settings (storage.local shares it; at 100 kB saving them failed) but not for forty headlines of
  // random text (text that compresses would fit: Firefox compresses what IndexedDB stores).
  // Chromium: a one-byte quota over CDP, set before the extension has a key and so before it stores
  // any item. Set later, it goes unseen for up to 30 s: each IndexedDB put warms a per-origin cache
  // of the space left (Chromium's BucketContext::kBucketSpaceCacheTimeLimit) and writes within it
  // skip the quota check; once an earlier test has published, the initial backfill's puts warm it.
  it('storage that fills up: the feed carries on in memory and says so', async () => {
    if (kind === 'firefox') {
      // Firefox has no per-origin override: a small global limit (in kB), and once configured the
      // rest filled with ballast, since what the install itself stores varies from run to run.
      await open({ firefoxPrefs: { 'dom.quotaManager.temporaryStorage.fixedLimit': 2_048 } });
      await fillStorage(page);
    } else {
      await open({}, async () => {
        // One byte makes every write fail with QuotaExceededError (0 would mean "reset"). The
        // override lasts as long as this CDP session, so as long as the page.
        const cdp = await page.createCDPSession();
        await cdp.send('Storage.overrideQuotaForOrigin' as any, { origin: session.origin, quotaSize: 1 });
      });
    }
    await live();
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await service.publish({ title: `Stored nowhere ${i}`, body: randomBytes(6_750).toString('base64') }));
    const status = await until(() => ext.status(page), (s) => s.storage.kind === 'memory', 'the move to memory');
    expect(status.storage.error).toMatch(/Quota/);
    await until(() => ext.notifications(page), (all) => Object.keys(all).length > 0, 'notifications still raised');
    // A popup opened now gets what only the background's memory holds, and says storage failed.
    const fresh = await session.open('/popup.html');
    await until(() => fresh.evaluate(() => document.querySelector('.notice-warn')?.textContent ?? ''), (text) => text.includes('kept in memory only'), 'the storage failure shown');
    await until(() => ext.renderedIds(fresh), (shown) => shown.includes(ids.at(-1)!), 'the newest item shown');
    await until(() => ext.status(page), (s) => s.counters.items >= ids.length, 'every item received');
  });

  it('a hundred rapid votes from the popup: the guard holds them back and the service never suspends the key', async () => {
    await open();
    await live();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await service.publish({ title: `Vote target ${i}` }));
    await until(() => popup.card(page, ids[9]!), (card) => card !== null, 'the items in the popup');
    await page.evaluate(async (targets) => {
      for (let i = 0; i < 100; i++) {
        const id = targets[i % targets.length];
        const label = i % 3 === 0 ? 'Dislike' : 'Like';
        (document.querySelector(`.card[data-id="${id}"] button[aria-label="${label}"]`) as HTMLButtonElement | null)?.click();
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    }, ids);
    await until(alertText, (text) => text.includes('Slow down'), 'the guard explaining itself');
    await until(() => page.evaluate(() => document.querySelectorAll('.votes[aria-busy="true"]').length), (busy) => busy === 0, 'every vote settled');
    const keys = await service.admin.listKeys();
    expect(keys.find((k) => k.name === keyName)).toMatchObject({ revokedAt: null, suspendedUntil: null });
    expect(voteHits().every((hit) => hit.status === 200)).toBe(true);
    expect(voteHits().length).toBeLessThanOrEqual(8);
    // What the popup shows is what the service recorded.
    const recorded = new Map((await votesOnService()).map((v) => [v.newsId, v.type]));
    for (const id of ids) {
      const card = await popup.card(page, id);
      expect({ id, vote: card?.like ? 'like' : card?.dislike ? 'dislike' : undefined }).toEqual({ id, vote: recorded.get(id) });
    }
  });
});
