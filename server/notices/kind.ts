import type { NoticeKind } from '@newsflash/protocol/notice';
import { blank, firstOf, has, WORDS } from './title-words';

/** The earlier of two positions, -1 being none. */
const earliest = (a: number, b: number) => (a < 0 ? b : b < 0 ? a : Math.min(a, b));

/** How far a launching word's object is read, to the end of its clause: "Will Launch USDⓈ-M XYZ Trading Competition" launches the competition. */
const CLAUSE_READ = 60;

/**
 * What ends a clause in a title: a colon, a dash between spaces, an exclamation, a full stop, a comma, a bar,
 * "with" (what comes with it is attached), a bracket opening a tag (【…】 folded to [ ]: "上线 MCO【价值 400 万元福利】"),
 * or 并, which joins a second action ("上线 X 并开启交易赛", "上线 X 并送出 NFT": the campaign comes with the listing).
 */
const CLAUSE_ENDS = [':', ' - ', ' – ', ' — ', '!', '. ', ',', '|', ' with ', '[', '并'];

/** The clause that says a market goes on as it was ("…Network Upgrade; XUSDT Perpetual Trading Unaffected") blanked: it announces nothing. */
function withoutUnaffected(text: string): string {
  const at = firstOf(text, 'unaffected');
  if (at < 0) return text;
  const start = Math.max(0, ...[...CLAUSE_ENDS, ';', '('].map((end) => text.lastIndexOf(end, at)));
  return blankAt(text, start, at - start + clauseFrom(text, at).length);
}

/**
 * Where a coin's support is said to end with no transfer, network or product named ("Gemini Will No
 * Longer Support X"): the coin leaves its market. Else -1.
 */
function supportEndedAt(text: string): number {
  const rest = blank(text, 'supportEnds');
  return has(rest, 'transfer') || has(rest, 'supportScope') || has(text, 'product') ? -1 : firstOf(text, 'supportEnds');
}

/** A comma that ends a clause: not one between a number's digits. */
const CLAUSE_COMMA = /,(?:\D|$)/;

/** The text from `at` to the end of its clause, at most CLAUSE_READ characters. */
function clauseFrom(text: string, at: number): string {
  const clause = text.slice(at, at + CLAUSE_READ);
  // A bracket right after the word opens its object ("开启【XYZ 全球大使】招募活动"), not a tag after it.
  const objectStart = clause.length - clause.trimStart().length + 1;
  // A comma inside a number ("50,000 BNB") ends nothing.
  const endAt = (end: string) => (end === ',' ? clause.search(CLAUSE_COMMA) : clause.indexOf(end, end === '[' ? objectStart : 0));
  const ends = CLAUSE_ENDS.map(endAt).filter((index) => index >= 0);
  return ends.length ? clause.slice(0, Math.min(...ends)) : clause;
}

/** How far apart a word and the action it governs may stand: "Delisting of USDⓈ-M XYZUSDT Perpetual Contract Will Be Further Postponed". */
const GOVERN_READ = 100;

/** What sets a word apart as a heading of its own: "Cancelled: …", "… - Postponed", "(취소)", 【已取消】 folded to [已取消]. */
const HEADING_MARKS = [...CLAUSE_ENDS, ';', '(', ')', ']', '\n'];
/** How far a heading word's own clause is read each side: a word or two, "已取消", "(Postponed)". */
const HEADING_READ = 12;

/**
 * Whether the word at `at` is a clause of its own, a single word between marks or the title's ends ("Cancelled: Binance Will
 * List X", "Binance Will Delist X (Postponed)", [已取消]): a heading that speaks for the whole title. Chinese runs
 * on without spaces, so a Han heading is at most four characters ("，暂缓开放提币" is a clause of its own, no heading).
 */
function standsAlone(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - HEADING_READ), at);
  const after = text.slice(at, at + 2 * HEADING_READ);
  const starts = HEADING_MARKS.map((mark) => before.lastIndexOf(mark)).map((index, i) => (index < 0 ? -1 : index + HEADING_MARKS[i]!.length));
  const start = Math.max(...starts, at <= HEADING_READ ? 0 : -1);
  const ends = HEADING_MARKS.map((mark) => after.indexOf(mark)).filter((index) => index > 0);
  const end = ends.length ? Math.min(...ends) : at + after.length >= text.length ? after.length : -1;
  if (start < 0 || end < 0) return false;
  const heading = `${before.slice(start)}${after.slice(0, end)}`.trim();
  const han = /[一-鿿]/.test(heading);
  return heading.length <= HEADING_READ && !heading.includes(' ') && (!han || heading.length <= 4);
}

/**
 * Whether a word at `word` governs an action at `action` (a listing, a delisting): both in one clause (a
 * semicolon ends one here), and, said after it, not as a second action joined to it ("Will Delist X and Cancel Open Orders" delists;
 * "Listing of X Cancelled", 取消下架 X, 거래지원 종료 철회 call it off).
 */
function governs(text: string, word: number, action: number): boolean {
  if (word < 0 || action < 0) return false;
  const between = text.slice(Math.min(word, action), Math.max(word, action));
  if (between.length > GOVERN_READ) return false;
  if (standsAlone(text, word)) return true;
  // A tag's closing bracket ends a clause too: "[Cancelled orders] Bybit Will List X" lists.
  if ([...CLAUSE_ENDS, ';', ']'].some((end) => between.includes(end))) return false;
  // Said after it, in a bracket still open ("거래지원 종료 안내 (미체결 주문 취소)"), it is a note on something else.
  return word < action || (!has(between, 'joined') && between.lastIndexOf('(') <= between.lastIndexOf(')'));
}

/** `text` with `length` characters from `at` turned to spaces, so every other position stays. */
const blankAt = (text: string, at: number, length: number) => `${text.slice(0, at)}${' '.repeat(length)}${text.slice(at + length)}`;

/** A list's joint ending a text: what follows it is the list's next item. */
const JOINED_LAST = /(?: and|&|,) ?$/;

/**
 * The listing text with the listing words that list no market blanked: every launching word where
 * the notice names a product anywhere but as a prize ("Binance Wallet Launches …", "Now Live -
 * Exclusively on Binance Wallet"); one said by a tool or whose clause names one ("Grid Bot
 * Launching on Bybit", "上线 X 理财"; a tool said past the clause, "上线 X，开放网格交易", leaves
 * the listing); one whose clause is a promotion ("Binance Launches Zero-Fee Trading for
 * ABC/USDT", "Futures Will Launch XYZ Trading Competition", "Launches ATOM Staking With Up to 12%
 * APR"), a campaign past the clause's end being the listing's ("上线 X，送出 10 万 X", "上线 X【瓜分
 * 10 万 X】"), or a mainnet (上线 X 主网); and "lists" said by a product ("Binance NFT Lists New
 * Collection").
 */
function withoutProductLaunches(text: string): string {
  const product = productAt(text);
  const tool = firstOf(text, 'tool');
  let out = product >= 0 ? blankProductLists(text) : text;
  for (const phrase of WORDS.launching) {
    const at = out.indexOf(phrase);
    if (at < 0) continue;
    const end = at + phrase.length;
    // Live, launched or arrived on a chain ("X Goes Live on Base", "Now Available on Solana"): the coin's network, no market here.
    const onAt = phrase.trimEnd().endsWith(' on') ? at + phrase.trimEnd().length - 3 : end;
    if (ON_CHAIN.test(out.slice(onAt, end + 24))) {
      out = blankAt(out, at, phrase.length);
      continue;
    }
    const clause = clauseFrom(out, end);
    // A product named past the clause blanks it too ("Now Live - Exclusively on Binance Wallet"), unless its clause opens trading ("上线 X 交易，OKX Wallet 同步支持");
    // one named in the clause after a market ("Now Available on OKX Spot and OKX DEX") leaves the market's listing.
    const opensMarket = (words: string) => has(words, 'trading') || has(words, 'spot') || has(words, 'futuresMarket');
    // A market named, then the product or tool joined to it ("on OKX Spot and OKX DEX"; not "Spot Copy Trading", a tool of the market).
    const marketJoined = (before: string) => (has(before, 'spot') || has(before, 'futuresMarket')) && JOINED_LAST.test(before);
    const marketFirst = product >= end && product < end + clause.length && marketJoined(out.slice(end, product));
    if (product >= 0 && !marketFirst && (product < end + clause.length || !opensMarket(clause))) {
      out = blankAt(out, at, phrase.length);
      continue;
    }
    // A promotion that starts in the clause counts, though it runs past its end ("Launches ATOM Staking With …").
    const promotion = firstOf(out.slice(end, end + CLAUSE_READ), 'promotion');
    // A mainnet launched (上线比原链（BTM）主网) is the coin's network's work: no market opens.
    // A tool named in the clause after a market ("Now Available on Binance Futures and Copy Trading") comes with the market.
    const toolInClause = firstOf(clause, 'tool');
    const launchesNoMarket = (tool >= 0 && tool < at) || (toolInClause >= 0 && !marketJoined(clause.slice(0, toolInClause))) || has(clause, 'mainnet');
    if (launchesNoMarket || (promotion >= 0 && promotion < clause.length)) out = blankAt(out, at, phrase.length);
  }
  return out;
}

/** Where the notice names a product, other than as the prize a promotion's clause gives ("上线 X 并送出欧易OKX专属NFT赛车"), or -1. */
function productAt(text: string): number {
  const product = firstOf(text, 'gadget');
  const prize = firstOf(text, 'promotion');
  return product >= 0 && !(prize >= 0 && prize < product && product < prize + clauseFrom(text, prize).length) ? product : -1;
}

/** A fiat currency's code said as a word ("EUR and GBP transfers via …", "ARS Withdraw Delays"): a bank's channel (rule 7). */
const FIAT_CODE = /(?:^|[\s(,/])(?:eur|gbp|usd|chf|ars|mxn|brl|ngn|zar|kes|ugx|ghs|aud|cad|nzd|jpy|idr|myr|php|inr|cop|pln|sek|nok|czk|huf)(?:[\s),.:/]|$)/;

/** "On" a chain, the words right after a launching word: what launches there is the network's. */
const ON_CHAIN = /^ on (?:the )?(?:base|solana|arbitrum|ethereum|bnb chain|bsc|polygon|optimism|avalanche|ton|tron|sui|aptos|starknet|zksync|linea|scroll|blast|mantle|sei|near|hyperevm|sonic|berachain|mainnet|testnet)\b/;

/** Where "on" or "in" names a product, an exchange's name before it allowed: " on binance nft", " in okx wallet". */
const ON_PRODUCT = / (?:on|in) (?:binance |okx |bybit |kucoin |bitget |gate |mexc )?([a-z0-9 ]{1,20})/;

/** The listing verbs a product may say of what it shows: "Binance NFT Lists …", "Binance NFT Will List …", "OKX DEX to list …". */
const PRODUCT_LIST_VERBS = [' lists ', ' will list ', ' to list '];

/**
 * " lists " said by a product ("Binance NFT Lists New Collection", "OKX DEX lists X") or listing a coin on one ("Binance Lists X
 * on Binance NFT"): the product shows a list, no market opens.
 */
function blankProductLists(text: string): string {
  let out = text;
  for (const verb of PRODUCT_LIST_VERBS) {
    const at = out.indexOf(verb);
    if (at < 0) continue;
    // A space before, so a product opening the title counts ("OKX DEX lists X").
    const before = ` ${out.slice(Math.max(0, at - 20), at + 1)}`;
    const saidByProduct = WORDS.gadget.some((product) => before.endsWith(` ${product.trim()} `));
    // The first place named is where the coin goes: "Lists X in the Innovation Zone; Available in Buy Crypto" lists it on a market.
    const first = ON_PRODUCT.exec(clauseFrom(out, at + verb.length))?.[1];
    const onProduct = first !== undefined && WORDS.gadget.some((product) => first.startsWith(product.trim()));
    if (saidByProduct || onProduct) out = blankAt(out, at, verb.length);
  }
  return out;
}

/** How far a dated futures heading's coins are read: "New XYZ and ABC Monthly Futures". */
const DATED_READ = 80;

/**
 * Where a heading of new dated futures names them ("New XYZ and ABC Monthly Futures"), or -1: only
 * tickers between "New" and the words, each a word of its own, and nothing after them in the heading,
 * so "New Margin Tiers for XYZ Quarterly Futures", "New XYZ Quarterly Futures Margin Tiers" and
 * "Settlement of the XYZ Quarterly Futures" list nothing.
 */
function newDatedFutures(text: string): number {
  if (!text.startsWith('new ')) return -1;
  const at = firstOf(text.slice(0, DATED_READ), 'datedFutures');
  if (at < 4) return -1;
  // The heading ends with the words (a bracket, a colon or the title's end after them): "New XYZ Quarterly Futures Margin Tiers" heads the tiers.
  const word = WORDS.datedFutures.find((phrase) => text.startsWith(phrase, at))!;
  const headingEnds = /^(?:$|\n| ?[(:\-–—|!.,])/.test(text.slice(at + word.length));
  return headingEnds && text.slice(4, at).split(/,? (?:and|&) |, /).every((piece) => /^[a-z0-9]{1,15}$/.test(piece)) ? at : -1;
}

/** A pair, then up to two more joined to it (和, 及, 、 or a comma), then 交易: each part bounded, none repeated inside another. */
const PAIRS_TRADED = /^ ?[a-z0-9]{1,15}\/[a-z0-9]{2,8} ?(?:[和及、,] ?[a-z0-9]{1,15}\/[a-z0-9]{2,8} ?)?(?:[和及、,] ?[a-z0-9]{1,15}\/[a-z0-9]{2,8} ?)?交易/;

/** A pair written as one, its quote a currency quoted ("x/usdc"): "credit/debit" and a date (2025/03) are none. */
const PAIR_WRITTEN = /[a-z0-9]{1,15}\/(?:usdt|usdc|fdusd|usd|gusd|eur|gbp|try|brl|jpy|aud|krw|btc|eth|bnb)\b/;

/**
 * Whether a Chinese listing or adding word is followed by a pair said as one and its trading ("上线xem/usdt交易",
 * "开放 XYZ/USDT 交易", several joined: "上线 XYZ/USDT、XYZ/BTC 交易"):
 * what is listed is the pair. English names a new coin's pairs in its listing ("OKX to list CT/USDT
 * (Concrete) for spot trading", "Binance Futures Will Launch BCH/USDT Perpetual"): its words decide.
 */
function pairListed(text: string, listing: number, group: 'listing' | 'adding' = 'listing'): boolean {
  const word = listing < 0 ? undefined : WORDS[group].find((phrase) => text.startsWith(phrase, listing));
  if (word === undefined || /^[a-z ]/.test(word)) return false;
  return PAIRS_TRADED.test(text.slice(listing + word.length, listing + word.length + 48));
}

/** A listing's place that is a launch pool or pad: "listed on Bitget Launchpool", "list on the launchpad". */
const ON_POOL = /^[a-z ]{0,20} on (?:the )?(?:[a-z0-9.]{1,15} )?launch(?:pool|pad)/;

/** Where a tag opening the title ends ("[交易瓜分18888appc] …", 【…】 folded to [ ]), or -1. */
const leadingTagEnd = (text: string) => (text.startsWith('[') ? text.indexOf(']') : -1);

/** How far before a ticker in brackets its coin's name is looked for: three words of a name. */
const NAME_READ = 40;

/**
 * The text with each coin's name blanked where its ticker in brackets starts the name
 * ("perpetual protocol (perp)", "launch coin (launch)"): words of a name announce nothing, and
 * "ARPA Chain (ARPA) and Perpetual Protocol (PERP) Are Now Available" lists no perpetual.
 */
function withoutCoinNames(text: string): string {
  let out = text;
  for (let open = text.indexOf(' ('); open >= 0; open = text.indexOf(' (', open + 2)) {
    const close = text.indexOf(')', open);
    const ticker = close < 0 ? '' : text.slice(open + 2, close);
    if (!/^[a-z0-9]{3,12}$/.test(ticker)) continue;
    const words = text.slice(Math.max(0, open - NAME_READ), open).split(' ').slice(-3);
    const first = words.findIndex((word) => word.startsWith(ticker));
    if (first < 0) continue;
    const length = words.slice(first).join(' ').length;
    out = blankAt(out, open - length, length);
  }
  return out;
}

/**
 * Several listings in one title are read as the first of spot, futures, new markets, launch
 * platform (docs/notice-kinds.md's label policy): "to list X for spot trading and pre-market
 * futures" and "Will List X and Open Futures" are spot; a contract listed, futures; a listing on
 * margin adds markets; Binance Alpha alone is a launch platform.
 */
function listingKind(text: string, listing: number, symbols: boolean): NoticeKind {
  // What is listed is a pair ("Will List WIF/EUR Fiat Trading Pair", 上线 X/USDC 交易币对, 上线 XEM/USDT 交易): a market added for the coin.
  // With the coin's transfers opened beside it ("X/BTC Trading Pair and X Withdrawal Now Available"), the coin is new there: spot.
  // Pairs named in the listing's clause; "Will List X with the X/USDT Trading Pair" lists the coin, its first pair attached.
  const pairsNamed = has(text.slice(0, listing), 'pairs') || has(clauseFrom(text, listing), 'pairs');
  if (pairsNamed || pairListed(text, listing)) return has(text, 'transfer') ? 'spot-listing' : 'new-markets';
  // Spot margin is margin: markets added, no spot listing.
  if (has(blank(text, 'margin'), 'spot')) return 'spot-listing';
  if (has(text, 'options')) return 'new-markets';
  const futures = firstOf(blank(text, 'leveragedTokens'), 'futures');
  if (has(text, 'leveragedTokens') && (futures < 0 || futures > firstOf(text, 'leveragedTokens'))) return 'spot-listing';
  // A contract named by its symbol alone ("XYZUSDT 将于 … 上线", "XYZUSDT Now Live"): the contract lists.
  if (futures < 0 && symbols) return 'futures-listing';
  if (futures >= 0) {
    const also = firstOf(text.slice(listing), 'alsoListing');
    return also >= 0 && listing + also < futures ? 'spot-listing' : 'futures-listing';
  }
  // Made available on margin, or in its clause on a conversion channel ("Now Available on Binance Convert"; not "上线 X 并支持闪兑服务"):
  // markets, no order book of its own.
  if (has(text, 'margin') || has(clauseFrom(text, listing), 'conversion')) return 'new-markets';
  if (has(text, 'alpha')) return 'launch-platform';
  return 'spot-listing';
}

/**
 * A notice's kind from its lower-case title's words (words-*.ts), in an order that settles mixed
 * titles (docs/notice-kinds.md's label policy), or undefined when the title says nothing the words
 * recognise (the exchange's category may then say it: categories.ts). A title doing two things is
 * read by its first action. API changes are `other`; tags before delistings ("Removal of the
 * Monitoring Tag" is no delisting); a listing put off or its time changed nothing yet; pre-market
 * a launch platform unless a spot listing comes with it or it turns into a standard contract;
 * Korean event words decide unless a listing joined by 및 comes first; academy, research and P2P
 * notices nothing; a launch platform before a listing unless trading or spot opens; a new transfer path said
 * before any listing nothing; a promotion when its words come before any listing word ("Binance
 * Earn New Listing Special Offer") and a listing when they come after ("New Listing: ARB — Trade
 * to Share a Prize Pool"); transfers, then network upgrades. A listing word counts only when the
 * notice names a coin (`named`), a contract or a week's listings: "Binance Launches Private
 * Portfolios" launches none. `symbols`: the notice names a contract by its symbol ("XYZUSDT"), as
 * futures notices do; a listing of it is the contract's.
 */
export function kindOf(title: string, named: boolean, symbols = false): NoticeKind | undefined {
  const text = withoutUnaffected(withoutCoinNames(title));
  const listingText = withoutProductLaunches(blank(text, 'notListing'));
  const promotionText = blank(text, 'notPromotion');
  if (has(text, 'api')) return 'other';
  // Rules that name no coin ("유의 종목 지정 기준", a delisting policy) are rules, whatever tag or delisting they govern.
  if (!named && !symbols && has(text, 'terms')) return 'other';
  // A caution tags the coin it names; one that names none (关于谨防诈骗的风险警示, 투자 주의 안내) warns of scams or prices.
  const tagAt = earliest(firstOf(text, 'tag'), named || symbols ? firstOf(text, 'caution') : -1);
  if (tagAt >= 0) {
    // The first action decides: "Extend the Monitoring Tag to Include A, Remove the Monitoring Tag for B" adds.
    const untagAt = firstOf(text, 'untag');
    if ((untagAt >= 0 && untagAt < tagAt) || has(text, 'untagAfter')) return 'tag-removed';
    // A tag put on with a delisting ("거래유의종목 지정 및 거래지원 종료"): the coin leaves the market, the delisting is the notice.
    if (!has(listingText, 'listing') && (untagAt >= 0 || !has(text, 'delisting'))) return 'tag-added';
  }
  // A named coin's trading stopped, no transfers named ("Announcement on Suspending ABC Trading", 暂停 ABC 交易): the coin leaves its market.
  const stopsAt = firstOf(text, 'stops');
  const tradingStopped = named && stopsAt >= 0 && !has(text, 'transfer') && !has(text, 'network') && has(text.slice(stopsAt, stopsAt + CLAUSE_READ), 'trading');
  const delistWord = earliest(firstOf(listingText, 'delisting'), named ? supportEndedAt(text) : -1);
  const delistAt = tradingStopped && (delistWord < 0 || stopsAt < delistWord) ? stopsAt : delistWord;
  if (delistAt >= 0) {
    // Put off, or out of a product that is no market (Earn, loans, OTC, Pay, a bot where no market is named): nothing is delisted;
    // a listing the notice also makes is what it announces.
    // Put off anywhere ("Delisting of X: Postponed Until Further Notice"), unless it puts off another delisting said apart ("下架 A，暂缓下架 B");
    // called off in its clause or as a heading ("取消下架 X", "(Cancelled)"), not as a second action ("and Cancel All Open Orders").
    const postponedAt = firstOf(text, 'postponed');
    const postponesAnother = postponedAt > delistAt && has(listingText.slice(postponedAt), 'delisting') && !governs(text, postponedAt, delistAt);
    // An academy's lesson on delisting ("Academy: What Is Listing and Delisting?") teaches, delisting nothing.
    if ((postponedAt >= 0 && !postponesAnother) || governs(text, firstOf(text, 'calledOff'), delistAt) || has(text, 'education')) return 'other';
    // A product closed as a second action after the delisting ("Will Delist X and Remove It from Simple Earn") closes with the market.
    const closing = firstOf(text.slice(delistAt), 'alsoClosing');
    const scope = closing >= 0 ? text.slice(0, delistAt + closing) : text;
    const toolOnly = has(scope, 'tool') && !symbols && !has(text, 'futuresMarket') && !has(text, 'spot');
    // A self-custody wallet's support removed (rule 7) leaves the coin's market.
    const walletOnly = has(scope, 'selfCustody') && !has(text, 'futuresMarket') && !has(text, 'spot') && !has(text, 'market');
    if (has(scope, 'product') || toolOnly || walletOnly || has(scope, 'collateral')) return named && has(blank(listingText, 'delisting'), 'listing') ? 'spot-listing' : 'other';
    const suspendAt = firstOf(text, 'suspend');
    if (suspendAt >= 0 && suspendAt < delistAt && has(text, 'transfer')) return 'transfers-suspended';
    return 'delisting';
  }
  // A contract's listing names contracts ("Quarterly Delivery Contracts", "perpetual futures for COHR equity"), not always a coin; nor does a week's roundup.
  // So does a listing of margin trading, of pairs ("Bybit to list 21 MNT trading pairs on Spot")
  // ("to list margin trading … for several crypto", 部分杠杆交易上线) or of leveraged tokens: the markets are named.
  const countsListing =
    named || has(text, 'spot') || symbols || has(text, 'contract') || has(text, 'weekly') || has(text, 'margin') || has(text, 'pairs') || has(text, 'leveragedTokens');
  const listing = countsListing ? earliest(firstOf(listingText, 'listing'), newDatedFutures(listingText)) : -1;
  // A listing put off, delayed, its time changed or suspended lists nothing yet; one called off in its clause ("Listing of X Cancelled", 거래지원 취소) never.
  if (has(text, 'listingPutOff') || ((listing >= 0 || has(text, 'premarket')) && has(text, 'notYet'))) return 'other';
  if (governs(text, firstOf(text, 'calledOff'), listing)) return 'other';
  // Trading enabled again after a stop ("will re-enable trading for X following the network upgrade") is trading resumed, no re-listing.
  if (listing >= 0 && firstOf(listingText, 'reenabled') === listing && has(text, 'restarted')) return 'other';
  const suspendAt = firstOf(text, 'suspend');
  if (listing >= 0 && suspendAt >= 0 && suspendAt < listing && !has(text, 'transfer')) return 'other';
  const premarketAt = firstOf(text, 'premarket');
  // A contest on a pre-market or a launch platform ("X Pre-Market Futures Trading Challenge") is the contest.
  if ((premarketAt >= 0 || has(text, 'launch')) && listing < 0 && has(promotionText, 'contest')) return 'promotion';
  if (premarketAt >= 0) {
    if (listing >= 0 && has(text, 'spot')) return 'spot-listing';
    // A standard contract listed, then a pre-market one joined to it ("X 永续合约正式上线及交割 X 盘前交易合约"): the first listing is the contract's.
    const contractAt = firstOf(text, 'contract');
    if (listing >= 0 && contractAt >= 0 && contractAt < premarketAt && has(text.slice(contractAt, premarketAt), 'joined')) return 'futures-listing';
    return has(text, 'formal') ? 'futures-listing' : 'launch-platform';
  }
  // A campaign in a tag opening the title is attached to the listing that follows it ("[交易瓜分18888appc] … 上线appcoins (appc)"): the listing is the notice.
  const tagEnd = leadingTagEnd(text);
  const promotion = firstOf(tagEnd > 0 && listing > tagEnd ? blankAt(promotionText, 0, tagEnd + 1) : promotionText, 'promotion');
  const addingAt = firstOf(listingText, 'adding');
  // A named coin added for a contract ("Adds X, Y and More for Perpetual Futures") is a market added, as a symbol is.
  // So are pairs written as pairs in the adding's clause ("Kraken adds X/USDC, X/EUR and X/GBP").
  const marketAdded = has(text, 'market') || ((symbols || (named && has(text, 'contract'))) && has(text, 'futuresMarket')) || pairListed(listingText, addingAt, 'adding')
    || (addingAt >= 0 && PAIR_WRITTEN.test(clauseFrom(listingText, addingAt)));
  const adding = (named || symbols || has(text, 'spot') || has(text, 'pairs') || has(text, 'margin')) && marketAdded ? addingAt : -1;
  // A pair opened to a product or a promotion (开放 X/USDT 交易对网格交易, 开放 X/USDT 交易对做市商申请, "Adds X/USDT Pair to Trading Bots",
  // 子账户开放杠杆交易功能) adds no market.
  // So does a tool adding it ("Copy Trading Will Support X Pairs"), read before the word as in its clause, and a coin added as collateral.
  const toolAt = firstOf(listingText, 'tool');
  const addsNoMarket = (toolAt >= 0 && toolAt < adding) || has(clauseFrom(listingText, adding), 'tool') || has(text, 'collateral');
  const added = adding >= 0 && !addsNoMarket ? adding : -1;
  const newMarkets = earliest(firstOf(listingText, 'newMarkets'), added);
  const listed = earliest(listing, newMarkets);
  // A notice of rules or terms ("Referral Program Advertising Policy", 스테이킹 이용약관 개정) changes the rules, not the product they govern.
  if (listed < 0 && has(text, 'terms')) return 'other';
  // Korean puts the head noun last: "… 추가 기념 에어드랍 이벤트" is the event; "… 상장 및 이벤트 안내" lists first.
  // A launch platform named first offers what it farms ("런치풀 오픈: X 스테이킹하고 X 받으세요"): the platform is the notice.
  const launchAt = firstOf(text, 'launch');
  const eventAt = firstOf(promotionText, 'event');
  if (eventAt >= 0 && !(launchAt >= 0 && launchAt < eventAt) && (listed < 0 || listed > eventAt || has(text, 'commemorate'))) return 'promotion';
  // Binance's Convert & OTC Portal is a conversion channel, a market as Convert is (rule 6), not an OTC desk.
  if (has(text, 'education') || has(blank(text, 'conversion'), 'offMarket')) return promotion >= 0 ? 'promotion' : 'other';
  // A launch platform is no listing ("币安Megadrop上线…" goes live on the platform), unless the notice
  // also opens trading or spot ("… Launchpad and Will Open Trading for LAZIO", "to List X Spot
  // Trading and Launch HODLer Airdrop"). A listing said before the platform in words that launch
  // nothing ("Binance Lists X and Completes Distribution for Launchpad Participants") is the notice's first action.
  // Listed on a pool or pad itself ("X to be listed on Bitget Launchpool — lock BGB …"): farmed or sold there, not traded;
  // a board that trades it ("Will List X on Huobi Prime") is a market.
  const onPlatform = listing >= 0 && ON_POOL.test(text.slice(listing, listing + 60));
  const listedFirst = listing >= 0 && firstOf(blank(listingText, 'launching'), 'listing') === listing && listing < launchAt && !onPlatform;
  // A platform's results or its own change ("WE-Launch Result - X", "Subscription Results for X") offer nothing to join.
  if (launchAt >= 0 && listing < 0 && has(text, 'productChange')) return 'other';
  // The platform's own name is no spot market ("KuCoin Spotlight").
  if (launchAt >= 0 && !listedFirst && (listing < 0 || !(has(listingText, 'opensTrading') || has(blank(text, 'launch'), 'spot')))) {
    // A launch platform names the coin it launches; one named only among a promotion's rewards
    // ("Unlock Rewards with Binance Earn, Launchpool and HODLer Airdrops") is the promotion.
    const promoted = firstOf(promotionText, 'promotion');
    return !named && promoted >= 0 && promoted < launchAt ? 'promotion' : 'launch-platform';
  }
  // A vote campaign lists nothing, even one that says what the winner gets ("Vote for A, B or C to
  // Be Listed"); its results do ("… Vote to List Results and Will List X": joined to the vote).
  const voteAt = firstOf(text, 'vote');
  if (voteAt >= 0 && (listing < 0 || (voteAt < listing && !has(text.slice(voteAt, listing), 'joined')))) return 'other';
  // Fiat deposits and withdrawals stopped or back are a bank's channel, and a self-custody wallet's support a product's: no coin's transfers on the exchange.
  const fiatOnly = (has(text, 'fiatChannel') || (!named && FIAT_CODE.test(text))) && !has(text, 'cryptoNamed');
  if (listing < 0 && (fiatOnly || has(text, 'selfCustody')) && (has(text, 'suspend') || has(text, 'resume'))) return 'other';
  // A suspension notice with its reopening appended ("… 입출금 일시 중지 안내 (04/09 재개)"), whatever caused it: transfers resumed.
  if (listing < 0 && has(text, 'transfer') && has(text, 'suspend') && has(text, 'resume')) return 'transfers-resumed';
  // A coin's new network or transfer path ("Completes Integration of X on Base", "Supports Withdrawals from …"): nothing opens to trading, nothing resumes.
  // So is one said only in launching words, which open anything, where their clause names the transfers ("开启热门 Meme 币充值上线专场",
  // "开启 X 充值" open deposits); a listing with deposits joined after it ("上线 X 并开放充值") is the listing.
  const integration = firstOf(text, 'integration');
  const launchedOnly = listing >= 0 && !has(blank(blank(listingText, 'integration'), 'launching'), 'listing');
  // The integration of a network upgrade ("Completes the Integration of X Network Upgrade") is the upgrade.
  if (integration >= 0 && (listing < 0 || integration < listing) && !has(text, 'network')) return 'other';
  if (launchedOnly && has(clauseFrom(text, listing), 'transfer')) return 'other';
  // A promotion when its words come first; markets named before them ("杠杆交易、永续合约及简单赚币上线") make it one of the listed products.
  const marketNamed = earliest(firstOf(text, 'margin'), firstOf(text, 'futuresMarket'));
  // A product changed, ended or paid out offers nothing to join: the change is the notice.
  if (promotion >= 0 && listed < 0 && has(text, 'productChange')) return 'other';
  if (promotion >= 0 && (listed < 0 || (promotion < listed && (marketNamed < 0 || promotion < marketNamed)))) return 'promotion';
  // Pairs added to, or made eligible for, a promotion that follows ("Adds X/USDC Pair to Ongoing
  // Zero Fee Promotion", "Eligible Trading Pairs for … Program"): the promotion changes, no market
  // opens.
  if (newMarkets >= 0 && promotion > newMarkets && (listing < 0 || newMarkets < listing) && has(text.slice(newMarkets, promotion), 'joinsPromotion')) return 'promotion';
  // "Will Add X on Earn, Buy Crypto, Convert, Margin & Futures": the contract is the first listing the policy counts.
  if (newMarkets >= 0 && (listing < 0 || newMarkets < listing)) return has(text, 'futuresMarket') ? 'futures-listing' : 'new-markets';
  if (listing >= 0) return listingKind(text, listing, symbols);
  if (has(text, 'transfer')) {
    if (has(text, 'resume')) return 'transfers-resumed';
    if (has(text, 'suspend')) return 'transfers-suspended';
  }
  // A named coin's upgrade, fork or migration ("Will Support the Ethereum (ETH) Dencun Upgrade"); a system's or an app's is maintenance.
  if (has(text, 'network') || (named && (has(blank(text, 'notNetwork'), 'coinUpgrade') || has(text, 'mainnet')))) return 'network-upgrade';
  return undefined;
}
