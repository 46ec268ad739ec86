import { hopsOf } from './hop-names';
import type { RawItem } from './item';
import type { ItemKind, NewsItem } from './news-item';
import { readerText } from './reader-text';

function kindOf(raw: RawItem): ItemKind {
  if (raw.type === 'direct' || raw.source === 'Twitter') return 'tweet';
  if (raw.type === 'telegram') return 'telegram';
  return 'news';
}

/** How a post's network is shown; another network's name is shown as it is given. */
const NETWORK_NAMES: Readonly<Record<string, string>> = { bluesky: 'Bluesky', twitter: 'Twitter', x: 'X', telegram: 'Telegram' };

/** A post names its network in `network` (live and backlog alike: the backlog calls every post "Twitter"); news its `source`. */
function sourceOf(raw: RawItem): string {
  const network = raw.network && readerText(raw.network);
  if (network && (raw.type === 'direct' || raw.type === 'telegram' || raw.source === 'Twitter')) return Object.hasOwn(NETWORK_NAMES, network) ? NETWORK_NAMES[network]! : network;
  const named = raw.source && readerText(raw.source);
  if (named) return named;
  if (raw.type === 'direct') return 'Twitter';
  if (raw.type === 'telegram') return 'Telegram';
  return 'Unknown';
}

const clean = (text: string | undefined) => (text === undefined ? undefined : readerText(text));

function postOf(raw: RawItem): NewsItem['post'] {
  const info = raw.info;
  if (!info) return undefined;
  const quoted = info.quotedUser;
  if (info.isRetweet) return { kind: 'retweet', account: clean(quoted?.screen_name), text: clean(quoted?.text) };
  if (info.isQuote) return { kind: 'quote', account: clean(quoted?.screen_name), text: clean(quoted?.text) };
  if (info.isReply) {
    const reply = info.replyUser;
    return { kind: info.isSelfReply ? 'self-reply' : 'reply', account: clean(reply?.screen_name), text: clean(reply?.text) };
  }
  return undefined;
}

function coinOf(suggestion: RawItem['suggestions'][number]): NewsItem['coins'] {
  const coin = readerText(suggestion.coin);
  return coin ? [{ ...suggestion, coin }] : [];
}

function noticeOf(raw: NonNullable<RawItem['notice']>): NonNullable<NewsItem['notice']> {
  const { exchange, sign, at, deposits, ...rest } = raw;
  const notice: NonNullable<NewsItem['notice']> = { ...rest, coins: rest.coins.flatMap((coin) => clean(coin) || []) };
  const named = clean(exchange);
  if (named) notice.exchange = named;
  if (sign) notice.sign = sign;
  if (at !== undefined) notice.at = at;
  if (deposits !== undefined) notice.deposits = deposits;
  return notice;
}

/** Backlog tweets fold the text into the title: "Name (@handle): text". */
function splitBacklogTweet(raw: RawItem): { title: string; body?: string } {
  if (raw.source !== 'Twitter' || raw.body !== undefined) return { title: raw.title, body: raw.body };
  const cut = raw.title.indexOf(': ');
  if (cut <= 0) return { title: raw.title };
  return { title: raw.title.slice(0, cut), body: raw.title.slice(cut + 2) };
}

/** Every text a reader sees leaves here without the characters that hide or reorder text (reader-text.ts). */
export function normalise(raw: RawItem): NewsItem {
  const split = splitBacklogTweet(raw);
  const title = readerText(split.title);
  const body = clean(split.body);
  const english = clean(raw.en)?.trim();
  const item: NewsItem = {
    id: raw._id,
    title: english || title,
    time: raw.time,
    kind: kindOf(raw),
    source: sourceOf(raw),
    coins: raw.suggestions.flatMap(coinOf),
    actions: raw.actions.map((a) => a.action),
    requireInteraction: raw.requireInteraction === true,
  };
  if (english && english !== title) item.originalTitle = title;
  if (body) item.body = body;
  const link = raw.link ?? raw.url;
  if (link) item.link = link;
  if (raw.icon) item.icon = raw.icon;
  if (raw.image) item.image = raw.image;
  const post = postOf(raw);
  if (post) item.post = post;
  if (Object.keys(raw.firstPrice).length > 0) item.firstPrice = raw.firstPrice;
  if (raw.story && raw.story !== raw._id) item.story = raw.story;
  if (raw.delay !== undefined && raw.delay >= 0) item.delay = raw.delay;
  if (raw.notice) item.notice = noticeOf(raw.notice);
  const exchange = raw.market && clean(raw.market.exchange);
  if (raw.market && exchange) item.market = { ...raw.market, exchange };
  const hops = raw.hops && hopsOf(raw.hops);
  if (hops) item.hops = hops;
  if (raw.outcome) item.outcome = raw.outcome;
  if (raw.ai) item.ai = raw.ai;
  if (raw.likes !== undefined) item.likes = raw.likes;
  if (raw.dislikes !== undefined) item.dislikes = raw.dislikes;
  return item;
}
