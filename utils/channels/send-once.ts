import { cappedWaitMs, retryAfterMs } from '@newsflash/protocol/retry-after';
import { readJsonReply } from '@/utils/net/read-json-reply';
import type { Clock, FetchLike, ResponseLike } from '@/utils/net/net-types';
import type { ChannelRequest } from './channel';

/**
 * One request may take this long before it is given up as a time-out: the connection and its TLS
 * handshake, the answer's headers, and a 429's body, all within it.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The longest wait a channel's Retry-After may impose: a longer one is held to this. */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;
/** The shortest: a wait of 0, a negative one or a date gone by would have every queued alert asked again at once. */
export const RETRY_AFTER_MIN_MS = 1_000;
/**
 * A 429's body is read for the wait it names only up to this size; a larger one is left unread.
 * No other answer's body is read at all: the status says whether the alert went.
 */
export const LIMITED_BODY_MAX_BYTES = 4_096;

/**
 * How one request ended. `refused`: the channel said no for good (a wrong token, a deleted chat,
 * a topic that needs a token): sending it again changes nothing. `limited`: 429, with the wait it
 * asked for. `failed`: a server error, a time-out or no answer (a redirect too: never followed), worth another try later.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'refused'; status: number }
  | { kind: 'limited'; waitMs?: number }
  | { kind: 'failed'; reason: 'server' | 'timeout' | 'network'; status?: number };

/**
 * Sends one built request within REQUEST_TIMEOUT_MS and says how it ended; never throws. Once it
 * has ended the request is aborted, so whatever the host still sends (an endless 200, a refusal's
 * page, a trickling 429) is dropped with its connection rather than held by the worker.
 */
export async function sendOnce(request: ChannelRequest, deps: { fetch: FetchLike; clock: Clock }): Promise<SendOutcome> {
  const timeout = deps.clock.timeoutSignal(REQUEST_TIMEOUT_MS);
  const ended = new AbortController();
  // The races, not only the abort, end the waits: whatever the fetch does with its signal.
  const timedOut = new Promise<never>((_, reject) => timeout.addEventListener('abort', () => reject(timeout.reason as Error), { once: true }));
  try {
    // No cookies, no redirects anywhere (the alert and the token in the URL go to the address the
    // reader gave, only): a redirect rejects the fetch, read as `network`.
    const signal = AbortSignal.any([timeout, ended.signal]);
    const response = await Promise.race([deps.fetch(request.url, { ...request.init, signal, redirect: 'error', cache: 'no-store', credentials: 'omit' }), timedOut]);
    if (response.ok) return { kind: 'sent' };
    if (response.status === 429) {
      // The limit is known from the status: a body that does not end in time names no wait.
      const named = retryAfterMs(response.headers.get('retry-after'), deps.clock.now(), RETRY_AFTER_MAX_MS) ?? (await Promise.race([waitInBody(response), timedOut]).catch(() => undefined));
      return { kind: 'limited', waitMs: named === undefined ? undefined : Math.max(RETRY_AFTER_MIN_MS, named) };
    }
    if (response.status >= 500) return { kind: 'failed', reason: 'server', status: response.status };
    return { kind: 'refused', status: response.status };
  } catch {
    return { kind: 'failed', reason: timeout.aborted ? 'timeout' : 'network' };
  } finally {
    ended.abort();
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
