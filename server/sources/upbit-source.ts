import { z } from '@newsflash/protocol/zod';
import type { SourceConfig } from './config';
import { offerExchangePage, type NamedStatuses } from './exchange-page';
import { FetchError, joinUrl, parseJson } from '../outbound/fetch-capped';
import { plainText } from './plain-text';
import { startPolling } from './poller';
import type { Candidate } from './candidate';
import type { RunningSource, SourceContext } from './types';
import { readEntries, readEntry, type EntryFields, type Tally, type UnreadableReason } from './unreadable';
import { Validators } from './validators';

const MAX_BYTES = 1024 * 1024;
const PAGE = 20;
export const UPBIT_SOURCE = 'Upbit';
const NOTICE_LINK = 'https://upbit.com/service_center/notice?id=';

const envelope = z.object({ success: z.boolean(), data: z.optional(z.nullable(z.unknown())), error: z.optional(z.unknown()) });
const data = z.object({ notices: z.optional(z.array(z.unknown())), fixed_notices: z.optional(z.nullable(z.array(z.unknown()))) });
const notice = z.object({
  id: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  title: z.string().check(z.minLength(1)),
  category: z.optional(z.string()),
});
/**
 * KST times to the second, `2025-04-22T15:21:10+09:00` (Hojip-Kim/KimpRun_BE_JAVA
 * `src/test/java/unit/kimp/scrap/component/impl/exchange/UpbitScrapTest.java` at 5a06fd6).
 */
const FIELDS: EntryFields = { time: ['first_listed_at', 'listed_at'] };
const REASONS: Record<string, UnreadableReason> = { id: 'bad-id', title: 'no-title' };
/** An ISO 8601 time with its offset; a bare date or a local time would be read in this machine's zone. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Upbit's notices (`notices` and the pinned `fixed_notices`), Korean titles as they are: coin
 * detection reads `세이(SEI)`. No `en`: a copy of the Korean is no English headline. An item's time is `first_listed_at` (its first publication; an
 * edited notice's `listed_at` moves), else `listed_at`; a notice with neither is unreadable.
 */
export function upbitCandidates(text: string, now: number, tally?: Tally): Candidate[] {
  const answer = envelope.safeParse(parseJson(text, 'the answer'));
  if (!answer.success) throw new Error('not an announcements answer');
  if (!answer.data.success) throw new Error(`Upbit refused: ${plainText(JSON.stringify(answer.data.error ?? 'success false'), 200)}`);
  const body = data.safeParse(answer.data.data ?? {});
  if (!body.success) throw new Error('not an announcements answer');
  const seen = new Set<number>();
  return readEntries(
    [...(body.data.notices ?? []).slice(0, 100), ...(body.data.fixed_notices ?? []).slice(0, 100)],
    (entry) => {
      const read = readEntry(entry, notice, FIELDS, REASONS);
      if (typeof read === 'string') return read;
      const { data, given } = read;
      // A pinned notice is also in the list: one item.
      if (seen.has(data.id)) return undefined;
      seen.add(data.id);
      if (given === undefined) return 'no-time';
      const at = typeof given === 'string' && ISO_TIME.test(given) ? Date.parse(given) : NaN;
      if (!Number.isFinite(at) || at <= 0) return 'bad-time';
      const { id, title, category } = data;
      const kept = plainText(category, 100);
      return { identity: String(id), item: { title: plainText(title, 300), source: UPBIT_SOURCE, url: `${NOTICE_LINK}${id}`, ...(kept ? { category: kept } : {}), time: Math.min(at, now) } };
    },
    FIELDS,
    tally,
  );
}

/** Upbit's notices of one category. Its firewall answers 403 to many cloud addresses: said plainly, not retried every poll. */
export function startUpbitSource(source: Extract<SourceConfig, { kind: 'upbit-announcements' }>, context: SourceContext): RunningSource {
  const address = new URL(joinUrl(source.url, '/api/v1/announcements'));
  address.search = new URLSearchParams({ os: 'web', page: '1', per_page: String(PAGE), category: source.category }).toString();
  const validators = new Validators();
  const rateLimited = (error: FetchError) => new FetchError(`Upbit rate-limited this address (${error.message}; a 429 ignored becomes 418 and a block)`, Math.max(error.retryAfterMs ?? 0, 60_000), 'rate-limited');
  const statuses: NamedStatuses = {
    403: () => new FetchError("Upbit refused this address (HTTP 403): its firewall turns away many cloud and data-centre addresses; run the service from another address, or remove this source", undefined, 'refused'),
    418: rateLimited,
    429: rateLimited,
  };
  return startPolling(source.intervalSeconds * 1000, context, () =>
    offerExchangePage(
      { url: address.href, maxBytes: MAX_BYTES, source, validators, statuses, read: (text) => upbitCandidates(text, context.now(), context.unreadable) },
      context,
    ),
  );
}
