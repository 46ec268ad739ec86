import { AI_EN_MAX, AI_SUMMARY_MAX, isPlainLine } from './item-read';
import { z } from './zod';

export { AI_EN_MAX, AI_SUMMARY_MAX } from './item-read';

// What the operator's own language model said of an item (server/ai/): a one-line English summary,
// an importance for a crypto trader, and English for a headline in another script. Sent after the
// item as an update frame (`{"update": id, "ai": …}`) that clients reading items only ignore (no
// `_id`, no `title`), and as the item's `ai` field in backlog pages.

const plain = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine(isPlainLine, 'not plain one-line text'),
  );

export const aiNoteSchema = z.strictObject({
  /** 1 (noise) to 5 (moves markets now), for a crypto trader. */
  importance: z.int().check(z.gte(1), z.lte(5)),
  summary: z.optional(plain(AI_SUMMARY_MAX)),
  en: z.optional(plain(AI_EN_MAX)),
});
export type AiNote = z.infer<typeof aiNoteSchema>;

export const aiFrameSchema = z.strictObject({ update: z.string().check(z.minLength(1), z.maxLength(200)), ai: aiNoteSchema });
export type AiFrame = z.infer<typeof aiFrameSchema>;

/** The update frame on `/ws`: an item already sent gets the model's note, never the item again. */
export function aiFrame(id: string, ai: AiNote): string {
  return JSON.stringify({ update: id, ai } satisfies AiFrame);
}

/** A note as read from a frame or a backlog item; undefined when it is not one. */
export function readAiNote(value: unknown): AiNote | undefined {
  const read = aiNoteSchema.safeParse(value);
  return read.success ? read.data : undefined;
}
