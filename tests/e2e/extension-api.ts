/* eslint-disable @typescript-eslint/no-explicit-any -- page.evaluate runs in the extension, where `chrome` is untyped here */
import type { Page } from 'puppeteer-core';
import { configureExtension } from '@/scripts/lib/extension-browser';

/**
 * Calls into the extension from one of its own pages, where the extension APIs and its IndexedDB
 * are available in both browsers. Firefox's `chrome.*` takes callbacks only, so promise calls go
 * through `browser` there; `getAll`/`clear` use callbacks, which both accept.
 */
export const ext = {
  configure: configureExtension,

  notifications: (page: Page): Promise<Record<string, unknown>> =>
    page.evaluate(() => new Promise<Record<string, unknown>>((resolve) => (globalThis as any).chrome.notifications.getAll(resolve))),

  clearNotifications: (page: Page) =>
    page.evaluate(async () => {
      const api = (globalThis as any).chrome.notifications;
      const all: Record<string, unknown> = await new Promise((resolve) => api.getAll(resolve));
      await Promise.all(Object.keys(all).map((id) => new Promise((resolve) => api.clear(id, resolve))));
    }),

  storedIds: (page: Page): Promise<string[]> =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('newsflash');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('items')) return resolve([]);
            const request = db.transaction('items').objectStore('items').getAllKeys();
            request.onsuccess = () => {
              resolve(request.result as string[]);
              db.close();
            };
          };
        }),
    ),

  status: (page: Page): Promise<any> => page.evaluate(() => ((globalThis as any).browser ?? (globalThis as any).chrome).runtime.sendMessage({ name: 'getStatus' })),

  renderedTitles: (page: Page): Promise<string[]> =>
    page.evaluate(() => [...document.querySelectorAll('.card .title')].map((node) => node.textContent ?? '')),
};
