import { browser, workerMessages } from '@/utils/base/bare-browser';
import { openIdbReader } from '@/utils/store/idb-store';
import { sendMessage } from '@/utils/messages';
import { UPDATE_NOTE_KEY, updateNoteToShow } from '@/utils/base/update-note';
import { subscribeLive } from './extension-port';
import type { PageHost } from '@/utils/messages/page-host-types';

/** The extension's pages: the worker answers messages and pushes over the `live` port; IndexedDB is the extension's. */
export const extensionHost: PageHost = {
  messages: workerMessages,
  subscribeLive,
  openReader: () => openIdbReader(),
  pageUrl: (page) => browser.runtime.getURL(page === 'diagnostics' ? '/options.html#diagnostics' : `/${page}.html`),
  pagesInNewTab: true,
  openTrade: () => void sendMessage(workerMessages, 'openTrade'),
  updates: {
    async read() {
      const stored = await browser.storage.local.get(UPDATE_NOTE_KEY);
      return updateNoteToShow(stored[UPDATE_NOTE_KEY], browser.runtime.getManifest().version);
    },
    dismiss: () => void browser.storage.local.remove(UPDATE_NOTE_KEY),
  },
};
