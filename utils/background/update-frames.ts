import type { AiNote } from '@newsflash/protocol/ai-note';
import type { Outcome } from '@newsflash/protocol/outcome';
import { TokenBucket } from '@newsflash/protocol/token-bucket';
import type { Clock } from '@/utils/net/net-types';

/** An update frame of the first feed's: an item's outcome so far, or the operator's model's note on it. */
export type UpdateFrame = { kind: 'outcome'; id: string; outcome: Outcome } | { kind: 'ai'; id: string; ai: AiNote };

/** Updates waiting to be stored, at most: the service sends four outcomes an item (one per span) and one note. */
export const MAX_WAITING_UPDATES = 1_000;
/** Updates stored at once, then a second: the service checks 50 outcomes a tick and publishes tens of items a second at most. */
export const UPDATE_BURST = 200;
export const UPDATES_PER_SECOND = 50;

export interface UpdateFramesDeps {
  clock: Pick<Clock, 'now' | 'setTimeout'>;
  /** Stores an update with its item, and what follows it (pages told, a rule's follow-up judged). */
  apply: (frame: UpdateFrame) => Promise<unknown>;
}

/**
 * Update frames applied one at a time, at most UPDATES_PER_SECOND after a burst: a frame costs a map
 * entry, never a storage transaction of its own. A frame for an item whose update of that kind still
 * waits replaces it in its place (an outcome is the item's so far, so the latest says all; a note is
 * kept once anyway), so a flood of frames for one item is one write; past MAX_WAITING_UPDATES waiting,
 * a frame for one more is dropped, and counted for the options page's diagnostics. Whatever the frames'
 * rate, the store, the open pages and the follow-ups see at most the budget's.
 */
export function createUpdateFrames(deps: UpdateFramesDeps) {
  const waiting = new Map<string, UpdateFrame>();
  const bucket = new TokenBucket(deps.clock.now(), UPDATE_BURST, UPDATES_PER_SECOND);
  let busy = false;
  let dropped = 0;
  const next = (): void => {
    const first = waiting.entries().next();
    if (busy || first.done) return;
    busy = true;
    const done = () => {
      busy = false;
      next();
    };
    if (!bucket.take(deps.clock.now())) {
      deps.clock.setTimeout(done, 1000 / UPDATES_PER_SECOND);
      return;
    }
    const [key, frame] = first.value;
    waiting.delete(key);
    void deps.apply(frame).then(done, done);
  };
  return {
    offer(frame: UpdateFrame): void {
      const key = `${frame.kind} ${frame.id}`;
      if (!waiting.has(key) && waiting.size >= MAX_WAITING_UPDATES) return void dropped++;
      waiting.set(key, frame);
      next();
    },
    /** Frames dropped past MAX_WAITING_UPDATES since the worker started. */
    dropped: () => dropped,
  };
}
