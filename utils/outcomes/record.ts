import type { NewsItem } from '@newsflash/protocol/news-item';
import { FUTURE_SLACK_MS } from '@newsflash/protocol/plausible-time';
import type { OutcomeSpan, SpanOutcome } from '@newsflash/protocol/outcome';
import { median } from '@/utils/base/stats';

/** Up (+1), down (-1), or either (0): a notice's sign says which way the news should move the price. */
export type Direction = 1 | -1 | 0;

/** An item of the record: the item, the groups it counts in, and the way it should move in each. */
export type RecordItem = Pick<NewsItem, 'id' | 'title' | 'time' | 'outcome' | 'notice'> & { link?: string };

/** One group's record over the window: how many items, how many moved far enough, how far. */
export interface RecordRow {
  key: string;
  items: number;
  /** Items whose main coin has a measured 5-minute span, and the share of them that moved ≥ the threshold its way within it. */
  measured5: number;
  share5?: number;
  measured30: number;
  share30?: number;
  /** Median move of the main coin at +5 and +30 min, percent. */
  median5?: number;
  median30?: number;
  /** The items that moved furthest their way and furthest against it (`score`: the move signed their way), at +30 min (else +5). */
  best?: { item: RecordItem; move: number; score: number };
  worst?: { item: RecordItem; move: number; score: number };
}

export interface RecordOptions {
  now: number;
  days: 7 | 30;
  /** Percent the main coin must move, its way, within the span. */
  threshold: number;
}

const DAY = 24 * 60 * 60_000;

/** The main coin's measurement at `span`, when measured (the service puts the main coin first). */
function mainSpan(item: RecordItem, span: OutcomeSpan): Exclude<SpanOutcome, { missed: true }> | undefined {
  const value = item.outcome?.coins[0]?.spans[span];
  return value && !('missed' in value) ? value : undefined;
}

/** Whether the span's largest rise or fall went past `threshold` the item's way (either way: the larger). */
export const movedEnough = (value: { rise: number; fall: number }, direction: Direction, threshold: number) =>
  direction === 1 ? value.rise >= threshold : direction === -1 ? -value.fall >= threshold : Math.max(value.rise, -value.fall) >= threshold;

/** The direction an item should move in: its notice's sign, else either. */
export const directionOf = (item: Pick<RecordItem, 'notice'>): Direction => (item.notice?.sign === '+' ? 1 : item.notice?.sign === '-' ? -1 : 0);

/**
 * Each group's record over the last `days` (an item dated up to a day ahead of this computer's
 * clock counts, one further or with no time does not): the items `groupsOf` puts in it, the share whose main
 * coin moved at least `threshold` percent its way (`directionOf`) within 5 and 30 minutes, the
 * median move, and the best and worst items. Groups with no item in the window are left out; rows
 * come most items first.
 */
export function outcomeRecord(items: readonly RecordItem[], groupsOf: (item: RecordItem) => readonly string[], options: RecordOptions): RecordRow[] {
  const since = options.now - options.days * DAY;
  const groups = new Map<string, RecordItem[]>();
  for (const item of items) {
    // Times are the service's, `now` this computer's: a clock running behind keeps the newest items, as the store keeps them (plausible-time.ts).
    if (!(item.time >= since && item.time <= options.now + FUTURE_SLACK_MS)) continue;
    for (const key of groupsOf(item)) {
      const members = groups.get(key);
      if (members) members.push(item);
      else groups.set(key, [item]);
    }
  }
  const rows: RecordRow[] = [];
  for (const [key, members] of groups) {
    const row: RecordRow = { key, items: members.length, measured5: 0, measured30: 0 };
    const moves5: number[] = [];
    const moves30: number[] = [];
    let hits5 = 0;
    let hits30 = 0;
    for (const item of members) {
      const direction = directionOf(item);
      const five = mainSpan(item, '5m');
      const thirty = mainSpan(item, '30m');
      if (five) {
        row.measured5++;
        moves5.push(five.move);
        if (movedEnough(five, direction, options.threshold)) hits5++;
      }
      if (thirty) {
        row.measured30++;
        moves30.push(thirty.move);
        if (movedEnough(thirty, direction, options.threshold)) hits30++;
      }
      const judged = thirty ?? five;
      if (!judged) continue;
      // Either way, the larger move counts as the item's way.
      const score = direction === 0 ? Math.abs(judged.move) : direction * judged.move;
      if (!row.best || score > row.best.score) row.best = { item, move: judged.move, score };
      if (!row.worst || score < row.worst.score) row.worst = { item, move: judged.move, score };
    }
    if (row.measured5) row.share5 = hits5 / row.measured5;
    if (row.measured30) row.share30 = hits30 / row.measured30;
    const [m5, m30] = [median(moves5), median(moves30)];
    if (m5 !== undefined) row.median5 = m5;
    if (m30 !== undefined) row.median30 = m30;
    rows.push(row);
  }
  return rows.sort((a, b) => b.items - a.items || (a.key < b.key ? -1 : 1));
}
