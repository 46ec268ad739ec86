import { describe, expect, it } from 'vitest';
import { realNames } from '@/bench/markets/real-market';
import { pickNames } from './names-pick';

const none = () => undefined;

describe('pickNames', () => {
  it('names a ticker that one project carries, in any case the list writes it', () => {
    expect(pickNames([{ symbol: 'wal', name: 'Walrus' }], ['WAL'], () => 'The Wasted Lands')).toEqual(new Map([['WAL', 'Walrus']]));
  });

  it('leaves out bridged, wrapped, pegged, staked and legacy copies before counting', () => {
    const entries = [
      { symbol: 'ton', name: 'Toncoin' },
      { symbol: 'ton', name: 'TAC Bridged TON (TAC)' },
      { symbol: 'ton', name: 'Wrapped TON' },
      { symbol: 'om', name: 'MANTRA [Old]' },
      { symbol: 'om', name: 'MANTRA' },
    ];
    expect(pickNames(entries, ['TON', 'OM'], none)).toEqual(new Map([['TON', 'Toncoin'], ['OM', 'MANTRA']]));
  });

  it('among several projects, keeps the bundled name when one of them is it, and otherwise names nothing', () => {
    const entries = [
      { symbol: 'move', name: 'BlueMove' },
      { symbol: 'move', name: 'Movement' },
      { symbol: 'sats', name: 'SATS (Ordinals)' },
      { symbol: 'sats', name: 'Satoshis Vision' },
    ];
    const bundled = (ticker: string) => ({ MOVE: 'MarketMove', SATS: 'SATS (Ordinals)' })[ticker];
    expect(pickNames(entries, ['MOVE', 'SATS'], bundled)).toEqual(new Map([['SATS', 'SATS (Ordinals)']]));
  });

  it('names only the tickers asked for, and counts a project listed twice once', () => {
    const entries = [
      { symbol: 'wif', name: 'dogwifhat' },
      { symbol: 'wif', name: 'Dogwifhat' },
      { symbol: 'bonk', name: 'Bonk' },
    ];
    expect(pickNames(entries, ['WIF'], none)).toEqual(new Map([['WIF', 'dogwifhat']]));
  });

  it('on the real list, names the coins listed after the bundled list was made, and not a shared ticker', () => {
    const picked = pickNames(realNames(), ['ASTER', 'PENGU', 'MOVE', 'ME'], none);
    expect(picked.get('ASTER')).toBe('Aster');
    expect(picked.get('PENGU')).toBe('Pudgy Penguins');
    expect(picked.has('MOVE')).toBe(false);
    expect(picked.has('ME')).toBe(false);
  });
});
