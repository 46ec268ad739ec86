import { listingCoinsOf } from '@newsflash/protocol/listing-coins';
import type { StoredItem } from '@/utils/store/store-types';

/**
 * A listing's stages, from the items of its story: each exchange's notice (its copies in other
 * languages are one stage), the trading start a notice states, each market going live in an
 * exchange's market list, and deposits opening where a notice states it. Oldest first.
 */
export type TimelineStage =
  | { kind: 'notice'; exchange: string; time: number }
  | { kind: 'trading'; exchange: string; time: number }
  | { kind: 'live'; exchange: string; market: string; futures: boolean; time: number }
  | { kind: 'deposits'; exchange: string; time: number };

/** Stages a card shows: a listing on every exchange watched, each market, fits; a hostile story does not grow the card. */
export const MAX_STAGES = 12;

/** Whether an item is a stage of a listing (a listing notice, a market gone live): its story gathers for days. */
export const isListing = (item: Pick<StoredItem, 'notice' | 'market'>) => listingCoinsOf(item).length > 0;

/** The stages of a story's items, the earliest of each kind per exchange (and market); undefined when fewer than two. */
export function listingTimeline(items: readonly StoredItem[]): TimelineStage[] | undefined {
  const stages = new Map<string, TimelineStage>();
  const keep = (key: string, stage: TimelineStage) => {
    const held = stages.get(key);
    if (!held || stage.time < held.time) stages.set(key, stage);
  };
  for (const item of items) {
    if (!isListing(item)) continue;
    if (item.market) {
      const { exchange, kind, symbol, at } = item.market;
      keep(`live ${exchange} ${kind} ${symbol}`, { kind: 'live', exchange, market: symbol.replace('_', '/'), futures: kind === 'futures', time: at });
      continue;
    }
    const exchange = item.notice?.exchange ?? item.source;
    keep(`notice ${exchange}`, { kind: 'notice', exchange, time: item.time });
    if (item.notice?.at !== undefined) keep(`trading ${exchange}`, { kind: 'trading', exchange, time: item.notice.at });
    if (item.notice?.deposits !== undefined) keep(`deposits ${exchange}`, { kind: 'deposits', exchange, time: item.notice.deposits });
  }
  if (stages.size < 2) return undefined;
  return [...stages.values()].sort((a, b) => a.time - b.time).slice(0, MAX_STAGES);
}

/** The stated trading start still ahead, the one a countdown counts to; undefined when none is. */
export function nextStart(stages: readonly TimelineStage[], now: number): TimelineStage | undefined {
  return stages.find((stage) => stage.kind === 'trading' && stage.time > now);
}
