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
