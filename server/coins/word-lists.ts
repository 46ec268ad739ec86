// The reviewed word lists detection weighs tickers and names against: abbreviations, stablecoins,
// slang, names of people and clubs, contract words, headline verbs, accounts' affixes.
import { QUOTE_ASSETS } from '@newsflash/protocol/symbol';
import { isCommonWord } from './catalog';

/**
 * Abbreviations of news and markets that are also tickers somewhere ("GMT" is STEPN, "AI" is
 * Sleepless AI): alone, they say nothing about a coin.
 */
export const ACRONYMS = new Set(
  'SEC ETF ETFS CEO CFO CTO COO USA UK EU UAE FBI DOJ CPI PPI GDP FOMC FED NFT NFTS DEFI DAO API IPO ATH ATL TVL AML KYC OTC CEX DEX KOL AMA FUD FOMO HODL IRS CFTC OCC ECB BOJ IMF NYSE GMT UTC EST PST CNBC CNN BBC WSJ ESG RWA APR APY PNL ALT AI SPX US'.split(' '),
);

/** Stablecoins and fiat are the other side of a pair, not news; only a cashtag names them. */
export const STABLES = new Set(QUOTE_ASSETS.filter((quote) => !['BTC', 'ETH', 'BNB'].includes(quote)));

/**
 * Tickers that are a person's or a club's name, as wire headlines write them: "MELANIA TRUMP TO
 * HOST…", "PSG edge Juventus" (Binance lists clubs' fan tokens).
 */
export const NAMED_AFTER = new Set(['MELANIA', 'PSG', 'JUV', 'CITY', 'BAR', 'ACM', 'ATM', 'ASR', 'PORTO', 'LAZIO', 'SANTOS', 'ALPINE', 'INTER']);
/** Words of contracts that are also tickers: "SOLUSD PERP", "BTC-USDT-SWAP". */
export const CONTRACT_WORDS = new Set(['PERP', 'PERPS', 'SWAP']);

/**
 * The words of posts that look like tickers in lower case and are not: slang, abbreviations of
 * the web and of the trade. A listed ticker among them ("hype", "alt", "degen") needs capitals or a `$`.
 */
const SLANG = new Set(
  'hype alt alts gwei bio perp perps meme memes memecoin memecoins gm gn wen lfg ngmi wagmi ser fren frens degen rekt lol lmao rofl tbh imo imho btw omg etc aka tba tbd faq app apps dev devs dapp dapps defi nft nfts api ceo dao url www http https com org pump dump moon bag bags usd ath atl dyor irl fyi asap yolo gg wtf idk ngl fud fomo ape apes'.split(' '),
);

/** A ticker in lower case: three letters or more, not English, not slang. */
export function isSlangTicker(word: string): boolean {
  return word.length >= 3 && !SLANG.has(word) && !isCommonWord(word) && !ACRONYMS.has(word.toUpperCase()) && !STABLES.has(word.toUpperCase());
}

/**
 * What a headline's subject does, in the words outlets use. A headline opening with an English
 * name and one of these ("Ripple secures…", "Curve exploited…") is about the project; with anything
 * else ("Gas prices rise", "Edge case:") the word is a word.
 */
export const HEADLINE_VERBS = new Set(
  'secures launches unveils raises says files wins partners hits surges jumps falls drops plunges soars rallies slides sinks slumps tumbles climbs gains rises dips slips rebounds exploited hacked drained sued announces adds lists integrates acquires debuts expands introduces reveals plans seeks faces denies confirms burns mints migrates rebrands upgrades ships releases opens halts pauses resumes votes approves'.split(' '),
);

/** Lower-case names that are English words yet, in this trade, only ever the coin. */
export const ANY_CASE = new Set(['ether']);

/** What a project's account adds to its name ("Sonic Labs", "Solana Foundation"). */
export const ACCOUNT_SUFFIX = /\s+(?:Labs|Foundation|Protocol|Network|Finance|Official|DAO|HQ|Team)$/i;
/** What a project's handle adds to its name: @0xPolygon, @SonicLabs, @rendernetwork, @ton_blockchain, @HyperliquidX. */
export const HANDLE_AFFIX = /^(?:0x|the|get|join)|(?:hq|labs?|foundation|fdn|network|official|xyz|io|app|fi|finance|protocol|blockchain|chain|dao|coin|org|global|exchange|x)$/g;
