import { randomBytes } from 'node:crypto';
import type { AiNote } from '@newsflash/protocol/ai-note';
import { toPublishedItem, type Dropped } from '@newsflash/protocol/published-item';
import type { Outcome } from '@newsflash/protocol/outcome';

/** An item as the service stores and sends it: the live shape, `_id` and `time` assigned. (The extension's cached item is `StoredItem` in utils/store.) */
export type FeedItem = Record<string, unknown> & { _id: string; time: number; title: string };

/** `dropped`: the parts of the input left out (unknown fields, bad list entries), by part. */
export type ItemCheck = { ok: true; item: FeedItem; dropped: Dropped } | { ok: false; errors: string[] };

/** A fresh id in the service's style: 13-digit ms timestamp plus a random suffix. */
export function newItemId(now = Date.now()): string {
  return `${now}${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Real items nest about four levels deep (a quoted tweet's user, a suggestion's symbols). */
const MAX_DEPTH = 32;

/**
 * What no backend can store or send, anywhere in an item, known fields or not: NUL in any string
 * or key (PostgreSQL refuses it), and nesting past MAX_DEPTH (storing and sending serialise
 * recursively; 2 MB of brackets nest half a million deep). Walked with a stack of its own, so the
 * check itself cannot overflow. Undefined when the item is fine.
 */
function structureProblem(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (typeof next === 'string') {
      if (next.includes('\0')) return 'item: text must not contain NUL characters';
    } else if (typeof next === 'object' && next !== null) {
      if (depth >= MAX_DEPTH) return `item: nests deeper than ${MAX_DEPTH} levels`;
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\0')) return 'item: text must not contain NUL characters';
        pending.push([inner, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * An item is at most this large as JSON once its fields are bounded. Bounded fields alone allow
 * far more (30 suggestions of 50 symbols, text of escaped control characters at six bytes a
 * character); real items are a few kB. So `/api/news` answers at most `limit` × this.
 */
export const MAX_ITEM_BYTES = 64 * 1024;

/**
 * Whatever enters the service (an operator's item, a source's entry, another node's event) as the
 * protocol's item, before anything else sees it: `_id` and `time` assigned when absent, then
 * read with the publishing rules (packages/protocol/src/published-item.ts): text cut, unknown
 * fields and bad list entries dropped and counted, a field that cannot be read or made whole
 * refused by name. What is stored and sent is `item`, never the input.
 */
export function checkItem(input: unknown, now = Date.now()): ItemCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, errors: ['the item must be a JSON object'] };
  // Neither PostgreSQL's text nor its jsonb can hold NUL: refused here, as a 400, on every backend
  // alike, wherever in the input it is (a dropped field's too: the rule stays one a sender can read).
  const structure = structureProblem(input);
  if (structure) return { ok: false, errors: [structure] };
  const candidate: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  candidate._id ??= newItemId(now);
  candidate.time ??= now;
  const result = toPublishedItem(candidate);
  if (!result.ok) return result;
  const bytes = Buffer.byteLength(JSON.stringify(result.item));
  if (bytes > MAX_ITEM_BYTES) return { ok: false, errors: [`item: ${bytes} bytes once its fields are bounded, more than the ${MAX_ITEM_BYTES} an item may hold (largest field: ${largestField(result.item)})`] };
  return { ok: true, item: result.item, dropped: result.dropped };
}

function largestField(item: FeedItem): string {
  const sizes = Object.entries(item).map(([key, value]) => [key, JSON.stringify(value).length] as const);
  return sizes.reduce((largest, next) => (next[1] > largest[1] ? next : largest))[0];
}

/** The item with `hops.read` stamped, unless it has one (a source's, stamped when it read its origin). */
export function withRead(item: FeedItem, read: number): FeedItem {
  const hops = typeof item.hops === 'object' && item.hops !== null ? (item.hops as Record<string, unknown>) : {};
  return hops.read === undefined ? { ...item, hops: { ...hops, read } } : item;
}

export interface ItemRow {
  item: FeedItem;
  likes: number;
  dislikes: number;
  /** What the item's coins did after publication, once measured (outcomes/). */
  outcome?: Outcome;
  /** What the operator's model said of the item, once it answered (server/ai/). */
  ai?: AiNote;
}
