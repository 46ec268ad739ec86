import { describe, expect, it } from 'vitest';
import { IdWindow } from './id-window';

describe('IdWindow', () => {
  it('reports duplicates', () => {
    const window = new IdWindow(10);
    expect(window.add('a')).toBe(true);
    expect(window.add('a')).toBe(false);
    expect(window.has('a')).toBe(true);
  });

  it('forgets the oldest beyond its capacity, keeping memory bounded', () => {
    const window = new IdWindow(3);
    for (const id of ['a', 'b', 'c', 'd']) window.add(id);
    expect(window.size).toBe(3);
    expect(window.has('a')).toBe(false);
    expect(window.has('d')).toBe(true);
  });
});
