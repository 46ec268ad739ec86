import { createHash } from 'node:crypto';
import { z } from '@newsflash/protocol/zod';
import type { SourceConfig } from './config';
import { offerExchangePage } from './exchange-page';
import { FetchError, joinUrl, parseJson } from '../outbound/fetch-capped';
import { englishHeadline } from '../items/english-headline';
import { textKey } from '../items/text-key';
import { plainText } from './plain-text';
import { startPolling } from './poller';
import type { Candidate } from './candidate';
import type { RunningSource, SourceContext } from './types';
import { readEntries, readEntry, type EntryFields, type Tally, type UnreadableReason } from './unreadable';
import { Validators } from './validators';

/** Twenty notices are a few kB. */
const MAX_BYTES = 1024 * 1024;
const PAGE = 20;
export const BINANCE_SOURCE = 'Binance EN';
const ARTICLE_LINK = 'https://www.binance.com/en/support/announcement/';

/**
 * What identifies a notice whichever way it came: its title's key (items/text-key.ts: spacing,
 * case, invisible and typographic characters, trailing punctuation aside). Binance's pushed notices carry no article `code` (developers.binance.com/docs/cms/
 * announcement: catalogId, catalogName, publishDate, title, body, disclaimer), so a polled notice is
 * also claimed under this, and the one of the two that claims first publishes it.
 */
export function binanceTitleIdentity(headline: string): string {
  return `title ${createHash('sha256').update(textKey(headline)).digest('hex')}`;
}

/** A Binance notice as the feed carries it, polled (`code`: its article's link) or pushed (its catalog's page). */
export function binanceNotice(notice: {
  title: string;
  time: number;
  category?: string;
  link: string;
  code?: string;
  timeless?: boolean;
  origin?: number;
}): Candidate {
  const headline = plainText(notice.title, 300);
  const en = englishHeadline(headline);
  const category = notice.category ? plainText(notice.category, 100) : '';
  const title = binanceTitleIdentity(headline);
  return {
    identity: notice.code ?? title,
    ...(notice.code ? { aliases: [title] } : {}),
    item: { title: headline, ...(en ? { en } : {}), source: BINANCE_SOURCE, url: notice.link, ...(category ? { category } : {}), time: notice.time },
    ...(notice.timeless ? { timeless: true } : {}),
    ...(notice.origin !== undefined ? { origin: notice.origin } : {}),
  };
}

/** What Binance's CMS list answers when asked too fast: success, and no notices. */
export class BinanceSlowDown extends FetchError {
  constructor() {
    super('Binance answered empty data: slow down (polling less often until it answers again)', undefined, 'rate-limited');
  }
}

const envelope = z.object({ code: z.string(), message: z.optional(z.nullable(z.string())), data: z.optional(z.nullable(z.unknown())) });
const catalog = z.object({ catalogName: z.optional(z.string()), articles: z.array(z.unknown()) });
const data = z.object({ catalogs: z.optional(z.array(z.unknown())), articles: z.optional(z.array(z.unknown())) });
const article = z.object({
  id: z.optional(z.union([z.number(), z.string()])),
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  title: z.string().check(z.minLength(1)),
});
/**
 * `releaseDate` is the catalogs shape's (RichieLoco/CoinSniper `src/test/resources/testResponse_*.json`
 * at 02be570), `publishDate` the articles shape's, null in every recorded answer
 * (ToucanBran/crypto-announcment-scraper `src/services/tests/test_data_generators/binance_tdg.py` at a51e863).
 */
const FIELDS: EntryFields = { time: ['releaseDate', 'publishDate'] };
const REASONS: Record<string, UnreadableReason> = { code: 'bad-id', title: 'no-title' };

/**
 * The notices of Binance's CMS list, in either shape it answers (`data.catalogs[].articles` or
 * `data.articles`). The catalog's name is kept as the item's `category`; an article's time is
 * `releaseDate`, else `publishDate`, else the moment of reading (the `data.articles` shape
 * carries no time: `publishDate` is null), and the notice is `timeless`: a new source's first page is
 * remembered, not published. Its notices are in English: the title is also `en`. An answer with no notices at all is Binance asking to
 * slow down; one whose notices are all unreadable is failing (readEntries).
 */
export function binanceCandidates(text: string, now: number, tally?: Tally): Candidate[] {
  const answer = envelope.safeParse(parseJson(text, 'the answer'));
  if (!answer.success) throw new Error('not an announcements answer');
  if (answer.data.code !== '000000') throw new Error(`Binance refused: ${plainText(answer.data.message ?? '', 200) || `code ${plainText(answer.data.code, 20)}`}`);
  const body = data.safeParse(answer.data.data ?? {});
  if (!body.success) throw new Error('not an announcements answer');
  const groups: { name?: string; articles: unknown[] }[] = [];
  for (const entry of (body.data.catalogs ?? []).slice(0, 20)) {
    const parsed = catalog.safeParse(entry);
    if (parsed.success) groups.push({ name: parsed.data.catalogName, articles: parsed.data.articles });
  }
  if (body.data.articles) groups.push({ articles: body.data.articles });
  if (groups.every((group) => group.articles.length === 0)) throw new BinanceSlowDown();
  const entries = groups.flatMap((group) => group.articles.slice(0, 100).map((entry) => ({ category: group.name ?? '', entry })));
  return readEntries(
    entries,
    ({ category, entry }) => {
      const read = readEntry(entry, article, FIELDS, REASONS);
      if (typeof read === 'string') return read;
      const { data, given } = read;
      if (given !== undefined && (typeof given !== 'number' || !Number.isSafeInteger(given) || given <= 0)) return 'bad-time';
      const { code, title } = data;
      const time = given === undefined ? now : Math.min(given, now);
      return binanceNotice({ title, code, link: `${ARTICLE_LINK}${code}`, category, time, timeless: given === undefined, ...(given !== undefined && given > now ? { origin: given } : {}) });
    },
    FIELDS,
    tally,
  );
}

/** Binance's notices (listings, delistings), polled from the CMS list behind its announcement pages, one request per catalog. */
export function startBinanceSource(source: Extract<SourceConfig, { kind: 'binance-announcements' }>, context: SourceContext): RunningSource {
  const validators = new Map<number, Validators>();
  return startPolling(source.intervalSeconds * 1000, context, async () => {
    for (const catalogId of source.catalogIds) {
      const address = new URL(joinUrl(source.url, '/bapi/composite/v1/public/cms/article/list/query'));
      address.search = new URLSearchParams({ type: '1', catalogId: String(catalogId), pageNo: '1', pageSize: String(PAGE) }).toString();
      const kept = validators.get(catalogId) ?? new Validators();
      validators.set(catalogId, kept);
      await offerExchangePage(
        { url: address.href, maxBytes: MAX_BYTES, source, validators: kept, read: (text) => binanceCandidates(text, context.now(), context.unreadable) },
        context,
      );
    }
  });
}
