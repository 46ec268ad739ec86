import type { LivePageMessage } from './payloads';
import type { LiveEvent } from './index';
import type { StoreReader } from '@/utils/store/idb-store';
import type { UpdateNote } from '@/utils/base/update-note';

export interface LiveSubscription {
  /** Tells the host something (dropped while it reconnects; `onConnect` resends). */
  post(message: LivePageMessage): void;
  close(): void;
}

/** The pages the feed links to for a fix: the key, the first choices. */
/** The extension's pages a link may lead to; `diagnostics` is the options page's Diagnostics tab. */
export type HostPage = 'options' | 'welcome' | 'diagnostics';

/**
 * Everything the feed page's components ask of what runs them, and nothing else: the extension
 * (its worker over messages and a port, extension-host.ts) or the service's own web page (sockets
 * and the API on its origin, web/). The components, hooks and their logic are the same for both.
 */
export interface PageHost {
  /** The typed requests of utils/messages/ (`vote`, `recentItems`, `markRead`) as `sendMessage` sends them. */
  messages: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
  /** Live events: items, totals, the reader's votes, status. */
  subscribeLive(onEvent: (event: LiveEvent) => void, onConnect?: (post: LiveSubscription['post']) => void): LiveSubscription;
  /** The item and vote cache, read directly for speed. */
  openReader(): Promise<StoreReader>;
  /** Where a page that holds a fix is; a link opens it. */
  pageUrl(page: HostPage): string;
  /** The words of a link to where the key is fixed, where they differ from the extension's ("Open options", "Fix in options"). */
  fixLabel?: string;
  /** Whether a page may be opened beside this one (a new tab), or is part of it (an anchor). */
  pagesInNewTab: boolean;
  /** Opens the newest alert's pair on the reader's exchange (the extension's trade key); absent where there is none. */
  openTrade?: () => void;
  /** The note left after an update, where the host updates itself. */
  updates?: { read(): Promise<UpdateNote | undefined>; dismiss(): void };
}
