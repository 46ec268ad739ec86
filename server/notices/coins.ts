import { QUOTE_ASSETS } from '@newsflash/protocol/symbol';
import { exchangeOf } from './exchanges';

/**
 * The coins a notice names, read from its title's structure: a ticker in brackets after a name
 * ("Arbitrum (ARB)", "딥북(DEEP)"), a contract's base ("ARBUSDT Perpetual"), a pair's base
 * ("ARB/USDT") and a list after a verb ("Will Delist AERGO, AST & LINA"). A listing's coin is
 * new to the market lists coin detection reads, so detection alone would miss it; detection's
 * coins (the item's `suggestions`) are taken only when the title's structure names none.
 */

/** A ticker in brackets: letters and digits in capitals, at most 15 ("1000000BOB"). */
export const BRACKETED = /\(([A-Z0-9]{1,15})\)/g;
/** A ticker after a name in brackets: Upbit's "(샌드박스 SAND)", not the last of a list ("(BTC, USDT)"). */
export const NAMED_BRACKETED = /\([^()\s,]{1,30} ([A-Z0-9]{2,15})\)/g;
/**
 * A ticker before its name in brackets: OKX's "LAYER (Solayer)", "欧易关于上线 XYZ (Name) 现货交易", LBank's "CORN (POPCORN Token)";
 * not a pair's quote ("to list CT/USDT (Concrete)": CT is the coin).
 */
export const BEFORE_NAME = /(?:^|[^A-Za-z0-9/])([A-Z0-9]{2,15}) ?\([A-Z](?:[a-z]|[A-Z]{1,20} [A-Z][a-z])[^()]{1,38}\)/g;
/** Tickers listed in brackets: Upbit's "신규 거래지원 안내 (CYS, ICNT, XAN)". */
export const BRACKETED_LIST = /\(([A-Z0-9]{2,15}, [A-Z0-9, ]{2,200})\)/g;
/** A ticker written between Chinese characters (the CJK block, U+4E00–U+9FFF), a space apart at most: "欧易将开通XYZ杠杆交易", "关于 XYZ 杠杆交易". */
export const HAN_WRAPPED = /[一-鿿] ?([A-Z][A-Z0-9]{1,14}) ?[一-鿿]/g;
/** A ticker in brackets after the name a listing verb lists, in whatever case the exchange writes it: Bitget's "Will List Ai16zeliza (eliza)". */
export const LISTED_BRACKETED = /(?:[Ww]ill [Ll]ist|[Tt]o [Ll]ist|[Ll]ists) [^()]{1,40}\(([A-Za-z0-9]{2,15})\)/g;
/**
 * Tickers that open a title, right before the words of their listing, those in any case: OKX's "XYZ Now Available",
 * "ABC, wXYZ, DEF  Now Available", Kraken's "XYZ is available for trading!".
 */
export const LEADING = /^([A-Za-z0-9][A-Za-z0-9,& ]{1,200}?) {1,2}(?:Now Available|Now Live|Will Be Listed|Is Now Listed|(?:Is|Are) Available for Trading|Enabled on)/gi;
/** A name and its ticker in brackets, in whatever case, opening a title before the words of its listing: OKX's "Waves(Waves) Now Available". */
export const LEADING_NAMED = /^[^()]{1,40}\(([A-Za-z0-9]{2,15})\) ?(?:Now Available|Now Live|Will Be Listed)/gi;
/** A ticker launched on an exchange named after the verb, Chinese style: "BES重磅上线GX.COM" (the exchange is read by exchangeOf). */
export const HAN_LISTED_ON = /(?:^|[^A-Za-z0-9])([A-Z][A-Z0-9]{1,14}) ?(?:重磅|正式|即将|将|將)?上[线線] ?([A-Za-z0-9.]{2,20})/g;
/** Opening a title but no coin of the notice: the exchanges that write their name first, products. */
const PRODUCT_WORDS = new Set(['API', 'APP', 'WEB3', 'KYC', 'P2P', 'VIP']);
const NOT_LEADING_COINS = new Set(['OKX', 'MEXC', 'HTX', 'BINANCE', 'BYBIT', 'BITGET', 'KUCOIN', 'GATE', 'KRAKEN', 'COINBASE', 'UPBIT', 'BITHUMB', ...PRODUCT_WORDS]);
/** Between Chinese words but no coin of the notice: the exchange, prize units. */
const NOT_HAN_COINS = new Set(['OKX', 'USDT', 'USDC']);
/** The quotes a bracketed list may name alone: "(BTC, USDT)" names markets, not coins. */
const LIST_QUOTES = new Set(['BTC', 'ETH', 'USDT', 'USDC', 'KRW']);
/** Ends a listed ticker: "Will List XYZ. Come and grab …". */
const TRAILING_STOP = /[.!:;]$/;
/** A word of capitals and digits, a contract's symbol ("AERGOUSDT"). */
export const CAPITALS = /\b[A-Z0-9]{3,30}\b/g;
/** A pair written with a slash ("ARB/USDT"). */
export const SLASHED = /\b([A-Z0-9]{1,15})\/([A-Z0-9]{2,10})\b/g;
/**
 * A ticker written in capitals and small letters, as staked and wrapped coins are (stETH, XAUt,
 * USDe, wBTC), in brackets or as a pair's base: at least two capitals, so a name ("(Beta)",
 * "Bitcoin/USDT") is none.
 */
export const MIXED_BRACKETED = /\(([a-z]{0,3}[A-Z][A-Za-z0-9]{1,14})\)/g;
export const MIXED_SLASHED = /(?:^|[^A-Za-z0-9])([a-z]{0,3}[A-Z][A-Za-z0-9]{1,14})\/[A-Z0-9]{2,10}\b/g;
const mixedTicker = (word: string) => word !== word.toUpperCase() && (word.match(/[A-Z]/g)?.length ?? 0) >= 2 && isTicker(word.toUpperCase()) && !exchangeOf(word);
/** What splits a list of tickers: ", ", " & ", " and ", ", and ". */
const LIST_SEPARATOR = /,? (?:&|and) |, /;
/** The words after a quote whose pairs are added for a list of coins. */
const PAIRS_FOR = /^(?:Trading )?Pairs for /i;

/** In brackets but no coin: time zones, networks, fiat. */
const NOT_COINS = new Set(['UTC', 'GMT', 'KST', 'HKT', 'SGT', 'CST', 'BEP20', 'BEP2', 'ERC20', 'TRC20', 'SPL', 'KRW', 'USD', 'EUR', 'JPY', 'NFT']);
/** The quote currencies a contract symbol ends with, longest first so FDUSD wins over USD. */
export const CONTRACT_QUOTES = ['FDUSD', 'USDT', 'USDC', 'BUSD', 'USD'] as const;
/** Words after which a title lists tickers. */
const LIST_VERBS = ['remove ', ' listing ', 'perpetual for ', 'perpetual trading for ', 'simple earn for ', 'delist ', 'include ', 'list ', 'lists ', 'add ', 'adds ', 'futures for ', 'transfers for ', 'trading for ', 'trading of ', 'pairs for ', 'support for ', 'native asset, ', 'listed ', '上线', '上線', '首发', '首發'];
/**
 * What follows a notice's verbs in a title written in capitals ("BINANCE ADDS NEW …", "WILL LIST THE …"):
 * written in small letters elsewhere, never a ticker there.
 */
const SHOUTED_GRAMMAR = new Set(
  'A AN THE OF ON IN TO FOR AND NEW ADDITIONAL MULTIPLE MORE ALL SOME SEVERAL NEXT FIRST SUPPORT SUPPORTS MARGIN ISOLATED CROSS SPOT FUTURES TRADING PERPETUAL FIAT OPTIONS EARN CONVERT PAIRS TOKENS COINS ASSETS MARKET MARKETS PROGRAM POLICY RULES EVENT'.split(' '),
);
/** The most coins one notice names (notice.ts keeps 20). */
export const MAX_COINS = 20;

const isTicker = (word: string) => /^[A-Z0-9]{2,15}$/.test(word) && !/^\d{1,15}$/.test(word) && !NOT_COINS.has(word);

/** A contract symbol's base and quote ("AERGOUSDT" → AERGO, USDT), or undefined. */
export function splitContract(symbol: string): [base: string, quote: string] | undefined {
  const quote = CONTRACT_QUOTES.find((end) => symbol.endsWith(end) && symbol.length > end.length);
  if (!quote) return undefined;
  const base = symbol.slice(0, -quote.length);
  // Stablecoins end in USD (BUSD, TUSD, XUSD) and are no contract of a one-letter coin; a coin-margined contract's base is a ticker (BTCUSD, OPUSD).
  if (QUOTE_ASSETS.includes(symbol) || (quote.endsWith('USD') && base.length < 2)) return undefined;
  return /[A-Z]/.test(base) ? [base, quote] : undefined;
}

/**
 * A contract whose coin's ticker is written in Chinese characters, its quote glued on, the symbol a
 * word of its own: Binance's "USDⓈ-Margined 币安人生USDT Perpetual". Not a Chinese sentence running
 * into a quote ("上线USDC永续合约": the USDC-margined contracts), which no space starts or ends.
 */
const HAN_CONTRACT = /(?:^|[\s,(])([一-鿿]{1,12})(FDUSD|USDT|USDC|BUSD|USD)(?:$|[\s,)])/g;

/** Longest first: 1000000BOB is not 1000 of 000BOB. */
const MULTIPLIERS = ['1000000', '100000', '10000', '1000', '1M'];

/** A contract's base names its coin without the multiplier: 1000000BOB is BOB, 1000PEPE is PEPE. */
export function withoutMultiplier(base: string): string {
  const multiplier = MULTIPLIERS.find((prefix) => base.startsWith(prefix) && /^[A-Z]{2}/.test(base.slice(prefix.length)));
  return multiplier ? base.slice(multiplier.length) : base;
}

/** The contract symbols a futures notice names: those in Chinese characters (HAN_CONTRACT) unless `withHan` is false, then the others in order. */
export function contractsIn(title: string, withHan = true): [base: string, quote: string][] {
  const found: [string, string][] = withHan ? [...title.matchAll(HAN_CONTRACT)].map(([, base, quote]) => [base!, quote!]) : [];
  // A ticker given in brackets is a coin's ("StraitsX USD (XUSD)"), not a contract of X.
  const bracketed = new Set([...title.matchAll(BRACKETED)].map(([, ticker]) => ticker));
  for (const [word] of title.matchAll(CAPITALS)) {
    if (bracketed.has(word)) continue;
    const split = splitContract(word);
    if (split) found.push(split);
  }
  return found;
}

/** A ticker in brackets, as one of a title's words: "(ENA)". */
const TICKER_IN_BRACKETS = /^\([A-Z0-9]{1,15}\)/;
/** Whether the words after a piece's first word reach a ticker in brackets within five: the first is a name ("ETHENA (ENA)"). */
const beforeItsTicker = (more: readonly string[]) => more.slice(0, 5).some((word) => TICKER_IN_BRACKETS.test(word));

/** A ticker right before 上线, as HAN_LISTED_ON reads it: the coin launched on the exchange named after the verb. */
const TICKER_BEFORE_VERB = /(?:^|[^A-Za-z0-9])[A-Z][A-Z0-9]{1,14} ?(?:重磅|正式|即将|将|將)?$/;
/** Whether the words before 上线 announce a coin to come (将, no ticker before it): a token named like an exchange is that coin. */
const announcedToken = (before: string) => /[将將]$/.test(before) && !TICKER_BEFORE_VERB.test(before);

function listedAfterVerb(title: string): string[] {
  const lower = title.toLowerCase();
  const found: string[] = [];
  for (const verb of LIST_VERBS) {
    const at = lower.indexOf(verb);
    if (at < 0) continue;
    // "listing" heads tickers as an exchange's noun ("Kraken listing XYZ: …"); after other words it heads a topic ("New Listing AMA", "LISTING SCHEDULE").
    if (verb === ' listing ' && !exchangeOf(title.slice(Math.max(0, at - 40), at).split(' ').pop())) continue;
    const rest = title.slice(at + verb.length, at + verb.length + 200).split(' on ', 1)[0]!;
    const parts = rest.split(LIST_SEPARATOR);
    for (const part of parts) {
      // The list ends at its first word followed by others: "HYPER, INIT and WCT as New Loanable Assets", "CRO are now available".
      const [written, ...more] = part.trim().split(' ');
      const word = written!.replace(TRAILING_STOP, '');
      // A word before its ticker in brackets is the coin's name, however written: in capitals it only looks like a ticker ("WILL LIST ETHENA (ENA)").
      // After 上线 an exchange's name is where the coin goes ("BES正式上线OKX", "… 现已上线WEEX！"); after an exchange's
      // own 将上线, no coin before it, it is a token of that name (Bitget将上线HTX: HTX DAO).
      // A one-letter ticker counts as a whole piece of a list ("ACA, D, DATA & FLOW"; Binance lists D, K, J, S, T, W): alone it is a word ("List A New …").
      const letter = parts.length > 1 && more.length === 0 && /^[A-Z]$/.test(word);
      // The quote of the pairs a list follows ("Adds BUSD Trading Pairs for ALGO, BTT …") is no coin of the notice.
      if (PAIRS_FOR.test(more.join(' '))) break;
      if ((!isTicker(word) && !letter) || PRODUCT_WORDS.has(word) || beforeItsTicker(more) || (verb.startsWith('上') && exchangeOf(word) && !announcedToken(title.slice(Math.max(0, at - 20), at)))) break;
      found.push(word);
      if (more.length > 0 || word !== written) break;
    }
  }
  return found;
}

/** Capitals and digits at the end, or the start, of a piece of a title. */
const TRAILING_TICKER = /[A-Z0-9]{1,15}$/;
const LEADING_TICKER = /^[A-Z0-9]{1,15}/;
/** What joins a Chinese enumeration's items. */
const ENUMERATION = /、| ?和 ?/;

/**
 * Tickers in a Chinese enumeration, joined by 、 or 和: "币安将下架ALPHA、BSW、KMD", "关于 CHRP、CAPS、FMC
 * 和 FMB 下架的公告", "关于 ACH 和 SPELL 杠杆交易". Read by splitting, not by a repeated pattern: the
 * first piece ends with a ticker, each next one is a ticker whole, and the last starts with one.
 */
function enumerated(title: string): string[] {
  if (!title.includes('、') && !title.includes('和')) return [];
  const [head, ...pieces] = title.split(ENUMERATION).map((piece) => piece.trim());
  const first = TRAILING_TICKER.exec(head!)?.[0];
  if (!first || !isTicker(first) || NOT_HAN_COINS.has(first)) return [];
  const found = [first];
  for (const piece of pieces) {
    const ticker = LEADING_TICKER.exec(piece)?.[0];
    if (!ticker || !isTicker(ticker)) break;
    found.push(ticker);
    if (ticker !== piece) break;
  }
  return found.length > 1 ? found : [];
}

/** Words that follow a contract's coin: "FTM Perpetual Contracts", BitMEX's "XYZ Monthly Futures", "BANK永续合约". */
const CONTRACT_WORDS = [' perpetual', ' monthly futures', ' quarterly futures', '永续', '永續'];
/** A word of a title, with the dashes of "USDT-Margined". */
const WORD = /[A-Za-z0-9-]{1,30}/g;

/** Tickers right before a contract word: "Coin-Margined FTM Perpetual Contracts", "ETH and SOL Perpetual", "上线BANK永续合约". */
function beforeContractWord(title: string): string[] {
  const lower = title.toLowerCase();
  const found: string[] = [];
  for (const contract of CONTRACT_WORDS) {
    const at = lower.indexOf(contract);
    if (at < 0) continue;
    const from = Math.max(0, at - 60);
    const before = title.slice(from, at);
    let end = before.length;
    for (const word of [...before.matchAll(WORD)].reverse()) {
      // Only a list's separators between the words: "上线BANK" is no list with "OKX".
      if (!/^[ ,&]{0,3}$/.test(before.slice(word.index + word[0].length, end).replace(' and ', ' '))) break;
      end = word.index;
      if (word[0] === 'and') continue;
      // A quote alone is a contract's end written apart from its base (币安人生USDT: HAN_CONTRACT's), no coin.
      if (!isTicker(word[0]) || splitContract(word[0]) || (CONTRACT_QUOTES as readonly string[]).includes(word[0])) break;
      found.unshift(word[0]);
    }
  }
  return found;
}

export interface CoinSources {
  title: string;
  /** The notice names contracts: contract symbols name coins. */
  contracts: boolean;
  /** Coin detection's tickers for the item (`suggestions[].coin`). */
  detected: readonly string[];
}

/**
 * Where the notice names contracts, a symbol read whole where a ticker stands ("上线ATHUSDT",
 * "Will Delist BNXUSDT and BNXUSDC Perpetual Contracts", "XLMUSD, OPUSD … Coin-M Perpetual") is
 * its contract's coin; a stablecoin stays whole (splitContract).
 */
function contractCoin(word: string, contracts: boolean): string {
  const split = contracts ? splitContract(word) : undefined;
  return split ? withoutMultiplier(split[0]) : word;
}

export function noticeCoins({ title, contracts, detected }: CoinSources): string[] {
  const coins = new Set<string>();
  for (const [, ticker] of title.matchAll(BRACKETED)) if (isTicker(ticker!) || /^[A-Z]$/.test(ticker!)) coins.add(ticker!);
  for (const [, ticker] of title.matchAll(NAMED_BRACKETED)) if (isTicker(ticker!)) coins.add(ticker!);
  for (const [, ticker] of title.matchAll(BEFORE_NAME)) if (isTicker(ticker!)) coins.add(ticker!);
  for (const [, list] of title.matchAll(BRACKETED_LIST)) {
    const tickers = list!.split(', ').filter(isTicker);
    if (tickers.some((ticker) => !LIST_QUOTES.has(ticker))) for (const ticker of tickers) coins.add(ticker);
  }
  for (const [, ticker] of title.matchAll(HAN_WRAPPED)) if (isTicker(ticker!) && !NOT_HAN_COINS.has(ticker!)) coins.add(contractCoin(ticker!, contracts));
  for (const [, base] of title.matchAll(SLASHED)) if (isTicker(base!)) coins.add(base!);
  // A product launched there ("APP正式上线Bybit") is no coin.
  for (const [, ticker, venue] of title.matchAll(HAN_LISTED_ON)) if (isTicker(ticker!) && !PRODUCT_WORDS.has(ticker!) && exchangeOf(venue)) coins.add(ticker!);
  for (const pattern of [MIXED_BRACKETED, MIXED_SLASHED]) {
    for (const [, written] of title.matchAll(pattern)) if (mixedTicker(written!)) coins.add(written!.toUpperCase());
  }
  if (contracts) for (const [base] of contractsIn(title)) coins.add(withoutMultiplier(base));
  // A title in capitals throughout makes every word look like a ticker: there, the words of a notice's own grammar are none ("ADDS NEW JPY PAIRS").
  const shouting = !/[a-z]/.test(title) && !/[一-鿿가-힣]/.test(title);
  const spelt = (word: string) => !shouting || !SHOUTED_GRAMMAR.has(word);
  if (contracts) for (const ticker of beforeContractWord(title)) if (spelt(ticker)) coins.add(ticker);
  for (const ticker of listedAfterVerb(title)) if (spelt(ticker)) coins.add(contractCoin(ticker, contracts));
  for (const ticker of enumerated(title)) coins.add(contractCoin(ticker, contracts));
  for (const [, written] of title.matchAll(LISTED_BRACKETED)) {
    const ticker = written!.toUpperCase();
    // Capitals are BRACKETED's; a word in capitals and small letters ("(Beta)") is a name's part, not a ticker.
    if (isTicker(ticker) && written === written!.toLowerCase()) coins.add(ticker);
  }
  for (const [, written] of title.matchAll(LEADING_NAMED)) if (isTicker(written!.toUpperCase())) coins.add(written!.toUpperCase());
  for (const [, list] of title.matchAll(LEADING)) {
    // Every piece a ticker (a wrapped coin's small w kept: wNXM is WNXM), or none is: "The XYZ Now Available" names no list.
    const tickers = list!.split(LIST_SEPARATOR).map((word) => word.trim());
    const written = (word: string) => word.slice(1) === word.slice(1).toUpperCase() && isTicker(word.toUpperCase()) && !NOT_LEADING_COINS.has(word);
    if (tickers.every(written) && tickers.every(spelt)) for (const word of tickers) coins.add(word.toUpperCase());
  }
  if (coins.size === 0) for (const ticker of detected) coins.add(ticker);
  return [...coins].slice(0, MAX_COINS);
}
