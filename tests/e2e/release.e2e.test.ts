/* eslint-disable @typescript-eslint/no-explicit-any -- page.evaluate runs in the extension, where `chrome` is untyped here */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { extensionDir } from '@/devkit/extension-browser';
import { ext } from './extension-api';
import { launch, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

/** The extension's `storage.sync`, read and written from one of its pages as any of its code would. */
const syncArea = {
  get: (page: Page): Promise<Record<string, any>> => page.evaluate(() => ((globalThis as any).browser ?? (globalThis as any).chrome).storage.sync.get(null)),
  set: (page: Page, values: Record<string, unknown>): Promise<void> => page.evaluate(
    (next) => ((globalThis as any).browser ?? (globalThis as any).chrome).storage.sync.set(next),
    values,
  ),
};

/** The popup's notices, as the reader sees them: text, link and whether it can be dismissed. */
const notices = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.notice')].map((notice) => ({
      text: notice.querySelector('.notice-text')?.textContent ?? '',
      link: notice.querySelector('a')?.getAttribute('href') ?? undefined,
      dismissible: notice.querySelector('button.dismiss') !== null,
    })),
  );

describe.each<BrowserKind>(['chromium', 'firefox'])('a release people can follow, in %s', (kind) => {
  let service: E2eService;
  let session: ExtensionSession | undefined;
  const built = JSON.parse(readFileSync(join(extensionDir(kind), 'manifest.json'), 'utf8')).version as string;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
  });
  afterAll(() => service.dispose());
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('an install shows no update note; an update to the next version shows one dismissible line linking to what changed, and opens no tab', async () => {
    session = await launch(kind, { version: '0.0.1' });
    const options = await session.open('/options.html');
    await ext.configure(options, { serverAddress: service.url });
    const first = await session.open('/popup.html');
    await until(() => ext.status(first), (status) => status.feed.connection === 'open', 'the feed live on the local service');
    // The install's onInstalled has run (configure waited for its writes): it left no note.
    expect(await ext.stored(first, ['updateNote'])).toEqual({});
    expect((await notices(first)).filter((notice) => notice.text.includes('updated'))).toEqual([]);

    // The update: the very build, its manifest at the real version, installed by the browser over the
    // one it runs (Chromium's Extensions.loadUnpacked, Firefox's webExtension.install), as a store
    // update would be; the browser then tells the worker `onInstalled` "update" with the version before.
    const manifestPath = join(session.extensionPath, 'manifest.json');
    writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), version: built }, null, 2));
    await session.browser.installExtension(session.extensionPath);

    // Pages opened while the browser reloads it fail or belong to the old version: the first of the new one is kept.
    const popup = await until(
      async () => {
        const page = await session!.open('/popup.html').catch(() => undefined);
        const readVersion = () => ((globalThis as any).browser ?? (globalThis as any).chrome).runtime.getManifest().version as string;
        const version = await page?.evaluate(readVersion).catch(() => undefined);
        if (version === built) return page;
        await page?.close().catch(() => undefined);
        return undefined;
      },
      (page) => page !== undefined,
      `the extension running at ${built} after the update`,
      40_000,
    );
    // The popup reads the note once, as it opens: one opened before the worker's onInstalled ran has none.
    expect(await until(() => ext.stored(popup!, ['updateNote']), (stored) => stored.updateNote !== undefined, "the worker's update note stored")).toEqual({ updateNote: { from: '0.0.1', to: built } });
    await popup!.close();
    const reopened = await session.open('/popup.html');
    const shown = await until(() => notices(reopened), (found) => found.some((notice) => notice.text.includes('updated')), 'the update note in the popup');
    const note = { popup: reopened, found: shown.find((notice) => notice.text.includes('updated')) };
    expect(note.found).toEqual({ text: `Newsflash updated to ${built}`, link: '/changelog.txt', dismissible: true });
    expect(await note.popup.evaluate(() => ((globalThis as any).browser ?? (globalThis as any).chrome).runtime.getManifest().version)).toBe(built);
    // What changed is the bundled changelog of this very version.
    expect(await note.popup.evaluate(() => fetch('/changelog.txt').then((response) => response.text()))).toMatch(/^# Changelog/);
    // The update opened no tab: neither the welcome page nor the changelog.
    const open = await Promise.all((await session.browser.pages()).map((page) => page.evaluate(() => location.pathname).catch(() => '')));
    expect(open.filter((path) => path === '/welcome.html' || path === '/changelog.txt')).toEqual([]);

    await note.popup.click('.notice button.dismiss');
    await until(() => notices(note.popup), (shown) => !shown.some((notice) => notice.text.includes('updated')), 'the note gone once dismissed');
    const again = await session.open('/popup.html');
    await until(() => ext.status(again), (status) => status.feed.connection === 'open', 'the feed live again');
    expect((await notices(again)).filter((notice) => notice.text.includes('updated'))).toEqual([]);
  });

  it("sync: a choice changed in the options goes to storage.sync (never the key); one another browser synced shows in the options page; kept local, nothing goes", async () => {
    session = await launch(kind);
    const options = await session.open('/options.html');
    const key = await service.admin.addKey(`sync-${kind}`);
    await ext.configure(options, { serverAddress: service.url, apiKey: key });
    // A fresh install syncs.
    await until(() => options.evaluate(() => (document.querySelector('[data-testid="sync-choice"]') as HTMLInputElement | null)?.checked), (on) => on === true, 'the sync switch on');

    await options.click('input[name="badge-mode"][value="off"]');
    const sent = await until(() => syncArea.get(options), (stored) => stored.badge?.value === 'off', 'the badge choice in storage.sync');
    expect(sent.badge).toMatchObject({ v: 1, at: expect.any(Number) });
    expect(JSON.stringify(sent)).not.toContain(key);
    expect(JSON.stringify(sent)).not.toContain(service.url);

    // Another browser's changes, as its sync delivers them: newer rules and the badge back on.
    const later = Date.now() + 60_000;
    const rule = { id: 'from-laptop', name: 'Listings from my laptop', enabled: true, action: 'notify', match: { keywords: ['listing'] } };
    await syncArea.set(options, { rules: { v: 1, at: later, value: [rule] }, badge: { v: 1, at: later, value: 'count' } });
    await until(() => options.evaluate(() => document.getElementById('rules')?.textContent ?? ''), (text) => text.includes('Listings from my laptop'), 'the synced rule in the options page');
    await until(() => options.evaluate(() => (document.querySelector('input[name="badge-mode"][value="count"]') as HTMLInputElement).checked), (on) => on, 'the synced badge choice shown');
    expect(((await ext.stored(options, ['alerts'])).alerts as { rules: unknown[] }).rules).toEqual([rule]);

    // Kept on this computer: a change stays here.
    await options.click('[data-testid="sync-choice"]');
    await until(() => ext.stored(options, ['settingsSync']), (stored) => stored.settingsSync === 'local', 'the choice to keep settings local stored');
    await options.click('input[name="badge-mode"][value="off"]');
    // The worker has seen the change (it records every value it sees, synced or not) and sent nothing.
    await until(() => ext.stored(options, ['syncState']), (stored) => (stored.syncState as any)?.pieces?.badge?.seen === '"off"', 'the worker seeing the change');
    expect((await syncArea.get(options)).badge?.value).toBe('count');
  });
});
