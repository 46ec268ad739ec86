import { cappedWaitMs } from '@newsflash/protocol/retry-after';
import { FetchError, MAX_ORIGIN_WAIT_MS } from '../outbound/fetch-capped';
import type { RunningSource, SourceContext } from './types';

/** However long failures last, a source is tried again at least every half hour. */
const MAX_BACKOFF_MS = 30 * 60_000;

/**
 * When to poll next: the interval with ±10% jitter (so sources configured alike do not fire
 * together); after failures, doubling up to half an hour; never sooner than the origin's
 * Retry-After, which counts for at most MAX_ORIGIN_WAIT_MS whoever computed it.
 */
export function nextDelay(intervalMs: number, failures: number, retryAfterMs: number | undefined, random: () => number): number {
  const base = failures === 0 ? intervalMs : Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** failures);
  const jittered = base * (0.9 + random() * 0.2);
  return Math.round(Math.max(jittered, cappedWaitMs(retryAfterMs, MAX_ORIGIN_WAIT_MS) ?? 0));
}

/** Runs `poll` now and then on the schedule above, reporting each outcome to the context. */
export function startPolling(intervalMs: number, context: SourceContext, poll: () => Promise<void>): RunningSource {
  let failures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    let retryAfter: number | undefined;
    try {
      await poll();
      failures = 0;
      context.ok();
    } catch (error) {
      failures++;
      retryAfter = error instanceof FetchError ? error.retryAfterMs : undefined;
      context.failing(error instanceof Error ? error.message : String(error), error instanceof FetchError ? error.refusal : undefined);
    }
    if (!stopped) timer = setTimeout(() => void run(), nextDelay(intervalMs, failures, retryAfter, context.random));
  };
  void run();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
