/* eslint-disable @typescript-eslint/no-explicit-any -- page.evaluate runs in the extension, where `chrome` is untyped here */
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ext, popup } from './extension-api';
import { extensionDir } from '@/devkit/extension-browser';
import { launch, setViewport, until, type BrowserKind } from './harness';
import { E2eService } from './service';

const shots = '.tmp/screenshots';

describe.each<BrowserKind>(['chromium', 'firefox'])('docked panel in %s', (kind) => {
  let service: E2eService;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    mkdirSync(shots, { recursive: true });
  });
  afterAll(() => service.dispose());

  it('is declared for the browser, loads, shows live items, and its votes reach the service', async () => {
    const manifest = JSON.parse(readFileSync(`${extensionDir(kind)}/manifest.json`, 'utf8'));
    if (kind === 'chromium') expect(manifest.side_panel).toEqual({ default_path: 'sidepanel.html' });
    else expect(manifest.sidebar_action).toMatchObject({ default_panel: 'sidepanel.html' });

    const key = await service.admin.addKey(`panel-${kind}`);
    const session = await launch(kind);
    try {
      const panel = await session.open('/sidepanel.html');
      // A tall, narrow column, as the panel is docked.
      await setViewport(panel, { width: 320, height: 900 });
      await ext.configure(panel, { serverAddress: service.url, apiKey: key });
      await until(() => ext.status(panel), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'a logged-in connection');
      // The page draws itself once its notice words have loaded, which an open connection does not wait for.
      expect(await until(() => panel.evaluate(() => document.querySelector('main')?.className), (layout) => layout !== undefined, 'the panel drawn')).toBe('panel');
      // The popup's "dock" button has no place in the panel itself.
      expect(await panel.evaluate(() => document.querySelector('[aria-label="Dock the feed beside the page"]'))).toBeNull();

      const id = await service.publish({ title: 'Docked: exchange lists EXMP' });
      await until(() => popup.card(panel, id), (card) => card?.title === 'Docked: exchange lists EXMP', 'the item in the panel');
      await popup.press(panel, id, 'Like');
      const mine = async () => (await (await fetch(`${service.url}/api/mylikes?api_key=${key}`)).json()) as { newsId: string; type: string }[];
      await until(mine, (votes) => votes.some((vote) => vote.newsId === id && vote.type === 'like'), 'the like on the service');
      await until(() => popup.card(panel, id), (card) => card?.like === true && card.likes === 1 && !card.busy, 'the like shown');
      await panel.screenshot({ path: `${shots}/panel-${kind}.png` });
    } finally {
      await session.close();
    }
  });

  it.runIf(kind === 'chromium')("the popup's dock button opens Chrome's side panel and closes the popup", async () => {
    const session = await launch(kind);
    try {
      const popupPage = await session.open('/popup.html');
      const sidePanels = (page: Page) => page.evaluate(() => (globalThis as any).chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] }) as Promise<{ documentUrl: string }[]>);
      expect(await sidePanels(popupPage)).toEqual([]);
      const probe = await session.open('/options.html');
      await popupPage.bringToFront();
      // A real click: the side panel opens only in answer to the user's gesture.
      await popupPage.click('[aria-label="Dock the feed beside the page"]');
      const opened = await until(
        () => sidePanels(probe),
        (list) => list.length === 1 && list[0]!.documentUrl.endsWith('/sidepanel.html'),
        'the side panel, loaded',
      );
      expect(opened).toHaveLength(1);
      await until(async () => popupPage.isClosed(), (closed) => closed, 'the popup closed');
    } finally {
      await session.close();
    }
  });
});
