/**
 * Pairs of items labelled "same story" or not, for the stories bench: the same news from an
 * exchange, an outlet and a terminal; different news about the same coin; look-alike templates
 * (two different listings). Items are within the story window of each other.
 */
export interface PairItem {
  title: string;
  url?: string;
}

export const STORY_PAIRS: [a: PairItem, b: PairItem, same: boolean][] = [
  // Same page shared twice
  [{ title: 'Binance Will List dogwifhat (WIF)', url: 'https://www.binance.com/en/support/announcement/abc123' }, { title: 'BINANCE LISTING: WIF', url: 'https://binance.com/en/support/announcement/abc123?utm_source=twitter' }, true],
  [{ title: 'COINDESK: Bitcoin tops $100K', url: 'https://www.coindesk.com/markets/2024/12/05/bitcoin-tops-100k/' }, { title: 'Bitcoin tops $100,000 for the first time', url: 'https://coindesk.com/markets/2024/12/05/bitcoin-tops-100k?ref=feed' }, true],
  [{ title: 'Upbit adds ENA to KRW market', url: 'https://upbit.com/service_center/notice?id=4521' }, { title: '업비트, 에테나(ENA) 원화 마켓 추가', url: 'https://upbit.com/service_center/notice?id=4521#top' }, true],
  [{ title: 'Bybit lists TNSR', url: 'https://announcements.bybit.com/en/article/new-listing-tnsr-usdt' }, { title: 'New Listing: TNSR/USDT', url: 'https://announcements.bybit.com/en/article/new-listing-tnsr-usdt/' }, true],
  [{ title: 'THE BLOCK: Lido proposes dual governance', url: 'https://www.theblock.co/post/301/lido-dual-governance' }, { title: 'Lido DAO to vote on dual governance', url: 'https://theblock.co/post/301/lido-dual-governance?utm_medium=rss&utm_campaign=x' }, true],
  // Same news, different words
  [{ title: 'Binance Will List Ethena (ENA) on Launchpool' }, { title: 'BINANCE: Binance will list Ethena ENA on Launchpool' }, true],
  [{ title: 'Coinbase adds support for Pendle (PENDLE)' }, { title: 'COINBASE: Coinbase adds support for Pendle PENDLE on Ethereum' }, true],
  [{ title: 'SEC approves spot Ethereum ETFs' }, { title: 'COINTELEGRAPH: SEC approves spot Ethereum ETFs in landmark decision' }, true],
  [{ title: 'MicroStrategy acquires 11,931 BTC for $786 million' }, { title: 'SAYLOR: MicroStrategy has acquired 11,931 BTC for about $786 million' }, true],
  [{ title: 'Binance Will Delist ANT, MULTI, VAI, XMR on 2024-02-20' }, { title: 'BINANCE: will delist ANT, MULTI, VAI and XMR on 2024-02-20' }, true],
  [{ title: 'Bybit hacked: $1.4 billion in ETH drained from cold wallet' }, { title: 'DECRYPT: Bybit hacked, $1.4 billion ETH drained from cold wallet' }, true],
  [{ title: 'Fed holds rates steady, signals two cuts this year' }, { title: 'FED: holds rates steady and signals two cuts this year' }, true],
  [{ title: 'Solana Firedancer client goes live on mainnet' }, { title: 'THE BLOCK: Firedancer client goes live on Solana mainnet' }, true],
  [{ title: 'Arbitrum DAO approves gaming catalyst program' }, { title: 'BLOCKWORKS: Arbitrum DAO approves $200M gaming catalyst program' }, true],
  [{ title: 'Tether mints another 1 billion USDT on Tron' }, { title: 'WHALE ALERT: Tether mints 1 billion USDT on Tron' }, true],
  [{ title: 'US spot Bitcoin ETFs see record $1 billion inflows' }, { title: 'COINDESK: Spot Bitcoin ETFs see record $1 billion inflows in a day' }, true],
  [{ title: 'Binance Futures will launch USDⓈ-M PENGU perpetual contract' }, { title: 'BINANCE FUTURES: will launch PENGU USDⓈ-M perpetual contract with 75x leverage' }, true],
  [{ title: 'Hedera Council adds Deutsche Telekom as member' }, { title: 'HBAR: Hedera Council adds Deutsche Telekom as a new member' }, true],
  [{ title: 'Ripple wins partial victory against SEC over XRP' }, { title: 'XRP: Ripple wins partial victory in SEC case' }, true],
  [{ title: 'Celestia TIA token unlock of $1 billion looms' }, { title: 'DECRYPT: $1 billion Celestia TIA token unlock looms over market' }, true],
  [{ title: 'OKX to list MOVE for spot trading' }, { title: 'OKX: will list MOVE for spot trading on December 9' }, true],
  [{ title: 'Upbit suspends deposits of Celo for network upgrade' }, { title: 'UPBIT: deposits of Celo suspended for the network upgrade' }, true],
  [{ title: 'Mt. Gox moves 10,000 BTC to new wallet' }, { title: 'ARKHAM: Mt. Gox moves 10,000 BTC to a new wallet' }, true],
  [{ title: 'Ethereum Pectra upgrade date set for May 7' }, { title: 'THE BLOCK: Ethereum developers set Pectra upgrade date for May 7' }, true],
  [{ title: 'Trump signs executive order creating bitcoin reserve' }, { title: 'BREAKING: Trump signs executive order on strategic bitcoin reserve' }, true],
  // Different news about the same coin
  [{ title: 'Binance Will List dogwifhat (WIF)' }, { title: 'dogwifhat WIF rallies 30% after listing' }, false],
  [{ title: 'Bitcoin tops $100,000 for the first time' }, { title: 'Bitcoin falls below $95,000 as traders take profit' }, false],
  [{ title: 'Ethereum Pectra upgrade date set for May 7' }, { title: 'Ethereum gas fees fall to five-year low' }, false],
  [{ title: 'Solana Firedancer client goes live on mainnet' }, { title: 'Solana meme coin frenzy cools as BONK drops' }, false],
  [{ title: 'SEC approves spot Ethereum ETFs' }, { title: 'SEC delays decision on Solana ETF filings' }, false],
  [{ title: 'Arbitrum DAO approves gaming catalyst program' }, { title: 'Arbitrum unlocks 92 million ARB tokens' }, false],
  [{ title: 'XRP price jumps after SEC drops appeal' }, { title: 'XRP Ledger suffers hour-long outage' }, false],
  [{ title: 'Lido proposes dual governance' }, { title: 'Lido stETH withdrawals hit record' }, false],
  [{ title: 'Tether mints another 1 billion USDT on Tron' }, { title: 'Tether reports $2.5 billion quarterly profit' }, false],
  [{ title: 'MicroStrategy acquires 11,931 BTC for $786 million' }, { title: 'MicroStrategy shares fall 10% after earnings' }, false],
  // Same template, different news
  [{ title: 'Binance Will List dogwifhat (WIF) with Seed Tag Applied' }, { title: 'Binance Will List Bonk (BONK) with Seed Tag Applied' }, false],
  [{ title: 'Binance Will List Ethena (ENA) on Launchpool' }, { title: 'Binance Will List Usual (USUAL) on Launchpool' }, false],
  [{ title: 'Bybit Lists TNSR/USDT Spot Trading Pair' }, { title: 'Bybit Lists ZRO/USDT Spot Trading Pair' }, false],
  [{ title: 'Binance Futures Will Launch USDⓈ-M PENGU Perpetual Contract' }, { title: 'Binance Futures Will Launch USDⓈ-M TRUMP Perpetual Contract' }, false],
  [{ title: 'Upbit adds ENA to KRW market' }, { title: 'Upbit adds HOME to KRW market' }, false],
  [{ title: 'Binance Will Delist ANT, MULTI, VAI, XMR on 2024-02-20' }, { title: 'Binance Will Delist BLZ, KEY, NULS on 2025-03-05' }, false],
  [{ title: 'Coinbase adds support for Pendle (PENDLE)' }, { title: 'Coinbase adds support for Jupiter (JUP)' }, false],
  [{ title: 'Notice of Removal of Spot Trading Pairs: FLOKI/FDUSD, JASMY/FDUSD' }, { title: 'Notice of Removal of Spot Trading Pairs: ORCA/BTC, CELR/BTC' }, false],
  [{ title: 'Binance Will Perform Wallet Maintenance on the Arbitrum Network' }, { title: 'Binance Will Perform Wallet Maintenance on the Solana Network' }, false],
  [{ title: 'OKX to list MOVE for spot trading' }, { title: 'OKX to list ME for spot trading' }, false],
  // Unrelated
  [{ title: 'Fed holds rates steady, signals two cuts this year' }, { title: 'Gold hits record as dollar weakens' }, false],
  [{ title: 'US jobs report beats expectations' }, { title: 'Japan GDP contracts in the third quarter' }, false],
  [{ title: 'Bybit hacked: $1.4 billion in ETH drained' }, { title: 'Bybit recovers from hack, says all withdrawals processed' }, false],
  [{ title: 'Senate passes stablecoin bill in 68-30 vote' }, { title: 'House to vote on market structure bill next week' }, false],
  [{ title: 'GM', url: 'https://twitter.com/a/status/1' }, { title: 'GM', url: 'https://twitter.com/b/status/2' }, false],
  [{ title: 'Binance CEO speaks at Davos' }, { title: 'Coinbase CEO speaks at Davos' }, false],
  [{ title: 'COINDESK: Markets wrap', url: 'https://www.coindesk.com/markets/wrap-1' }, { title: 'COINDESK: Markets wrap', url: 'https://www.coindesk.com/markets/wrap-2' }, false],
];
