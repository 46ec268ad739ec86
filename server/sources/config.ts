import { readFileSync } from 'node:fs';
import { addressHash } from '../storage/address-hash';
import { describeIssues } from '@newsflash/protocol/issues';
import { MARKET_LISTS } from './markets/list-shapes';
import { z } from '@newsflash/protocol/zod';

/** A sources file is a short list an operator writes; past these it is a mistake or an attack. */
export const SOURCES_BUDGET = { fileBytes: 256 * 1024, sources: 100 } as const;

const name = z.string().check(z.minLength(1), z.maxLength(100), z.refine((value) => value.trim() === value && [...value].every((char) => char >= ' '), 'no leading or trailing spaces or control characters'));
/**
 * A user name or password in an address is refused, and the message never repeats it: it would be
 * logged with every error and sent again on every redirect (fetch refuses such URLs anyway).
 */
const withoutCredentials = z.refine<string>((value) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''), 'no user name or password in the address (an upstream\'s key goes in "key")');
const httpUrl = z.string().check(z.maxLength(2_000), z.refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'an http(s) URL'), withoutCredentials);
const socketUrl = z.string().check(z.maxLength(2_000), z.refine((value) => URL.canParse(value) && /^wss?:$/.test(new URL(value).protocol), 'a ws(s) URL'), withoutCredentials);
/**
 * A redirect off the source's own origin may reach only public addresses unless this is set: a
 * feed must not be able to point the service at what listens on its host or its network. The
 * configured address itself is the operator's choice and always reached.
 */
const allowPrivate = z.optional(z.boolean());
/**
 * A minute suits blogs; exchange notices are worth polling every few seconds (their public limits
 * allow it); a day is the slowest that is still news.
 */
const interval = z._default(z.int().check(z.minimum(1), z.maximum(86_400)), 60);
/** How long one poll may take, headers and body; a hanging origin is given up on after it. */
const timeout = z._default(z.int().check(z.minimum(1), z.maximum(120)), 20);

/** The language a feed writes in (`en`, `fr`, `ko-KR`): an English feed's titles are also `en`. */
const feedLanguage = z._default(z.string().check(z.regex(/^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/)), 'en');
const feedSource = z.strictObject({ kind: z.literal('feed'), name, url: httpUrl, language: feedLanguage, intervalSeconds: interval, timeoutSeconds: timeout, allowPrivate });
const upstreamSource = z.strictObject({
  kind: z.literal('upstream'),
  name,
  url: socketUrl,
  key: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  allowPrivate,
});
/** An exchange's own poll interval: the default is what its public limits allow (DESIGN.md §9, server/README.md). */
const intervalOf = (seconds: number) => z._default(z.int().check(z.minimum(1), z.maximum(86_400)), seconds);
/** Bybit allows an address 600 requests per 5 s over its whole API: one every 5 s is a sliver of it. */
const bybitSource = z.strictObject({
  kind: z.literal('bybit-announcements'),
  name,
  url: z._default(httpUrl, 'https://api.bybit.com'),
  locale: z._default(z.string().check(z.regex(/^[a-z]{2}-[A-Z]{2}$/)), 'en-US'),
  intervalSeconds: intervalOf(5),
  timeoutSeconds: timeout,
  allowPrivate,
});
/** Binance's CMS list: undocumented and cached at its edge; bots polling every 5 s were answered 429 within a day. */
const binanceSource = z.strictObject({
  kind: z.literal('binance-announcements'),
  name,
  url: z._default(httpUrl, 'https://www.binance.com'),
  /** 48: new listings, 161: delistings; one request each per poll. */
  catalogIds: z._default(z.array(z.int().check(z.minimum(1), z.maximum(100_000))).check(z.minLength(1), z.maxLength(10)), [48, 161]),
  intervalSeconds: intervalOf(10),
  timeoutSeconds: timeout,
  allowPrivate,
});
/** A key or secret as Binance issues them (64 letters and digits), or any placeholder without spaces: it goes in a header and an HMAC, nowhere else. */
const credential = z.string().check(z.regex(/^[!-~]{1,256}$/, 'printable characters without spaces, at most 256'));
/**
 * Binance's signed announcement stream (developers.binance.com/docs/cms/general-info): pushed as
 * Binance publishes, with the operator's API key. Its notices are claimed with those of the CMS
 * list at `site`, so a notice both pushed and polled is published once, by whichever comes first.
 */
const binanceStreamSource = z.strictObject({
  kind: z.literal('binance-stream'),
  name,
  url: z._default(socketUrl, 'wss://api.binance.com/sapi/wss'),
  /** The Binance whose CMS list a `binance-announcements` source polls: the two share their claims. */
  site: z._default(httpUrl, 'https://www.binance.com'),
  /** English announcements; Binance documents no other topic. */
  topic: z._default(z.string().check(z.regex(/^[a-z0-9_]{1,60}$/)), 'com_announcement_en'),
  apiKey: credential,
  apiSecret: credential,
  /** How late Binance may receive the signed connection; it allows at most 60 s. */
  recvWindowMs: z._default(z.int().check(z.minimum(1_000), z.maximum(60_000)), 30_000),
  allowPrivate,
});
/** OKX allows 5 requests per 2 s per address: one per type every 3 s stays far below. */
const okxSource = z.strictObject({
  kind: z.literal('okx-announcements'),
  name,
  url: z._default(httpUrl, 'https://www.okx.com'),
  annTypes: z._default(z.array(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/))).check(z.minLength(1), z.maxLength(10)), ['announcements-new-listings', 'announcements-delistings']),
  language: z._default(z.string().check(z.regex(/^[a-z]{2}-[A-Z]{2}$/)), 'en-US'),
  intervalSeconds: intervalOf(3),
  timeoutSeconds: timeout,
  allowPrivate,
});
/** Upbit allows one request per 10 s to requests with an Origin header; the service sends none, and keeps to it anyway. */
const upbitSource = z.strictObject({
  kind: z.literal('upbit-announcements'),
  name,
  url: z._default(httpUrl, 'https://api-manager.upbit.com'),
  category: z._default(z.string().check(z.regex(/^[a-z_]{1,40}$/)), 'trade'),
  intervalSeconds: intervalOf(10),
  timeoutSeconds: timeout,
  allowPrivate,
});
/** A handle as Bluesky writes them: a domain name. */
const handle = z.string().check(z.maxLength(253), z.regex(/^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/, 'a handle such as name.bsky.social'));
const blueskySource = z.strictObject({
  kind: z.literal('bluesky'),
  name,
  /** Jetstream's subscribe address, without a query. */
  url: z._default(socketUrl, 'wss://jetstream2.us-east.bsky.network/subscribe'),
  /** Where handles are read as accounts (app.bsky.actor.getProfiles). */
  appView: z._default(httpUrl, 'https://public.api.bsky.app'),
  /** Jetstream takes at most 10,000 DIDs; a follow list of a hundred is already a firehose of its own. */
  handles: z.array(handle).check(z.minLength(1), z.maxLength(100)),
  allowPrivate,
});

/**
 * An exchange's market list, watched for markets going live (sources/market-list-source.ts). A
 * minute is a sliver of any of their limits (Binance's exchangeInfo weighs 20 of 6,000 a minute);
 * under five seconds is refused: a list is megabytes.
 */
const marketListSource = z.strictObject({
  kind: z.literal('market-list'),
  name,
  list: z.enum(MARKET_LISTS),
  /** The exchange's API origin (or a mirror); its documented one when absent. */
  url: z.optional(httpUrl),
  intervalSeconds: z._default(z.int().check(z.minimum(5), z.maximum(86_400)), 60),
  timeoutSeconds: timeout,
  allowPrivate,
});

export const sourceSchema = z.discriminatedUnion('kind', [feedSource, upstreamSource, bybitSource, binanceSource, binanceStreamSource, okxSource, upbitSource, blueskySource, marketListSource]);
export type SourceConfig = z.output<typeof sourceSchema>;
const KINDS: string[] = ['feed', 'upstream', 'bybit-announcements', 'binance-announcements', 'binance-stream', 'okx-announcements', 'upbit-announcements', 'bluesky', 'market-list'];

/**
 * Where a source's entries are remembered as published: its kind and address (hashed: an address
 * may hold a token), so renaming it publishes nothing twice. Binance's stream is remembered with
 * the CMS list of its `site`: the same notices, each published once.
 */
export function claimScope(source: SourceConfig): string {
  if (source.kind === 'binance-stream') return `binance-announcements ${addressHash(source.site)}`;
  if (source.kind === 'market-list') return `${source.kind} ${source.list} ${addressHash(source.url ?? '')}`;
  return `${source.kind} ${addressHash(source.url)}`;
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position).split('\n');
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

/**
 * Reads and checks a sources file. Throws one message naming every bad entry by position and
 * name, so the operator fixes the file in one go.
 */
export function parseSources(text: string): SourceConfig[] {
  if (Buffer.byteLength(text) > SOURCES_BUDGET.fileBytes) throw new Error(`larger than ${SOURCES_BUDGET.fileBytes / 1024} kB`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // The parser's message quotes the text around the fault, keys included: only its position is told.
    const at = /at position (\d+)/.exec(error instanceof Error ? error.message : '');
    throw new Error(`not JSON${at ? ` (${lineAndColumn(text, Number(at[1]))})` : ''}`);
  }
  const shape = z.strictObject({ sources: z.array(z.unknown()).check(z.maxLength(SOURCES_BUDGET.sources)) }).safeParse(json);
  if (!shape.success) throw new Error(`expected {"sources": [ … ]} with at most ${SOURCES_BUDGET.sources} entries`);
  const problems: string[] = [];
  const sources: SourceConfig[] = [];
  shape.data.sources.forEach((entry, index) => {
    const label = `sources[${index}]${typeof (entry as { name?: unknown })?.name === 'string' ? ` ("${(entry as { name: string }).name}")` : ''}`;
    const kind = (entry as { kind?: unknown } | null)?.kind;
    if (typeof kind !== 'string' || !KINDS.includes(kind)) {
      problems.push(`${label}: kind must be one of ${KINDS.join(', ')}`);
      return;
    }
    const parsed = sourceSchema.safeParse(entry);
    if (!parsed.success) {
      problems.push(`${label}: ${describeIssues(parsed.error.issues)}`);
      return;
    }
    if (sources.some((other) => other.name === parsed.data.name)) problems.push(`${label}: another source has this name`);
    else if (sources.some((other) => other.kind === parsed.data.kind && claimScope(other) === claimScope(parsed.data))) problems.push(`${label}: another ${parsed.data.kind} source has this ${parsed.data.kind === 'binance-stream' ? 'site' : 'url'}`);
    else sources.push(parsed.data);
  });
  problems.push(...unsharedStreams(sources));
  if (problems.length) throw new Error(problems.join('\n'));
  return sources;
}

/**
 * A Binance stream whose `site` is not the `url` of a CMS list polled beside it claims its notices
 * apart from the list's (claimScope), and every notice is published twice, once pushed and once
 * polled. Refused rather than warned: such a file is a mistake that costs every notice, and a
 * warning scrolls by. A stream with no list beside it is the only channel and needs none. The
 * addresses are not repeated: one may carry a token.
 */
function unsharedStreams(sources: SourceConfig[]): string[] {
  const lists = sources.filter((source) => source.kind === 'binance-announcements');
  if (lists.length === 0) return [];
  const names = lists.map((list) => `"${list.name}"`).join(', ');
  return sources.flatMap((source) =>
    source.kind !== 'binance-stream' || lists.some((list) => claimScope(list) === claimScope(source))
      ? []
      : [`binance-stream "${source.name}": its site is not the url of binance-announcements ${names}, so every notice would be published twice (pushed and polled); set its "site" to that source's "url", character for character`],
  );
}

export function readSources(file: string): SourceConfig[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`sources file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return parseSources(text);
  } catch (error) {
    throw new Error(`sources file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
