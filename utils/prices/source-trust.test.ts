import { describe, expect, it } from 'vitest';
import { readPrices } from '@/utils/settings-schema';
import { answerSource, confirmStoredSource, effectivePrices, importedPrices, turnOn, typedSource, type StoredPrices } from './source-trust';

const OWN = 'wss://prices.example/stream';
const binance: StoredPrices = { enabled: true, source: 'binance', confirmed: true };

/** The reading a page and the worker get after the stored value went through the migration. */
const afterMigration = (stored: unknown) => readPrices(confirmStoredSource(stored));

describe('price source trust', () => {
  it('Binance needs no confirming; another source runs only once confirmed', () => {
    expect(effectivePrices({ enabled: true, source: 'binance', confirmed: false }).enabled).toBe(true);
    expect(effectivePrices({ enabled: true, source: OWN, confirmed: false }).enabled).toBe(false);
    expect(effectivePrices({ enabled: true, source: OWN, confirmed: true }).enabled).toBe(true);
  });

  it('a file that turns prices off plants its source unconfirmed; turning prices on asks first', () => {
    const stored = importedPrices(binance, { enabled: false, source: OWN }, false);
    expect(stored).toEqual({ enabled: false, source: OWN, confirmed: false });
    expect(turnOn(readPrices(stored))).toEqual({ do: 'confirm', source: OWN });
  });

  it('the answer: the source confirmed and on, or Binance instead', () => {
    const waiting = readPrices({ enabled: false, source: OWN, confirmed: false });
    expect(answerSource(waiting, true)).toEqual({ enabled: true, source: OWN, confirmed: true });
    expect(answerSource(waiting, false)).toEqual({ enabled: true, source: 'binance', confirmed: true });
    expect(turnOn(readPrices(answerSource(waiting, true)))).toEqual({ do: 'store', prices: { enabled: true, source: OWN, confirmed: true } });
  });

  it('a file that turns prices on with a new source is confirmed only by the reader, at the import', () => {
    expect(importedPrices(binance, { enabled: true, source: OWN }, true)).toEqual({ enabled: true, source: OWN, confirmed: true });
    const unasked = importedPrices(binance, { enabled: true, source: OWN }, false);
    expect(readPrices(unasked)).toMatchObject({ enabled: false, source: OWN });
  });

  it('a file naming the source already stored changes nothing about its trust', () => {
    const own: StoredPrices = { enabled: true, source: OWN, confirmed: true };
    expect(importedPrices(own, { enabled: false, source: OWN }, false)).toEqual({ enabled: false, source: OWN, confirmed: true });
    const planted: StoredPrices = { enabled: false, source: OWN, confirmed: false };
    expect(importedPrices(planted, { enabled: true, source: OWN }, false)).toEqual({ enabled: true, source: OWN, confirmed: false });
  });

  it('a source the reader types is theirs', () => {
    expect(typedSource({ enabled: true, source: 'binance', confirmed: true }, OWN)).toEqual({ enabled: true, source: OWN, confirmed: true });
  });

  it('a file cannot vouch for its source by saying so: only the stored flag counts, and only `true`', () => {
    expect(readPrices({ enabled: true, source: OWN, confirmed: 'yes' })).toMatchObject({ enabled: false, confirmed: false });
    expect(readPrices({ enabled: true, source: OWN })).toMatchObject({ enabled: false, confirmed: false });
  });

  it('migration: a source in use stays in use; one stored with prices off is asked for when turned on', () => {
    expect(afterMigration({ enabled: true, source: OWN })).toEqual({ enabled: true, source: OWN, confirmed: true });
    expect(afterMigration({ enabled: false, source: OWN })).toEqual({ enabled: false, source: OWN, confirmed: false });
    expect(turnOn(afterMigration({ enabled: false, source: OWN }))).toEqual({ do: 'confirm', source: OWN });
    expect(turnOn(afterMigration({ enabled: false, source: 'binance' }))).toMatchObject({ do: 'store' });
    expect(confirmStoredSource(null)).toBeNull();
    expect(afterMigration('damaged')).toEqual(binance);
  });
});
