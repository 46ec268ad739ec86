import { describe, expect, it } from 'vitest';
import { readCorpus } from '@/tests/fixtures/corpus';
import { pairSymbols } from './pair-symbols';

describe('pairSymbols', () => {
  it('gives the real feed\'s symbols for its items: the main coin\'s pairs first, each once', () => {
    const arb = readCorpus('live-items').find((item) => Array.isArray(item.symbols) && (item.symbols as string[]).includes('ARB_USDT'))!;
    const symbols = pairSymbols(arb.suggestions as { coin: string; symbols: { symbol: string }[] }[], 50);
    expect(symbols.slice(0, 2)).toEqual(arb.symbols);
    expect(symbols).toEqual(['ARB_USDT', 'ARB_BTC', 'LDO_USDT', 'LDO_BTC', 'LDO_BUSD']);
  });

  it('leaves out a pair whose symbol does not start with its coin, or leaves no quote, rather than split it wrongly', () => {
    expect(pairSymbols([{ coin: 'PEPE', symbols: [{ symbol: '1000PEPEUSDT' }, { symbol: 'PEPE' }, { symbol: 'PEPEUSDT' }] }], 50)).toEqual(['PEPE_USDT']);
  });

  it('stops at max pairs however many coins and symbols are given', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ coin: `C${index}X`, symbols: Array.from({ length: 50 }, (_, quote) => ({ symbol: `C${index}XQ${quote}` })) }));
    const symbols = pairSymbols(many, 50);
    expect(symbols).toHaveLength(50);
    expect(symbols[0]).toBe('C0X_Q0');
  });

  it('is empty without coins', () => {
    expect(pairSymbols([], 50)).toEqual([]);
  });
});
