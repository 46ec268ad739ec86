// Kept apart from the zod schemas: pages that must stay small check times without zod.

/** Bitcoin's first block (3 Jan 2009): nothing a crypto feed reports happened before it. */
export const EARLIEST_TIME = Date.UTC(2009, 0, 3);
/** Clocks disagree, but not by more than a day: a later time is a broken or hostile sender. */
export const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/** Whether a millisecond time is one an item, a vote or a price could really carry (every date method works on it). */
export function isPlausibleTime(time: number, now = Date.now()): boolean {
  return Number.isFinite(time) && time >= EARLIEST_TIME && time <= now + FUTURE_SLACK_MS;
}
