import type { NewsItem } from '@newsflash/protocol/news-item';
import { openTrade } from './open-trade';
import { tradeTarget } from './trade-target';
import type { TradeSettings } from './trade-settings';

export interface AlertTradeDeps {
  prefs: () => Promise<TradeSettings>;
  /** The newest stored items, newest first. */
  recent: (limit: number) => Promise<readonly NewsItem[]>;
  /** A stored (or still unwritten) item by its id. */
  find: (id: string) => Promise<NewsItem | undefined>;
  openTab: (url: string) => Promise<unknown>;
  feedUrl: string;
}

/** The worker's trades: the newest alert's (the keyboard command, the popup's button) and a notification's click. */
export function createAlertTrade(deps: AlertTradeDeps) {
  let newestAlert: NewsItem | undefined;
  return {
    alerted(item: NewsItem): void {
      newestAlert = item;
    },
    async open(): Promise<'trade' | 'item' | 'feed'> {
      const prefs = await deps.prefs();
      return openTrade({ newestAlert: () => newestAlert, recent: deps.recent, prefs: () => prefs, openTab: deps.openTab, feedUrl: deps.feedUrl });
    },
    /** A click opens the item, or its trade when the reader chose that (and the item has such a pair). */
    async clickLink(id: string): Promise<string | undefined> {
      const [item, prefs] = await Promise.all([deps.find(id), deps.prefs()]);
      return (item && prefs.click === 'trade' && tradeTarget(item, prefs)?.url) || item?.link;
    },
  };
}
