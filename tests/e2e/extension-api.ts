/* eslint-disable @typescript-eslint/no-explicit-any -- page.evaluate runs in the extension, where `chrome` is untyped here */
import type { Page } from 'puppeteer-core';
import { configureExtension, extensionStatus } from '@/devkit/extension-browser';

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

  /**
   * The ids in the extension's IndexedDB, read without ever creating it: opened before the worker
   * made it, a bare `open` would create an empty version 1 and, held open, block the worker's own
   * open at its version (a fresh install in a reused browser then stored nothing).
   */
  storedIds: (page: Page): Promise<string[]> =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('newsflash');
          open.onupgradeneeded = () => open.transaction!.abort();
          open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('items')) {
              db.close();
              return resolve([]);
            }
            const request = db.transaction('items').objectStore('items').getAllKeys();
            request.onsuccess = () => resolve(request.result as string[]);
            request.onerror = () => reject(request.error);
            db.close();
          };
        }),
    ),

  status: extensionStatus,

  /** The ids of the items the worker holds, newest first, asked as the popup asks (`recentItems`). */
  workerItemIds: (page: Page): Promise<string[]> =>
    page.evaluate(async () => {
      const api = (globalThis as any).browser ?? (globalThis as any).chrome;
      const items: { id: string }[] = await api.runtime.sendMessage({ name: 'recentItems', payload: { limit: 500 } });
      return items.map((item) => item.id);
    }),

  /** What storage.local holds under these keys (absent keys are left out). */
  stored: (page: Page, keys: string[]): Promise<Record<string, unknown>> =>
    page.evaluate((names) => ((globalThis as any).browser ?? (globalThis as any).chrome).storage.local.get(names), keys),

  /** Writes storage.local directly, as no page of ours would: for what happens when something else does. */
  setStored: (page: Page, values: Record<string, unknown>): Promise<void> =>
    page.evaluate((next) => ((globalThis as any).browser ?? (globalThis as any).chrome).storage.local.set(next), values),

  renderedIds: (page: Page): Promise<string[]> => page.evaluate(() => [...document.querySelectorAll('.card')].map((node) => node.getAttribute('data-id') ?? '')),

  renderedTitles: (page: Page): Promise<string[]> =>
    page.evaluate(() => [...document.querySelectorAll('.card .title')].map((node) => node.textContent ?? '')),
};

/** What a reader sees of one card in the popup. */
export interface CardView {
  title: string;
  like: boolean;
  dislike: boolean;
  likes: number;
  dislikes: number;
  busy: boolean;
}

export const popup = {
  card: (page: Page, id: string): Promise<CardView | null> =>
    page.evaluate((newsId) => {
      const card = document.querySelector(`.card[data-id="${CSS.escape(newsId)}"]`);
      if (!card) return null;
      const pressed = (label: string) => card.querySelector(`button[aria-label="${label}"]`)?.getAttribute('aria-pressed') === 'true';
      const tallies = [...card.querySelectorAll('.tally')].map((node) => Number(node.textContent));
      return {
        title: card.querySelector('.title')?.textContent ?? '',
        like: pressed('Like'),
        dislike: pressed('Dislike'),
        likes: tallies[0] ?? NaN,
        dislikes: tallies[1] ?? NaN,
        busy: card.querySelector('.votes')?.getAttribute('aria-busy') === 'true',
      };
    }, id),

  press: (page: Page, id: string, label: 'Like' | 'Dislike' | 'Remove vote') =>
    page.evaluate(
      (newsId, name) => (document.querySelector(`.card[data-id="${CSS.escape(newsId)}"] button[aria-label="${name}"]`) as HTMLButtonElement).click(),
      id,
      label,
    ),

  alert: (page: Page): Promise<{ text: string; links: string[] } | null> =>
    page.evaluate(() => {
      const alert = document.querySelector('[role="alert"]');
      return alert ? { text: alert.textContent ?? '', links: [...alert.querySelectorAll('a')].map((a) => a.textContent ?? '') } : null;
    }),

  rowCount: (page: Page) => page.evaluate(() => document.querySelectorAll('.card').length),
};

/** Drives a settings page the way a person does: by the visible labels and button names. */
export const form = {
  /** Sets the visible control labelled `label` (once it is shown, within `within`), firing the events a typing user fires. */
  fill: async (page: Page, label: string, value: string, within = 'body') => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const filled = await page.evaluate(
        (text, next, scope) => {
          const control = [...document.querySelectorAll<HTMLLabelElement>(`${scope} label`)].find((l) => l.textContent?.trim() === text)?.control as HTMLInputElement | null;
          if (!control || control.closest('[hidden]')) return false;
          control.value = next;
          control.dispatchEvent(new Event('input', { bubbles: true }));
          control.dispatchEvent(new Event('change', { bubbles: true }));
          return true;
        },
        label,
        value,
        within,
      );
      if (filled) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no visible control labelled "${label}"`);
  },

  press: (page: Page, name: string, within = 'body') =>
    page.evaluate(
      (text, scope) => {
        const button = [...document.querySelectorAll<HTMLButtonElement>(`${scope} button`)].find((b) => b.textContent?.trim() === text);
        if (!button) throw new Error(`no button named "${text}"`);
        button.click();
      },
      name,
      within,
    ),

  outcome: (page: Page, sectionId: string): Promise<string> =>
    page.evaluate((id) => document.querySelector(`#${id} .outcome`)?.textContent ?? '', sectionId),

  text: (page: Page, selector: string): Promise<string> => page.evaluate((s) => document.querySelector(s)?.textContent ?? '', selector),
};
