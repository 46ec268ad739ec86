import { jsonDepthPast, MAX_JSON_DEPTH } from '@newsflash/protocol/json-depth';
import { ProblemError } from './problem';
import { readAtMost } from './read-at-most';
import type { ResponseLike } from './net-types';

/**
 * The most a reply from the service may hold. A backlog page of large items or a long vote history
 * stays far below it; a server that streams without end would otherwise fill the worker's memory.
 */
export const MAX_REPLY_BYTES = 16 * 1024 * 1024;

/**
 * Reads a JSON reply, refusing (and cancelling) one larger than `maxBytes`, declared or streamed,
 * and one nested deeper than MAX_JSON_DEPTH before it is parsed: 16 MB of brackets would hold the
 * worker's thread, and every notification behind it, for seconds.
 */
export async function readJsonReply(response: ResponseLike, maxBytes = MAX_REPLY_BYTES): Promise<unknown> {
  const tooLarge = () => new ProblemError({ code: 'reply-too-large', megabytes: Math.round(maxBytes / 1024 / 1024) });
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return response.json();
  const bytes = await readAtMost(response.body, maxBytes);
  if (!bytes) throw tooLarge();
  const text = new TextDecoder().decode(bytes);
  if (jsonDepthPast(text)) throw new ProblemError({ code: 'reply-too-deep', levels: MAX_JSON_DEPTH });
  return JSON.parse(text);
}
