import { describe, expect, it } from 'vitest';
import { DelayWindow, quantile } from './delays';

describe('source delays', () => {
  it('reads the median and p95 by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.95)).toBe(95);
    expect(quantile([7], 0.95)).toBe(7);
  });

  it('keeps each stage apart, only the last 200 items, and no negative delay (an origin clock ahead)', () => {
    const window = new DelayWindow();
    expect(window.summary()).toEqual({ published: null, sent: null });
    for (let index = 0; index < 300; index++) window.add('published', index < 100 ? 1_000 : 2);
    window.add('sent', -1);
    expect(window.summary()).toEqual({ published: { median: 2, p95: 2, count: 200 }, sent: { median: 0, p95: 0, count: 1 } });
  });
});
