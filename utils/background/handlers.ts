import type { HopReport } from '@/utils/hops/hop-keeper';
import type { Handlers, StatusSnapshot } from '@/utils/messages';
import type { Setting } from '@/utils/settings';
import type { StorageHealth } from '@/utils/store/resilient-store';
import type { NewsStore, StoredItem } from '@/utils/store/store-types';
import type { Badge } from './badge';
import type { HistorySync } from '@/utils/votes/history-sync';
import type { Voter } from '@/utils/votes/voter';

export interface HandlerDeps {
  /** The popup's Trade button: the same as the keyboard command. */
  openTrade: () => Promise<{ opened: 'trade' | 'item' | 'feed' }>;
  status: () => StatusSnapshot;
  voter: Pick<Voter, 'vote'>;
  badge: Pick<Badge, 'clear'>;
  history: Pick<HistorySync, 'sync'>;
  /** The store once it is open. */
  store: () => NewsStore | undefined;
  /** Writes what the batch writer still holds, so a page reads everything received. */
  flush: () => Promise<void> | undefined;
  health: () => StorageHealth;
  syncedAt: Setting<number>;
  hopReport: () => HopReport;
  /** The extra feeds' names by id, for the history's feed column. */
  feedNames?: () => Record<string, string>;
}

/** The background's answers to its pages (payloads are checked before they get here). */
export function createHandlers(deps: HandlerDeps): Handlers {
  const { store } = deps;
  return {
    getStatus: async () => deps.status(),
    hopReport: async () => deps.hopReport(),
    openTrade: () => deps.openTrade(),
    vote: ({ newsId, action }) => deps.voter.vote(newsId, action),
    markRead: async () => {
      deps.badge.clear();
      return { unread: 0 };
    },
    recentItems: async ({ limit }) => {
      await deps.flush();
      return (await store()?.recent(limit)) ?? [];
    },
    syncVotes: () => deps.history.sync(),
    voteHistory: async () => {
      const [records, syncedAt] = await Promise.all([store()?.votes() ?? [], deps.syncedAt.get()]);
      const items = await Promise.all([...new Set(records.map((record) => record.newsId))].map((newsId) => store()?.getItem(newsId)));
      return { votes: records, items: items.filter((item): item is StoredItem => item !== undefined), syncedAt, feedNames: deps.feedNames?.() ?? {} };
    },
    storageInfo: async () => ({ ...deps.health(), items: (await store()?.countItems()) ?? 0, votes: (await store()?.votes())?.length ?? 0 }),
    clearCache: async () => {
      await deps.flush();
      await store()?.clear();
      await deps.syncedAt.item.setValue(0);
      return { cleared: true };
    },
  };
}
