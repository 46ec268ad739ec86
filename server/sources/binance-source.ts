import { z } from '@newsflash/protocol/zod';
import type { SourceConfig } from './config';
import { offerExchangePage } from './exchange-page';
import { FetchError, joinUrl, parseJson } from './fetch-capped';
import { englishHeadline } from '../english-headline';
import { plainText } from './plain-text';
import { startPolling } from './poller';
import type { Candidate, RunningSource, SourceContext } from './types';
import { Validators } from './validators';

/** Twenty notices are a few kB. */
const MAX_BYTES = 1024 * 1024;
const PAGE = 20;
export const BINANCE_SOURCE = 'Binance EN';
const ARTICLE_LINK = 'https://www.binance.com/en/support/announcement/';

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
  releaseDate: z.optional(z.nullable(z.number())),
  publishDate: z.optional(z.nullable(z.number())),
});

/**
 * The notices of Binance's CMS list, in either shape it answers (`data.catalogs[].articles` or
 * `data.articles`). The catalog's name is kept as the item's `category`; an article's time is
 * `releaseDate`, else `publishDate`, else the moment of reading (the `data.articles` shape
 * carries neither). Its notices are in English: the title is also `en`. An answer with no notices
 * at all is Binance asking to slow down.
 */
export function binanceCandidates(text: string, now: number): Candidate[] {
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
  return groups.flatMap((group) =>
    group.articles.slice(0, 100).flatMap((entry) => {
      const parsed = article.safeParse(entry);
      if (!parsed.success) return [];
      const { code, title, releaseDate, publishDate } = parsed.data;
      const given = releaseDate ?? publishDate;
      const time = given && Number.isSafeInteger(given) && given > 0 ? Math.min(given, now) : now;
      const category = group.name ? plainText(group.name, 100) : '';
      const url = `${ARTICLE_LINK}${code}`;
      const headline = plainText(title, 300);
      const en = englishHeadline(headline);
      return [{ identity: code, item: { title: headline, ...(en ? { en } : {}), source: BINANCE_SOURCE, url, ...(category ? { category } : {}), time } }];
    }),
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
      await offerExchangePage({ url: address.href, maxBytes: MAX_BYTES, source, validators: kept, read: (text) => binanceCandidates(text, context.now()) }, context);
    }
  });
}
