import { z } from '@newsflash/protocol/zod';
import type { SourceConfig } from './config';
import { offerExchangePage, type NamedStatuses } from './exchange-page';
import { FetchError, joinUrl, parseJson } from '../outbound/fetch-capped';
import { englishHeadline } from '../items/english-headline';
import { plainText } from './plain-text';
import { startPolling } from './poller';
import type { Candidate } from './candidate';
import type { RunningSource, SourceContext } from './types';
import { readEntries, readEntry, type EntryFields, type Tally, type UnreadableReason } from './unreadable';
import { Validators } from './validators';

const MAX_BYTES = 1024 * 1024;
export const OKX_SOURCE = 'OKX';
/** OKX's "too many requests", sent with HTTP 429 and without Retry-After. */
const RATE_LIMITED = '50011';
/** Its limit is 5 requests per 2 s: a refused address waits this long before asking again. */
const RATE_LIMIT_WAIT_MS = 10_000;

const safeUrl = z.string().check(z.maxLength(2_000), z.refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)));
const envelope = z.object({ code: z.string(), msg: z.optional(z.string()), data: z.optional(z.array(z.unknown())) });
const page = z.object({ details: z.array(z.unknown()) });
/** Times are ms as decimal text. */
const ms = /^\d{1,15}$/;
const detail = z.object({ annType: z.optional(z.string()), title: z.string().check(z.minLength(1)), url: safeUrl });
/** Both documented (OKX API v5 docs, `GET /api/v5/support/announcements`), both in its own example. */
const FIELDS: EntryFields = { time: ['pTime', 'businessPTime'] };
const REASONS: Record<string, UnreadableReason> = { title: 'no-title', url: 'bad-link' };

/**
 * OKX's documented `GET /api/v5/support/announcements` answer. An item's time is `pTime`, when OKX
 * published the notice (the moment it could first be read, so the delay measured from it is the
 * one a reader lives); `businessPTime`, the time the notice shows, may lie before it and is used
 * only when `pTime` is absent. `annType` is kept as the item's `category`. An answer that is not
 * JSON (OKX's own documented example has a trailing comma) is refused whole, never repaired.
 * Notices come in the `language` asked for: an English one's title is also `en`.
 */
export function okxCandidates(text: string, now: number, tally?: Tally, language = 'en-US'): Candidate[] {
  const answer = envelope.safeParse(parseJson(text, 'the answer'));
  if (!answer.success) throw new Error('not an announcements answer');
  if (answer.data.code === RATE_LIMITED) throw new FetchError(`OKX rate-limited this address (code ${RATE_LIMITED})`, RATE_LIMIT_WAIT_MS, 'rate-limited');
  if (answer.data.code !== '0') throw new Error(`OKX refused: ${plainText(answer.data.msg ?? '', 200) || `code ${plainText(answer.data.code, 20)}`}`);
  // A page that is not `{details: [...]}` counts as one unreadable entry.
  const entries = (answer.data.data ?? []).slice(0, 10).flatMap((entry) => {
    const parsed = page.safeParse(entry);
    return parsed.success ? parsed.data.details.slice(0, 100) : [undefined];
  });
  return readEntries(
    entries,
    (one) => {
      const read = readEntry(one, detail, FIELDS, REASONS);
      if (typeof read === 'string') return read;
      const { data, given } = read;
      if (given === undefined) return 'no-time';
      if (typeof given !== 'string' || !ms.test(given) || Number(given) <= 0) return 'bad-time';
      const { annType, title, url } = data;
      const category = plainText(annType, 100);
      const headline = plainText(title, 300);
      const en = englishHeadline(headline, language);
      return {
        identity: url,
        item: { title: headline, ...(en ? { en } : {}), source: OKX_SOURCE, url, ...(category ? { category } : {}), time: Math.min(Number(given), now) },
        ...(Number(given) > now ? { origin: Number(given) } : {}),
      };
    },
    FIELDS,
    tally,
  );
}

/** OKX's notices, one request per announcement type, in the configured language. */
export function startOkxSource(source: Extract<SourceConfig, { kind: 'okx-announcements' }>, context: SourceContext): RunningSource {
  const validators = new Map<string, Validators>();
  // OKX says 429 with code 50011 and no Retry-After: named, and waited out rather than retried at once.
  const statuses: NamedStatuses = { 429: () => new FetchError(`OKX rate-limited this address (HTTP 429, code ${RATE_LIMITED}: more than 5 requests per 2 s)`, RATE_LIMIT_WAIT_MS, 'rate-limited') };
  return startPolling(source.intervalSeconds * 1000, context, async () => {
    for (const annType of source.annTypes) {
      const address = new URL(joinUrl(source.url, '/api/v5/support/announcements'));
      address.searchParams.set('annType', annType);
      const kept = validators.get(annType) ?? new Validators();
      validators.set(annType, kept);
      await offerExchangePage({ url: address.href, maxBytes: MAX_BYTES, source, validators: kept, headers: { 'accept-language': source.language }, statuses, read: (text) => okxCandidates(text, context.now(), context.unreadable, source.language) }, context);
    }
  });
}
