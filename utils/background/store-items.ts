import { sortByRules, type SortedItems } from '@/utils/notify/sort-by-rules';
import { decide, PATTERN_MS_MAX, withRuleOff } from '@/utils/notify/rules';
import { StoryGate } from '@/utils/notify/story-gate';
import type { Clock } from '@/utils/net/net-types';
import type { NewsItem } from '@newsflash/protocol/news-item';
import type { AlertSettings } from '@/utils/settings/schema';
import type { StoredItem } from '@/utils/store/store-types';
import { t } from '@/utils/base/i18n';

export interface StoreItemsDeps {
  clock: Clock;
  /** The alert settings in force now. */
  alerts: () => AlertSettings;
  saveAlerts: (alerts: AlertSettings) => Promise<void>;
  /** Where kept items go: the batch writer once the store is open. */
  store: (item: StoredItem) => void;
  countUnread: (count: number) => void;
}

/**
 * Arriving items, from the live socket or a backfill: the rules decide (within their time
 * budget), the kept items are stored and counted as unread. A rule whose pattern overran its
 * time on a headline is turned off, with the reason on the rule; two in one turn race on the
 * stored value, and the loser overruns again on a later item and goes then. A story (the same
 * news from several origins) raises one notification.
 */
export function createStoreItems(deps: StoreItemsDeps): (items: NewsItem[], receivedAt: number, raise?: (notify: SortedItems['notify']) => void) => SortedItems {
  const turnOffSlowRule = (ruleId: string, ms: number) => {
    const note = t('rule.turnedOffSlow', [String(Math.round(ms)), String(PATTERN_MS_MAX)]);
    const current = deps.alerts();
    const alerts = withRuleOff(current, ruleId, note);
    if (alerts !== current) void deps.saveAlerts(alerts);
  };
  const timing = { monotonic: () => deps.clock.monotonic(), onOverrun: turnOffSlowRule };
  const stories = new StoryGate();
  // `raise` is given what to notify before anything is stored or counted: the batch writer and the
  // badge can wait a moment, the reader's notification not (frame → notification in the bench).
  return (items, receivedAt, raise) => {
    const alerts = deps.alerts();
    const sorted = sortByRules(items, receivedAt, (item) =>
      decide(
        item,
        alerts.rules,
        { defaultAction: alerts.defaultAction, quietHours: alerts.quietHours, desktop: alerts.desktop, now: deps.clock.now(), timing },
      ),
    );
    const notify = sorted.notify.filter(({ item }) => stories.first(item));
    raise?.(notify);
    for (const item of sorted.kept) deps.store(item);
    deps.countUnread(sorted.kept.length);
    return { ...sorted, notify };
  };
}
