import type { NewsItem } from '@newsflash/protocol/news-item';
import type { AiNote } from '@newsflash/protocol/ai-note';
import { raises, type Decision } from './rules';

/**
 * How old an item may be for its model note to still raise a notification: the note comes seconds
 * after the item, so past this the service was catching up (a restart, a queue) and the news is old.
 */
export const UPDATE_NOTIFY_MAX_AGE_MS = 10 * 60_000;

/**
 * Whether the model's note on an item already received raises something (a notification, a sound,
 * a channel's message): only when, with the note, a rule that raises now matches where before
 * nothing raised (an importance rule), and
 * only while the item is younger than `maxAgeMs`. The store keeps one note per item, so this is
 * asked at most once per item.
 */
export function alertOnUpdate(
  item: NewsItem,
  ai: AiNote,
  decide: (item: NewsItem) => Decision,
  now: number,
  maxAgeMs = UPDATE_NOTIFY_MAX_AGE_MS,
): Decision | undefined {
  if (!(now - item.time <= maxAgeMs)) return undefined;
  const { ai: _earlier, ...without } = item;
  if (raises(decide(without))) return undefined;
  const after = decide({ ...without, ai });
  return raises(after) && after.ruleId !== undefined ? after : undefined;
}
