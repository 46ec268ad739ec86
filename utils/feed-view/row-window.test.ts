import { describe, expect, it } from 'vitest';
import { rowsInView, rowStarts, scrollToShow } from './row-window';

const keys = (count: number) => Array.from({ length: count }, (_, index) => `k${index}`);

describe('rowStarts', () => {
  it('places measured rows at their heights and the rest at the estimate, keyed by item', () => {
    const starts = rowStarts(['a', 'b', 'c'], new Map([['b', 40]]), 100);
    expect([...starts]).toEqual([0, 100, 140, 240]);
    // A row arriving above keeps the heights measured for the others.
    expect([...rowStarts(['new', 'a', 'b', 'c'], new Map([['b', 40]]), 100)]).toEqual([0, 100, 200, 240, 340]);
  });

  it('is empty but for the total for no rows', () => {
    expect([...rowStarts([], new Map(), 100)]).toEqual([0]);
  });
});

describe('rowsInView', () => {
  const starts = rowStarts(keys(5_000), new Map(), 100);

  it('draws the rows in view and the overscan on each side, whatever the number of items', () => {
    expect(rowsInView(starts, 0, 520, 4)).toEqual({ start: 0, end: 10 });
    expect(rowsInView(starts, 250_000, 520, 4)).toEqual({ start: 2_496, end: 2_510 });
    expect(rowsInView(starts, 499_480, 520, 4)).toEqual({ start: 4_990, end: 5_000 });
  });

  it('counts a row whose bottom touches the top as out of view', () => {
    expect(rowsInView(starts, 100, 100, 0)).toEqual({ start: 1, end: 2 });
  });

  it('stays within the list past its ends (a scroll the browser has not clamped yet) and draws nothing for no rows', () => {
    expect(rowsInView(starts, 10_000_000, 520, 4)).toEqual({ start: 4_995, end: 5_000 });
    expect(rowsInView(starts, -300, 520, 0)).toEqual({ start: 0, end: 3 });
    expect(rowsInView(rowStarts([], new Map(), 100), 0, 520, 4)).toEqual({ start: 0, end: 0 });
  });

  it('finds rows of mixed heights', () => {
    const mixed = rowStarts(['a', 'b', 'c', 'd'], new Map([['a', 10], ['b', 500], ['c', 10]]), 100);
    expect(rowsInView(mixed, 200, 100, 0)).toEqual({ start: 1, end: 2 });
    expect(rowsInView(mixed, 505, 20, 0)).toEqual({ start: 1, end: 4 });
  });
});

describe('scrollToShow', () => {
  const starts = rowStarts(keys(100), new Map(), 100);

  it('leaves a row wholly in view where it is', () => {
    expect(scrollToShow(starts, 3, 250, 300)).toBe(undefined);
    expect(scrollToShow(starts, 4, 250, 300)).toBe(undefined);
  });

  it('brings a row above the view to the top, and the first row always to the very top', () => {
    expect(scrollToShow(starts, 1, 250, 300)).toBe(100);
    expect(scrollToShow(starts, 0, 20, 300)).toBe(0);
  });

  it('brings a row below the view up until its bottom shows, or its top for a row taller than the view', () => {
    expect(scrollToShow(starts, 7, 250, 300)).toBe(500);
    const tall = rowStarts(['a', 'b'], new Map([['b', 900]]), 100);
    expect(scrollToShow(tall, 1, 0, 300)).toBe(100);
  });

  it('asks for nothing for an index outside the list', () => {
    expect(scrollToShow(starts, -1, 0, 300)).toBe(undefined);
    expect(scrollToShow(starts, 100, 0, 300)).toBe(undefined);
  });
});
