import { describe, expect, it } from 'vitest';
import { MAX_MARKETS, noticeMarkets } from './markets';
import { foldText } from '../items/text-key';

describe('noticeMarkets', () => {
  it('reads pairs written with a slash, but not dates', () => {
    expect(noticeMarkets('Binance Will List Arbitrum (ARB): ARB/USDT, ARB/BTC', ['ARB'], false)).toEqual(['ARB_USDT', 'ARB_BTC']);
    expect(noticeMarkets('Zero fees until 2021/01/31', [], false)).toEqual([]);
  });

  it('reads a futures notice\'s contracts', () => {
    expect(noticeMarkets('Binance Futures Will Launch USDⓈ-Margined ASRUSDT and ALPINEUSDT Perpetual Contracts', ['ASR', 'ALPINE'], true)).toEqual(['ASR_USDT', 'ALPINE_USDT']);
    expect(noticeMarkets('Trade ASRUSDT', ['ASR'], false)).toEqual([]);
    expect(noticeMarkets('Binance Futures Will Launch Coin-Margined FTM and ETH Perpetual Contracts', ['FTM', 'ETH'], true)).toEqual(['FTM_USD', 'ETH_USD']);
    // Read folded, as classify.ts reads every title: "USDⓈ-M" is "USDS-M".
    expect(noticeMarkets(foldText('Binance Futures Will Launch USDⓈ-M MEME Perpetual Contract'), ['MEME'], true)).toEqual(['MEME_USDT']);
    expect(noticeMarkets('Binance Futures Will Launch USDT-Margined 1000PEPEUSDT Perpetual', ['PEPE'], true)).toEqual(['1000PEPE_USDT']);
  });

  it('reads the quote markets named for the notice\'s coins', () => {
    expect(noticeMarkets('딥북(DEEP) KRW 마켓 디지털 자산 추가', ['DEEP'], false)).toEqual(['DEEP_KRW']);
    expect(noticeMarkets('아비트럼(ARB) KRW, BTC, USDT 마켓 디지털 자산 추가', ['ARB'], false)).toEqual(['ARB_KRW', 'ARB_BTC', 'ARB_USDT']);
    expect(noticeMarkets('[거래] 이그잼플(EXMP) 원화 마켓 디지털 자산 추가', ['EXMP'], false)).toEqual(['EXMP_KRW']);
    expect(noticeMarkets('Bitcoin (BTC) USDT Market Added', ['BTC'], false)).toEqual(['BTC_USDT']);
    expect(noticeMarkets('ABC 上线 USDT 交易对', ['ABC'], false)).toEqual(['ABC_USDT']);
    expect(noticeMarkets('A market update', ['ABC'], false)).toEqual([]);
  });

  it('gives at most MAX_MARKETS', () => {
    const title = Array.from({ length: 40 }, (_, i) => `C${i}/USDT`).join(', ');
    expect(noticeMarkets(title, [], false)).toHaveLength(MAX_MARKETS);
  });
});
