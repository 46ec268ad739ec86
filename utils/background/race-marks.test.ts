import { describe, expect, it, vi } from 'vitest';
import { storedItem } from '@/tests/fixtures/items';
import { markRaces } from './race-marks';

describe('markRaces', () => {
  const race = { first: 'Regional', over: [{ feed: 'main', ms: 4_200 }] };

  it("writes who won onto the first copy's item and updates open pages, notifying nothing", async () => {
    const store = vi.fn();
    const broadcast = vi.fn();
    await markRaces({ find: async () => storedItem('a'), store, broadcast }).mark({ id: 'a', race });
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ id: 'a', race }));
    expect(broadcast).toHaveBeenCalledWith({ type: 'items', items: [expect.objectContaining({ id: 'a', race })] });
  });

  it('does nothing for an item no longer kept (pruned, or dropped by a rule)', async () => {
    const store = vi.fn();
    await markRaces({ find: async () => undefined, store, broadcast: vi.fn() }).mark({ id: 'a', race });
    expect(store).not.toHaveBeenCalled();
  });

  it('counts the marks under way until each has its answer from the store', async () => {
    let answer: (item: undefined) => void = () => undefined;
    const marks = markRaces({ find: () => new Promise((resolve) => (answer = resolve)), store: vi.fn(), broadcast: vi.fn() });
    const marking = marks.mark({ id: 'a', race });
    expect(marks.pending()).toBe(1);
    answer(undefined);
    await marking;
    expect(marks.pending()).toBe(0);
  });
});
