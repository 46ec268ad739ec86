import type { AiNote } from '@newsflash/protocol/ai-note';
import type { FeedItem, ItemRow } from '../items/feed-item';
import type { KeyCheck, KeyRecord } from '../access/api-keys';
import type { Outcome, OutcomeSpan } from '@newsflash/protocol/outcome';

/**
 * Thrown when the database cannot be reached (refused, restarting, cut off). Routes answer it with
 * 503 and Retry-After; sockets stay up. Any other storage error is a bug and answers 500.
 */
export class StorageUnavailable extends Error {}

export interface ItemRepo {
  /** False when an item with that id exists already (publishing is idempotent per id). */
  insert(item: FeedItem): Promise<boolean>;
  exists(id: string): Promise<boolean>;
  /** The item with this id and its vote totals; undefined when there is none. */
  get(id: string): Promise<ItemRow | undefined>;
  count(): Promise<number>;
  /**
   * About how many items are stored, from the ends of the primary key (two index lookups, whatever
   * the table holds): high by the gaps deletions left in the middle and, on PostgreSQL, by the
   * sequence numbers refused duplicates took. For /healthz, where an exact count would scan the table.
   */
  estimateCount(): Promise<number>;
  /** Newest first; `lastId` continues after that item. Undefined when `lastId` is unknown. */
  backlog(limit: number, lastId?: string): Promise<ItemRow[] | undefined>;
  /**
   * Deletes up to `limit` of the oldest items published before `before`, with their votes and pending outcome checks, in
   * one transaction; returns how many went.
   */
  prune(before: number, limit: number): Promise<number>;
  /** Keeps the model's note with the item (server/ai/); false when the item is gone (pruned). */
  setAi(id: string, note: AiNote): Promise<boolean>;
}

export interface KeyRepo {
  /** Returns the new key; throws with a reason for a bad or taken name. */
  add(name: string, now?: number): Promise<string>;
  list(): Promise<KeyRecord[]>;
  /** Returns the revoked key's id, or undefined when no active key has that name. */
  revoke(name: string, now?: number): Promise<number | undefined>;
  suspend(id: number, until: number): Promise<void>;
  /** Whether the key with this id exists and is revoked (a bus event's revocation is confirmed here). */
  isRevoked(id: number): Promise<boolean>;
  check(key: string | null | undefined, now?: number): Promise<KeyCheck>;
}

export type Vote = 'like' | 'dislike';

/** An item's vote state as stored, read inside the vote's transaction. */
export interface ItemVoteState {
  json: string;
  likes: number;
  dislikes: number;
  firstLikedAt: number | null;
  postedAt: number | null;
  version: number;
}

export interface Transition {
  next: Vote | null;
  changed: boolean;
  likes: number;
  dislikes: number;
  /** Set when this change is the item's first like or first reach of the threshold: stored so it happens once. */
  firstLikedAt: number | null;
  postedAt: number | null;
  version: number;
  effects: SideEffect[];
}

export interface SideEffect {
  /** The webhook by its name: its address is the config's when the row is delivered, so a changed address applies to rows waiting. */
  kind: 'chat' | 'post';
  /** Posted as it is (votes/webhook-message.ts builds it); stored as JSON. */
  payload: unknown;
}

/** A vote: refused by the key's token bucket (how long to wait, and whether the key misused it), or the step taken. */
export type CastOutcome = { refused: { retryAfterMs: number; suspend: boolean } } | { step: Transition };

export interface VoteRepo {
  /**
   * One vote of a key on an item: a token from the key's bucket (refused past the vote rate), then
   * the item's vote state and the key's current vote read, `decide` asked for the step (the
   * service's vote rules), and the step stored: the vote row, the item's totals and the side effects
   * it names (outbox rows) commit together or not at all. Undefined when the item does not exist,
   * which costs no token.
   */
  cast(keyId: number, newsId: string, decide: (item: ItemVoteState, current: Vote | undefined) => Transition, now?: number): Promise<CastOutcome | undefined>;
  /** The key's votes, newest first. */
  mine(keyId: number): Promise<{ newsId: string; type: Vote; time: number }[]>;
}

/** Which configured webhook a row goes to; its address is read from the config at delivery, never stored. */
export type WebhookName = 'chat' | 'post';

export interface OutboxRow {
  id: number;
  kind: WebhookName;
  /** Only rows written before webhooks were named, to an address the config no longer holds: delivered there as before. */
  legacyUrl: string | null;
  payload: string;
  attempts: number;
}

/** What one delivery attempt came to: delivered, or the error and when to try again. */
export type DeliveryOutcome = { delivered: true } | { delivered: false; error: string; retryAt: number };

export interface OutboxRepo {
  /**
   * Claims the oldest due row that no other node holds, runs `deliver` on it and records the
   * outcome. While `deliver` runs the row is held: another node skips it, and if this process
   * dies the hold ends with it, so the row is delivered at least once and, while webhooks answer,
   * once. False when nothing was due.
   */
  deliverNext(deliver: (row: OutboxRow) => Promise<DeliveryOutcome>, now?: number): Promise<boolean>;
  pending(): Promise<number>;
  /** When the oldest undelivered row was written, or null when none is waiting. */
  oldestPendingAt(): Promise<number | null>;
  /** When the earliest undelivered row is due, or null when none is waiting. */
  nextDueAt(): Promise<number | null>;
  /**
   * Deletes up to `limit` rows delivered before `before`, or never delivered and written before it
   * (given up); returns how many went.
   */
  prune(before: number, limit: number): Promise<number>;
  /** Rows written before webhooks were named keep their address; those naming a configured webhook's address drop it (run at start). */
  nameWebhooks(urls: Partial<Record<WebhookName, string>>): Promise<void>;
}

/** What the service's own sources need kept: what was published, who runs them, market lists. */
export interface IngestRepo {
  /**
   * Claims one source entry (a guid, a link, an upstream `_id`) for publishing: true once per
   * entry across restarts and nodes, false for every later claim of it. `source` is the claim scope
   * (sources/config.ts' claimScope), which holds no address: a source's URL may carry a token.
   * `holder`: the node claiming (sources/node-id.ts), kept while the claim is unfinished so the
   * node's next run takes it back at once (takeBack); '' for none.
   */
  claim(source: string, identity: string, now?: number, holder?: string): Promise<boolean>;
  /**
   * Marks a claim finished: its entry was published, or judged never to be (too old, refused).
   * Until then the claim is unfinished; a finished one keeps no holder.
   */
  finish(source: string, identity: string): Promise<void>;
  /** Gives a claim back (an entry claimed and not published before shutdown), so the next claim of it wins. */
  unclaim(source: string, identity: string): Promise<void>;
  /**
   * Gives back every claim still unfinished that was made before `before` (its node died while
   * publishing: killed, a power cut), so the entry's next offer claims and publishes it. Returns how many.
   */
  reopen(before: number): Promise<number>;
  /**
   * Gives back at most `max` unfinished claims of `holder` whatever their age: a node starting
   * takes back what its previous run (killed while publishing) left, before it claims anything
   * itself. Returns how many; the rest wait for reopen.
   */
  takeBack(holder: string, max: number): Promise<number>;
  /** Whether anything of `source` is claimed (remembered) and not yet forgotten: a source with nothing is on its first answer. */
  hasClaims(source: string): Promise<boolean>;
  /**
   * Claims of `identities` (of `source`) last seen before `staleBefore` are seen again `now`: an
   * entry without an origin time still on its origin's page is never forgotten, so never published again.
   */
  touch(source: string, identities: readonly string[], now: number, staleBefore: number): Promise<void>;
  /** Forgets claims older than `before`: entries that old are no longer news and are not published again. */
  forget(before: number): Promise<void>;
  /** Takes or renews the lease `name` for `holder`; false while another holder's lease runs. */
  lease(name: string, holder: string, ttlMs: number, now?: number): Promise<boolean>;
  /** Ends `holder`'s lease so another node may take it at once. */
  release(name: string, holder: string): Promise<void>;
  readDocument(name: string): Promise<{ json: string; savedAt: number } | undefined>;
  writeDocument(name: string, json: string, now?: number): Promise<void>;
  /** The markets of the market list `list` (a source's claim scope) seen in a complete answer since `since`. */
  marketsSeen(list: string, since: number): Promise<string[]>;
  /**
   * Marks `markets` of `list` seen `at` (a market's time is written again once it is `SEEN_REWRITE_MS`
   * old, not at every poll); then forgets those of `list` not seen since `forgetBefore`, and past
   * `max` markets the longest unseen.
   */
  seeMarkets(list: string, markets: readonly string[], at: number, forgetBefore: number, max: number): Promise<void>;
}

/** A market seen again within this long keeps its seen time: a poll a minute writes each market hourly, not each minute. */
export const SEEN_REWRITE_MS = 60 * 60_000;

/** Which story each page belongs to, for every node alike: the first item to link a page names its story. */
export interface StoryRepo {
  /**
   * Claims the canonical link `url` for `story`, for an item of `time`, and returns the story the
   * link belongs to: the first claimer's while items keep linking it within `windowMs` of each
   * other; after a longer gap, `story`'s from then on. Atomic across nodes. Links not seen for
   * twice the window before `now` are forgotten on the way.
   */
  claimLink(url: string, story: string, time: number, windowMs: number, now?: number): Promise<string>;
}

/** One pending outcome check: an item's coins measured at one span after publication (outcomes/). */
export interface OutcomeCheck {
  itemId: string;
  span: OutcomeSpan;
  publishedAt: number;
  dueAt: number;
  /** What to measure, as outcomes/main-market.ts planned it; stored as JSON. */
  coins: { coin: string; market: string; symbol: string; from?: number }[];
}

export interface OutcomeRepo {
  /** Stores an item's checks, unless `max` or more are pending already: false then, and nothing is stored. */
  schedule(checks: readonly OutcomeCheck[], max: number): Promise<boolean>;
  /**
   * Checks due by `now`, the earliest first (then by item and span), at most `limit`; with `after`,
   * only those that come after it in that order: the next page.
   */
  due(now: number, limit: number, after?: OutcomeCheck): Promise<OutcomeCheck[]>;
  pending(): Promise<number>;
  /**
   * One transaction: the item's outcome so far goes through `merge` and is stored, and the check
   * is dropped. Returns the stored outcome; undefined when the item is gone (pruned), the check dropped too.
   */
  record(itemId: string, span: OutcomeSpan, merge: (current: Outcome | undefined) => Outcome): Promise<Outcome | undefined>;
}

export interface Storage {
  readonly items: ItemRepo;
  readonly outcomes: OutcomeRepo;
  readonly stories: StoryRepo;
  readonly ingest: IngestRepo;
  readonly keys: KeyRepo;
  readonly votes: VoteRepo;
  readonly outbox: OutboxRepo;
  /** Other processes write to it too (several nodes): rows can appear that this node was not told about. */
  readonly shared: boolean;
  /** Resolves when the database answers a trivial query; throws StorageUnavailable when it does not. */
  ping(): Promise<void>;
  /** Statements sent to a database server since start, each a round trip (0 for SQLite, whose calls stay in this process). */
  roundTrips(): number;
  close(): Promise<void>;
}
