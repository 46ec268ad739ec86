import { describe, expect, it } from 'vitest';
import { DelayWindow } from './delays';

describe('source delays', () => {
  it('keeps each stage apart, only the last 200 items, and no negative delay (an origin clock ahead)', () => {
    const window = new DelayWindow();
    expect(window.summary()).toEqual({ published: null, sent: null });
    for (let index = 0; index < 300; index++) window.add('published', index < 100 ? 1_000 : 2);
    window.add('sent', -1);
    expect(window.summary()).toEqual({ published: { median: 2, p95: 2, count: 200 }, sent: { median: 0, p95: 0, count: 1 } });
  });
});
