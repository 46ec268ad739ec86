import type { NewsItem } from '@newsflash/protocol/news-item';
import { toSafeUrl } from '@newsflash/protocol/safe-url';
import { tradeTarget, type TradePrefs } from './trade-target';

/** The newest alerts looked through after a restart, when the worker has none in memory. */
export const RECENT_LOOKED = 50;

export interface OpenTradeDeps {
  /** The newest item that raised an alert since the worker started. */
  newestAlert: () => NewsItem | undefined;
  /** The newest stored items, newest first, for a worker that has just started. */
  recent: (limit: number) => Promise<readonly NewsItem[]>;
  prefs: () => TradePrefs;
  openTab: (url: string) => Promise<unknown>;
  /** The feed, when there is no alert to trade at all. */
  feedUrl: string;
}

/**
 * The one-keystroke trade: the newest alert's main coin on the reader's exchange and market. An
 * alert with no such pair opens its own page instead (nothing is guessed), no alert at all the feed.
 * Answers what was opened.
 */
export async function openTrade(deps: OpenTradeDeps): Promise<'trade' | 'item' | 'feed'> {
  const newest = deps.newestAlert() ?? (await deps.recent(RECENT_LOOKED))[0];
  const target = newest && tradeTarget(newest, deps.prefs());
  const link = newest?.link && toSafeUrl(newest.link);
  const [url, opened] = target ? [target.url, 'trade' as const] : link ? [link, 'item' as const] : [deps.feedUrl, 'feed' as const];
  await deps.openTab(url);
  return opened;
}
