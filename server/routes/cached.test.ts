import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached';

describe('cachedFor', () => {
  it('runs once per window, and runs again once the window after the answer is over', async () => {
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

  it('shares a slow run with every caller until it answers, however long it takes', async () => {
    let now = 0;
    let runs = 0;
    let finish: (value: number) => void = () => {};
    const slow = () => {
      runs++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const read = cachedFor(1_000, slow, () => now);
    const early = read();
    now = 5_000;
    const late = read();
    finish(7);
    expect(await Promise.all([early, late])).toEqual([7, 7]);
    expect(runs).toBe(1);
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
