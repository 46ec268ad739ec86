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

/** `/ws/likes` frames carry absolute totals; "unlike" is our service's frame for a removed vote. */
export const likesEventSchema = z.object({
  newsId: z.pipe(z.union([z.string().check(z.minLength(1)), z.int()]), z.transform(String)),
  type: lenient(z.enum(['like', 'dislike', 'unlike'])),
  likes: count,
  dislikes: count,
  /** Our service's per-item vote version (an addition to the protocol); frames without it apply as they come. */
  version: lenient(count),
});
export type LikesEvent = z.output<typeof likesEventSchema>;
