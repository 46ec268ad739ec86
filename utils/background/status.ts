import type { NewsFeed } from '@/utils/feed/news-feed';
import type { SourceWarning } from '@/utils/hops/silence';
import type { StatusSnapshot } from '@/utils/messages';
import type { PriceFeed } from '@/utils/prices/price-feed';
import type { StorageHealth } from '@/utils/store/resilient-store';
import type { Problem } from '@/utils/net/problem';
import type { Connector } from './connector';
import type { FeedRacer } from '@/utils/race/raced-feeds';
import type { RaceRow } from '@/utils/race/race-types';
import type { ExtraLikes } from '@/utils/race/extra-likes';
import type { HostAccessWatch } from '@/utils/permissions/host-access-watch';
import type { Notifications } from '@/utils/notify/notifications';
import { problemText } from './problem-text';
import type { ChannelSender } from '@/utils/channels/sender';
import type { SettingsWatch } from './settings-watch';

/** Everything the status reports on, as the worker holds it now. */
export interface StatusParts {
  channels: Pick<ChannelSender, 'states'>;
  feed: Pick<NewsFeed, 'getStatus' | 'getCounters'>;
  racer?: Pick<FeedRacer, 'rows'>;
  extraLikes?: Pick<ExtraLikes, 'rows'>;
  connector: Pick<Connector, 'api' | 'keyWithheld' | 'keyNeedsConsent' | 'error'>;
  hostAccess: Pick<HostAccessWatch, 'problem'>;
  notifications: Pick<Notifications, 'counters'>;
  prices: Pick<PriceFeed, 'status'>;
  settings: Pick<SettingsWatch, 'connection' | 'prices' | 'onboarding' | 'images'>;
  storage: StorageHealth;
  unread: number;
  unreadableRemoved: number;
  /** Outcome and note updates dropped past their budget (update-frames.ts). */
  updatesDropped: number;
  warnings: SourceWarning[];
}

const worded = (problem: Problem | undefined) => problem && problemText(problem);

/** Each extra feed's row with its vote stream's state, where it has one. */
/** Each extra feed's row with its vote stream, and its last problem in words (a backlog refused says so on its row). */
function withVotes(rows: RaceRow[], votes: ReturnType<ExtraLikes['rows']>): RaceRow[] {
  return rows.map(({ problem, ...row }) => {
    const stream = votes.find((entry) => entry.id === row.id);
    const said = problem && !row.error ? { ...row, error: problemText(problem) } : row;
    return stream ? { ...said, votes: { connection: stream.connection, refused: stream.refused } } : said;
  });
}

/**
 * What pages show about the worker: the feed's connection, counters, storage, key, host access, prices,
 * onboarding. Problems are put into the reader's words here, as the vote client's errors are, so
 * pages only show them and the popup carries no table of them.
 */
export function statusOf(parts: StatusParts): StatusSnapshot {
  const { connector, settings } = parts;
  const feed = parts.feed.getStatus();
  const counters = parts.feed.getCounters();
  return {
    // An address that cannot be used stops the feed; its reason (already in words) is the feed's error.
    feed: connector.error ? { ...feed, connection: 'stopped', lastError: connector.error } : { ...feed, lastError: worded(feed.lastError) },
    counters: {
      ...counters,
      lastError: worded(counters.lastError),
      ...parts.notifications.counters(),
      unreadableRemoved: parts.unreadableRemoved,
      updatesDropped: parts.updatesDropped,
    },
    storage: parts.storage,
    unread: parts.unread,
    serverAddress: settings.connection.serverAddress,
    hasKey: connector.api.apiKey !== '',
    keyWithheld: connector.keyWithheld,
    keyNeedsConsent: connector.keyNeedsConsent,
    hostAccess: worded(parts.hostAccess.problem),
    prices: { ...parts.prices.status(), enabled: settings.prices.enabled },
    onboarding: settings.onboarding,
    feedImages: settings.images.feed,
    // One row per feed only when there is a race to show.
    ...(parts.racer && parts.racer.rows().length > 1 ? { race: withVotes(parts.racer.rows(), parts.extraLikes?.rows() ?? []) } : {}),
    warnings: parts.warnings,
    channels: parts.channels.states(),
  };
}
