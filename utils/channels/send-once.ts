import { retryAfterMs } from '@newsflash/protocol/retry-after';
import type { Clock, FetchLike, TimerHandle } from '@/utils/net/net-types';
import type { ChannelRequest } from './channel';

/** One request may take this long before it is given up as a time-out. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The longest wait a channel's Retry-After may impose: a longer one is held to this. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/**
 * How one request ended. `refused`: the channel said no for good (a wrong token, a deleted chat,
 * a topic that needs a token): sending it again changes nothing. `limited`: 429, with the wait it
 * asked for. `failed`: a server error, a time-out or no answer, worth another try later.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'refused'; status: number }
  | { kind: 'limited'; waitMs?: number }
  | { kind: 'failed'; reason: 'server' | 'timeout' | 'network'; status?: number };

/** Sends one built request within REQUEST_TIMEOUT_MS and says how it ended; never throws. */
export async function sendOnce(request: ChannelRequest, deps: { fetch: FetchLike; clock: Clock }): Promise<SendOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: TimerHandle;
  // The race, not only the abort, ends the wait: whatever the fetch does with its signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = deps.clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new Error('timeout'));
    }, REQUEST_TIMEOUT_MS);
  });
  try {
    // No cookies, no redirects to elsewhere: the token goes to the address the reader gave, only.
    const response = await Promise.race([deps.fetch(request.url, { ...request.init, signal: controller.signal, redirect: 'error', cache: 'no-store', credentials: 'omit' }), timeout]);
    if (response.ok) return { kind: 'sent' };
    if (response.status === 429) return { kind: 'limited', waitMs: retryAfterMs(response.headers.get('retry-after'), deps.clock.now(), RETRY_AFTER_MAX_MS) };
    if (response.status >= 500) return { kind: 'failed', reason: 'server', status: response.status };
    return { kind: 'refused', status: response.status };
  } catch {
    return { kind: 'failed', reason: timedOut ? 'timeout' : 'network' };
  } finally {
    deps.clock.clearTimeout(timer);
  }
}
