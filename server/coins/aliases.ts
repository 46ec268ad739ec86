/**
 * The reviewed table of names for rebrands and for the forms a names list lacks or has stale: where
 * the `cryptocurrencies` list (or a fetched names list) is stale or names another project with the
 * same ticker, the names a trader would write today. Only names are set here; which coins exist
 * comes from the exchanges' market lists.
 */
export const ALIASES: Record<string, string[]> = {
  AI: ['Sleepless AI'],
  IO: ['io.net'],
  MATIC: ['Polygon'],
  ME: ['Magic Eden'],
  NOT: ['Notcoin'],
  PNUT: ['Peanut the Squirrel'],
  POL: ['Polygon'],
  RENDER: ['Render'],
  S: ['Sonic'],
  T: ['Threshold'],
  TON: ['Toncoin'],
  TRUMP: ['Official Trump'],
  UNI: ['Uniswap'],
  WAL: ['Walrus'],
};
