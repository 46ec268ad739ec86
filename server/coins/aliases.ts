/**
 * The reviewed table of names for rebrands and for the forms a names list lacks or has stale: where
 * the `cryptocurrencies` list (or a fetched names list) is stale or names another project with the
 * same ticker, the names a trader would write today. An entry replaces the listed names of its
 * ticker, so it holds every form (the formal name too); Chinese and Korean names are added to any
 * coin's names from cjk-names.ts. Only names are set here; which coins exist
 * comes from the exchanges' market lists.
 *
 * What goes in: the project's name as its own site and its exchange notices write it, and the short
 * forms traders use, when they are not a person's name or someone else's product. What stays out:
 * a name that is only an English word in lower case (detection needs it capitalised, or beside the
 * ticker), and an exchange's name (Binance is not BNB: see catalog.ts).
 */
export const ALIASES: Record<string, string[]> = {
  AERO: ['Aerodrome', 'Aerodrome Finance'],
  AI: ['Sleepless AI'],
  BNB: ['BNB Chain'],
  ARB: ['Arbitrum'],
  AVAX: ['Avalanche'],
  BERA: ['Berachain'],
  BTC: ['Bitcoin'],
  CRV: ['Curve', 'Curve DAO', 'Curve Finance'],
  DEEP: ['DeepBook', 'DeepBook Protocol'],
  DOGE: ['Dogecoin'],
  // Binance's EDEN is OpenEden's, not Eden Network's.
  EDEN: ['OpenEden'],
  EIGEN: ['EigenLayer', 'EigenCloud'],
  ENA: ['Ethena'],
  ETH: ['Ethereum', 'Ether'],
  FARTCOIN: ['Fartcoin'],
  FET: ['Fetch.ai', 'Artificial Superintelligence Alliance'],
  HYPE: ['Hyperliquid'],
  IO: ['io.net'],
  IP: ['Story Protocol'],
  JELLYJELLY: ['Jelly-My-Jelly', 'JellyJelly'],
  KAITO: ['Kaito'],
  LAYER: ['Solayer'],
  ME: ['Magic Eden'],
  MELANIA: ['Official Melania Meme'],
  // "memecoin" is a kind of coin, not Memeland's MEME.
  MEME: ['Memeland'],
  MOVE: ['Movement', 'Movement Network'],
  // Monad's, not Medamon's.
  MON: ['Monad'],
  NEAR: ['NEAR Protocol'],
  NOT: ['Notcoin'],
  PNUT: ['Peanut the Squirrel'],
  POL: ['Polygon', 'Polygon Ecosystem Token'],
  PUMP: ['Pump.fun', 'pump.fun'],
  RENDER: ['Render'],
  S: ['Sonic', 'Sonic Labs'],
  // Maker's successor, not Skycoin.
  SKY: ['Sky', 'Sky Protocol'],
  SOL: ['Solana'],
  STRK: ['Starknet'],
  T: ['Threshold'],
  TAO: ['Bittensor'],
  THE: ['Thena', 'THENA'],
  TON: ['Toncoin'],
  TRUMP: ['Official Trump'],
  UNI: ['Uniswap'],
  VELODROME: ['Velodrome', 'Velodrome Finance'],
  VIRTUAL: ['Virtuals', 'Virtuals Protocol'],
  WAL: ['Walrus'],
  WLFI: ['World Liberty Financial'],
  XRP: ['Ripple'],
  YFI: ['yearn.finance', 'Yearn', 'Yearn Finance'],
  ZK: ['ZKsync'],
  ZRO: ['LayerZero'],
};

/**
 * Tickers the market does not list that name a listed coin: old ones after a rebrand (`$MATIC` is
 * POL now) and other venues' codes (BitMEX's XBT). Used only while not listed themselves.
 */
export const OTHER_TICKERS: Record<string, string> = {
  EOS: 'A',
  MATIC: 'POL',
  RNDR: 'RENDER',
  XBT: 'BTC',
};
