import { describe, expect, it } from 'vitest';
import { realCatalog } from '@/bench/markets/real-market';
import { Detector, MAX_FOUND, MAX_SUGGESTIONS, MAX_TEXT, MAX_WORDS } from './detect';
import { readable } from './words';

// Binance's real market (bench/markets/): every listed coin, English-word tickers included.
const catalog = realCatalog();
const detector = new Detector(catalog);
const coins = (text: string) => detector.detect(text).map((suggestion) => suggestion.coin);

describe('coin detection', () => {
  it('shapes suggestions as the specification does: coin, spellings found in order, symbols perpetual first', () => {
    const [bitcoin] = detector.detect('Bitcoin miners: thank you for being the backbone of the $BTC network');
    expect(bitcoin).toEqual({ coin: 'BTC', found: ['Bitcoin', 'BTC'], symbols: catalog.find((coin) => coin.ticker === 'BTC')!.symbols });
    expect(bitcoin!.symbols.slice(0, 3)).toEqual([
      { exchange: 'binance-futures', symbol: 'BTCUSDT' },
      { exchange: 'binance', symbol: 'BTCUSDT' },
      { exchange: 'binance', symbol: 'BTCUSDC' },
    ]);
  });

  it('takes cashtags, (TICKER), pairs and exchange symbols as enough', () => {
    expect(coins('$wif is up')).toEqual(['WIF']);
    expect(coins('Binance Will List Ethena (ENA)')).toEqual(['ENA']);
    expect(coins('Bybit Lists BERA/USDT')).toEqual(['BERA']);
    expect(coins('Binance Futures Will Launch USDⓈ-M TRUMPUSDT Perpetual')).toEqual(['TRUMP']);
  });

  it('needs more than a bare ticker that is also an English word or an abbreviation of the news', () => {
    expect(coins('ONE more thing: the market is open on Monday')).toEqual([]);
    expect(coins('GAS prices rise across Europe')).toEqual([]);
    expect(coins('14:00 GMT: Eurozone PMI release')).toEqual([]);
    expect(coins('Harmony ONE joins the network')).toEqual(['ONE']);
    expect(coins('OKX to list MOVE for spot trading')).toEqual(['MOVE']);
  });

  it('never takes an exchange\'s name for its token, nor the quote of a pair, nor a delisted market', () => {
    expect(coins('Binance CEO speaks at Davos')).toEqual([]);
    expect(coins('Binance Will Delist ORCA/BTC')).toEqual(['ORCA']);
    expect(coins('Trading of $OLD ends')).toEqual([]);
  });

  it('finds names as whole words, written as names are', () => {
    expect(coins('Lido DAO proposes dual governance')).toEqual(['LDO']);
    expect(coins('Arbitrum and Optimism compete for dominance in rollups')).toEqual(['ARB', 'OP']);
    expect(coins('there is optimism in markets today')).toEqual([]);
    expect(coins('Avalanches of orders hit exchanges')).toEqual([]);
  });

  it('reads Korean notices by their (TICKER)', () => {
    expect(coins('업비트, 에테나(ENA) 원화 마켓 추가')).toEqual(['ENA']);
  });

  it('stays within its budgets: text past MAX_TEXT is not read, at most MAX_SUGGESTIONS coins', () => {
    expect(coins(`${'x '.repeat(MAX_TEXT)} $BTC`)).toEqual([]);
    const many = catalog.map((coin) => `$${coin.ticker}`).join(' ');
    expect(coins(many)).toHaveLength(MAX_SUGGESTIONS);
  });

  it('reads hostile shapes within its budgets and never throws: 100 kB of spaces or emoji, zero-width characters between every letter, mixed scripts, capitals throughout', () => {
    const fillers = { spaces: ' '.repeat(100_000), 'no-break spaces and tabs': '\u00a0\t'.repeat(50_000), emoji: '🚀'.repeat(50_000), joiners: '\u200d'.repeat(100_000) };
    const words = {
      'zero-width between letters': 'Bitcoin and Ethereum '.repeat(5_000).split('').join('\u200b'),
      'mixed scripts': 'Бitcoin 比特币 비트코인 Ѕolana (SOL) '.repeat(2_000),
      'capitals throughout': 'BINANCE WILL LIST BITCOIN (BTC) AND THE ONE GAS '.repeat(1_000),
    };
    for (const [name, text] of Object.entries({ ...fillers, ...words })) {
      const read = readable(text);
      expect(read.text.length, name).toBeLessThanOrEqual(MAX_TEXT);
      expect(read.tokens.length, name).toBeLessThanOrEqual(MAX_WORDS);
      expect(detector.detect(text).length, name).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    }
    // A run of spaces or marks is no hiding place within the budget, and past it nothing is read.
    for (const [name, filler] of Object.entries(fillers)) {
      expect(coins(`${filler.slice(0, 1_000)} $BTC`), name).toEqual(['BTC']);
      expect(coins(`${filler} $BTC`), name).toEqual([]);
    }
    // Each letter set apart is a word: the words read stop at MAX_WORDS, whatever the text's length.
    expect(readable(words['zero-width between letters']).tokens).toHaveLength(MAX_WORDS);
  });

  it('reads no word past MAX_WORDS', () => {
    expect(coins(`${'x '.repeat(MAX_WORDS - 1)}$BTC`)).toEqual(['BTC']);
    expect(coins(`${'x '.repeat(MAX_WORDS)}$BTC`)).toEqual([]);
  });

  it('keeps at most MAX_FOUND spellings of a coin', () => {
    const spellings = Array.from({ length: 64 }, (_, n) => [...'bitcoin'].map((letter, at) => (at === 0 || (n >> (at - 1)) & 1 ? letter.toUpperCase() : letter)).join(''));
    const [bitcoin] = detector.detect(`${spellings.join(' and ')} and $BTC`);
    expect(bitcoin!.coin).toBe('BTC');
    expect(bitcoin!.found).toEqual(spellings.slice(0, MAX_FOUND));
  });

  it('takes a notice for a listing only when the exchange and the listing word share a line', () => {
    expect(coins('Binance will list MOVE')).toEqual(['MOVE']);
    expect(coins('Binance news\nMOVE will list soon')).toEqual([]);
  });

  // Each of these cost tens of milliseconds when a pattern went back over the text from every word.
  it.each([
    ['an exchange name', 'binance ', []],
    ['an exchange name and a listing word on many lines', 'binance lists\n', []],
    ['a name in prose', 'the Bitcoin price rises ', ['BTC']],
    ['a many-word name', 'Kyber Network Crystal v2 ', ['KNC']],
    ['a cashtag', '$BTC ', ['BTC']],
    ['one letter', 'a ', []],
    ['a list of tickers', 'ACA, D & ', ['ACA']],
    ['Chinese names', '比特币现金以太币', ['BCH', 'ETH']],
    ['tickers in a Chinese notice', '币安上线 ME 交易 ', ['ME']],
    ['wire openers', '🚨 Just in:\n', []],
    ['companies named like coins', 'BTC Inc ', []],
  ])('reads 24 kB of %s once, finding what a short text would', (_name, unit, expected) => {
    expect(coins(unit.repeat(Math.ceil(MAX_TEXT / unit.length)))).toEqual(expected);
  });

  it('reads a title passed on with other spaces or in one case as it reads it written (issue 52: harmless rewrites)', () => {
    const title = 'Binance Will List Tether Gold (XAUt) with Seed Tag Applied';
    for (const spaced of [title.replaceAll(' ', '  '), title.replaceAll(' ', '\u00a0'), title.replaceAll(' ', ' \t ')]) expect(coins(spaced)).toEqual(['XAUT']);
    // Full-width letters and brackets, as Chinese and Korean pages type them, are their ASCII selves.
    expect(coins('币安杠杆将于2026年04月10日下架ＸＡＵＴ')).toEqual(['XAUT']);
    expect(coins('세이（ＳＥＩ） 원화 마켓 추가')).toEqual(['SEI']);
    // A line break still ends a name: "Tether" on one line and "Gold" on the next are no coin's name.
    expect(coins('Tether\nGold rises')).not.toContain('XAUT');
    // In capitals throughout, a word's capitals say nothing: English words and abbreviations need brackets, a cashtag or a pair.
    expect(coins('BINANCE FUTURES LAUNCHES THE FUTURES DCA BOT')).toEqual([]);
    expect(coins('BINANCE WILL LIST SOPHON (SOPH)')).toEqual(['SOPH']);
    expect(coins('BINANCE WILL LIST PEPE')).toEqual(['PEPE']);
    expect(coins('BTC AND ETH RALLY AS ETF FLOWS RETURN')).toEqual(['BTC', 'ETH']);
    // In small letters throughout, a ticker in brackets after its name is still one; a bracket after no word is not.
    expect(coins('binance will add sophon (soph) on earn, buy crypto, convert & margin')).toEqual(['SOPH']);
    expect(coins('fees (soph) rise')).toEqual(['SOPH']);
    expect(coins('(soph) rises')).toEqual([]);
    // With capitals elsewhere, a word in small letters in brackets is a name's part ("(Beta)", "(soph)").
    expect(coins('Binance Will Add Sophon (soph)')).toEqual([]);
  });

  it('finds nothing with no market lists', () => {
    expect(new Detector([]).detect('$BTC (ETH) SOL/USDT')).toEqual([]);
  });

  describe('sense rules', () => {
    const item = (title: string, body?: string, source?: string) => detector.detect({ title, body, source }).map((suggestion) => suggestion.coin);

    it('reads names in any case unless a one-word name is also English', () => {
      expect(coins("bitcoin at 100k, solana's turn, ethereum lags and ether too")).toEqual(['BTC', 'SOL', 'ETH']);
      expect(coins('the movement of markets and the sonic boom')).toEqual([]);
      expect(coins('Layer-2 network Optimism ships an upgrade')).toEqual(['OP']);
    });

    it('takes a word ticker in a listing notice only after the exchange\'s name', () => {
      expect(coins('Upbit adds HOME to KRW market')).toEqual(['HOME']);
      expect(coins('THE WEEK: Binance lists new pairs')).toEqual([]);
      expect(coins('BINANCE WILL LIST THE NEW PAIRS')).toEqual([]);
    });

    it('reads neither an outlet\'s prefix nor a post\'s author as text', () => {
      expect(item('THE BLOCK: Ethereum developers set a date')).toEqual(['ETH']);
      expect(item('WU BLOCKCHAIN: Uniswap fees switch passes')).toEqual(['UNI']);
      expect(item('HBAR: FedEx joins a council')).toEqual(['HBAR']);
      expect(item('Justin Sun (@justinsuntron)', 'We are building', 'Twitter')).toEqual([]);
      expect(item('CoinDesk (@CoinDesk): As countries buy bitcoin for their reserves')).toEqual(['BTC']);
    });

    it('takes a people\'s name for a person, and a company\'s for the company, not for the coin of one word in it', () => {
      expect(coins('Crypto founder Justin Sun buys more gold')).toEqual([]);
      expect(coins('Collectors moved to Magic Eden this week')).toEqual(['ME']);
    });

    it('takes a word ticker in lower case only in posts, and never slang or English', () => {
      expect(item('Trader (@trader)', 'wif at 10 dollars, eth/btc bottom', 'Twitter')).toEqual(['WIF', 'ETH']);
      expect(item('Trader (@trader)', 'the hype is real, alt season, gm', 'Twitter')).toEqual([]);
      expect(coins('wif at 10 dollars')).toEqual([]);
    });

    it('takes a word ticker from the project\'s own account', () => {
      expect(item('Notcoin (@thenotcoin)', 'NOT today: the claim opens tomorrow', 'Twitter')).toEqual(['NOT']);
      expect(item('Some Trader (@trader)', 'NOT today: the claim opens tomorrow', 'Twitter')).toEqual([]);
      expect(item('Uniswap Labs 🦄 (@Uniswap)', 'v4 is live on 12 chains', 'Twitter')).toEqual(['UNI']);
    });

    it('takes a stock\'s or an index\'s ticker for the stock or the index', () => {
      expect(item('Strategy (@Strategy)', 'We acquired 1,000 BTC. $MSTR $STRK', 'Twitter')).toEqual(['BTC']);
      expect(coins('$STRK unlock next week')).toEqual(['STRK']);
      expect(coins('S&P 500 (SPX) closes at a record')).toEqual([]);
    });

    it('reads the base of a contract, lots of a thousand included', () => {
      expect(coins('Binance Futures Will Launch USDⓈ-Margined SUSDT Perpetual Contract')).toEqual(['S']);
      expect(coins('Binance Futures: 1000PEPEUSDT funding changes')).toEqual(['PEPE']);
    });

    it('reads single letters only as a cashtag, a pair, a contract or in brackets', () => {
      expect(coins('A whale bought T and S today')).toEqual([]);
      expect(coins('Binance Will List Sonic (S)')).toEqual(['S']);
    });

    it('reads contracts and lots as traders write them, and money as money', () => {
      expect(coins('Longed SOLUSD_PERP and BTCUSDT.P here')).toEqual(['SOL', 'BTC']);
      expect(coins('long $1000SHIB, 1000PEPE/USDT, kBONK and SOL-USDT')).toEqual(['SHIB', 'PEPE', 'BONK', 'SOL']);
      expect(coins('Firm files for a $4 billion raise')).toEqual([]);
      expect(coins('$MATIC holders can migrate; XBTUSD leads')).toEqual(['POL', 'BTC']);
    });

    it('takes capitals for nothing in a text written in capitals', () => {
      expect(coins('US FUTURES RISE AFTER CPI')).toEqual([]);
      expect(coins('TREE NEWS: BINANCE TO LIST HYPE ON SPOT')).toEqual(['HYPE']);
    });

    it('reads Chinese and Korean names inside runs of those scripts, and a Chinese ticker only whole', () => {
      expect(coins('比特币突破10万美元，以太坊上涨5%')).toEqual(['BTC', 'ETH']);
      expect(coins('链上巨鲸买入420万枚$TRUMP（$3700万）')).toEqual(['TRUMP']);
      expect(coins('Binance Life (币安人生) market cap tops $500M')).toEqual(['币安人生']);
      expect(coins('今晚吃龙虾还是火锅？')).toEqual([]);
      expect(coins('코인데스크코리아: 리플 5% 급등')).toEqual(['XRP']);
    });

    it('takes an account for a project\'s only when its handle is the project\'s name, give or take an affix', () => {
      expect(item('dogwifhat (@dogwifcoin)', 'hat stays on', 'Twitter')).toEqual(['WIF']);
      expect(item('Polygon (@0xPolygon)', 'a record day for PoS', 'Twitter')).toEqual(['POL']);
      expect(item('Phoenix » (@PhoenixTrades)', 'markets open higher', 'Twitter')).toEqual([]);
      expect(item('Sky News (@SkyNews)', 'markets open higher', 'Twitter')).toEqual([]);
    });

    it('reads a name of English words as a phrase unless each word is capitalised', () => {
      expect(item('Naval (@naval)', 'The graph of your life compounds. Banana for scale', 'Twitter')).toEqual([]);
      expect(coins('The Graph ships a new indexer')).toEqual(['GRT']);
    });

    it('reads a headline opening with an English name as the project only when it goes on with what the project did', () => {
      expect(item('COINTELEGRAPH: Ripple secures a national trust bank charter', undefined, 'Blogs')).toEqual(['XRP']);
      expect(item('BLOOMBERG: Gas prices rise across Europe', undefined, 'Blogs')).toEqual([]);
      expect(item('THE BLOCK: Edge case: how a bug froze a lending market', undefined, 'Blogs')).toEqual([]);
    });

    it('takes a stablecoin\'s issuer, a club and a person in capitals for themselves', () => {
      expect(item('REUTERS: Tether invests $775 million in Rumble', undefined, 'Blogs')).toEqual([]);
      expect(coins('MELANIA TRUMP TO HOST STATE DINNER')).toEqual([]);
      expect(coins('PSG edge Juventus 2-1 in Turin')).toEqual([]);
      expect(coins('Binance Will List PSG Fan Token (PSG)')).toEqual(['PSG']);
    });

    it('reads exchanges\' other words for a listing, and handles with stacked affixes', () => {
      expect(coins('Kraken: Trading for SKY and SYRUP is now live')).toEqual(['SKY', 'SYRUP']);
      expect(item('Movement (@movementlabsxyz)', 'Mainnet beta is live', 'Twitter')).toEqual(['MOVE']);
    });

    it('takes a notice\'s list of tickers whole, letters and words included, when two members are listed or one counts alone', () => {
      expect(coins('Binance Will Delist ACA, D, DATA & FLOW on 2025-03-07')).toEqual(['ACA', 'D', 'DATA', 'FLOW']);
      expect(item('Binance Will Extend Monitoring Tag to ACA, CHESS and D', undefined, 'Binance EN')).toEqual(['ACA', 'CHESS', 'D']);
      expect(item('Binance Alpha will be the first platform to feature ACA, D and FLOW', undefined, 'Binance EN')).toEqual(['ACA', 'D', 'FLOW']);
      // Every member a word or a letter: the words count after the exchange's name, and so the list does.
      expect(item('Binance Will Extend Monitoring Tag to Include ONE, PERP, D and FLOW', undefined, 'Binance EN')).toEqual(['ONE', 'PERP', 'D', 'FLOW']);
      // A member no market lists (a delisted coin) is passed over in a notice, and makes prose no list; a list of words alone is words.
      expect(coins('Binance Will Delist ACA, D & XYZQ on 2025-03-07')).toEqual(['ACA', 'D']);
      expect(coins('TRUMP and XYZQ tokens fell')).toEqual([]);
      expect(item('Binance Will Add Support for A, D & S Grades', undefined, 'Binance EN')).toEqual([]);
      expect(coins('Grades A, D and FLOW charts')).toEqual([]);
      // An item of an exchange's feed: two listed members make a list, delisted ones passed over; not in capitals throughout, nor elsewhere.
      expect(item('HOOK & MAGIC Available via Credit/Debit Card', undefined, 'Binance EN')).toEqual(['HOOK', 'MAGIC']);
      expect(item('Buy CAKE, DAI, APE & More Directly Using Your Card', undefined, 'Binance EN')).toEqual(['CAKE', 'DAI', 'APE']);
      expect(item('HOOK & MAGIC Available via Credit/Debit Card', undefined, 'Blogs')).toEqual([]);
      expect(item('BUY HOOK & MAGIC NOW', undefined, 'Binance EN')).toEqual([]);
      expect(item('Zero Fees for EUR & TRY Pairs', undefined, 'Binance EN')).toEqual([]);
    });

    it('takes a ticker set apart in a Chinese or Korean notice, and not in other text', () => {
      expect(coins('欧易关于 ME 杠杆交易的公告')).toEqual(['ME']);
      expect(item('ME 원화 마켓 추가', undefined, 'Upbit')).toEqual(['ME']);
      expect(item('ME 원화 마켓 추가', undefined, 'Blogs')).toEqual([]);
      expect(item('今天 ME 很开心', undefined, 'Blogs')).toEqual([]);
      expect(item('Upbit: ETF, ACA 거래 지원', undefined, 'Upbit')).toEqual(['ACA']);
    });

    it('reads the Chinese and Korean names of coins, the longest at each place, and no everyday word holding one', () => {
      expect(coins('以太币价格突破4000美元')).toEqual(['ETH']);
      expect(coins('比特币现金与比特币齐涨')).toEqual(['BCH', 'BTC']);
      expect(coins('以太经典上涨')).toEqual(['ETC']);
      expect(coins('업비트 매직에덴 상장, 비트코인캐시 급등')).toEqual(['ME', 'BCH']);
      expect(coins('雪崩式下跌，일렉트론 가격')).toEqual([]);
    });

    it('takes a ticker a campaign pays out in, not a word in capitals nor an abbreviation', () => {
      expect(coins('Trade to Unlock HOME Rewards')).toEqual(['HOME']);
      expect(coins('Claim your ME Airdrop now')).toEqual(['ME']);
      expect(coins('UNLOCK HOME REWARDS')).toEqual([]);
      expect(coins('Home Rewards program expands')).toEqual([]);
      expect(coins('Hold ETF Rewards cards')).toEqual([]);
      expect(coins('Postponement of Additional MOVE HODLer Airdrops')).toEqual(['MOVE']);
    });

    it('takes meme tickers in capitals beside a word for coins, and a person in capitals or not for the person', () => {
      expect(coins('meme tokens TRUMP and MELANIA fell 10%')).toEqual(['TRUMP', 'MELANIA']);
      expect(coins('the memecoin TRUMP is up')).toEqual(['TRUMP']);
      expect(coins('TRUMP and MELANIA tokens fell')).toEqual(['TRUMP', 'MELANIA']);
      expect(coins('meme coins like TRUMP and MELANIA fell')).toEqual(['TRUMP', 'MELANIA']);
      expect(coins('memecoins such as TRUMP and MELANIA fell')).toEqual(['TRUMP', 'MELANIA']);
      expect(coins('these tokens, as TRUMP said, are risky')).toEqual([]);
      expect(coins('Melania Trump said she will attend')).toEqual([]);
      expect(coins('TRUMP and MELANIA attend the gala')).toEqual([]);
      expect(coins('MELANIA TRUMP TO HOST STATE DINNER')).toEqual([]);
    });

    it('reads no coin in the trade\'s contracts, an exchange\'s products or a company named like a coin', () => {
      expect(coins('Binance Futures Will Launch USDⓈ-M Perpetual Futures for ZORA')).toEqual(['ZORA']);
      expect(coins('Perpetual Protocol ships v3')).toEqual(['PERP']);
      expect(coins('BTC Inc raises $10M')).toEqual([]);
      expect(coins('SOL Strategies Inc lists on Nasdaq')).toEqual([]);
      expect(coins('BTC rises after BTC Inc buys more')).toEqual(['BTC']);
      // No listed coin is named Alpha: one that is shows the product is not read as it.
      const alpha = new Detector([{ ticker: 'ALPHA', names: ['Alpha'], symbols: [] }]);
      expect(alpha.detect('The new Alpha points are live for everyone today').map((found) => found.coin)).toEqual(['ALPHA']);
      expect(alpha.detect('The Binance Alpha points are live for everyone today')).toEqual([]);
    });

    it('reads a headline opening with a word ticker in capitals as the coin when it goes on with what the coin did', () => {
      expect(item('COINDESK: DOT Sinks 2% After Key Support Breaks', undefined, 'Blogs')).toEqual(['DOT']);
      expect(item('COINDESK: ONE More Thing Sinks the Deal', undefined, 'Blogs')).toEqual([]);
      expect(coins('DOT Sinks 2% After Key Support Breaks')).toEqual([]);
    });

    it('reads a name that starts a longer one with another ticker in brackets as the longer one\'s, and a stablecoin in brackets as the coin', () => {
      expect(item('Binance Will Support the Terra Classic (LUNC) Network Upgrade', undefined, 'Binance EN')).toEqual(['LUNC']);
      expect(coins('Terra (LUNA) rallies')).toEqual(['LUNA']);
      expect(coins('Integration of USD Coin (USDC) on Sonic')).toEqual(['USDC']);
      expect(coins('Tether invests in USDC rival')).toEqual([]);
    });

    it('reads a wire\'s opener as no name, after emoji and dashes as at a sentence\'s start', () => {
      expect(item('Someone (@someone)', '🚨 Just in: the SEC approved a spot fund for the first time today', 'Twitter')).toEqual([]);
      expect(item('Someone (@someone)', '— Just in: the SEC approved a spot fund for the first time today', 'Twitter')).toEqual([]);
      expect(item('Someone (@someone)', 'JUST IN: the SEC approved a spot fund for the first time today', 'Twitter')).toEqual([]);
      expect(item('Someone (@someone)', '🚨 Just in: JST holders vote on a burn', 'Twitter')).toEqual(['JST']);
      expect(coins('JUST (JST) rallies')).toEqual(['JST']);
    });

  });
});
