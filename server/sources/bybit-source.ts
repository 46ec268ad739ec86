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

/** Twenty announcements are a few kB. */
const MAX_BYTES = 1024 * 1024;
const PAGE = 20;
/** "Too many visits!" and "IP rate limit exceeded", sent with HTTP 200. */
const RATE_LIMITED = new Set([10006, 10018]);
const RATE_LIMIT_WAIT_MS = 10_000;
/** Bybit's 403 ("access too frequent") shuts an address out for at least 10 minutes: asking sooner only extends it. */
const BAN_WAIT_MS = 10 * 60_000;

const safeUrl = z.string().check(z.maxLength(2_000), z.refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)));

/**
 * Bybit's `GET /v5/announcements/index` answer: `retCode` 0 is success; each announcement has a
 * title, a description, a type, a link and its publish time in ms. Bybit documents that time as
 * `dateTimestamp` ("Publish timestamp (ms) of announcement": bybit-exchange/docs
 * `docs/v5/announcement.mdx` at 460ae09); `publishTime` is what others report reading
 * (a monitor's design note, code index id 55297674186), so it is read when `dateTimestamp` is absent.
 */
const envelope = z.object({ retCode: z.number(), retMsg: z.optional(z.string()), result: z.optional(z.unknown()) });
const announcements = z.object({ list: z.array(z.unknown()) });

const announcement = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  url: safeUrl,
  type: z.optional(z.object({ key: z.optional(z.string()), title: z.optional(z.string()) })),
});
const FIELDS: EntryFields = { time: ['dateTimestamp', 'publishTime'] };
const REASONS: Record<string, UnreadableReason> = { title: 'no-title', url: 'bad-link' };

/**
 * Announcements as candidates, in the `locale` asked for (an English one's title is also `en`); one
 * unreadable announcement is dropped alone and counted (readEntries).
 */
export function bybitCandidates(text: string, sourceName: string, now: number, tally?: Tally, locale = 'en-US'): Candidate[] {
  const answer = envelope.safeParse(parseJson(text, 'the answer'));
  if (!answer.success) throw new Error('not an announcements answer');
  if (RATE_LIMITED.has(answer.data.retCode)) throw new FetchError(`Bybit rate-limited this address (retCode ${answer.data.retCode})`, RATE_LIMIT_WAIT_MS, 'rate-limited');
  if (answer.data.retCode !== 0) throw new Error(`Bybit refused: ${plainText(answer.data.retMsg ?? '', 200) || `retCode ${answer.data.retCode}`}`);
  const result = announcements.safeParse(answer.data.result);
  if (!result.success) throw new Error('not an announcements answer');
  return readEntries(
    result.data.list.slice(0, 100),
    (entry) => {
      const read = readEntry(entry, announcement, FIELDS, REASONS);
      if (typeof read === 'string') return read;
      const { data, given } = read;
      if (given === undefined) return 'no-time';
      if (typeof given !== 'number' || !Number.isSafeInteger(given) || given <= 0) return 'bad-time';
      const { title, description, url, type } = data;
      const body = plainText(description, 1_000);
      // Bybit's own category ("New Listings", "Delistings"…): traders filter on it.
      const category = plainText(type?.title, 100);
      const headline = plainText(title, 300);
      const en = englishHeadline(headline, locale);
      return {
        identity: url,
        item: {
          title: headline,
          ...(en ? { en } : {}),
          source: sourceName,
          url,
          ...(body ? { body } : {}),
          ...(category ? { category } : {}),
          time: Math.min(given, now),
        },
      };
    },
    FIELDS,
    tally,
  );
}

/** An exchange's announcement feed: Bybit's, polled, with the validators of its last answer should it send any. */
export function startBybitSource(source: Extract<SourceConfig, { kind: 'bybit-announcements' }>, context: SourceContext): RunningSource {
  const address = new URL(joinUrl(source.url, '/v5/announcements/index'));
  address.searchParams.set('locale', source.locale);
  address.searchParams.set('limit', String(PAGE));
  const validators = new Validators();
  const statuses: NamedStatuses = {
    403: () => new FetchError('Bybit refused this address (HTTP 403): past 600 requests per 5 s an address is shut out for at least 10 minutes, and addresses in countries Bybit does not serve always are', BAN_WAIT_MS, 'refused'),
  };
  return startPolling(source.intervalSeconds * 1000, context, () =>
    offerExchangePage(
      {
        url: address.href,
        maxBytes: MAX_BYTES,
        source,
        validators,
        statuses,
        read: (text) => bybitCandidates(text, source.name, context.now(), context.unreadable, source.locale),
      },
      context,
    ),
  );
}
