/**
 * The groups of phrases the classifier reads a notice's kind from, each language's in its own file
 * (how a notice is said is the protocol's notice-wording.ts).
 */
export interface Words {
  /** Phrases that contain a listing word but announce none ("vote to list"): blanked before listing words are looked for. */
  notListing: readonly string[];
  /** A vote on what to list or delist: no listing until its results say one. */
  vote: readonly string[];
  /** Put off: a postponed delisting delists nothing yet. */
  postponed: readonly string[];
  /** A listing put off, said so whole ("delays the listing of", 延迟上线): nothing lists yet, whether or not the coin is named. */
  listingPutOff: readonly string[];
  /**
   * A listing or a delisting called off or moved ("Cancellation of the Listing of X", "Listing of X Rescheduled",
   * 取消下架, 거래지원 취소, 거래지원 종료 철회): nothing lists or leaves, where it is said in the listing's or the delisting's clause.
   */
  calledOff: readonly string[];
  /** A listing put off, delayed or its time changed ("Will Postpone the Launch of", 延迟上线, 上线时间更新): nothing lists yet. */
  notYet: readonly string[];
  /** Rules, policies and terms of use (출금 정책, 이용약관, 출금 지연 제도): a notice of them is `other`, whatever product they govern. */
  terms: readonly string[];
  /** API changes: a product's interface, never a listing or a promotion ("Launches TWAP on API", "Simple Earn SAPI Endpoints"). */
  api: readonly string[];
  /** Markets that are no exchange market (P2P, C2C): what is listed there lists nothing. */
  offMarket: readonly string[];
  /** Promotion words that commemorate what the notice also announces (Korean "… 추가 기념 … 이벤트"): the promotion is the notice. */
  commemorate: readonly string[];
  /** A pre-market contract turned into a standard one ("to Standard Perpetual", 转为正式合约): the contract lists. */
  formal: readonly string[];
  /** What joins two things a title announces ("及", " and "): a second listing joined to the first. */
  joined: readonly string[];
  /** Trading pairs named as what is listed ("Will List WIF/EUR Trading Pair", 上线 X/USDC 交易币对): markets added. */
  pairs: readonly string[];
  /** A warning tag (Binance's monitoring tag, Upbit's 유의 종목). */
  tag: readonly string[];
  /** A caution that tags only the coin it names (风险警示, 투자 주의): said of no coin, it warns of scams or prices. */
  caution: readonly string[];
  /** Before a tag phrase: the tag is taken off ("Remove the Monitoring Tag", 移除监控标签). */
  untag: readonly string[];
  /** After a tag phrase, as Korean puts it: the tag is taken off (유의 종목 지정 해제). */
  untagAfter: readonly string[];
  /** A market said to go on as it was ("; XUSDT Perpetual Trading Unaffected", 不受影响): its clause announces nothing. */
  unaffected: readonly string[];
  /** An exchange that ends its support of a coin ("Will No Longer Support X"): with no transfer, network or product named, the coin leaves. */
  supportEnds: readonly string[];
  /** What a support ended may be of, short of the coin itself and beside its transfers: a network, a wallet, a card or an Earn product. */
  supportScope: readonly string[];
  /** Crypto said as such ("Crypto and Fiat Funding Delays"): transfers of coins, whatever fiat channel is named beside them. */
  cryptoNamed: readonly string[];
  /**
   * A second action joined after a delisting ("Will Delist X and Remove It from Simple Earn", "; X trading bots to be
   * terminated", 并终止网格交易): the products it names close with the coin's market, and the delisting stands.
   */
  alsoClosing: readonly string[];
  /** Products other than trading (Earn, loans): what is removed from them is no delisting. */
  product: readonly string[];
  delisting: readonly string[];
  /** Launch platforms and airdrops to holders: the coin is not yet tradable there, unless the same notice opens a market. */
  launch: readonly string[];
  /** Pre-market trading: a launch platform even when a contract is launched for it. */
  premarket: readonly string[];
  /** A contest, whatever it runs on: a pre-market's or a launch platform's contest is the promotion (label policy 13). */
  contest: readonly string[];
  /** Binance Alpha: a launch platform, unless the same notice also lists the coin's futures. */
  alpha: readonly string[];
  /** An upgrade, fork or migration said of a coin the notice names: its network's work, when nothing else was recognised. */
  coinUpgrade: readonly string[];
  /** A coin's mainnet: one launched (上线 X 主网) opens no market, and a named coin's is its network's work. */
  mainnet: readonly string[];
  /** Upgrades that are the exchange's own (its system, its app): blanked before `coinUpgrade` is looked for. */
  notNetwork: readonly string[];
  promotion: readonly string[];
  /**
   * A product changed, ended or paid out ("Sunset of Auto-Invest", "Simple Earn Now Accepts
   * Sub-accounts", "Distribution of X Rewards"): nothing offered to join, so no promotion, whatever
   * product it names.
   */
  productChange: readonly string[];
  /**
   * Words that contain a promotion word and promise nothing (대상금액, an amount a rule applies to,
   * holds 상금, prize money): blanked before promotion words are looked for.
   */
  notPromotion: readonly string[];
  /**
   * What joins pairs added to a promotion that follows ("Adds X/USDC to Ongoing Zero Fee
   * Promotion", "Eligible Trading Pairs for … Program"): the promotion is what changes.
   */
  joinsPromotion: readonly string[];
  /** Promotion words that decide wherever they stand: Korean puts the head noun last ("… 추가 기념 에어드랍 이벤트"). */
  event: readonly string[];
  listing: readonly string[];
  /** Dated futures after "New" and their coins ("New XYZ and ABC Monthly Futures", BitMEX): a listing only in that heading, not wherever the words stand. */
  datedFutures: readonly string[];
  /** Trading enabled again for a coin ("Coinbase will re-enable trading for X"): a re-listing, unless the title says it follows a stop (`restarted`). */
  reenabled: readonly string[];
  /** What trading restarts after (maintenance, an upgrade, an outage): trading resumed is no listing (label policy 12). */
  restarted: readonly string[];
  /**
   * The listing words that also launch a product ("Binance Will Launch …", "now live", 上线): a
   * listing only when the notice names no `gadget` and launches no promotion.
   */
  launching: readonly string[];
  /** Products and features a `launching` word may launch instead of a market (a wallet, a card, an API, copy trading). */
  gadget: readonly string[];
  /**
   * What a launching or adding word's clause opens that is no market: trading tools (grid trading,
   * bots, copy trading, a feature, sub-accounts; an API is the `api` group's), Earn, a market maker
   * programme, fees paid or discounted (手续费, 抵扣). Read before the word and in its clause: said
   * after it, the listing keeps them.
   */
  tool: readonly string[];
  /** A coin taken or dropped as collateral or a margin asset: what it backs changes, no market opens or closes. */
  collateral: readonly string[];
  /** Academy, education and research notices: they name coins and never list one. */
  education: readonly string[];
  /** A weekly roundup of new listings ("New Listings This Week"): a listing whether or not its title names a coin. */
  weekly: readonly string[];
  /** A second listing joined to the first ("Will List X and Open Futures"): the first listing, spot, is the kind. */
  alsoListing: readonly string[];
  /** Options markets: options on a coin are markets added for it, not a contract of the label policy's futures. */
  options: readonly string[];
  /** Margin markets (isolated, cross, borrowable assets): a listing on margin adds markets. */
  margin: readonly string[];
  /**
   * Channels that convert or buy a coin but are no order book (Convert, Buy Crypto, 闪兑): a coin made
   * available there, in the listing's clause, gets markets, not a spot listing.
   */
  conversion: readonly string[];
  /** Futures named as a market ("Margin & Futures", 合约, 선물): where new markets include futures, a contract lists. */
  futuresMarket: readonly string[];
  /** Trading opening: the listing words that open a market even where a launch platform is named. */
  opensTrading: readonly string[];
  /** Pairs or markets added for coins already traded there, said so whole ("New Trading Pairs", "마켓 추가"). */
  newMarkets: readonly string[];
  /** Adding something: new markets when what is added to is a market (`market`), not a loan or Earn product. */
  adding: readonly string[];
  market: readonly string[];
  spot: readonly string[];
  /** Leveraged tokens (BTCUP, ETHBULL): spot-traded tokens, whatever leverage they say; a contract listed before them is still the first listing. */
  leveragedTokens: readonly string[];
  futures: readonly string[];
  /** A contract named as such: its symbols are contracts ("AERGOUSDT Perpetual"), and its listing names contracts, not always a coin. */
  contract: readonly string[];
  suspend: readonly string[];
  /** Stopping something outright (not delaying it): said of a named coin's trading, with no transfers named, the coin leaves its market. */
  stops: readonly string[];
  /** Trading, as what is stopped: "suspending ABC trading", 暂停 ABC 交易. */
  trading: readonly string[];
  resume: readonly string[];
  /** A coin's new network integrated: its deposits open there, nothing is resumed. */
  integration: readonly string[];
  /** Self-custody wallets (Binance Wallet, Web3 wallets, personal wallets): their support or transfers are no exchange deposit or withdrawal. */
  selfCustody: readonly string[];
  /** Fiat deposits and withdrawals (원화 입출금, bank transfers): a bank's channel, `other` when it stops or resumes (the label policy's rule 11). */
  fiatChannel: readonly string[];
  /** What is suspended or resumed: deposits, withdrawals. */
  transfer: readonly string[];
  network: readonly string[];
}

export type WordGroup = keyof Words;
