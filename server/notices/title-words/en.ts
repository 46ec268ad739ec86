import type { Words } from './groups';

/**
 * English phrases of exchanges' notice titles (Binance, Bybit, OKX, and the other exchanges an
 * upstream names), lower case, read off the recorded answers (../shared/real-world/origins).
 */
export const EN: Words = {
  // Titles that name listing without being one: read first, then blanked out.
  notListing: ['mainnet launching', 'testnet launching', 'lists its', 'lists their', 'lists top', 'lists the top', 'lists requirement', 'vote to list', 'vote to delist', 'listing information', 'listing requirement', 'listing will be postponed', 'listing postponed', 'listing fee', 'listing application', 'new listing special offer', 'new listing event'],
  vote: ['vote for', 'gemvote', 'vote to list', 'vote to delist'],
  postponed: ['postpone'],
  listingPutOff: ['delays the listing', 'delay the listing', 'delayed listing', 'listing will be postponed', 'listing postponed'],
  notYet: ['postpone', 'delays the listing', 'delay the listing', 'delayed listing', 'to adjust', 'will adjust', 'time update', 'time change'],
  terms: ['requirements for', ' policy', 'criteria', 'guideline', 'terms of use', 'terms of service', 'terms and conditions', 'user agreement'],
  api: [' api ', ' api\n', ' api:', 'api functionality', 'api endpoint', 'sapi ', 'api users', 'savings api'],
  offMarket: ['fiat channel', 'p2p', 'c2c', 'otc'],
  commemorate: [],
  formal: ['standard perpetual', 'formal perpetual', 'to standard', 'to formal'],
  joined: [' and ', ' & '],
  pairs: ['trading pair', 'spot pair', 'fiat pair'],
  tag: ['investment warning', 'monitoring tag', 'seed tag', 'st tag', 'risk warning tag', 'caution tag'],
  untag: ['remove', 'removal', 'lift'],
  untagAfter: [],
  product: ['binance earn', 'dual investment', 'binance loans', 'loanable', 'simple earn', 'vip loan', 'spot otc', 'otc desk'],
  delisting: ['delist', 'termination of market support', 'end of market support', 'ends market support', 'market support termination', 'removal of spot', 'removal of margin', 'removal of trading', 'removal of dual', 'removal of futures', 'cease trading', 'terminate trading', 'will be removed', 'removed from', 'will remove', 'trading pairs removed', 'offboard',
    // Trading support ended or trading suspended for a coin (Upbit in English, Coinbase, Kraken): the market closes.
    'termination of trading support', 'trading support termination', 'end of trading support', 'ends trading support', 'suspend trading', 'suspends trading', 'suspension of trading', 'trading suspension'],
  launch: ['discount sale', 'poolx', 'launchpool', 'launchpad', 'launch pool', 'hodler airdrop', 'megadrop', 'jumpstart', 'bystarter', 'tge on binance wallet', 'binance wallet tge', 'token generation event', 'booster campaign', 'launchx', 'launchhub', 'exclusive tge',
    // Every large exchange's own platform, by its public name (KuCoin, MEXC, HTX, Gate): the same promise under another brand.
    'gempool', 'kucoin spotlight', 'burningdrop', 'kickstarter', 'primelist', 'huobi prime', 'htx prime', 'gate startup', 'gate.io startup', 'ieo'],
  premarket: ['pre-market', 'premarket', 'pre-launch', 'pre-ipo trading'],
  alpha: ['binance alpha', 'alpha 2.0', 'bybit alpha'],
  coinUpgrade: [' upgrade', 'migration', 'forked token', ' fork '],
  notNetwork: ['system upgrade', 'app upgrade', 'upgrades ', 'account upgrade', 'vip upgrade', 'upgraded', 'options upgrade', 'futures upgrade', 'earn upgrade', 'wallet upgrade', 'platform upgrade', 'interface upgrade', 'feature upgrade', 'service upgrade'],
  promotion: ['tournament', 'trading contest', 'trading battle', 'up for grabs', 'to be won', '0-fee', 'fee waived', 'fees waived', 'learn & earn', 'cryptopedia', 'and share ', '& share ', 'share $', 'staking now', 'staking launches', 'staking launching', 'staking product', 'staking with', 'coinbase earn', 'earn lists', 
    'competition', 'promotion', 'giveaway', 'special offer', 'leaderboard', 'campaign', 'voucher', 'rewards', 'reward pool', 'prize',
    'bonus', '% apr', ' apr ', ' apr!', ' apr,', ' apr.', ' apr:', ' apr)', ' apr\n', 'cashback', 'simple earn', 'learn and earn', 'quiz', 'win up to', 'share up to', 'a share of', 'trade & win', 'trade and win',
    'token splash', 'puzzle hunt', 'carnival', 'referral', 'refer and earn', 'zero fee', 'zero maker fee', 'zero trading fee', 'fee discount', 'festival', 'lucky draw',
    'trade to earn', 'trade-to-earn', 'trade to share', 'trading challenge', 'mystery box', 'test your knowledge', 'binance points', 'earn up to', 'limited-time offer',
    // Earn, Pay and Pool offers, affiliate and rebate programmes, deals and fee promotions (also on a named pair).
    'flexible product', 'locked product', 'dual investment', 'soft staking', 'savings', 'auto-invest', 'earn wednesday', 'earn introduces', 'earn launches', 'earn will launch', 'earn adds', 'earn will add', 'binance pay', 'okx pay', 'bybit pay', 'binance pool', 'mining pool', 'pool mining',
    'affiliate', 'rebate', 'exclusive offer', 'limited offer', ' deal ', ' deals', 'discount', 'zero-fee', 'zero fees', 'fee-free', 'fee free', 'no fee', 'maker fee', 'taker fee', 'fee promotion', 'grab a share',
    // Liquidity provider and market maker programmes: rebates for making markets (the label policy's decision).
    'liquidity provider program', 'liquidity providers program', 'liquidityboost', 'liquidity boost', 'market maker program',
    'to share', 'limited-time task', 'fee reduction', 'reduced fee', 'loss-free', 'risk-free',
    'challenge', 'wheel of fortune', 'complete tasks', 'complete task', 'your share', ' win ', 'gifts', 'surprise box', 'loyalty program', 'candybomb', '% off', 'missions',
  ],
  productChange: ['changed to', ' ends ', 'will end', 'sunset', 'now accept', 'integrates', 'distributed as', 'to discontinue', 'will discontinue'],
  notPromotion: ['discount sale'],
  joinsPromotion: [' to ', ' for '],
  event: ['celebrate', 'celebrating'],
  // Launching on an exchange lists ("is launching on Coinbase Pro"); on a chain ("launching on Base") nothing does;
  // on a product ("Launching on Bybit Earn") the launching word's clause decides.
  listing: ['will list', 'available for trading', 'launching on coinbase', 'launching on kraken', 'launching on binance', 'launching on bybit', 'launching on okx', 'to list', ' lists ', 'listing:', 'new listing', 'listed on', 'will launch', 'launches', 'launch of', 'will be available on', 'now available on', 'available on binance', 'open for trading', 'opens trading', 'will open trading', 'to open trading', 'open trading for', 'trading will open', 'trading will begin', 'added to the roadmap', 'add support for', 'adding support for', 'now live', 'list perpetual', 'market support for', 'now listed', 'to be listed', 'will be listed', 'now available', 'available soon', 'initial listing', 'has listed', 'have listed', 'trading to open', 'now launched for', 'launched for futures', 'launched for spot', 'launching of', 'launched on', 'on listing', 'kraken listing', 'and list ', 'official listing', 'to launch', 'migration to bingx spot'],
  launching: ['will launch', 'launching on', 'to launch', 'launches', 'launch of', 'launching of', 'launched on', 'will be available on', 'now available on', 'available on binance', 'now live', 'now available', 'available soon'],
  gadget: [' wallet', 'gift card', 'binance square', 'marketplace', 'binance wallet', 'okx wallet', 'bybit wallet', 'web3 wallet', 'debit card', 'credit card', 'crypto card', 'binance card', 'bybit card', ' api ', ' api,', 'feature', 'copy trading', 'trading bot', 'portfolio', 'mini program', 'p2p', 'nft', 'widget', 'dashboard', 'recurring buy', 'buy crypto', 'orders', 'function', 'vip ', 'borrow ', 'binance pay', 'okx pay', 'bybit pay'],
  tool: ['grid trading', 'grid bot', 'trading bot', 'copy trading', 'sub-account', ' feature', 'binance earn', 'bybit earn', 'okx earn'],
  education: ['academy', 'binance research', 'research report', 'research:', 'course', 'education', 'webinar', 'learn about'],
  weekly: ['new assets launched', 'new tokens launched', 'new listings this week', "this week's new listings", 'weekly new listings', 'weekly listing', 'new listings of the week', 'listings this week'],
  alsoListing: [' and open', ' and will open', ' and launch', ' and will launch', ' and list', ' & open', ' & launch'],
  options: ['binance options', 'options trading', 'daily options', 'weekly options', 'monthly options', 'quarterly options', 'options contract'],
  margin: ['isolated margin', 'cross margin', 'margin trading', 'margin pair', 'borrowable'],
  futuresMarket: ['futures', 'perpetual', 'delivery contract'],
  opensTrading: ['open trading', 'open for trading', 'opens trading', 'trading will open', 'trading will begin'],
  newMarkets: ['new trading pair', 'new spot trading pair', 'new margin trading pair', 'new spot margin trading pair', 'new markets', 'new market', 'trading pairs for', 'new pairs'],
  adding: ['will add', 'adds ', 'to add', 'added to', 'added on', 'enable ', 'enables ', 'enabled on', 'enabled for', 'opens ', 'to support', 'will support'],
  market: ['trading pair', 'margin', ' pair', 'market', 'convert'],
  spot: ['spot'],
  leveragedTokens: ['leveraged token'],
  futures: ['perpetual', 'futures', 'contract (usd', 'delivery contract', 'margined', 'usds-m', 'coin-m', 'leverage', 'perp ', '-perp'],
  contract: ['perpetual', 'delivery contract', 'futures contract', 'perp ', '-perp', 'launched for futures', 'contract (usd'],
  suspend: ['suspend', 'suspension', 'halt', 'pause', 'cease support', 'wallet maintenance', 'temporarily close', 'disable', 'delay', 'end support', 'ends support', 'will end', 'discontinu', 'no longer support'],
  resume: ['resum', 'reopen', 'restor'],
  integration: ['completes integration', 'completes the integration', 'integration of', 'opens deposit', 'open deposit', 'enable deposit', 'supports withdrawal', 'support withdrawal', 'supports deposit', 'support deposit', 'deposit address'],
  selfCustody: ['binance wallet', 'okx wallet', 'bybit wallet', 'web3 wallet', 'keyless wallet', 'personal wallet', 'self-custody'],
  fiatChannel: ['fiat deposit', 'fiat withdrawal', 'bank transfer', 'bank deposit'],
  transfer: ['deposit', 'withdraw', 'transfer', 'wallet maintenance', 'network support', 'cease support', 'end support', 'ends support', 'discontinue support', 'support will end', 'no longer support'],
  network: ['network upgrade', 'hard fork', 'hardfork', 'mainnet upgrade', 'token swap', 'rebrand', 'contract swap', 'mainnet swap', 'token upgrade', 'token migration', 'chain migration', 'redenomination', 'ticker change', 'network migration', 'mainnet launch', 'merge'],
};
