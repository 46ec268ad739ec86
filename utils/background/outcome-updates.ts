import type { Outcome } from '@newsflash/protocol/outcome';
import { TokenBucket } from '@newsflash/protocol/token-bucket';
import type { Clock } from '@/utils/net/net-types';

/** Items whose outcome waits to be stored, at most: ten of the service's ticks of 50 checks. */
export const MAX_WAITING_OUTCOMES = 500;
/** Outcomes stored at once, then a second: the service checks at most 50 a tick, four spans an item. */
export const OUTCOME_BURST = 100;
export const OUTCOMES_PER_SECOND = 20;

export interface OutcomeUpdatesDeps {
  clock: Pick<Clock, 'now' | 'setTimeout'>;
  /** Stores an item's outcome, and what follows it (pages told, the rule's follow-up judged). */
  apply: (id: string, outcome: Outcome) => Promise<unknown>;
}

/**
 * The first feed's outcome frames, applied one at a time and at most OUTCOMES_PER_SECOND after a
 * burst: a frame costs the worker a map entry, never a storage write of its own. A frame for an
 * item whose outcome still waits replaces it in its place (the service sends an item's outcome so
 * far, so the latest says all), so a flood of frames for one item is one write; past
 * MAX_WAITING_OUTCOMES items waiting, a frame for one more is dropped and counted. Whatever the
 * frames' rate, the store, the open pages and the follow-ups see at most the budget's.
 */
export function createOutcomeUpdates(deps: OutcomeUpdatesDeps) {
  const waiting = new Map<string, Outcome>();
  const bucket = new TokenBucket(deps.clock.now(), OUTCOME_BURST, OUTCOMES_PER_SECOND);
  let busy = false;
  const next = (): void => {
    const first = waiting.entries().next();
    if (busy || first.done) return;
    busy = true;
    const done = () => {
      busy = false;
      next();
    };
    if (!bucket.take(deps.clock.now())) {
      deps.clock.setTimeout(done, 1000 / OUTCOMES_PER_SECOND);
      return;
    }
    const [id, outcome] = first.value;
    waiting.delete(id);
    void deps.apply(id, outcome).then(done, done);
  };
  return {
    offer(id: string, outcome: Outcome): void {
      if (!waiting.has(id) && waiting.size >= MAX_WAITING_OUTCOMES) return;
      waiting.set(id, outcome);
      next();
    },
  };
}
