import { describe, expect, it } from 'vitest';
import { STORY_SPAN_MS } from '@newsflash/protocol/story';
import { STORY_MAX_ITEMS } from '@/utils/base/story-reach';
import { StoryGate } from './story-gate';

const T = 1_700_000_000_000;

describe('StoryGate', () => {
  it('lets the first item of a story through and holds back the rest of it', () => {
    const gate = new StoryGate();
    expect(gate.first({ id: 'a', time: T })).toBe(true);
    expect(gate.first({ id: 'b', story: 'a', time: T })).toBe(false);
    expect(gate.first({ id: 'c', time: T })).toBe(true);
  });

  it("keeps an extra feed's ids and stories its own: sent ahead, they hold back none of the first feed's notifications, for any number", () => {
    const gate = new StoryGate();
    for (let n = 0; n < 2_000; n++) {
      expect(gate.first({ id: `next-${n}`, story: `story-${n}`, time: T, via: 'hostile' })).toBe(true);
      expect(gate.first({ id: `next-${n}`, time: T, via: 'hostile' })).toBe(true);
      expect(gate.first({ id: `next-${n}`, time: T })).toBe(true);
      expect(gate.first({ id: `other-${n}`, story: `story-${n}`, time: T })).toBe(true);
    }
    // Within one feed a story is still raised once.
    expect(gate.first({ id: 'x', story: 'story-1999', time: T, via: 'hostile' })).toBe(false);
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


describe('StoryGate with a listing', () => {
  const listing = (exchange: string) => ({ kind: 'spot-listing' as const, exchange, coins: ['ARB'], markets: [] });

  it('raises the listing once per exchange: a copy in another language or an outlet is held back, another exchange is raised', () => {
    const gate = new StoryGate();
    expect(gate.first({ id: 'en', time: T, notice: listing('Binance') })).toBe(true);
    expect(gate.first({ id: 'cn', story: 'en', time: T + 60_000, notice: listing('Binance') })).toBe(false);
    expect(gate.first({ id: 'outlet', story: 'en', time: T + 120_000 })).toBe(false);
    expect(gate.first({ id: 'upbit', story: 'en', time: T + 3_600_000, notice: listing('Upbit') })).toBe(true);
    expect(gate.first({ id: 'upbit-again', story: 'en', time: T + 3_700_000, notice: listing('Upbit') })).toBe(false);
    // Another kind of notice of the same story is no new listing.
    expect(gate.first({ id: 'okx-delist', story: 'en', time: T + 3_800_000, notice: { kind: 'delisting', exchange: 'OKX', coins: ['ARB'], markets: [] } })).toBe(false);
  });

  it('raises a listing on at most its budget of exchanges per story', () => {
    const gate = new StoryGate();
    gate.first({ id: 's', time: T, notice: listing('E0') });
    const raised = Array.from({ length: 30 }, (_, i) => gate.first({ id: `x${i}`, story: 's', time: T, notice: listing(`E${i + 1}`) })).filter(Boolean);
    expect(raised).toHaveLength(19);
  });
});
