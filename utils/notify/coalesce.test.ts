import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { newsItem } from '@/tests/fixtures/items';
import { Coalescer, type Desktop } from './coalesce';

const item = (n: number) => newsItem(`i${n}`, { title: `t${n}`, time: n });

function setup() {
  const clock = new FakeClock();
  const shown: Desktop[] = [];
  const coalescer = new Coalescer(clock, { maxPerWindow: 3, windowMs: 10_000 }, (n) => shown.push(n));
  return { clock, shown, coalescer };
}

describe('Coalescer', () => {
  it('shows items one by one below the limit', () => {
    const { clock, shown, coalescer } = setup();
    for (let i = 0; i < 5; i++) {
      coalescer.offer(item(i));
      clock.advance(5_000);
    }
    expect(shown.map((n) => n.kind)).toEqual(['item', 'item', 'item', 'item', 'item']);
  });

  it('folds a burst of 500 into a handful of notifications', () => {
    const { clock, shown, coalescer } = setup();
    for (let i = 0; i < 500; i++) {
      coalescer.offer(item(i));
      clock.advance(10);
    }
    clock.advance(10_000);
    expect(shown).toHaveLength(4);
    expect(shown[3]).toMatchObject({ kind: 'summary', count: 497, reason: 'burst', latest: { id: 'i499' } });
  });

  it("folds an extra feed's flood of 1,000 into its own summaries: the first feed's items keep their own notifications", () => {
    const { clock, shown, coalescer } = setup();
    const hostile = (n: number) => ({ ...newsItem(`h${n}`, { title: `h${n}`, time: n }), via: 'hostile' });
    for (let i = 0; i < 1_000; i++) {
      coalescer.offer(hostile(i));
      if (i % 100 === 0) coalescer.offer(item(i));
      clock.advance(10);
    }
    clock.advance(10_000);
    // The first feed's ten, one a second: three a window on their own (the reader's limit), the rest
    // in the first feed's own summary, as without the flood; the flood only in the hostile feed's.
    const firstShown = shown.filter((n) => n.kind === 'item' && n.item.id.startsWith('i')).length;
    const firstSummaries = shown.filter((n) => n.kind === 'summary' && n.via === undefined);
    expect(firstShown).toBe(3);
    expect(firstSummaries).toEqual([expect.objectContaining({ count: 7, latest: expect.objectContaining({ id: 'i900' }) })]);
    const hostileSummaries = shown.filter((n) => n.kind === 'summary' && n.via === 'hostile');
    expect(hostileSummaries.length).toBeLessThanOrEqual(2);
    expect(hostileSummaries.every((n) => n.kind === 'summary' && n.latest?.id.startsWith('h'))).toBe(true);
  });

  it("shows the first feed's item at once while an extra feed's burst is folding", () => {
    const { shown, coalescer } = setup();
    for (let i = 0; i < 50; i++) coalescer.offer({ ...newsItem(`h${i}`, { title: `h${i}`, time: i }), via: 'hostile' });
    coalescer.offer(item(1));
    expect(shown.at(-1)).toMatchObject({ kind: 'item', item: { id: 'i1' } });
  });

  it('keeps order: once folding, later items wait for the summary', () => {
    const { clock, shown, coalescer } = setup();
    for (let i = 0; i < 4; i++) coalescer.offer(item(i));
    clock.advance(9_999);
    coalescer.offer(item(4));
    clock.advance(1);
    expect(shown.at(-1)).toMatchObject({ kind: 'summary', count: 2 });
  });

  it('a single folded item is shown as itself', () => {
    const { clock, shown, coalescer } = setup();
    for (let i = 0; i < 4; i++) coalescer.offer(item(i));
    clock.advance(10_000);
    expect(shown.at(-1)).toMatchObject({ kind: 'item', item: { id: 'i3' } });
  });

  it('a backfill becomes one summary', () => {
    const { shown, coalescer } = setup();
    coalescer.offerBackfill([item(1), item(2), item(3), item(4)]);
    expect(shown).toEqual([{ kind: 'summary', count: 4, reason: 'backfill', latest: item(4), sound: undefined }]);
  });
});
