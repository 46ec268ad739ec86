import { describe, expect, it } from 'vitest';
import { Mutex } from './run-exclusive';

describe('Mutex (what @wxt-dev/storage uses of async-mutex)', () => {
  it('runs each call only after the one before it has finished', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    let release!: () => void;
    const first = mutex.runExclusive(async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first ends');
      return 1;
    });
    const second = mutex.runExclusive(() => (order.push('second runs'), 2));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first starts']);
    release();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('a call that fails rejects its own caller and does not stop the next', async () => {
    const mutex = new Mutex();
    const failed = mutex.runExclusive(async () => {
      throw new Error('storage refused');
    });
    const next = mutex.runExclusive(async () => 'read');
    await expect(failed).rejects.toThrow('storage refused');
    await expect(next).resolves.toBe('read');
  });
});
