import { describe, expect, it } from 'vitest';
import { STORY_SPAN_MS } from '@newsflash/protocol/story';
import { STORY_MAX_ITEMS } from '@/utils/story-reach';
import { StoryGate } from './story-gate';

const T = 1_700_000_000_000;

describe('StoryGate', () => {
  it('lets the first item of a story through and holds back the rest of it', () => {
    const gate = new StoryGate();
    expect(gate.first({ id: 'a', time: T })).toBe(true);
    expect(gate.first({ id: 'b', story: 'a', time: T })).toBe(false);
    expect(gate.first({ id: 'c', time: T })).toBe(true);
  });

  it('lets a story through when its first item raised nothing', () => {
    const gate = new StoryGate();
    expect(gate.first({ id: 'b', story: 'a', time: T })).toBe(true);
    expect(gate.first({ id: 'c', story: 'a', time: T })).toBe(false);
  });

  it('forgets the oldest stories past its memory', () => {
    const gate = new StoryGate();
    for (let i = 0; i <= 1_000; i++) gate.first({ id: `s${i}`, time: T });
    expect(gate.first({ id: 'x', story: 's0', time: T })).toBe(true);
    expect(gate.first({ id: 'y', story: 's1000', time: T })).toBe(false);
  });

  it('raises an item past its story\'s reach on its own: six hours on, or past a screenful of items', () => {
    const gate = new StoryGate();
    expect(gate.first({ id: 'a', time: T })).toBe(true);
    expect(gate.first({ id: 'late', story: 'a', time: T + STORY_SPAN_MS + 1 })).toBe(true);
    const flood = Array.from({ length: 100 }, (_, i) => gate.first({ id: `f${i}`, story: 'a', time: T + i }));
    // The first item counts as one: STORY_MAX_ITEMS - 1 more are held back, the rest raised.
    expect(flood.filter((raised) => !raised)).toHaveLength(STORY_MAX_ITEMS - 1);
    expect(flood.at(-1)).toBe(true);
  });
});

