import type { NewsItem } from '@newsflash/protocol';
import type { StoredItem } from '@/utils/store/store-types';
import { alerting, type Decision } from './rules';
import type { Sound } from './sounds';

export interface SortedItems {
  /** Items for the feed (everything a rule does not hide), stamped with when they were received. */
  kept: StoredItem[];
  /** Items that alert, with the sound their rule chose; `desktop` false: the sound only. */
  notify: { item: NewsItem; sound?: Sound; ruleId?: string; desktop: boolean }[];
}

/** Sorts arriving items by the rules' decisions: hidden ones are dropped, the rest kept, some notified. */
export function sortByRules(items: readonly NewsItem[], receivedAt: number, decide: (item: NewsItem) => Decision): SortedItems {
  const sorted: SortedItems = { kept: [], notify: [] };
  for (const item of items) {
    const decision = decide(item);
    if (decision.action === 'hide') continue;
    sorted.kept.push(decision.highlight ? { ...item, receivedAt, highlight: decision.highlight } : { ...item, receivedAt });
    if (alerting(decision.action)) sorted.notify.push({ item, sound: decision.sound, ruleId: decision.ruleId, desktop: decision.action !== 'sound' });
  }
  return sorted;
}
