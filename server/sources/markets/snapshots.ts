import { MARKET_NAME } from '@newsflash/protocol/market-live';
import { z } from '@newsflash/protocol/zod';
import { MARKET_LIST_BUDGET, type MarketListRead } from './list-shapes';

/**
 * When a market list says a market went live. Only a complete list, held against the last
 * complete one and every market seen in a complete list of the last 7 days, can: a list's first
 * snapshot is only a baseline, a failed or partial answer (an error, a next page, fewer markets
 * than a plausible share of the last complete list) changes nothing and is never a baseline (else
 * the markets it lacked would all be "new" next time), a fetch adding more than a listing day ever
 * does is a broken snapshot, taken as the new baseline with nothing announced, and a market paused
 * for a poll, or missing from one complete answer, was seen: it is not new when it trades again.
 * SECURITY.md's table states these budgets.
 */
export const MARKET_WATCH_BUDGET = {
  /** More new markets than this in one fetch is a broken or changed list, not listings. */
  newPerFetch: 20,
  /** A list shorter than this share of the last complete one is partial: exchanges delist a few at a time. */
  plausibleShare: 0.9,
  /** A baseline older than this (a long outage, a stopped service) is no baseline: what it lacks went live unseen, long ago. */
  freshForMs: 30 * 60_000,
  /** A market seen in a complete list this recently is not new: one gone longer and back is. */
  seenForMs: 7 * 24 * 60 * 60_000,
  /** Markets remembered per list (in storage, shared by nodes); past it the longest unseen are forgotten. */
  seenPerList: 20_000,
} as const;

export interface Baseline {
  /** When the list was fetched. */
  at: number;
  /** Every market it listed, live or paused. */
  markets: string[];
}

export type Verdict =
  | { kind: 'baseline'; why: string; baseline: Baseline }
  | { kind: 'partial'; why: string }
  | { kind: 'broken'; added: number; baseline: Baseline }
  | { kind: 'added'; added: string[]; baseline: Baseline };

/**
 * What one fetch's list means against the last complete one and `seen`, the markets of the
 * complete lists of the last `seenForMs` (the caller's memory, kept in storage).
 */
export function judge(last: Baseline | undefined, read: MarketListRead, now: number, seen: ReadonlySet<string> = new Set()): Verdict {
  if (read.partial) return { kind: 'partial', why: read.partial };
  // A paused market is listed: a list whose markets are all paused (an exchange's maintenance) is whole.
  const listed = [...read.markets, ...(read.paused ?? [])];
  if (listed.length === 0) return { kind: 'partial', why: 'the list is empty' };
  const baseline = { at: now, markets: listed };
  if (!last) return { kind: 'baseline', why: 'first list', baseline };
  if (now - last.at > MARKET_WATCH_BUDGET.freshForMs || now < last.at) return { kind: 'baseline', why: 'the last complete list is too old to compare with', baseline };
  if (listed.length < MARKET_WATCH_BUDGET.plausibleShare * last.markets.length) {
    return { kind: 'partial', why: `${listed.length} markets, fewer than ${MARKET_WATCH_BUDGET.plausibleShare * 100} % of the last complete list's ${last.markets.length}` };
  }
  const known = new Set(last.markets);
  const added = read.markets.filter((market) => !known.has(market) && !seen.has(market));
  if (added.length > MARKET_WATCH_BUDGET.newPerFetch) return { kind: 'broken', added: added.length, baseline };
  return { kind: 'added', added, baseline };
}

const kept = z.object({ at: z.number(), markets: z.array(z.string().check(z.regex(MARKET_NAME))).check(z.maxLength(MARKET_LIST_BUDGET.markets)) });

/** A baseline kept in storage, or undefined when there is none or it cannot be read. */
export function readBaseline(json: string | undefined): Baseline | undefined {
  if (!json) return undefined;
  try {
    const read = kept.safeParse(JSON.parse(json));
    return read.success ? read.data : undefined;
  } catch {
    return undefined;
  }
}
