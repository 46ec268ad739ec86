import { retryAfterMs } from '@newsflash/protocol/retry-after';

export type Fetch = typeof fetch;

export interface CappedResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** A fetch that failed, with what to tell the operator. */
export class FetchError extends Error {
  constructor(
    message: string,
    /** When the origin asked to be left alone (429 or 503 with Retry-After), ms from now. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** An origin's answer read as JSON; `what` names it in the error when it is not. */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what} is not JSON`);
  }
}

/** A documented path under a configured base address, which may itself have a path (a mirror under `/binance`). */
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/**
 * GET with two budgets a hostile or broken origin cannot stretch: the whole exchange (headers and
 * body) ends after `timeoutMs`, and reading stops past `maxBytes`, whatever Content-Length said.
 * Statuses other than 2xx and 304 throw a FetchError naming them.
 */
export async function fetchCapped(url: string, options: { fetch: Fetch; maxBytes: number; timeoutMs: number; headers?: Record<string, string> }): Promise<CappedResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  try {
    response = await options.fetch(url, { headers: options.headers, signal, redirect: 'follow' });
  } catch (error) {
    throw new FetchError(signal.aborted ? `no answer within ${options.timeoutMs / 1000} s` : `unreachable (${causeOf(error)})`);
  }
  if (response.status === 304) {
    await response.body?.cancel();
    return { status: 304, headers: response.headers, text: '' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    const wait = response.status === 429 || response.status === 503 ? (retryAfterMs(response.headers.get('retry-after')) ?? 60_000) : undefined;
    throw new FetchError(`HTTP ${response.status}`, wait);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > options.maxBytes) {
    await response.body?.cancel();
    throw new FetchError(`larger than ${options.maxBytes} bytes (${declared})`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > options.maxBytes) {
        await response.body?.cancel().catch(() => {});
        throw new FetchError(`larger than ${options.maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof FetchError) throw error;
    throw new FetchError(signal.aborted ? `no answer within ${options.timeoutMs / 1000} s` : `cut off (${causeOf(error)})`);
  }
  return { status: response.status, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') };
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
