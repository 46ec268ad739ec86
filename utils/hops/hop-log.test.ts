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

describe('IndexedDB hop log', () => {
  it('outlives the worker: a second opening reads what the first wrote', async () => {
    const factory = new IDBFactory();
    await (await openHopLog(factory)).add([sample('OKX', 5 * HOUR)], 5 * HOUR);
    expect(await (await openHopLog(factory)).load(5 * HOUR)).toEqual([sample('OKX', 5 * HOUR)]);
  });
});
