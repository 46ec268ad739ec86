import type { LikesFrame } from './control';
import { isPlausibleTime } from './plausible-time';
import { count, either, id, lenient, number, numberWhere, objectOf, oneOf, required, sized, string, type Reader } from './plain-read';
import { voteActions } from './vote-kinds';

// The news socket's answers and the vote stream's frames, read without zod as control.ts's and
// hops.ts's schemas read them.

/** `clockFrameSchema`. */
export const readClockFrame = objectOf<{ clock: number }>({ clock: required(numberWhere((time) => isPlausibleTime(time))) });

/** `loginSuccessSchema`. */
export const readLoginSuccess = objectOf<{ time?: number; user: { id?: string | number; username?: string } }>({
  time: lenient(number),
  user: required(objectOf({ id: lenient(either<string | number>(string, number)), username: lenient(sized(0, 200)) })),
});

type LoginFailure = { success: false; error?: string } | { message: string };
/** `loginFailureSchema`. */
export const readLoginFailure: Reader<LoginFailure> = either<LoginFailure>(
  objectOf({ success: required(oneOf([false])), error: lenient(string) }),
  objectOf({ message: required(string) }),
);

/** `likesFrameSchema`. */
export const readLikesFrame = objectOf<LikesFrame>({
  newsId: required(id),
  type: lenient(oneOf(voteActions)),
  likes: required(count),
  dislikes: required(count),
  version: lenient(count),
});
