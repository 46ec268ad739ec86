import { describe, expect, it } from 'vitest';
import { watchHostAccess } from './host-access-watch';

const loopback = { serverAddress: 'http://127.0.0.1:8080', overrides: {} };
const other = { serverAddress: 'https://news.example', overrides: {} };

/** A browser whose grants can change, and whose answers the test releases one at a time. */
function browser() {
  const granted = new Set<string>();
  const pending: Array<() => void> = [];
  const hasOrigin = (pattern: string) => new Promise<boolean>((resolve) => pending.push(() => resolve(granted.has(pattern))));
  return { granted, pending, hasOrigin };
}

describe('watchHostAccess', () => {
  it('reports a missing grant, then clears it once granted, telling the status each time', async () => {
    const fake = browser();
    let changes = 0;
    const watch = watchHostAccess(fake.hasOrigin, () => changes++);
    const first = watch.check(loopback);
    fake.pending.shift()!();
    await first;
    expect(watch.problem).toEqual({ code: 'no-host-access', address: 'http://127.0.0.1:8080' });
    fake.granted.add('http://127.0.0.1/*');
    const second = watch.check(loopback);
    fake.pending.shift()!();
    await second;
    expect(watch.problem).toBeUndefined();
    expect(changes).toBe(2);
  });

  it('does not tell the status when the answer is the same', async () => {
    const fake = browser();
    let changes = 0;
    const watch = watchHostAccess(fake.hasOrigin, () => changes++);
    for (let i = 0; i < 2; i++) {
      const check = watch.check(loopback);
      fake.pending.shift()!();
      await check;
    }
    expect(changes).toBe(1);
  });

  it('keeps the newest check when an older one answers last', async () => {
    const fake = browser();
    fake.granted.add('https://news.example/*');
    const watch = watchHostAccess(fake.hasOrigin, () => {});
    const older = watch.check(loopback);
    const newer = watch.check(other);
    const [olderAnswer, newerAnswer] = fake.pending;
    newerAnswer!();
    await newer;
    olderAnswer!();
    await older;
    expect(watch.problem).toBeUndefined();
  });
});
