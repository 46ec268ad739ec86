import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached';

describe('cachedFor', () => {
  it('runs once per window, shares a run in flight, and runs again once the window is over', async () => {
    let now = 0;
    let runs = 0;
    const read = cachedFor(1_000, async () => ++runs, () => now);
    expect(await Promise.all(Array.from({ length: 50 }, read))).toEqual(Array(50).fill(1));
    now = 999;
    expect(await read()).toBe(1);
    now = 1_000;
    expect(await read()).toBe(2);
    expect(runs).toBe(2);
  });

  it('keeps no failure: the next call runs again', async () => {
    let runs = 0;
    const read = cachedFor(1_000, async () => {
      if (++runs === 1) throw new Error('database away');
      return runs;
    }, () => 0);
    await expect(read()).rejects.toThrow('database away');
    expect(await read()).toBe(2);
  });
});
