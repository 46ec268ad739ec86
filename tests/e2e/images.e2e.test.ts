import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ext } from './extension-api';
import { launch, until, type BrowserKind, type ExtensionSession } from './harness';
import { ImageHost, type SeenRequest } from './image-host';
import { E2eService } from './service';

/**
 * What an image host learns from the extension (issue 36): with remote pictures off, nothing, from
 * the popup or a notification; with them on, no referrer, and per browser the cookie and Origin
 * PRIVACY.md and the store answers state. Everything the host saw is printed.
 */
describe.each<BrowserKind>(['chromium', 'firefox'])('pictures from other sites in %s', (kind) => {
  let service: E2eService;
  let host: ImageHost;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    service = new E2eService();
    host = new ImageHost();
    await Promise.all([service.start(), host.start()]);
  });
  afterAll(() => Promise.all([service.dispose(), host.dispose()]));

  beforeEach(async () => {
    session = await launch(kind, { acceptInsecureCerts: true });
    // The host's cookie, as a site the reader visits would leave it: credentials would carry it back.
    const site = await session.browser.newPage();
    await site.goto(`${host.url}/plant`);
    await site.goto(`${host.url}/check`);
    await site.close();
    expect(host.seen.find((request) => request.path === '/check')?.cookie).toBe('reader=tracked');
    page = await session.open('/popup.html');
    await ext.configure(page, { serverAddress: service.url, apiKey: await service.admin.addKey(`images-${kind}-${Date.now()}`) });
    await until(() => ext.status(page), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'a logged-in connection');
  });
  afterEach(() => session.close());

  const pictureOf = (name: string) => ({ icon: `${host.url}/icon/${kind}-${name}.png`, image: `${host.url}/image/${kind}-${name}.png` });
  const imagesIn = (id: string) => page.evaluate((newsId) => document.querySelectorAll(`.card[data-id="${CSS.escape(newsId)}"] img`).length, id);

  it('off: neither the popup nor a notification asks the image host for anything; on: no referrer, and the cookie and Origin stated for this browser', async () => {
    await ext.configure(page, { images: { feed: false, notifications: false } });
    await until(() => ext.status(page), (s) => !s.feedImages, 'pictures off');
    const quiet = await service.publish({ title: 'Pictures off', ...pictureOf('off') });
    // The worker fetches a remote icon before it raises the notification, so once it is up any fetch has happened.
    await until(() => ext.notifications(page), (all) => `newsflash:item:${quiet}` in all, 'the notification');
    await until(() => ext.renderedTitles(page), (titles) => titles.includes('Pictures off'), 'the card');
    expect(await imagesIn(quiet)).toBe(0);
    expect(host.pictures()).toEqual([]);

    await ext.configure(page, { images: { feed: true, notifications: true } });
    await until(() => ext.status(page), (s) => s.feedImages, 'pictures on');
    const shown = await service.publish({ title: 'Pictures on', ...pictureOf('on') });
    await until(() => ext.notifications(page), (all) => `newsflash:item:${shown}` in all, 'the notification');
    const fromWorker = (seen: SeenRequest[]) => seen.filter((r) => r.path === `/icon/${kind}-on.png` && r.dest === 'empty');
    // Chrome's worker fetches the icon before raising the notification; Firefox's keeps the bundled one.
    expect(fromWorker(host.pictures())).toHaveLength(kind === 'chromium' ? 1 : 0);
    await until(
      async () => host.pictures(),
      (seen) => seen.some((r) => r.path === `/icon/${kind}-on.png` && r.dest === 'image') && seen.some((r) => r.path === `/image/${kind}-on.png`),
      "the card's pictures",
    );
    console.log(`${kind}: what the image host saw`, JSON.stringify(host.pictures()));
    for (const request of host.pictures()) {
      expect(request.referer).toBeUndefined();
      // Chrome: no cookie (crossorigin="anonymous"), and an Origin naming the extension, one id for
      // every reader. Firefox would put this install's own address in that Origin, so its pictures
      // are plain images, which bring the host its own cookie (why they start off there).
      expect(request.cookie).toBe(kind === 'firefox' ? 'reader=tracked' : undefined);
      expect(request.origin).toBe(kind === 'firefox' ? undefined : session.origin);
    }
  });
});
