import { cappedWaitMs, retryAfterMs } from '@newsflash/protocol/retry-after';
import { readJsonReply } from '@/utils/net/read-json-reply';
import type { Clock, FetchLike, ResponseLike, TimerHandle } from '@/utils/net/net-types';
import type { ChannelRequest } from './channel';

/** One request may take this long before it is given up as a time-out. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The longest wait a channel's Retry-After may impose: a longer one is held to this. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;
/** A 429's body is read for the wait it names only up to this size; a larger one is left unread. */
export const LIMITED_BODY_MAX_BYTES = 4_096;

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
    const exchange = async (): Promise<SendOutcome> => {
      const response = await deps.fetch(request.url, { ...request.init, signal: controller.signal, redirect: 'error', cache: 'no-store', credentials: 'omit' });
      if (response.ok) return { kind: 'sent' };
      if (response.status === 429) return { kind: 'limited', waitMs: retryAfterMs(response.headers.get('retry-after'), deps.clock.now(), RETRY_AFTER_MAX_MS) ?? (await waitInBody(response)) };
      if (response.status >= 500) return { kind: 'failed', reason: 'server', status: response.status };
      return { kind: 'refused', status: response.status };
    };
    return await Promise.race([exchange(), timeout]);
  } catch {
    return { kind: 'failed', reason: timedOut ? 'timeout' : 'network' };
  } finally {
    deps.clock.clearTimeout(timer);
  }
}

/**
 * The wait a 429's JSON body names, for channels that say it there rather than in a header:
 * Telegram's `parameters.retry_after` (https://core.telegram.org/bots/api#responseparameters) and
 * Discord's `retry_after` (https://discord.com/developers/docs/topics/rate-limits), both in seconds.
 */
async function waitInBody(response: ResponseLike): Promise<number | undefined> {
  const body = await readJsonReply(response, LIMITED_BODY_MAX_BYTES).catch(() => undefined);
  if (typeof body !== 'object' || body === null) return undefined;
  const { retry_after: top, parameters } = body as { retry_after?: unknown; parameters?: { retry_after?: unknown } };
  const seconds = typeof parameters === 'object' && parameters !== null ? parameters.retry_after : top;
  return typeof seconds === 'number' && seconds >= 0 ? cappedWaitMs(seconds * 1000, RETRY_AFTER_MAX_MS) : undefined;
}
