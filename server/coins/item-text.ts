/** The parts of an item detection reads; `source` is the feed's source name ("Twitter", "Binance EN"). */
export interface ItemText {
  title?: string;
  en?: string;
  body?: string;
  source?: string;
}

/** Who wrote a social post, from its title "Display Name (@handle)". */
export interface Author {
  name: string;
  handle: string;
}

export interface ReadableItem {
  /** The text detection reads: what the item says, without who said it or the outlet's prefix. */
  text: string;
  author?: Author;
  /** A social post (written with slang: tickers in lower case). */
  post: boolean;
  /** An outlet's headline ("COINTELEGRAPH: Ripple secures …"): its first word starts a sentence. */
  headline: boolean;
  /** An item of an exchange's feed ("Binance EN", "Upbit"): a notice, whether or not it names the exchange. */
  notice: boolean;
}

/**
 * The feed's social posts are titled by their author, "Justin Sun (@justinsuntron)" or a Telegram
 * channel's "CryptoCapo's TA (t.me/CryptoCapoTG)", and some carry the post after a colon:
 * "CoinDesk (@CoinDesk): As countries … buy bitcoin".
 */
const AUTHOR_TITLE = /^(.{1,80}?) \((?:@|t\.me\/)([A-Za-z0-9_]{1,32})\)(?::\s*([^]*))?$/u;
/**
 * An outlet's prefix in capitals ("THE BLOCK: …", "WU BLOCKCHAIN: …", "BREAKING: …"): who says it,
 * not what. A lone word of two to six capitals could as well be the coin the line is about
 * ("SOL: …"), so the prefix needs two words or seven letters.
 */
const OUTLET_PREFIX = /^(?:\p{Lu}[\p{Lu}\p{N}&.'’-]*(?: \p{Lu}[\p{Lu}\p{N}&.'’-]*){1,4}|\p{Lu}[\p{Lu}\p{N}&.'’-]{6,30}):\s+/u;
const POST_SOURCE = /^(?:twitter|x|bluesky|telegram)$/i;
const EXCHANGE_SOURCE = /^(?:binance|bybit|okx|coinbase|upbit|bithumb|kraken|bitget|kucoin)\b/i;

/** Splits an item into what it says and who says it. A plain string is read whole. */
export function readItem(input: string | ItemText): ReadableItem {
  if (typeof input === 'string') return { text: input, post: false, headline: false, notice: false };
  const title = input.title ?? '';
  const byline = AUTHOR_TITLE.exec(title);
  const author = byline ? { name: byline[1]!.trim(), handle: byline[2]! } : undefined;
  const said = byline ? (byline[3] ?? '') : title.replace(OUTLET_PREFIX, '');
  const headline = !byline && said !== title;
  // The feed often repeats the title as its English title.
  const en = input.en === input.title ? undefined : input.en?.replace(OUTLET_PREFIX, '');
  const text = [said, en, input.body].filter((part): part is string => typeof part === 'string' && part !== '').join('\n');
  return { text, author, post: author !== undefined || POST_SOURCE.test(input.source ?? ''), headline, notice: EXCHANGE_SOURCE.test(input.source ?? '') };
}
