import { count, lenient } from './lenient';
import { z } from './zod';

export const loginSuccessSchema = z.object({
  time: lenient(z.number()),
  user: z.object({
    id: lenient(z.union([z.string(), z.number()])),
    username: lenient(z.string().check(z.maxLength(200))),
  }),
});

/** Two failure shapes are seen in the wild: `{message}` and `{success:false, error}`. */
export const loginFailureSchema = z.union([
  z.object({ success: z.literal(false), error: lenient(z.string()) }),
  z.object({ message: z.string() }),
]);

export const voteTypes = ['like', 'dislike'] as const;
export type VoteType = (typeof voteTypes)[number];
/** What a vote request asks for: a vote, or taking one back ("unlike"). The extension and the service both speak these. */
export const voteActions = ['like', 'dislike', 'unlike'] as const;
export type VoteAction = (typeof voteActions)[number];

/** `/ws/likes` frames carry absolute totals; "unlike" is our service's frame for a removed vote. */
export const likesFrameSchema = z.object({
  /** As items' ids: 1–200 characters or a whole number (a longer one names no item: the frame is unreadable). */
  newsId: z.pipe(z.union([z.string().check(z.minLength(1), z.maxLength(200)), z.int()]), z.transform(String)),
  type: lenient(z.enum(voteActions)),
  likes: count,
  dislikes: count,
  /** Our service's per-item vote version (an addition to the protocol); frames without it apply as they come. */
  version: lenient(count),
});
/** One item's vote totals (its tally) as the vote stream carries them; our service sends every field. */
export type LikesFrame = z.output<typeof likesFrameSchema>;
