import { describe, expect, it } from 'vitest';
import { hopDuration } from './hop-duration';

describe('hopDuration', () => {
  it('says a span in ms, s or min, negative ones too', () => {
    expect(hopDuration(349.6, 'en')).toBe('350 ms');
    expect(hopDuration(1_234, 'en')).toBe('1.2 sec');
    expect(hopDuration(-40, 'en')).toBe('-40 ms');
    expect(hopDuration(3 * 60_000 + 10_000, 'en')).toBe('3 min');
  });
});
