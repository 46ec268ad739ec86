import { listingKinds, noticeSchema, type Notice } from '@newsflash/protocol/notice';
import { categoryKind } from './categories';
import { contractsIn, noticeCoins } from './coins';
import { exchangeOf } from './exchanges';
import { kindOf } from './kind';
import { noticeMarkets } from './markets';
import { NOTICE_SIGNS } from './signs';
import { statedTime } from './stated-time';
import { has } from './title-words';
import { foldText } from '../items/text-key';
import { simplified } from './simplified';

/** What a notice is read from: the item's own fields, as a source or an upstream gave them. */
export interface NoticeItem {
  title?: unknown;
  en?: unknown;
  body?: unknown;
  source?: unknown;
  category?: unknown;
  time: number;
  /** Coin detection's coins (`suggestions[].coin`), when the item carries them. */
  detected?: readonly string[];
}

/** Titles are read this far (sources keep 300 characters; an upstream's may be longer). */
export const TITLE_READ = 300;

/** Read folded (items/text-key.ts): a notice relayed with ’ for ' or full-width brackets is the same notice, of the same kind and coins. */
const text = (value: unknown, max: number) => (typeof value === 'string' ? foldText(value.slice(0, max)) : '');

/**
 * A coin the market lists do not know, named in a Chinese title by its name in Latin letters right
 * after the listing verb ("关于上线Kcash的公告", "上线Dock交易公告"): the title names a coin though
 * no ticker is read. Names in capitals are tickers, read by coins.ts; an exchange ("上线 Bybit 现货平台") names none.
 */
const HAN_LISTED_NAME = /上[线線] ?([A-Z][a-z][A-Za-z0-9]{1,18})/g;
const namesUnknownCoin = (title: string) => [...title.matchAll(HAN_LISTED_NAME)].some(([, name]) => !exchangeOf(name));

/** A ticker in brackets written in small letters: "(xyz)", "(1000xyz)". */
const SMALL_TICKER = /\([a-z0-9]{2,12}\)/g;

/** Where an English listing places its coin: "Will Be Listed on Coinbase", "Lists X on Kraken Spot" (the exchange's name, one or two words). */
const LISTED_ON = /\b(?:[Ll]ist(?:s|ed|ing)?|[Aa]vailable) (?:[^,:;!?\n]{0,40} )?on ([A-Z][A-Za-z0-9.]{0,20})(?: ([A-Z][A-Za-z0-9.]{0,20}))?/g;

/**
 * Whether a listing is said to happen on another exchange than the notice's ("Xyz Will Be Listed on
 * Coinbase: What It Means for Binance Users" in Binance's feed): it lists nothing where the notice comes from.
 */
function listedElsewhere(title: string, exchange: string): boolean {
  const places = [...title.matchAll(LISTED_ON)].map(([, first, second]) => exchangeOf(`${first} ${second ?? ''}`.trim()) ?? exchangeOf(first));
  return places.some((place) => place !== undefined && place !== exchange) && !places.includes(exchange);
}

/**
 * What a relay or an exchange's editor may open a title with, before the notice itself: a tag in
 * brackets ("[Update]", 【公告】 folded to [公告]), emoji, bullets and other marks, a word and a colon ("Notice:",
 * "Just in:"). The coins a title opens with ("XYZ Now Available") are read after it; its words
 * still count for the kind.
 */
const OPENERS = [/^\[[^\]\n]{1,40}\] ?/, /^[^\p{L}\p{N}\s[(] ?/u, /^(?:notice|update|updated|reminder|announcement|important|breaking|attention|alert|just in) ?[:-] ?/i];

/** The title without what opens it (see OPENERS), at most 20 openers: a title of them all is read bare. */
function withoutOpeners(title: string): string {
  let rest = title;
  for (let taken = 0; taken < 20; taken++) {
    const opener = OPENERS.map((pattern) => pattern.exec(rest)?.[0]).find((found) => found !== undefined);
    if (!opener) break;
    rest = rest.slice(opener.length);
  }
  return rest;
}

/**
 * What an exchange's notice announces (packages/protocol/src/notice.ts), or undefined when the
 * item's source names no exchange. The kind comes from the title's words (English, Korean,
 * Chinese, and the main ones of seven more languages), else from the exchange's category; `at`
 * only when in notice.ts's range.
 */
export function classifyNotice(item: NoticeItem): Notice | undefined {
  const exchange = exchangeOf(item.source);
  if (!exchange) return undefined;
  const title = text(item.title, TITLE_READ);
  const en = text(item.en, TITLE_READ);
  // A cashtag in brackets ("($GPT)") is the ticker in brackets; the fold made every other bracket and space plain.
  // A title all in small letters (a relay that lowers them) writes its ticker in brackets small: it is read as the ticker.
  const cased = `${title}\n${en === title ? '' : en}`.replaceAll('($', '(');
  const read = /[A-Z]/.test(cased) ? cased : cased.replace(SMALL_TICKER, (bracketed) => bracketed.toUpperCase());
  // Words are read in simplified characters, as title-words.ts keeps them; coins and times in the title as written.
  // Turkish İ lowers to i and a combining dot: the dot is dropped, so "İZLEME" reads as "izleme".
  const lower = simplified(read).toLowerCase().replaceAll('\u0307', '');
  // Symbols are read as contracts only where the notice names contracts: "Margin, Convert & Futures" names none.
  // A contract named by its symbol alone, its quote a stablecoin's ("XYZUSDT 将于 … 上线"), is a contract too; FDUSD or BUSD are coins, not FD's or B's contracts,
  // and Binance's LD tokens (LDUSDT) are Simple Earn positions.
  // A symbol in Chinese characters (币安人生USDT) counts only where the notice names contracts: a Chinese sentence may run into a quote.
  const symbols = contractsIn(read, false).some(([base, quote]) => (quote === 'USDT' || quote === 'USDC') && base !== 'LD');
  const contracts = symbols || has(lower, 'contract');
  const coins = noticeCoins({ title: withoutOpeners(read), contracts, detected: item.detected ?? [] });
  // The title wins: the exchange's category is read only when the title says nothing the words recognise.
  const said = kindOf(lower, coins.length > 0 || namesUnknownCoin(read), symbols) ?? categoryKind(exchange, item.category) ?? 'other';
  const kind = listingKinds.includes(said) && listedElsewhere(read, exchange) ? 'other' : said;
  const markets = noticeMarkets(read, coins, contracts);
  const at = statedTime(read, typeof item.body === 'string' ? item.body : undefined, exchange, item.time);
  // The sign is the effect on the coins named: a notice that names none has none.
  const sign = coins.length > 0 ? NOTICE_SIGNS[kind] : undefined;
  // The schema drops what is out of its range (a time past its horizon) rather than the notice; what it dropped is left out, not kept as undefined.
  const notice = noticeSchema.parse({ kind, exchange, coins, markets, sign, at });
  return Object.fromEntries(Object.entries(notice).filter(([, value]) => value !== undefined)) as Notice;
}
