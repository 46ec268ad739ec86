import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { newsItem } from '@/tests/fixtures/items';
import { defaultAlerts, type AlertSettings } from '@/utils/settings/schema';
import type { StoredItem } from '@/utils/store/store-types';
import { createStoreItems } from './store-items';

function setup(alerts: AlertSettings, clock = new FakeClock()) {
  const stored: StoredItem[] = [];
  const saved: AlertSettings[] = [];
  let unread = 0;
  let current = alerts;
  const storeItems = createStoreItems({
    clock,
    alerts: () => current,
    saveAlerts: async (next) => {
      saved.push(next);
      current = next;
    },
    store: (item) => stored.push(item),
    countUnread: (count) => (unread += count),
  });
  return { storeItems, stored, saved, unread: () => unread };
}

describe('createStoreItems', () => {
  it('stores and counts what the rules keep, stamped with when it arrived, and drops what they hide', () => {
    const hide = { id: 'h', name: 'Hide Upbit', enabled: true, action: 'hide' as const, match: { sources: ['Upbit'] } };
    const t = setup({ ...defaultAlerts, rules: [hide] });
    const sorted = t.storeItems([newsItem('a'), newsItem('b', { source: 'Upbit' })], 42);
    expect(t.stored.map((item) => [item.id, item.receivedAt])).toEqual([['a', 42]]);
    expect(sorted.notify.map((entry) => entry.item.id)).toEqual(['a']);
    expect(t.unread()).toBe(1);
  });

  it('turns a rule whose pattern overran its time off, once, saying why', () => {
    class SlowPatterns extends FakeClock {
      private elapsed = 0;
      override monotonic(): number {
        return (this.elapsed += 40);
      }
    }
    const slow = { id: 's', name: 'Slow', enabled: true, action: 'notify' as const, match: { pattern: 'never' } };
    const t = setup({ ...defaultAlerts, rules: [slow] }, new SlowPatterns());
    t.storeItems([newsItem('a')], 1);
    t.storeItems([newsItem('b')], 2);
    expect(t.saved).toHaveLength(1);
    expect(t.saved[0]!.rules[0]).toMatchObject({ enabled: false, note: expect.stringContaining('took 40 ms on one headline') });
    expect(t.stored.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('raises one notification for a story, however many origins carry it, and keeps every item of it', () => {
    const t = setup(defaultAlerts);
    const first = t.storeItems([newsItem('a', { source: 'Bybit' })], 1);
    const echo = t.storeItems([newsItem('b', { source: 'Blogs', story: 'a' }), newsItem('c')], 2);
    expect(first.notify.map((entry) => entry.item.id)).toEqual(['a']);
    expect(echo.notify.map((entry) => entry.item.id)).toEqual(['c']);
    expect(t.stored.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('hands what to notify over before it stores or counts anything, so the notification waits for neither', () => {
    const t = setup(defaultAlerts);
    const seen: string[] = [];
    const sorted = t.storeItems([newsItem('a')], 7, (notify) => seen.push(`raise ${notify.map(({ item }) => item.id).join()} after ${t.stored.length} stored, ${t.unread()} counted`));
    expect(seen).toEqual(['raise a after 0 stored, 0 counted']);
    expect(sorted.notify.map(({ item }) => item.id)).toEqual(['a']);
    expect(t.stored.map((item) => item.id)).toEqual(['a']);
  });
});
