import { describe, expect, it } from 'vitest';
import { latencySamples } from './latency-samples';

describe('latencySamples', () => {
  it('keeps the newest ones up to its bound, and hands out a copy', () => {
    const samples = latencySamples(3);
    [5, 6, 7, 8].forEach((ms) => samples.add(ms));
    const read = samples.all();
    expect(read).toEqual([6, 7, 8]);
    read.push(99);
    expect(samples.all()).toEqual([6, 7, 8]);
  });
});
