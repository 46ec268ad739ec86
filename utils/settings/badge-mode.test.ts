import { describe, expect, it } from 'vitest';
import { readBadgeMode } from './badge-mode';

describe('readBadgeMode', () => {
  it('reads a stored mode and falls back to the count for anything else', () => {
    expect(readBadgeMode('off')).toBe('off');
    expect(readBadgeMode('count')).toBe('count');
    expect(readBadgeMode(undefined)).toBe('count');
    expect(readBadgeMode('loud')).toBe('count');
  });
});
