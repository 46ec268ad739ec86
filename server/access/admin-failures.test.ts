import { describe, expect, it } from 'vitest';
import { ADMIN_FAILURES, AdminFailures } from './admin-failures';

const setup = (maxAddresses: number = ADMIN_FAILURES.maxAddresses) => {
  const clock = { now: 0 };
  const reports: [string, number][] = [];
  const failures = new AdminFailures({ ...ADMIN_FAILURES, maxAddresses, report: (address, count) => reports.push([address, count]), now: () => clock.now });
  /** What one guess from `address` meets: refused unread (the wait, ms), or compared and wrong (0). */
  const guess = (address: string) => {
    const wait = failures.wait(address);
    if (wait === 0) failures.fail(address);
    return wait;
  };
  return { clock, reports, failures, guess };
};

describe('AdminFailures', () => {
  it('lets an address make 5 wrong guesses, then one every 10 s; other addresses are not affected', () => {
    const { clock, guess, failures } = setup();
    expect(Array.from({ length: 7 }, () => guess('203.0.113.9'))).toEqual([0, 0, 0, 0, 0, 10_000, 10_000]);
    expect(failures.wait('198.51.100.7')).toBe(0);
    clock.now += 4_000;
    expect(guess('203.0.113.9')).toBe(6_000);
    clock.now += 6_000;
    expect([guess('203.0.113.9'), guess('203.0.113.9')]).toEqual([0, 10_000]);
    // An hour of guessing at 8,300 a second gets 360 guesses compared, not 30 million.
    let compared = 0;
    for (let second = 0; second < 3_600; second++) {
      clock.now += 1_000;
      for (let i = 0; i < 8_300; i += 100) if (guess('203.0.113.9') === 0) compared++;
    }
    expect(compared).toBeLessThanOrEqual(361);
  });

  it('reports an address at most once a minute, with the failures since', () => {
    const { clock, guess, reports } = setup();
    for (let i = 0; i < 5; i++) guess('203.0.113.9');
    expect(reports).toEqual([['203.0.113.9', 1]]);
    clock.now += 60_000;
    for (let i = 0; i < 10; i++) guess('203.0.113.9');
    expect(reports).toEqual([['203.0.113.9', 1], ['203.0.113.9', 5]]);
  });

  it('remembers a bounded number of addresses, forgetting the one that failed longest ago', () => {
    const { guess, failures } = setup(3);
    for (const address of ['a', 'b', 'c', 'd']) for (let i = 0; i < 5; i++) guess(address);
    expect(['a', 'b', 'c', 'd'].map((address) => failures.wait(address) > 0)).toEqual([false, true, true, true]);
  });
});
