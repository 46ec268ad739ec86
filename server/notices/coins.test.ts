import { describe, expect, it } from 'vitest';
import { contractsIn, MAX_COINS, noticeCoins, splitContract, withoutMultiplier } from './coins';

const coins = (title: string, contracts = false, detected: string[] = []) => noticeCoins({ title, contracts, detected });

describe('noticeCoins', () => {
  it('reads tickers in brackets, but not zones, networks or years', () => {
    expect(coins('Binance Will Add StraitsX USD (XUSD) and Four (FORM) on Earn')).toEqual(['XUSD', 'FORM']);
    expect(coins('딥북(DEEP) KRW 마켓 디지털 자산 추가')).toEqual(['DEEP']);
    expect(coins('Binance Will Add Vaulta (A) on Earn')).toEqual(['A']);
    expect(coins('Wallet Maintenance for BNB Smart Chain (BEP20) at 10:00 (UTC) (2025)')).toEqual([]);
  });

  it('reads the forms the outside set found: a bare ticker after "Lists", before its name, in a bracketed list, between Chinese words, before a full stop', () => {
    expect(coins('Binance Lists XYZ')).toEqual(['XYZ']);
    expect(coins('OKX to list LAYER (Solayer) for spot trading')).toEqual(['LAYER']);
    expect(coins('欧易关于上线 XYZ (Xyz Protocol) 现货交易的公告')).toEqual(['XYZ']);
    expect(coins('BTC, USDT 마켓 신규 거래지원 안내 (CYS, ICNT, XAN)')).toEqual(['CYS', 'ICNT', 'XAN']);
    expect(coins('Market Support for XYZ (KRW, BTC, USDT Market)')).toEqual(['XYZ']);
    expect(coins('欧易将开通XYZ杠杆交易')).toEqual(['XYZ']);
    expect(coins('Bybit will list XYZ. Come and grab a share of 100,000 XYZ!')).toEqual(['XYZ']);
    expect(coins('OKX to enable margin trading for XYZ')).toEqual(['XYZ']);
  });

  it('reads a contract whose ticker is written in Chinese characters as its coin, never its quote; a Chinese sentence running into a quote names none', () => {
    expect(coins('Binance Futures Will Launch USDⓈ-Margined 币安人生USDT Perpetual Contract', true)).toEqual(['币安人生']);
    expect(coins('Binance Futures Will Launch USDⓈ-Margined 币安人生USDT and 客服小何USDT Perpetual Contracts', true)).toEqual(['币安人生', '客服小何']);
    expect(coins('币安合约将上线 币安人生USDT 永续合约', true)).toEqual(['币安人生']);
    expect(coins('币安合约将上线USDC永续合约', true)).toEqual([]);
    expect(contractsIn('币安合约将上线 币安人生USDT 永续合约', false)).toEqual([]);
  });

  it("reads a pair's base, never its quote, before the name in brackets, and a contract symbol read whole as its coin", () => {
    expect(coins('OKX to list CT/USDT (Concrete) for spot trading')).toEqual(['CT']);
    expect(coins('币安合约将上线ATHUSDT USDT永续合约', true)).toEqual(['ATH']);
    expect(coins('Bybit Will Delist BNXUSDT and BNXUSDC Perpetual Contracts', true)).toEqual(['BNX']);
    expect(coins('币安合约将上线1000XYZUSDT永续合约', true)).toEqual(['XYZ']);
    expect(coins('BingX Will Delist XLMUSD, OPUSD, and More for Coin-M Perpetual Futures', true)).toEqual(['XLM', 'OP']);
    // Stablecoins that end in USD stay whole (BUSD is no contract of B), and without contracts a symbol-like ticker is read as written.
    expect(coins('Binance Will Delist TUSD and FDUSD Perpetual Contracts', true)).toEqual(['TUSD', 'FDUSD']);
    expect(coins('Binance Futures Will Launch BUSD-Margined AVAX Perpetual Contracts with Up to 20X Leverage', true)).toEqual(['AVAX']);
    expect(coins('Binance Will List XYZUSDT')).toEqual(['XYZUSDT']);
  });

  it('reads no coin from markets listed alone, the exchange or a prize unit between Chinese words, or a name that is no ticker\'s', () => {
    expect(coins('New Markets (BTC, USDT)')).toEqual([]);
    expect(coins('关于OKX上线活动：瓜分10万USDT奖励')).toEqual([]);
    expect(coins('Binance Will Support the Ronin Network Upgrade (Mainnet)')).toEqual([]);
    expect(coins(`(${'ABC, '.repeat(100)}XYZ)`).length).toBeLessThanOrEqual(MAX_COINS);
  });

  it('reads a ticker in small letters in brackets after a listing verb\'s name, as a ticker', () => {
    expect(coins('Bitget Will List Xyzabc (xyz) in the Innovation Zone!')).toEqual(['XYZ']);
    expect(coins('Gate to List Abc Protocol (abc2) Spot Trading')).toEqual(['ABC2']);
    expect(coins('Bitget Will List Xyz Protocol (Beta)')).toEqual([]);
    expect(coins('Join Xyz (xyz) Community')).toEqual([]);
  });

  it('reads a Chinese enumeration of tickers (、 and 和) and OKX\'s "perpetual for X crypto"', () => {
    expect(coins('币安将下架ABC、XYZ、DEF（2026-01-05）')).toEqual(['ABC', 'XYZ', 'DEF']);
    expect(coins('关于 ABC、XYZ、DEF 和 GHI 下架的公告').sort()).toEqual(['ABC', 'DEF', 'GHI', 'XYZ']);
    expect(coins('欧易关于 ABC 和 XYZ 杠杆交易、永续合约及简单赚币正式上线的公告')).toEqual(['ABC', 'XYZ']);
    expect(coins('欧易关于充值和提现的公告')).toEqual([]);
    expect(coins('关于OKX和币安的公告')).toEqual([]);
    expect(coins('OKX to list perpetual for XYZ crypto, along with its margin trading and Simple Earn')).toEqual(['XYZ']);
    expect(coins('OKX to list perpetual for ABC and XYZ crypto')).toEqual(['ABC', 'XYZ']);
  });

  it('reads a ticker that opens a title before its listing\'s words, but not the exchange\'s name', () => {
    expect(coins('XYZ Now Available')).toEqual(['XYZ']);
    expect(coins('ABC2 Will Be Listed')).toEqual(['ABC2']);
    expect(coins('XYZ Now Live')).toEqual(['XYZ']);
    expect(coins('OKX Now Available in Brazil')).toEqual([]);
    expect(coins('Binance Alpha 2.0 Now Available')).toEqual([]);
    expect(coins('The XYZ Now Available')).toEqual([]);
    expect(coins('ABC, wXYZ, DEF  Now Available')).toEqual(['ABC', 'WXYZ', 'DEF']);
    expect(coins('ABC, XYZ & DEF Will Be Listed')).toEqual(['ABC', 'XYZ', 'DEF']);
    expect(coins('Binance Alpha Will Remove ABC, XYZ, DEF (2026-01-05)')).toEqual(['ABC', 'XYZ', 'DEF']);
    expect(coins('Xyzcoin(Xyzcoin) Now Available')).toEqual(['XYZCOIN']);
    expect(coins('Xyz Protocol (xyz) Now Live')).toEqual(['XYZ']);
    expect(coins('Xyz Protocol (2025) Now Live')).toEqual([]);
  });

  it('reads a coin launched on an exchange named after 上线, and that exchange as no coin there only', () => {
    expect(coins('XYZ正式上线OKX')).toEqual(['XYZ']);
    expect(coins('XYZ重磅上线GX.COM')).toEqual(['XYZ']);
    expect(coins('关于上线OKX的公告')).toEqual([]);
    expect(coins('ABC上线Nowhere')).toEqual([]);
    // An exchange's name is a coin elsewhere: a listing of HTX DAO's token.
    expect(coins('Bitget Will List HTX')).toEqual(['HTX']);
  });

  it('reads a token named like an exchange after an exchange\'s 将上线, a product before 上线 as none, and "listing" heading tickers only after an exchange\'s name', () => {
    expect(coins('Bitget将上线HTX')).toEqual(['HTX']);
    expect(coins('BES将上线OKX')).toEqual(['BES']);
    expect(coins('Optimistic Minion (OPTIMISTIC) 现已上线WEEX！')).toEqual(['OPTIMISTIC']);
    expect(coins('APP正式上线Bybit')).toEqual([]);
    expect(coins('Kraken listing XYZ: Trading starts December 3')).toEqual(['XYZ']);
    expect(coins('New Listing AMA')).toEqual([]);
    expect(coins('KRAKEN LISTING SCHEDULE UPDATE')).toEqual([]);
  });

  it('reads no notice\'s grammar as a ticker in a title written in capitals: a heading\'s "listing", an exchange opening it, "of" before a contract word', () => {
    expect(coins('POLONIEX DELISTING POLICY')).toEqual([]);
    expect(coins('BITMART EXCHANGE LAUNCHES MISSION X: THE COMMUNITY LISTING MARKET')).toEqual([]);
    expect(coins('BINANCE NOW AVAILABLE TO NEW RESIDENTS')).toEqual([]);
    expect(coins('Kraken listing XYZ: Trading starts December 3')).toEqual(['XYZ']);
  });

  it('reads a contract\'s base in a futures notice only', () => {
    expect(coins('Binance Futures Will Launch USDⓈ-Margined B2USDT and MILKUSDT Perpetual Contracts', true)).toEqual(['B2', 'MILK']);
    expect(coins('Binance Futures Will Launch Coin-Margined FTM, ETH & SOL Perpetual Contracts', true)).toEqual(['FTM', 'ETH', 'SOL']);
    expect(coins('关于OKX上线BANK永续合约的公告', true)).toEqual(['BANK']);
    expect(coins('Buy AERGOUSDT now')).toEqual([]);
    expect(coins('Binance Will Add StraitsX USD (XUSD) on Earn, Margin & Futures', true)).toEqual(['XUSD']);
  });

  it('reads pairs\' bases and a list after a verb', () => {
    expect(coins('Binance Adds ADA/RUB, ENJ/BRL & NEO/TRY Trading Pairs')).toEqual(['ADA', 'ENJ', 'NEO']);
    expect(coins('Binance Will Extend the Monitoring Tag to Include ALPHA, HIFI, LEVER, MOVE, PORTAL & REI on 2025-05-07')).toEqual(['ALPHA', 'HIFI', 'LEVER', 'MOVE', 'PORTAL', 'REI']);
    expect(coins('Binance Will Delist Some Coins')).toEqual([]);
    expect(coins('Binance Adds HYPER, INIT and WCT as New Loanable Assets')).toEqual(['HYPER', 'INIT', 'WCT']);
    expect(coins('Inbound transfers for CRO are now available')).toEqual(['CRO']);
    expect(coins('OKX to list perpetual futures for PYPL, DDOG and IONQ equities')).toEqual(['PYPL', 'DDOG', 'IONQ']);
    expect(coins('원화마켓 신규 상장 (샌드박스 SAND)')).toEqual(['SAND']);
    // A one-letter ticker is a piece of a list; alone after the verb it is a word. A list before "Enabled on", and pairs "for" a list.
    expect(coins('Binance Will Extend the Monitoring Tag to Include ACA, D, DATA & FLOW on 2026-01-02')).toEqual(['ACA', 'D', 'DATA', 'FLOW']);
    expect(coins('Binance Alpha Will Remove DIGI, K, SKI')).toEqual(['DIGI', 'K', 'SKI']);
    expect(coins('Binance Will List A New Coin')).toEqual([]);
    expect(coins('BTCST, CKB, GAS and XVS Enabled on Binance Isolated Margin')).toEqual(['BTCST', 'CKB', 'GAS', 'XVS']);
    expect(coins('Binance Adds BUSD Trading Pairs for ALGO, BTT, TOMO, XMR & ZEC')).toEqual(['ALGO', 'BTT', 'TOMO', 'XMR', 'ZEC']);
  });

  it('takes detected coins only when the structure names none, and at most MAX_COINS', () => {
    expect(coins('Binance lists the Arbitrum token', false, ['ARB'])).toEqual(['ARB']);
    expect(coins('Binance Will List Arbitrum (ARB)', false, ['BNB'])).toEqual(['ARB']);
    expect(coins(Array.from({ length: 40 }, (_, i) => `(C${i})`).join(' '))).toHaveLength(MAX_COINS);
  });
});

describe('splitContract', () => {
  it('splits at the longest quote and keeps a base with a letter', () => {
    expect(splitContract('AERGOUSDT')).toEqual(['AERGO', 'USDT']);
    expect(splitContract('ABCFDUSD')).toEqual(['ABC', 'FDUSD']);
    expect(splitContract('KNCUSD')).toEqual(['KNC', 'USD']);
    expect(splitContract('1000000BOBUSDT')).toEqual(['1000000BOB', 'USDT']);
    expect(['1000000BOB', '1000PEPE', '1MBABYDOGE', '1000', '10000SATS', 'B2'].map(withoutMultiplier)).toEqual(['BOB', 'PEPE', 'BABYDOGE', '1000', 'SATS', 'B2']);
    expect(splitContract('USDT')).toBeUndefined();
    expect(splitContract('2025USDT')).toBeUndefined();
    expect(contractsIn('PUMPUSDT, STOUSDT and FHEUSDT')).toEqual([['PUMP', 'USDT'], ['STO', 'USDT'], ['FHE', 'USDT']]);
  });
});
