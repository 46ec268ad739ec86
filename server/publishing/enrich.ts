import { itemKindOf } from '@newsflash/protocol/item-kinds';
import { noticeSchema, type Notice } from '@newsflash/protocol/notice';
import { LIST_LIMITS, NAME_LIMITS, TEXT_LIMITS } from '@newsflash/protocol/published-item';
import type { ItemText } from '../coins/item-text';
import { withNoticeHeadline } from '../items/english-headline';
import { pairSymbols } from '../coins/pair-symbols';
import type { Suggestion } from '../coins/suggestion';
import type { FeedItem } from '../items/feed-item';
import { classifyNotice } from '../notices/classify';
import { exchangeOf } from '../notices/exchanges';

/** The coins an item's text names: the market lists' detector of the moment (server/coins/markets.ts). */
export interface CoinReader {
  readonly detector: { detect(input: ItemText): Suggestion[] };
}

/** What the service adds to an item before it is stored and sent. */
export interface Enrichment {
  /** Absent when coin detection is off (`--coins false`). */
  markets?: CoinReader;
  /** The coins' prices at publication (server/coins/publication-prices.ts). */
  prices?: { firstPrice(suggestions: Suggestion[]): Promise<Record<string, number>> };
  /** The story the item joins (server/stories/story-assigner.ts), or undefined when it starts one. */
  stories: { assign(item: FeedItem): Promise<string | undefined> };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** The parts detection reads apart: a post's title is its author, a headline's prefix its outlet, a post's network says it is one. */
const partsOf = (item: Record<string, unknown>): ItemText => ({
  title: text(item.title),
  en: text(item.en),
  body: text(item.body),
  source: text(item.source) ?? text(item.network),
});

/**
 * Coins for an item that arrives without `suggestions` (a publisher's own are kept), a news item's
 * `symbols` from them when it arrives without (`[]` when no coin: every real news frame carries
 * the list), what an exchange's notice announces (`notice`, server/notices/, unless it came with
 * one), prices at this moment for the coins it names, and the story it belongs to. A notice in
 * another script without `en` gets the English words of its notice as `en`.
 */
export async function enrich(item: FeedItem, { markets, prices, stories }: Enrichment): Promise<FeedItem> {
  const out: FeedItem = { ...item };
  if (markets && !Array.isArray(item.suggestions)) out.suggestions = markets.detector.detect(partsOf(item));
  const suggestions = Array.isArray(out.suggestions) ? (out.suggestions as Suggestion[]) : [];
  if (itemKindOf(out) === 'news' && !Array.isArray(out.symbols)) out.symbols = pairSymbols(suggestions, LIST_LIMITS.symbols);
  if (itemKindOf(out) === 'news' && out.notice === undefined) {
    const notice = classifyNotice({ ...out, detected: suggestions.map(({ coin }) => coin) });
    if (notice) out.notice = notice;
  }
  // After the classifier: the English words are said from the notice it read.
  Object.assign(out, withNoticeHeadline(out));
  if (prices && suggestions.length > 0 && item.firstPrice === undefined) {
    const firstPrice = await prices.firstPrice(suggestions);
    if (Object.keys(firstPrice).length > 0) out.firstPrice = firstPrice;
  }
  const story = await stories.assign(out);
  if (story) out.story = story;
  return out;
}

/**
 * The notice `enrich` will give an item a source hands in, read before it is claimed
 * (sources/notice-copies.ts): the one it came with, else the classifier's with the coins detection
 * finds. Detection runs only for a news item whose source names an exchange: no other has a notice.
 */
export function noticeOf(item: Record<string, unknown> & { time: number }, markets?: CoinReader): Notice | undefined {
  if (itemKindOf(item) !== 'news') return undefined;
  if (item.notice !== undefined) {
    const given = noticeSchema.safeParse(item.notice);
    return given.success ? given.data : undefined;
  }
  if (!exchangeOf(item.source)) return undefined;
  // Not checked yet: detection reads no more than the checked item will hold.
  const { title, en, body, source } = partsOf(item);
  const parts = {
    title: title?.slice(0, TEXT_LIMITS.title),
    en: en?.slice(0, TEXT_LIMITS.en),
    body: body?.slice(0, TEXT_LIMITS.body),
    source: source?.slice(0, NAME_LIMITS.source),
  };
  const detected = Array.isArray(item.suggestions) ? item.suggestions.slice(0, LIST_LIMITS.suggestions) : markets ? markets.detector.detect(parts) : [];
  const coins = detected.flatMap((suggestion: unknown) => (typeof (suggestion as { coin?: unknown })?.coin === 'string' ? [(suggestion as { coin: string }).coin] : []));
  return classifyNotice({ ...item, detected: coins });
}
