import { voteTypes, type VoteType } from './control';
import { count, lenient, plausibleTime } from './lenient';
import { z } from './zod';

/** Our service's vote reply; the public service's body is unknown, so every field is optional. */
export const voteResponseSchema = z.object({
  newsId: lenient(z.string()),
  vote: lenient(z.nullable(z.enum(voteTypes))),
  likes: lenient(count),
  dislikes: lenient(count),
  /** Our service's per-item vote version (an addition to the protocol): totals apply only when newer. */
  version: lenient(count),
});
export type VoteResponse = z.output<typeof voteResponseSchema>;

export interface VoteRecord {
  newsId: string;
  vote: VoteType;
  time?: number;
}

/** An item's id as items carry it (1–200 characters, or a whole number): a longer one names no item and is skipped. */
const ID_MAX = 200;
const idValue = z.pipe(z.union([z.string().check(z.minLength(1), z.maxLength(ID_MAX)), z.int()]), z.transform(String));
const voteValue = z.pipe(
  z.string(),
  z.transform((value) => {
    const lower = value.toLowerCase();
    return lower === 'like' || lower === 'dislike' ? lower : undefined;
  }),
);

const recordSchema = z.object({
  newsId: lenient(idValue),
  id: lenient(idValue),
  _id: lenient(idValue),
  type: lenient(voteValue),
  vote: lenient(voteValue),
  time: lenient(plausibleTime),
});

function fromRecord(value: unknown, fallback?: VoteType): VoteRecord | undefined {
  if (typeof value === 'string' || typeof value === 'number') {
    const newsId = String(value);
    return fallback && newsId && newsId.length <= ID_MAX ? { newsId, vote: fallback } : undefined;
  }
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const r = parsed.data;
  const newsId = r.newsId ?? r.id ?? r._id;
  const vote = r.type ?? r.vote ?? fallback;
  if (!newsId || !vote) return undefined;
  return r.time === undefined ? { newsId, vote } : { newsId, vote, time: r.time };
}

/**
 * Reads `GET /api/mylikes` tolerantly: an array of records keyed `newsId`/`id`/`_id` with
 * `type`/`vote`, or `{likes: [...], dislikes: [...]}` of ids or records. Unreadable entries are
 * skipped and counted, never fatal.
 */
export function parseMyLikes(value: unknown): { votes: VoteRecord[]; skipped: number } {
  const votes: VoteRecord[] = [];
  let skipped = 0;
  const take = (entries: unknown, fallback?: VoteType) => {
    if (!Array.isArray(entries)) return;
    for (const entry of entries) {
      const record = fromRecord(entry, fallback);
      if (record) votes.push(record);
      else skipped++;
    }
  };
  if (Array.isArray(value)) take(value);
  else if (typeof value === 'object' && value !== null) {
    const grouped = value as { likes?: unknown; dislikes?: unknown };
    take(grouped.likes, 'like');
    take(grouped.dislikes, 'dislike');
  } else skipped++;
  return { votes, skipped };
}
