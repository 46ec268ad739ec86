import { describe, expect, it } from 'vitest';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { readJsonHere } from '../../outbound/json-bounds';
import { LIST_SHAPES, MARKET_LIST_BUDGET } from './list-shapes';

const read = (list: keyof typeof LIST_SHAPES, answer: unknown) => LIST_SHAPES[list].read(typeof answer === 'string' ? answer : JSON.stringify(answer), readJsonHere, 'https://origin.example/list');

describe('market list shapes', () => {
  it('reads Binance spot and futures: trading ones live, halted or paused ones listed, futures perpetual only, as BASE_QUOTE', async () => {
    const symbols = [
      { symbol: 'ARBUSDT', status: 'TRADING', baseAsset: 'ARB', quoteAsset: 'USDT', contractType: 'PERPETUAL' },
      { symbol: 'OLDUSDT', status: 'BREAK', baseAsset: 'OLD', quoteAsset: 'USDT', contractType: 'PERPETUAL' },
      { symbol: 'HLTUSDT', status: 'HALT', baseAsset: 'HLT', quoteAsset: 'USDT' },
      { symbol: 'PREUSDT', status: 'PRE_TRADING', baseAsset: 'PRE', quoteAsset: 'USDT' },
      { symbol: 'ENDUSDT', status: 'SETTLING', baseAsset: 'END', quoteAsset: 'USDT', contractType: 'PERPETUAL' },
      { symbol: 'BTCUSDT_251226', status: 'TRADING', baseAsset: 'BTC', quoteAsset: 'USDT', contractType: 'CURRENT_QUARTER' },
      { symbol: 'bad', status: 'TRADING', baseAsset: 'bad base', quoteAsset: 'USDT' },
    ];
    expect(await read('binance-spot', { symbols })).toEqual({ markets: ['ARB_USDT', 'BTC_USDT'], paused: ['OLD_USDT', 'HLT_USDT'], partial: undefined });
    expect(await read('binance-futures', { symbols })).toEqual({ markets: ['ARB_USDT'], paused: ['OLD_USDT'], partial: undefined });
    await expect(read('binance-spot', { code: -1003, msg: 'Too many requests' })).rejects.toThrow('no symbols list');
  });

  it('reads OKX spot and swaps (a swap by its underlying), and an error code as a partial list', async () => {
    const spot = { code: '0', msg: '', data: [{ instId: 'ARB-USDT', baseCcy: 'ARB', quoteCcy: 'USDT', state: 'live' }, { instId: 'NEW-USDT', baseCcy: 'NEW', quoteCcy: 'USDT', state: 'preopen' }, { instId: 'SUS-USDT', baseCcy: 'SUS', quoteCcy: 'USDT', state: 'suspend' }] };
    expect(await read('okx-spot', spot)).toEqual({ markets: ['ARB_USDT'], paused: ['SUS_USDT'], partial: undefined });
    const swap = { code: '0', msg: '', data: [{ instId: 'ARB-USDT-SWAP', uly: 'ARB-USDT', baseCcy: '', quoteCcy: '', state: 'live' }] };
    expect(await read('okx-swap', swap)).toEqual({ markets: ['ARB_USDT'], paused: [], partial: undefined });
    expect(await read('okx-spot', { code: '50011', msg: 'Too Many Requests', data: [] })).toEqual({ markets: [], partial: 'OKX answered code 50011' });
  });

  it('reads Bybit spot and linear perpetuals; a next page or an error code makes it partial', async () => {
    const list = [
      { symbol: 'ARBUSDT', baseCoin: 'ARB', quoteCoin: 'USDT', status: 'Trading', contractType: 'LinearPerpetual' },
      { symbol: 'ETH-26DEC25', baseCoin: 'ETH', quoteCoin: 'USDC', status: 'Trading', contractType: 'LinearFutures' },
      { symbol: 'PREUSDT', baseCoin: 'PRE', quoteCoin: 'USDT', status: 'PreLaunch', contractType: 'LinearPerpetual' },
    ];
    expect(await read('bybit-spot', { retCode: 0, retMsg: 'OK', result: { category: 'spot', list } })).toEqual({ markets: ['ARB_USDT', 'ETH_USDC'], paused: [], partial: undefined });
    expect(await read('bybit-linear', { retCode: 0, result: { category: 'linear', list, nextPageCursor: '' } })).toEqual({ markets: ['ARB_USDT'], paused: [], partial: undefined });
    expect(await read('bybit-linear', { retCode: 0, result: { category: 'linear', list, nextPageCursor: 'first%3D1' } })).toMatchObject({ partial: 'the answer names a next page' });
    expect(await read('bybit-spot', { retCode: 10006, retMsg: 'Too many visits!' })).toEqual({ markets: [], partial: 'Bybit answered retCode 10006' });
  });

  it('reads Upbit QUOTE-BASE markets as BASE_QUOTE', async () => {
    expect(await read('upbit', [{ market: 'KRW-BTC', korean_name: '비트코인', english_name: 'Bitcoin' }, { market: 'USDT-ARB' }, { market: 'odd' }])).toEqual({ markets: ['BTC_KRW', 'ARB_USDT'], paused: [], partial: undefined });
    await expect(read('upbit', { error: { name: 'too_many_requests' } })).rejects.toThrow('not a market list');
  });

  it('reads at most its budget of markets, and says a longer list is partial', async () => {
    const data = Array.from({ length: MARKET_LIST_BUDGET.markets + 1 }, (_, i) => ({ market: `KRW-C${i}` }));
    const result = await read('upbit', data);
    expect(result.markets).toHaveLength(MARKET_LIST_BUDGET.markets);
    expect(result.partial).toBe(`lists ${MARKET_LIST_BUDGET.markets + 1} markets, more than the ${MARKET_LIST_BUDGET.markets} read`);
    await expect(read('upbit', 'not json')).rejects.toThrow('not JSON');
  });
});

/** Binance's exchangeInfo answers as recorded in ../shared/real-world/origins/markets/ (their README names repository, path and commit). */
describe.skipIf(!RECORDED)('market lists, as Binance answered', () => {
  it('reads the real spot and futures lists whole', async () => {
    const spot = await read('binance-spot', recorded('markets/binance-spot-exchangeInfo-2023-09-08.json.gz'));
    expect(spot.partial).toBeUndefined();
    expect(spot.markets.length).toBeGreaterThan(1_000);
    expect(spot.markets).toContain('BTC_USDT');
    const futures = await read('binance-futures', recorded('markets/binance-fapi-exchangeInfo-2025.json.gz'));
    expect(futures.partial).toBeUndefined();
    expect(futures.markets).toContain('BTC_USDT');
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
