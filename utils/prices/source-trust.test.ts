import { describe, expect, it } from 'vitest';
import { readPrices } from '@/utils/settings/schema';
import { addBybit, answerSource, confirmStoredSource, effectivePrices, importedPrices, isTrusted, turnOn, typedSource, type StoredPrices } from './source-trust';

const OWN = 'wss://prices.example/stream';
const binance: StoredPrices = { enabled: true, source: 'binance', bybit: 'bybit', confirmed: true };

/** The reading a page and the worker get after the stored value went through the migration. */
const afterMigration = (stored: unknown) => readPrices(confirmStoredSource(stored));

describe('price source trust', () => {
  it('Binance needs no confirming; another source runs only once confirmed', () => {
    expect(effectivePrices({ enabled: true, source: 'binance', bybit: 'bybit', confirmed: false }).enabled).toBe(true);
    expect(effectivePrices({ enabled: true, source: OWN, bybit: 'off', confirmed: false }).enabled).toBe(false);
    expect(effectivePrices({ enabled: true, source: OWN, bybit: 'off', confirmed: true }).enabled).toBe(true);
  });

  it('a file that turns prices off plants its source unconfirmed; turning prices on asks first', () => {
    const stored = importedPrices(binance, { enabled: false, source: OWN }, false);
    expect(stored).toEqual({ enabled: false, source: OWN, bybit: 'off', confirmed: false });
    expect(turnOn(readPrices(stored))).toEqual({ do: 'confirm', source: OWN });
  });

  it('the answer: the source confirmed and on, or Binance instead', () => {
    const waiting = readPrices({ enabled: false, source: OWN, bybit: 'off', confirmed: false });
    expect(answerSource(waiting, true)).toEqual({ enabled: true, source: OWN, bybit: 'off', confirmed: true });
    expect(answerSource(waiting, false)).toEqual({ enabled: true, source: 'binance', bybit: 'bybit', confirmed: true });
    expect(turnOn(readPrices(answerSource(waiting, true)))).toEqual({ do: 'store', prices: { enabled: true, source: OWN, bybit: 'off', confirmed: true } });
  });

  it('a file that turns prices on with a new source is confirmed only by the reader, at the import', () => {
    expect(importedPrices(binance, { enabled: true, source: OWN }, true)).toEqual({ enabled: true, source: OWN, bybit: 'off', confirmed: true });
    const unasked = importedPrices(binance, { enabled: true, source: OWN }, false);
    expect(readPrices(unasked)).toMatchObject({ enabled: false, source: OWN });
  });

  it('a file naming the source already stored changes nothing about its trust', () => {
    const own: StoredPrices = { enabled: true, source: OWN, bybit: 'off', confirmed: true };
    expect(importedPrices(own, { enabled: false, source: OWN }, false)).toEqual({ enabled: false, source: OWN, bybit: 'off', confirmed: true });
    const planted: StoredPrices = { enabled: false, source: OWN, bybit: 'off', confirmed: false };
    expect(importedPrices(planted, { enabled: true, source: OWN }, false)).toEqual({ enabled: true, source: OWN, bybit: 'off', confirmed: false });
  });

  it('a source the reader types is theirs', () => {
    expect(typedSource({ enabled: true, source: 'binance', bybit: 'bybit', confirmed: true }, OWN)).toEqual({ enabled: true, source: OWN, bybit: 'off', confirmed: true });
  });

  it('a file cannot vouch for its source by saying so: only the stored flag counts, and only `true`', () => {
    expect(readPrices({ enabled: true, source: OWN, bybit: 'off', confirmed: 'yes' })).toMatchObject({ enabled: false, confirmed: false });
    expect(readPrices({ enabled: true, source: OWN })).toMatchObject({ enabled: false, confirmed: false });
  });

  it('migration: a source in use stays in use; one stored with prices off is asked for when turned on', () => {
    expect(afterMigration({ enabled: true, source: OWN })).toEqual({ enabled: true, source: OWN, bybit: 'off', confirmed: true });
    expect(afterMigration({ enabled: false, source: OWN })).toEqual({ enabled: false, source: OWN, bybit: 'off', confirmed: false });
    expect(turnOn(afterMigration({ enabled: false, source: OWN }))).toEqual({ do: 'confirm', source: OWN });
    expect(turnOn(afterMigration({ enabled: false, source: 'binance' }))).toMatchObject({ do: 'store' });
    expect(confirmStoredSource(null)).toBeNull();
    expect(afterMigration('damaged')).toEqual(binance);
  });

  it('Bybit follows the one source the reader sets: the exchanges, or their own source alone', () => {
    expect(typedSource(binance, OWN)).toMatchObject({ source: OWN, bybit: 'off' });
    expect(typedSource(typedSource(binance, OWN), 'binance')).toMatchObject({ source: 'binance', bybit: 'bybit' });
    expect(importedPrices(binance, { enabled: true, source: OWN }, true)).toMatchObject({ bybit: 'off' });
    expect(answerSource(readPrices({ enabled: false, source: OWN, confirmed: false }), false)).toMatchObject({ source: 'binance', bybit: 'bybit' });
  });

  it('a Bybit address other than its own streams needs confirming like any other source', () => {
    const standIn = 'ws://127.0.0.1:9/v5/public';
    expect(isTrusted({ enabled: true, source: 'binance', bybit: 'off', confirmed: false })).toBe(true);
    expect(isTrusted({ enabled: true, source: 'binance', bybit: standIn, confirmed: false })).toBe(false);
    expect(readPrices({ enabled: true, source: 'binance', bybit: standIn })).toMatchObject({ enabled: false, bybit: standIn, confirmed: false });
    expect(readPrices({ enabled: true, source: 'binance', bybit: standIn, confirmed: true })).toMatchObject({ enabled: true, bybit: standIn });
  });

  it('reads a damaged Bybit source as following the source: never an address it could not check', () => {
    for (const bybit of [42, 'http://x.example/v5', 'ws://bybit.example/v5/public', 'binance', 'javascript:alert(1)', 'x'.repeat(100_000)]) {
      expect(readPrices({ enabled: true, source: 'binance', bybit, confirmed: true }).bybit).toBe('bybit');
      expect(readPrices({ enabled: true, source: OWN, bybit, confirmed: true }).bybit).toBe('off');
    }
  });

  it('migration v3: a reader on the exchanges gets Bybit for the coins Binance does not list; one on their own source keeps it alone', () => {
    expect(addBybit({ enabled: true, source: 'binance', confirmed: true })).toEqual({ enabled: true, source: 'binance', bybit: 'bybit', confirmed: true });
    expect(addBybit({ enabled: true, source: OWN, confirmed: true })).toEqual({ enabled: true, source: OWN, bybit: 'off', confirmed: true });
    expect(addBybit({ enabled: true, source: 7 })).toMatchObject({ bybit: 'bybit' });
    expect(addBybit(null)).toBeNull();
    expect(addBybit('damaged')).toBe('damaged');
  });
});
