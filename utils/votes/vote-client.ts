import { MAX_REPLY_BYTES, readJsonReply } from '@/utils/net/read-json-reply';
import { ProblemError } from '@/utils/net/problem';
import type { Clock, FetchLike } from '@/utils/net/net-types';
import { parseMyLikes, voteResponseSchema, type VoteRecord, type VoteResponse } from '@newsflash/protocol/vote-replies';
import type { VoteAction } from '@newsflash/protocol/control';
import { retryAfterMs } from '@newsflash/protocol/retry-after';
import { t } from '@/utils/base/i18n';

export type VoteErrorKind =
  | 'no-key'
  | 'feed-removed'
  | 'bad-key'
  | 'suspended'
  | 'rate-limited'
  | 'unknown-item'
  | 'bad-request'
  | 'server'
  | 'offline'
  | 'timeout';

export interface VoteError {
  kind: VoteErrorKind;
  /** Plain words for the user: what happened and what to do. */
  message: string;
  retryAfterMs?: number;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: VoteError };
/** A 2xx reply: its JSON, undefined when unreadable; `tooLarge` when it passed MAX_REPLY_BYTES (declared or streamed). */
type Reply = { ok: true; value: unknown; tooLarge?: boolean } | { ok: false; error: VoteError };

export interface VoteClientDeps {
  fetch: FetchLike;
  clock: Clock;
  timeoutMs?: number;
}

function errorFor(status: number, retry: number | undefined): VoteError {
  const wait = retry !== undefined ? t('errors.tryAgainIn', [String(Math.ceil(retry / 1000))]) : t('errors.tryShortly');
  switch (status) {
    case 400:
      return { kind: 'bad-request', message: t('errors.badRequest') };
    case 401:
      return { kind: 'bad-key', message: t('errors.badKey') };
    case 403:
      return { kind: 'suspended', message: t('errors.suspended', [wait]), retryAfterMs: retry };
    case 404:
      return { kind: 'unknown-item', message: t('errors.unknownItem') };
    case 429:
      return { kind: 'rate-limited', message: t('errors.rateLimited', [wait]), retryAfterMs: retry ?? 5_000 };
    default:
      return { kind: 'server', message: t('errors.server', [String(status), wait]) };
  }
}

/**
 * The voting API. Any 2xx is success whatever the body; everything else becomes a typed error.
 * The key is sent only to the configured API, only as the `api_key` parameter it asks for, never
 * cached and never forwarded by a redirect.
 */
export class VoteClient {
  constructor(
    private readonly deps: VoteClientDeps,
    private readonly config: () => { apiUrl: string; apiKey: string },
  ) {}

  /** `target`: the API of the feed the item came from, when not the first feed's (utils/race/vote-route.ts). */
  async vote(newsId: string, action: VoteAction, target?: { apiUrl: string; apiKey: string }): Promise<ApiResult<VoteResponse>> {
    const result = await this.request('POST', action, { id: newsId }, target);
    if (!result.ok) return result;
    const parsed = voteResponseSchema.safeParse(result.value);
    return { ok: true, value: parsed.success ? parsed.data : {} };
  }

  /** `target`: an extra feed's API and key, for its own history; none: the first feed's. */
  async myVotes(target?: { apiUrl: string; apiKey: string }): Promise<ApiResult<{ votes: VoteRecord[]; skipped: number }>> {
    const result = await this.request('GET', 'mylikes', {}, target);
    if (!result.ok) return result;
    if (result.tooLarge) return { ok: false, error: { kind: 'server', message: t('errors.historyTooLarge', [String(MAX_REPLY_BYTES / 1024 / 1024)]) } };
    // Not JSON or a bare value: reading it as "no votes" would wipe the cached history.
    if (typeof result.value !== 'object' || result.value === null) {
      return { ok: false, error: { kind: 'server', message: t('errors.badHistory') } };
    }
    return { ok: true, value: parseMyLikes(result.value) };
  }

  private async request(method: string, path: string, params: Record<string, string>, target = this.config()): Promise<Reply> {
    const { apiUrl, apiKey } = target;
    if (!apiKey) return { ok: false, error: { kind: 'no-key', message: t('errors.noKey') } };
    const query = new URLSearchParams({ ...params, api_key: apiKey });
    const abort = new AbortController();
    const timeoutMs = this.deps.timeoutMs ?? 10_000;
    const timer = this.deps.clock.setTimeout(() => abort.abort(), timeoutMs);
    try {
      // The URL holds the key: no copy in the browser's disk cache (a service may send no
      // Cache-Control), and no redirect may carry it to an address the reader did not save. A
      // refused redirect fails like an unreachable service.
      const response = await this.deps.fetch(`${apiUrl}/${path}?${query}`, { method, signal: abort.signal, cache: 'no-store', redirect: 'error' });
      if (!response.ok) return { ok: false, error: errorFor(response.status, retryAfterMs(response.headers.get('retry-after'))) };
      try {
        return { ok: true, value: await readJsonReply(response) };
      } catch (error) {
        return { ok: true, value: undefined, tooLarge: error instanceof ProblemError && error.problem.code === 'reply-too-large' };
      }
    } catch {
      if (abort.signal.aborted) {
        return { ok: false, error: { kind: 'timeout', message: t('errors.timeout', [String(timeoutMs / 1000)]) } };
      }
      return { ok: false, error: { kind: 'offline', message: t('errors.offline') } };
    } finally {
      this.deps.clock.clearTimeout(timer);
    }
  }
}
