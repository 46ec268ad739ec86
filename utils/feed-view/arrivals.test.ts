import { describe, expect, it } from 'vitest';
import { ARRIVAL_MS, Arrivals } from './arrivals';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('Arrivals', () => {
  it('does not count the cache filling the list as arrivals', () => {
    const arrivals = new Arrivals();
    arrivals.note(rows('a'), false, 0);
    arrivals.note(rows('a', 'b'), false, 10);
    arrivals.note(rows('a', 'b'), true, 20);
    expect([arrivals.isFresh('a', 20), arrivals.isFresh('b', 20)]).toEqual([false, false]);
  });

  it('counts a row that enters after the load, for a moment only', () => {
    const arrivals = new Arrivals();
    arrivals.note(rows('a'), false, 0);
    arrivals.note(rows('b', 'a'), true, 100);
    expect(arrivals.isFresh('b', 100)).toBe(true);
    expect(arrivals.isFresh('a', 100)).toBe(false);
    expect(arrivals.isFresh('b', 100 + ARRIVAL_MS)).toBe(false);
  });

  it('keeps an arrival fresh while the same list is noted again, and forgets rows that left', () => {
    const arrivals = new Arrivals();
    arrivals.note(rows('a'), false, 0);
    arrivals.note(rows('b', 'a'), true, 100);
    arrivals.note(rows('b', 'a'), true, 200);
    expect(arrivals.isFresh('b', 200)).toBe(true);
    arrivals.note(rows('b'), true, 300);
    arrivals.note(rows('a', 'b'), true, 400);
    expect(arrivals.isFresh('a', 400)).toBe(true);
  });
});
