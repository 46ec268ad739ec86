import { randomBytes } from 'node:crypto';
import { rawItemSchema } from '@newsflash/protocol';

/** An item as the service stores and sends it: the live shape, `_id` and `time` assigned. (The extension's cached item is `StoredItem` in utils/store.) */
export type FeedItem = Record<string, unknown> & { _id: string; time: number; title: string };

export type ItemCheck = { ok: true; item: FeedItem } | { ok: false; errors: string[] };

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
 * Validates a published item with the same schema the extension reads with. Publishing is strict
 * where reading is tolerant: a field the reader would drop (wrong type, unsafe URL) is an error.
 */
export function checkItem(input: unknown, now = Date.now()): ItemCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, errors: ['the item must be a JSON object'] };
  const candidate: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  candidate._id ??= newItemId(now);
  candidate.time ??= now;
  const result = rawItemSchema.safeParse(candidate);
  if (!result.success) {
    return { ok: false, errors: result.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'item'}: ${issue.message}`) };
  }
  const parsed = result.data as Record<string, unknown>;
  const errors: string[] = [];
  for (const field of Object.keys(rawItemSchema.shape)) {
    // The service itself sends `""` for an absent image or icon: that is "none", not an error.
    const given = candidate[field];
    if (given !== undefined && given !== '' && parsed[field] === undefined) errors.push(`${field}: wrong type or unsafe value`);
  }
  if (!result.data.title.trim()) errors.push('title: must not be empty');
  if (!Number.isInteger(result.data.time)) errors.push('time: must be a whole number of milliseconds');
  // Neither PostgreSQL's text nor its jsonb can hold NUL: refused here, as a 400, on every backend alike.
  const structure = structureProblem(candidate);
  if (structure) errors.push(structure);
  if (errors.length) return { ok: false, errors };
  return { ok: true, item: { ...candidate, _id: result.data._id, time: result.data.time, title: result.data.title } };
}

export interface ItemRow {
  item: FeedItem;
  likes: number;
  dislikes: number;
}
