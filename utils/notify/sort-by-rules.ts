import type { NewsItem } from '@newsflash/protocol/news-item';
import type { StoredItem } from '@/utils/store/store-types';
import { alerting, raises, type ChannelReach, type Decision } from './rules';
import type { Sound } from './sounds';

/** One item that raises something: on this computer (`local`), on the channels (`channels`), or both. */
export interface Raised {
  item: NewsItem;
  /** The sound its rule chose. */
  sound?: Sound;
  ruleId?: string;
  /** What this computer raises: a desktop notification, the sound only, or nothing (held back by the desktop choice, or a "feed only" rule's channels). */
  local: 'desktop' | 'sound' | undefined;
  channels?: ChannelReach;
}

export interface SortedItems {
  /** Items for the feed (everything a rule does not hide), stamped with when they were received. */
  kept: StoredItem[];
  /** Items that raise something, here or on a channel. */
  notify: Raised[];
}

/** What a decision raises, when it raises anything. */
export function raisedOf(item: NewsItem, decision: Decision): Raised | undefined {
  if (!raises(decision)) return undefined;
  const local = alerting(decision.action) ? (decision.action === 'sound' ? 'sound' : 'desktop') : undefined;
  return { item, sound: decision.sound, ruleId: decision.ruleId, local, ...(decision.channels ? { channels: decision.channels } : {}) };
}

/** Sorts arriving items by the rules' decisions: hidden ones are dropped, the rest kept, some raised. */
export function sortByRules(items: readonly NewsItem[], receivedAt: number, decide: (item: NewsItem) => Decision): SortedItems {
  const sorted: SortedItems = { kept: [], notify: [] };
  for (const item of items) {
    const decision = decide(item);
    if (decision.action === 'hide') continue;
    sorted.kept.push(decision.highlight ? { ...item, receivedAt, highlight: decision.highlight } : { ...item, receivedAt });
    const raised = raisedOf(item, decision);
    if (raised) sorted.notify.push(raised);
  }
  return sorted;
}
