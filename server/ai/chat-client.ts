import { z } from '@newsflash/protocol/zod';
import { fetchCapped, FetchError, joinUrl, type Fetch } from '../outbound/fetch-capped';
import { readBoundedJson } from '../outbound/json-bounds';

/** What one chat-completions request came to. */
export type ChatResult =
  | { kind: 'answer'; content: string; tokens: number }
  /** 429, or 503 with Retry-After: how long to wait, as fetchCapped read it (the header within 15 min, else its default minute). */
  | { kind: 'rate-limited'; retryAfterMs?: number }
  | { kind: 'server-error'; status: number }
  | { kind: 'failed'; reason: 'timeout' | 'oversize' | 'refused' | 'unreachable' | 'malformed' };

export interface ChatClientOptions {
  fetch: Fetch;
  /** The OpenAI-compatible base, e.g. http://127.0.0.1:8080/v1; `/chat/completions` is appended. */
  endpoint: string;
  /** Sent as `Authorization: Bearer …` when set (a hosted API, vLLM's `--api-key`). */
  key?: string;
  timeoutMs: number;
  maxBytes: number;
}

/**
 * The answer's shape (OpenAI's chat completion object, which llama-server, Ollama and vLLM all
 * answer with): the first choice's `message.content`, and `usage` to count tokens by. An answer
 * without `usage`, or saying it cost 0 tokens (a proxy that drops the count), is counted at the
 * request's ceiling, never as free.
 */
const completion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.nullable(z.string()) }), finish_reason: z.optional(z.nullable(z.string())) }))
    .check(z.minLength(1)),
  usage: z.optional(z.object({ total_tokens: z.int().check(z.gte(0), z.lte(10_000_000)) })),
});

/** One request to the operator's model: never throws, every way it can fail said in the result. */
export async function askChat(body: Record<string, unknown>, options: ChatClientOptions, ceilingTokens: number): Promise<ChatResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...(options.key && { authorization: `Bearer ${options.key}` }) };
  let text: string;
  try {
    ({ text } = await fetchCapped(joinUrl(options.endpoint, '/chat/completions'), { fetch: options.fetch, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, method: 'POST', body: JSON.stringify(body), headers }));
  } catch (error) {
    return failure(error);
  }
  let value: unknown;
  try {
    value = readBoundedJson(text, 'the answer');
  } catch {
    return { kind: 'failed', reason: 'malformed' };
  }
  const read = completion.safeParse(value);
  if (!read.success) return { kind: 'failed', reason: 'malformed' };
  const choice = read.data.choices[0]!;
  // Cut at max_tokens: the JSON inside is unfinished, whatever it looks like.
  if (choice.message.content === null || choice.finish_reason === 'length') return { kind: 'failed', reason: 'malformed' };
  return { kind: 'answer', content: choice.message.content, tokens: read.data.usage?.total_tokens || ceilingTokens };
}

function failure(error: unknown): ChatResult {
  if (!(error instanceof FetchError)) return { kind: 'failed', reason: 'unreachable' };
  if (error.status === 429 || (error.status === 503 && error.refusal === 'rate-limited')) {
    return { kind: 'rate-limited', ...(error.retryAfterMs !== undefined && { retryAfterMs: error.retryAfterMs }) };
  }
  if (error.status !== undefined && error.status >= 500) return { kind: 'server-error', status: error.status };
  if (error.status !== undefined) return { kind: 'failed', reason: 'refused' };
  if (error.message.startsWith('no answer within')) return { kind: 'failed', reason: 'timeout' };
  if (error.message.startsWith('larger than')) return { kind: 'failed', reason: 'oversize' };
  return { kind: 'failed', reason: 'unreachable' };
}
