import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { memoryHopLog, openHopLog, type HopLog, type HopLogLimits } from './hop-log';
import type { HopSample } from './hop-stats';

const HOUR = 60 * 60_000;
const sample = (source: string, at: number): HopSample => ({ source, at, hops: { origin: at - 900, read: at - 400, sent: at - 100, arrived: at } });

const logs: [string, (limits?: HopLogLimits) => Promise<HopLog>][] = [
  ['IndexedDB', (limits) => openHopLog(new IDBFactory(), limits)],
  ['memory', async (limits) => memoryHopLog(limits)],
];

describe.each(logs)('%s hop log', (_name, open) => {
  it('keeps a day: what is older leaves as samples come', async () => {
    const log = await open();
    const now = 100 * HOUR;
    await log.add([sample('Blogs', now - 25 * HOUR)], now - 25 * HOUR);
    await log.add([sample('Blogs', now - 23 * HOUR)], now - 23 * HOUR);
    await log.add([sample('Upbit', now)], now);
    expect((await log.load(now)).map((kept) => kept.at)).toEqual([now - 23 * HOUR, now]);
    expect((await log.load(now + 23 * HOUR)).map((kept) => kept.source)).toEqual(['Upbit']);
  });

  it('holds at most its budget of samples: past it the oldest go, the rest unharmed', async () => {
    const limits = { windowMs: 24 * HOUR, samples: 50 };
    const log = await open(limits);
    const start = 10 * HOUR;
    for (let i = 0; i < 80; i++) await log.add([sample(i % 2 ? 'Blogs' : 'Bybit', start + i * 1_000)], start + i * 1_000);
    const kept = await log.load(start + 80_000);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toEqual(sample('Bybit', start + 30_000));
    expect(kept.at(-1)).toEqual(sample('Blogs', start + 79_000));
  });

  it('holds its budget when a batch alone passes it, keeping the newest of the batch', async () => {
    const log = await open({ windowMs: 24 * HOUR, samples: 50 });
    const start = 10 * HOUR;
    await log.add(Array.from({ length: 80 }, (_, i) => sample('Bybit', start + i * 1_000)), start + 80_000);
    const kept = await log.load(start + 80_000);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toEqual(sample('Bybit', start + 30_000));
  });
});

describe.each(logs)('%s hop log, several feeds', (_name, open) => {
  it("holds each feed to its own budget: a flooding feed loses its own oldest, the first feed's are unharmed", async () => {
    const log = await open({ windowMs: 24 * HOUR, samples: 30, samplesPerExtraFeed: 10 });
    const start = 10 * HOUR;
    for (let i = 0; i < 30; i++) await log.add([sample('Bybit', start + i)], start + i);
    for (let round = 0; round < 5; round++) {
      const at = start + 1_000 + round * 100;
      await log.add(Array.from({ length: 40 }, (_, i) => ({ ...sample(`fake${i}`, at + i), feed: 'hostile' })), at + 40);
    }
    await log.add([{ ...sample('OKX', start + 5_000), feed: 'second' }], start + 5_000);
    const kept = await log.load(start + 5_000);
    expect(kept.filter((entry) => entry.feed === undefined)).toHaveLength(30);
    expect(kept.filter((entry) => entry.feed === 'hostile').map((entry) => entry.at)).toEqual(Array.from({ length: 10 }, (_, i) => start + 1_430 + i));
    expect(kept.filter((entry) => entry.feed === 'second')).toHaveLength(1);
    // The first feed past its own budget drops its own oldest, none of the others'.
    await log.add([sample('Bybit', start + 6_000)], start + 6_000);
    const after = await log.load(start + 6_000);
    expect(after.filter((entry) => entry.feed === undefined).map((entry) => entry.at)[0]).toBe(start + 1);
    expect(after).toHaveLength(41);
  });
});

describe('IndexedDB hop log', () => {
  it('upgrades a log written before feeds were told apart, keeping its samples as the first feed’s', async () => {
    const factory = new IDBFactory();
    const request = factory.open('newsflash-hops', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('samples', { autoIncrement: true }).createIndex('at', 'at');
    const db = await new Promise<IDBDatabase>((resolve) => (request.onsuccess = () => resolve(request.result)));
    await new Promise((resolve) => {
      const tx = db.transaction('samples', 'readwrite');
      tx.objectStore('samples').add(sample('OKX', 5 * HOUR));
      tx.oncomplete = resolve;
    });
    db.close();
    const log = await openHopLog(factory, { windowMs: 24 * HOUR, samples: 1, samplesPerExtraFeed: 1 });
    await log.add([{ ...sample('OKX', 5 * HOUR + 1), feed: 'second' }], 5 * HOUR + 1);
    expect(await log.load(5 * HOUR + 1)).toEqual([sample('OKX', 5 * HOUR), { ...sample('OKX', 5 * HOUR + 1), feed: 'second' }]);
  });

  it('outlives the worker: a second opening reads what the first wrote', async () => {
    const factory = new IDBFactory();
    await (await openHopLog(factory)).add([sample('OKX', 5 * HOUR)], 5 * HOUR);
    expect(await (await openHopLog(factory)).load(5 * HOUR)).toEqual([sample('OKX', 5 * HOUR)]);
  });
});
