import { describe, expect, it } from 'vitest';
import { parseNewsFrame } from './frames';
import { rawItemSchema } from './item';
import { normalise } from './normalise';
import { toPublishedItem } from './published-item';
import { clockFrame, newsFrame, withSent } from './server-frames';

const time = Date.UTC(2026, 10, 1);
const base = { _id: '1', title: 'Binance Will List Arbitrum (ARB)', source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/x', time };

describe('hops', () => {
  it('reach the reader with each stamp', () => {
    const hops = { origin: time - 900, read: time - 400, sent: time };
    expect(normalise(rawItemSchema.parse({ ...base, hops })).hops).toEqual(hops);
  });

  it('drop a bad stamp alone and keep the item; none readable is no hops', () => {
    const raw = rawItemSchema.parse({ ...base, hops: { origin: 'yesterday', read: Date.UTC(2040, 0, 1), sent: time, extra: 5 } });
    expect(normalise(raw).hops).toEqual({ sent: time });
    expect(normalise(rawItemSchema.parse({ ...base, hops: { origin: -1 } })).hops).toBeUndefined();
    expect(normalise(rawItemSchema.parse({ ...base, hops: [1, 2] })).title).toBe(base.title);
  });

  it('are published bounded: unknown stamps dropped and counted, an unreadable stamp refused by name', () => {
    const ok = toPublishedItem({ ...base, hops: { origin: time - 5, read: time, spare: 1 } });
    expect(ok).toMatchObject({ ok: true, item: { hops: { origin: time - 5, read: time } }, dropped: { unknown: 1 } });
    expect(toPublishedItem({ ...base, hops: { read: 1.5 } })).toMatchObject({ ok: false, errors: [expect.stringContaining('hops.read')] });
    expect(toPublishedItem({ ...base, hops: 'now' })).toMatchObject({ ok: false, errors: [expect.stringContaining('hops')] });
  });

  it("the service's clock answer is a control frame, not an item", () => {
    expect(parseNewsFrame(JSON.stringify({ clock: time }))).toEqual({ kind: 'clock', time });
    expect(parseNewsFrame(JSON.stringify({ clock: 'noon' })).kind).toBe('rejected');
  });

  it('the frames the service builds read back: an item with its stamps and `sent` added, the clock answer', () => {
    const published = toPublishedItem({ ...base, hops: { origin: time - 900, read: time - 300 } });
    if (!published.ok) throw new Error(published.errors.join());
    const frame = parseNewsFrame(newsFrame(withSent(published.item, time)));
    expect(frame).toMatchObject({ kind: 'item', item: { hops: { origin: time - 900, read: time - 300, sent: time } } });
    expect(parseNewsFrame(newsFrame(withSent({ _id: '2', title: 'No stamps yet', time }, time)))).toMatchObject({ kind: 'item', item: { hops: { sent: time } } });
    expect(parseNewsFrame(clockFrame(time))).toEqual({ kind: 'clock', time });
  });
});
