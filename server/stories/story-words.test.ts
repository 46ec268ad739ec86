import { describe, expect, it } from 'vitest';
import { WordIds } from './story-words';

describe('WordIds', () => {
  it('numbers a word while some item holds it, and reuses numbers let go', () => {
    const ids = new WordIds();
    const first = ids.hold(['bitcoin', 'etf']);
    const second = ids.hold(['etf', 'inflows']);
    expect([...first]).toEqual([0, 1]);
    expect([...second]).toEqual([1, 2]);
    expect(ids.known(['etf', 'unknown', 'bitcoin'])).toEqual([1, 0]);
    ids.release(first);
    // 'etf' is still held by the second item; 'bitcoin' is gone and its number is free again.
    expect(ids.known(['bitcoin', 'etf'])).toEqual([1]);
    expect([...ids.hold(['solana'])]).toEqual([0]);
    expect(ids.limit).toBe(3);
  });

  it('stays below the most words ever held at once, however many pass through', () => {
    const ids = new WordIds();
    let held = ids.hold(['a0', 'b0']);
    for (let i = 1; i < 10_000; i++) {
      const next = ids.hold([`a${i}`, `b${i}`]);
      ids.release(held);
      held = next;
    }
    expect(ids.limit).toBe(4);
    expect(ids.known(['a0', 'a9999', 'b9999'])).toHaveLength(2);
  });
});
