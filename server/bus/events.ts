import { z } from '@newsflash/protocol/zod';
import { count } from '@newsflash/protocol/lenient';
import { aiNoteSchema } from '@newsflash/protocol/ai-note';
import { outcomeSchema } from '@newsflash/protocol/outcome';
import { checkItem } from '../items/feed-item';
import type { BusEvent } from './types';

/** Vote totals and versions are PostgreSQL INTEGERs: anything larger was not written by a node. */
const bounded = count.check(z.maximum(2_147_483_647));
const likesEvent = z.strictObject({
  type: z.literal('likes'),
  frame: z.strictObject({
    newsId: z.string().check(z.minLength(1), z.maxLength(200)),
    type: z.enum(['like', 'dislike', 'unlike']),
    likes: bounded,
    dislikes: bounded,
    version: bounded,
  }),
});
const revokeEvent = z.strictObject({ type: z.literal('revoke'), keyId: bounded });
const aiEvent = z.strictObject({ type: z.literal('ai'), id: z.string().check(z.minLength(1), z.maxLength(200)), ai: aiNoteSchema });
const outcomeEvent = z.strictObject({ type: z.literal('outcome'), id: z.string().check(z.minLength(1), z.maxLength(200)), outcome: outcomeSchema });
const itemEvent = z.strictObject({ type: z.literal('item'), item: z.record(z.string(), z.unknown()) });

/**
 * Reads an event another node put on the bus. Whoever can write to Redis can write anything
 * there, so an event is held to the same rules as the admin API: an item must pass the publishing
 * check (with its own id and time), a vote frame must be well formed. Undefined when it is not.
 */
export function parseBusEvent(text: string): BusEvent | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const likes = likesEvent.safeParse(raw);
  if (likes.success) return likes.data;
  const revoke = revokeEvent.safeParse(raw);
  if (revoke.success) return revoke.data;
  const outcome = outcomeEvent.safeParse(raw);
  if (outcome.success) return outcome.data;
  const ai = aiEvent.safeParse(raw);
  if (ai.success) return ai.data;
  const item = itemEvent.safeParse(raw);
  if (!item.success || typeof item.data.item._id !== 'string' || typeof item.data.item.time !== 'number') return undefined;
  const check = checkItem(item.data.item);
  return check.ok ? { type: 'item', item: check.item } : undefined;
}
