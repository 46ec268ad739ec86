import { describe, expect, it } from 'vitest';
import { hopDuration } from './hop-duration';

describe('hopDuration', () => {
  it('says a span in ms, s or min, negative ones too', () => {
    expect(hopDuration(349.6, 'en')).toBe('350 ms');
    expect(hopDuration(1_234, 'en')).toBe('1.2 sec');
    expect(hopDuration(-40, 'en')).toBe('-40 ms');
    expect(hopDuration(3 * 60_000 + 10_000, 'en')).toBe('3 min');
  });

  it('says a long one in minutes, hours or days, never as a bare count (25 min was once printed 1538301)', () => {
    expect(hopDuration(1_538_301, 'en')).toBe('26 min');
    expect(hopDuration(2.5 * 3_600_000, 'en')).toBe('2.5 hr');
    expect(hopDuration(3 * 86_400_000, 'en')).toBe('3 days');
    expect(hopDuration(1_538_301, 'de')).toBe('26 Min.');
    expect(hopDuration(12_345, 'de')).toBe('12,3 Sek.');
  });
});
