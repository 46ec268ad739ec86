import type { HopReport } from '@/utils/hops/hop-keeper';
import type { SourceWarning } from '@/utils/hops/silence';
import type { WxtBrowser } from 'wxt/browser';
import { answerLikePolyfill } from '@/utils/base/bare-browser';
import type { PayloadSchemas } from './payloads';
import type { Issue } from '@newsflash/protocol/issues';
import type { z } from '@newsflash/protocol/zod';
import type { FeedCounters, FeedStatus } from '@/utils/feed/news-feed';
import type { PriceStatus, PriceTick } from '@/utils/prices/price-feed';
import type { StorageHealth } from '@/utils/store/resilient-store';
import type { StoredItem, StoredVote } from '@/utils/store/store-types';
import type { SyncResult, VoteEvent, VoteOutcome } from '@/utils/votes/vote-messages';
import type { Onboarding } from '@/utils/settings/schema';
import type { RaceRow } from '@/utils/race/race-types';
import type { ChannelState } from '@/utils/channels/sender';

// Voting's replies are this map's too, and pages read them from here; they live beside the voting that makes them.
export type { FailedFeed, SyncResult, VoteOutcome } from '@/utils/votes/vote-messages';

/** A problem as pages get it: in the reader's words, made by the worker (`statusOf`). */
type Worded<T> = Omit<T, 'lastError'> & { lastError?: string };

export interface StatusSnapshot {
  feed: Worded<FeedStatus>;
  counters: Worded<FeedCounters> & { notificationsShown: number; lastNotifyLatencyMs?: number; unreadableRemoved: number; updatesDropped: number };
  storage: StorageHealth;
  unread: number;
  serverAddress: string;
  hasKey: boolean;
  /** A key is stored but not sent: the addresses changed without being saved or confirmed with it. */
  keyWithheld: boolean;
  /** A key is stored but not sent: Firefox's consent to send it is not given or was withdrawn. */
  keyNeedsConsent?: boolean;
  /** The browser may not let the worker reach the saved API address: a save asks for it again. */
  hostAccess?: string;
  /** The price streams: off, live, stale, refused…, malformed frames dropped. */
  prices: PriceStatus & { enabled: boolean };
  /** Where the reader is with the welcome page: until `done`, notifications and prices wait for their choice. */
  onboarding: Onboarding;
  /** Pages show pictures from items' hosts (sources' icons, items' images): the reader's choice. */
  feedImages: boolean;
  /** With feeds added beside the first: per feed, items, share delivered first, median lead (+) or lag (−). */
  race?: RaceRow[];
  /** Sources silent past their usual gap, and the socket down past its grace (utils/hops/silence.ts). */
  warnings: SourceWarning[];
  /** The reader's phone and chat channels: what each sent, gave up, and its last problem. */
  channels: ChannelState[];
}

type Payload<K extends keyof PayloadSchemas> = z.output<PayloadSchemas[K]>;

/** Every request a page can make of the background: name → payload (its schema: payloads.ts) → reply. */
export interface MessageMap {
  getStatus: { payload: Payload<'getStatus'>; reply: StatusSnapshot };
  vote: { payload: Payload<'vote'>; reply: VoteOutcome };
  markRead: { payload: Payload<'markRead'>; reply: { unread: number } };
  /** Items from the background's store, for pages that cannot open IndexedDB themselves. */
  recentItems: { payload: Payload<'recentItems'>; reply: StoredItem[] };
  /** Fetches the vote history from the service into the local cache. */
  syncVotes: { payload: Payload<'syncVotes'>; reply: SyncResult };
  /** The cached vote history with the cached items it refers to; works offline. */
  /** `feedNames`: the extra feeds' names by id (a vote's `feed`); a feed removed since is named by its id. */
  voteHistory: { payload: Payload<'voteHistory'>; reply: { votes: StoredVote[]; items: StoredItem[]; syncedAt: number; feedNames: Record<string, string> } };
  storageInfo: { payload: Payload<'storageInfo'>; reply: StorageHealth & { items: number; votes: number } };
  clearCache: { payload: Payload<'clearCache'>; reply: { cleared: true } };
  /** Per source over the last day, each hop's figures, the silence warnings and the clock's offset (Diagnostics). */
  hopReport: { payload: Payload<'hopReport'>; reply: HopReport };
  /** Opens the newest alert's pair on the reader's exchange (its page when it has none there). */
  openTrade: { payload: Payload<'openTrade'>; reply: { opened: 'trade' | 'item' | 'feed' } };
}

export type MessageName = keyof MessageMap;
export interface Envelope<K extends MessageName = MessageName> {
  name: K;
  payload: MessageMap[K]['payload'];
}

/** What the background pushes to open pages over the `live` port. */
export type LiveEvent =
  | { type: 'items'; items: StoredItem[] }
  /** Totals, the reader's votes, the vote history refreshed (utils/votes/vote-messages.ts). */
  | VoteEvent
  | { type: 'status'; status: StatusSnapshot }
  /** Latest prices of the symbols pages show, at most every PRICE_FLUSH_MS. */
  | { type: 'prices'; ticks: PriceTick[] };

/** The port a feed page holds open for live events. */
export const LIVE_PORT = 'live';
/** The port the welcome page holds open: when it closes with nothing chosen, both choices stay off. */
export const WELCOME_PORT = 'welcome';

/** Only the runtime's `sendMessage` is used, so the feed page can pass `workerMessages` (utils/base/bare-browser.ts) and load no polyfill. */
export async function sendMessage<K extends MessageName>(
  browser: { runtime: { sendMessage(message: unknown): Promise<unknown> } },
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

/**
 * Registers the typed handlers; replies travel back as the polyfill's would (`answerLikePolyfill`). A payload that
 * does not match its schema is refused (the sender's promise rejects with the reasons) before any
 * handler sees it: a page's message is input like any other.
 */
export function handleMessages(
  browser: Pick<WxtBrowser, 'runtime'>,
  handlers: Handlers,
  schemas: { [K in MessageName]: { safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly Issue[] } } } },
): void {
  const listener = (message: unknown, sender: { id?: string; url?: string }) => {
    if (!isEnvelope(message, handlers) || !isOwnPage(browser, sender)) return undefined;
    const checked = schemas[message.name].safeParse(message.payload);
    if (!checked.success) {
      // Terse on purpose (field and zod's issue code): only our own pages send these, and the
      // background's size is budgeted; the options page words issues for people (protocol/issues.ts).
      const reasons = checked.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.code}${issue.keys ? ` ${issue.keys.join(', ')}` : ''}`).join('; ');
      return Promise.reject(new Error(`Newsflash refused the "${message.name}" request: ${reasons}`));
    }
    const handler = handlers[message.name] as (payload: unknown) => Promise<unknown>;
    return handler(checked.data);
  };
  browser.runtime.onMessage.addListener(answerLikePolyfill(listener) as Parameters<WxtBrowser['runtime']['onMessage']['addListener']>[0]);
}
