import type { WxtBrowser } from 'wxt/browser';
import { UPDATE_NOTE_KEY, updateNoteOf } from '@/utils/base/update-note';

/**
 * After an update the popup says so once, in a line the reader dismisses: no tab opens, and a
 * fresh install (greeted by the welcome page) leaves no note. Must be registered in the worker's
 * first turn, as every `onInstalled` listener.
 */
export function registerUpdateNote(browser: WxtBrowser): void {
  browser.runtime.onInstalled.addListener((details) => {
    const note = updateNoteOf(details, browser.runtime.getManifest().version);
    if (note) void browser.storage.local.set({ [UPDATE_NOTE_KEY]: note }).catch((error: unknown) => console.warn('newsflash: update note not stored', error));
  });
}
