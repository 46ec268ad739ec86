import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './redis-bus';

describe('reconnectDelay', () => {
  it('backs off from about 100 ms to at most 5 s, jittered into the upper half', () => {
    expect(reconnectDelay(0, () => 1)).toBe(100);
    expect(reconnectDelay(0, () => 0)).toBe(50);
    expect(reconnectDelay(3, () => 1)).toBe(800);
    expect(reconnectDelay(50, () => 1)).toBe(5_000);
    expect(reconnectDelay(50, () => 0)).toBe(2_500);
  });
});
