import { describe, expect, it } from 'vitest';
import { Turns } from './page-builds';

describe('Turns', () => {
  it('runs at most its limit at once, the rest in the order they came, and goes on after a failure', async () => {
    const turns = new Turns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const job = (n: number, fail = false) =>
      turns.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        if (fail) throw new Error(`job ${n}`);
        return n;
      });
    const all = [job(1, true), job(2), job(3), job(4)].map((promise) => promise.catch((error: Error) => error.message));
    for (let settled = 0; settled < 4; settled++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()!();
    }
    expect(await Promise.all(all)).toEqual(['job 1', 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
