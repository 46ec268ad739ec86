import type { WxtBrowser } from 'wxt/browser';
import type { FeedCounters, FeedStatus } from '@/utils/feed/news-feed';
import type { SyncResult } from '@/utils/background/history-sync';
import type { LikesEvent, VoteRecord, VoteType } from '@/utils/protocol';
import type { StorageHealth } from '@/utils/store/resilient-store';
import type { StoredItem } from '@/utils/store/types';
import type { VoteAction, VoteError } from '@/utils/votes/vote-client';

export interface StatusSnapshot {
  feed: FeedStatus;
  counters: FeedCounters & { notificationsShown: number; lastNotifyLatencyMs?: number };
  storage: StorageHealth;
  unread: number;
  serverAddress: string;
  hasKey: boolean;
}

export type VoteOutcome =
  | { ok: true; newsId: string; vote: VoteType | null; likes?: number; dislikes?: number }
  | { ok: false; newsId: string; error: VoteError };

/** Every request a page can make of the background: name → payload → reply. */
export interface MessageMap {
  getStatus: { payload: undefined; reply: StatusSnapshot };
  vote: { payload: { newsId: string; action: VoteAction }; reply: VoteOutcome };
  markRead: { payload: undefined; reply: { unread: number } };
  /** Items from the background's store, for pages that cannot open IndexedDB themselves. */
  recentItems: { payload: { limit: number }; reply: StoredItem[] };
  /** Fetches the vote history from the service into the local cache. */
  syncVotes: { payload: undefined; reply: SyncResult };
  /** The cached vote history with the cached items it refers to; works offline. */
  voteHistory: { payload: undefined; reply: { votes: VoteRecord[]; items: StoredItem[]; syncedAt: number } };
  storageInfo: { payload: undefined; reply: StorageHealth & { items: number; votes: number } };
  clearCache: { payload: undefined; reply: { cleared: true } };
}

export type MessageName = keyof MessageMap;
export interface Envelope<K extends MessageName = MessageName> {
  name: K;
  payload: MessageMap[K]['payload'];
}

/** What the background pushes to open pages over the `live` port. */
export type LiveEvent =
  | { type: 'item'; item: StoredItem }
  | { type: 'items'; items: StoredItem[] }
  | { type: 'counts'; counts: LikesEvent }
  | { type: 'vote'; newsId: string; vote: VoteType | null }
  | { type: 'status'; status: StatusSnapshot }
  /** The vote history cache was refreshed from the service. */
  | { type: 'history'; syncedAt: number };

export const LIVE_PORT = 'live';

export async function sendMessage<K extends MessageName>(
  browser: Pick<WxtBrowser, 'runtime'>,
  name: K,
  ...payload: MessageMap[K]['payload'] extends undefined ? [] : [MessageMap[K]['payload']]
): Promise<MessageMap[K]['reply']> {
  const envelope: Envelope<K> = { name, payload: payload[0] as MessageMap[K]['payload'] };
  return (await browser.runtime.sendMessage(envelope)) as MessageMap[K]['reply'];
}

export type Handlers = { [K in MessageName]: (payload: MessageMap[K]['payload']) => Promise<MessageMap[K]['reply']> };

/** Only the extension's own pages may talk to the background; anything else is ignored. */
export function isOwnPage(browser: Pick<WxtBrowser, 'runtime'>, sender: { id?: string; url?: string }): boolean {
  return sender.id === browser.runtime.id && typeof sender.url === 'string' && sender.url.startsWith(browser.runtime.getURL('/'));
}

function isEnvelope(message: unknown, handlers: Handlers): message is Envelope {
  return typeof message === 'object' && message !== null && Object.hasOwn(handlers, (message as { name?: unknown }).name as string);
}

/** Registers the typed handlers; replies travel back as the listener's promise. */
export function handleMessages(browser: Pick<WxtBrowser, 'runtime'>, handlers: Handlers): void {
  browser.runtime.onMessage.addListener(((message: unknown, sender: { id?: string; url?: string }) => {
    if (!isEnvelope(message, handlers) || !isOwnPage(browser, sender)) return undefined;
    const handler = handlers[message.name] as (payload: unknown) => Promise<unknown>;
    return handler(message.payload);
  }) as Parameters<WxtBrowser['runtime']['onMessage']['addListener']>[0]);
}
