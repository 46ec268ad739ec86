import { describe, expect, it, vi } from 'vitest';
import { FirstAnswer } from './first-answer';

describe('FirstAnswer', () => {
  it('holds for a source with nothing remembered until a whole answer is read, then asks storage again', async () => {
    let remembered = false;
    const hasClaims = vi.fn(async () => remembered);
    const first = new FirstAnswer(hasClaims);
    // Two offers of one answer (two catalogs): the second is still first, though the first offer claimed.
    expect(await first.holds()).toBe(true);
    remembered = true;
    expect(await first.holds()).toBe(true);
    expect(hasClaims).toHaveBeenCalledOnce();
    first.answered();
    expect(await first.holds()).toBe(false);
    first.answered();
    expect(await first.holds()).toBe(false);
    expect(hasClaims).toHaveBeenCalledTimes(2);
  });

  it('stays first after an answer that left nothing remembered (an empty feed)', async () => {
    const first = new FirstAnswer(async () => false);
    expect(await first.holds()).toBe(true);
    first.answered();
    expect(await first.holds()).toBe(true);
  });

  it('does not hold for a source storage already remembers (a restart), and rejects when storage cannot say', async () => {
    expect(await new FirstAnswer(async () => true).holds()).toBe(false);
    const away = new FirstAnswer(async () => Promise.reject(new Error('database is locked')));
    await expect(away.holds()).rejects.toThrow('database is locked');
  });
});
