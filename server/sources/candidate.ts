/** Older than this when first seen, an entry is not news: it is remembered, never published (a new feed's archive floods nobody). */
export const MAX_ENTRY_AGE_MS = 6 * 60 * 60_000;

/** One entry a source found: what identifies it at its origin, and the item it would become. */
export interface Candidate {
  /** A guid, a link, an upstream `_id`: the same entry seen again is never published again. */
  identity: string;
  /**
   * Other identities of the same entry, claimed with it: an entry another source of the same scope
   * claimed under one of them first (a Binance notice pushed before it was polled) is not published again.
   */
  aliases?: readonly string[];
  /** The item as the feed sends it, not yet checked; `_id` is assigned unless the origin gave one. */
  item: Record<string, unknown> & { time: number };
  /**
   * The origin gave no time: `item.time` is the moment of reading and the entry's age is unknown (a
   * source's first answer's are remembered, never published: FirstAnswer).
   */
  timeless?: boolean;
  /**
   * The origin's own time as it states it, when `item.time` is not that (a time ahead of this
   * clock is published as now): the item's `hops.origin`. Without it, `item.time` unless timeless.
   */
  origin?: number;
}
