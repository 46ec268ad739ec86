import { describe, expect, it } from 'vitest';
import { marketsByBase } from '@/server/coins/markets';
import { realListings } from '../markets/real-market';
import { COIN_HEADLINES } from './coin-headlines';

/** Bases as traders name the coin: Binance's futures write some with a multiplier (1000PEPE, 1MBABYDOGE). */
const coin = (base: string) => base.replace(/^(?:1000+|1M)(?=[A-Z])/, '');

describe('the labelled coin headlines', () => {
  it('are at least 420 items, a quarter or more of them traps, every kind present', () => {
    expect(COIN_HEADLINES.length).toBeGreaterThanOrEqual(420);
    const traps = COIN_HEADLINES.filter((item) => item.kind === 'trap');
    expect(traps.length / COIN_HEADLINES.length).toBeGreaterThanOrEqual(0.25);
    for (const kind of ['notice', 'media', 'post', 'trap']) expect(COIN_HEADLINES.filter((item) => item.kind === kind).length, kind).toBeGreaterThanOrEqual(40);
  });

  it('expect nothing of a trap and something of every other item', () => {
    for (const item of COIN_HEADLINES) expect(item.expect.length === 0, `${item.kind}: ${item.title}`).toBe(item.kind === 'trap');
  });

  it('label only coins of the real Binance market, each once', () => {
    const { spot, futures } = realListings();
    const listed = new Set([...marketsByBase(spot, futures).keys()].flatMap((base) => [base, coin(base)]));
    const unlisted = COIN_HEADLINES.flatMap((item) => [...item.expect, ...(item.allow ?? [])].filter((label) => !listed.has(label)).map((label) => `${label}: ${item.title}`));
    expect(unlisted).toEqual([]);
    for (const item of COIN_HEADLINES) {
      const labels = [...item.expect, ...(item.allow ?? [])];
      expect(new Set(labels).size, item.title).toBe(labels.length);
    }
  });

  it('carry posts in the feed\'s shape and Korean or Chinese notices with their English title', () => {
    for (const item of COIN_HEADLINES.filter((entry) => entry.source === 'Twitter' || entry.source === 'Telegram')) expect(item.title, item.title).toMatch(/ \((?:@|t\.me\/)[A-Za-z0-9_]+\)(?::|$)/);
    const cjk = COIN_HEADLINES.filter((item) => item.kind !== 'post' && /[\p{Script=Hangul}\p{Script=Han}]/u.test(item.title));
    expect(cjk.length).toBeGreaterThanOrEqual(30);
    for (const item of cjk.filter((entry) => entry.source === 'Upbit' || entry.source === 'Bithumb')) expect(item.en, item.title).toBeTruthy();
  });

  it('hold no item twice', () => {
    const keys = COIN_HEADLINES.map((item) => `${item.title}\n${item.body ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
