import { describe, expect, it } from 'vitest';
import { BurstWindow } from './burst-window';

describe('BurstWindow', () => {
  it('counts what was let through within the window and forgets the rest', () => {
    const window = new BurstWindow();
    window.record(0);
    window.record(4_000);
    window.record(9_000);
    expect(window.countWithin(9_999, 10_000)).toBe(3);
    expect(window.countWithin(10_000, 10_000)).toBe(2);
    expect(window.oldest()).toBe(4_000);
    expect(window.countWithin(30_000, 10_000)).toBe(0);
    expect(window.oldest()).toBeUndefined();
  });

  it('keeps counting right when the clock steps back between records', () => {
    const window = new BurstWindow();
    window.record(50_000);
    window.record(20_000);
    window.record(21_000);
    expect(window.countWithin(25_000, 10_000)).toBe(3);
    expect(window.countWithin(60_000, 10_000)).toBe(0);
  });
});
