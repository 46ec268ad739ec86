import { describe, expect, it } from 'vitest';
import { StoryGate } from './story-gate';

describe('StoryGate', () => {
  it('lets the first item of a story through and holds back the rest of it', () => {
    const gate = new StoryGate();
    expect(gate.first({ id: 'a' })).toBe(true);
    expect(gate.first({ id: 'b', story: 'a' })).toBe(false);
    expect(gate.first({ id: 'c' })).toBe(true);
  });

  it('lets a story through when its first item raised nothing', () => {
    const gate = new StoryGate();
    expect(gate.first({ id: 'b', story: 'a' })).toBe(true);
    expect(gate.first({ id: 'c', story: 'a' })).toBe(false);
  });

  it('forgets the oldest stories past its memory', () => {
    const gate = new StoryGate();
    for (let i = 0; i <= 1_000; i++) gate.first({ id: `s${i}` });
    expect(gate.first({ id: 'x', story: 's0' })).toBe(true);
    expect(gate.first({ id: 'y', story: 's1000' })).toBe(false);
  });
});
