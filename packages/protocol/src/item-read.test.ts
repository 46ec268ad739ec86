import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCorpus } from '@/tests/fixtures/corpus';
import { T0 } from '@/tests/fixtures/items';
import { rawItemSchema } from './item';
import { readRawItem } from './item-read';

const keys = Object.keys(rawItemSchema.def.shape);
const corpus = [...readCorpus('live-items'), ...readCorpus('backlog-items')];

/** Values each field might get, right, wrong and hostile: the reader must agree with zod on all of them. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string(),
  fc.constantFrom('', 'x'.repeat(201), 'https://example.com/a', 'http://example.com/i.png', 'javascript:alert(1)', ' https://a.b ', '\u202Eevil'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(T0, -1, 0, 1e20, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, true, false, null, [], {}),
  fc.array(fc.oneof(
    fc.string(),
    fc.record({ coin: fc.string(), found: fc.array(fc.string()), symbols: fc.array(fc.record({ exchange: fc.string(), symbol: fc.string() })) }),
  )),
);
/** Objects shaped like the nested fields (hops, a quoted post's user), each of their fields right, wrong or absent. */
const nested = fc.record(
  {
    origin: fc.oneof(fc.constant(T0), anyValue),
    read: fc.oneof(fc.constant(T0), anyValue),
    sent: fc.oneof(fc.constant(T0), anyValue),
    isQuote: fc.oneof(fc.boolean(), anyValue),
    name: fc.oneof(fc.string(), anyValue),
  },
  { requiredKeys: [] },
);
/** Mostly readable items (so the reader's own path is what is tested), any field possibly wrong. */
const item = fc.record(
  {
    _id: fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.integer(), anyValue),
    title: fc.oneof(fc.string(), anyValue),
    time: fc.oneof(fc.integer({ min: T0 - 86_400_000 * 365, max: T0 }), anyValue),
    ...Object.fromEntries(keys.filter((key) => !['_id', 'title', 'time'].includes(key)).map((key) => [key, fc.oneof(anyValue, nested)])),
  },
  { requiredKeys: [] },
);

/** What the whole schema makes of it, or undefined when it refuses. */
const whole = (value: unknown) => {
  const result = rawItemSchema.safeParse(value);
  return result.success ? result.data : undefined;
};

describe('readRawItem', () => {
  it('reads exactly what the whole schema reads, or leaves the item to it', () => {
    let read = 0;
    fc.assert(
      fc.property(item, (value) => {
        const fast = readRawItem(value);
        if (fast === undefined) return;
        read++;
        expect(fast).toStrictEqual(whole(value));
      }),
      { numRuns: 1_000 },
    );
    // Not vacuous: most of these items have their required fields right.
    expect(read).toBeGreaterThan(100);
  });

  it('reads every item of the corpus exactly as the whole schema does, itself', () => {
    for (const frame of corpus) {
      expect(whole(frame)).toBeDefined();
      expect(readRawItem(frame)).toStrictEqual(whole(frame));
    }
  });

  it('leaves refused items to the whole schema, which says why', () => {
    expect(readRawItem({ title: 't', time: T0 })).toBeUndefined();
    expect(readRawItem({ _id: '', title: 't', time: T0 })).toBeUndefined();
    expect(readRawItem({ _id: 'a', title: 't', time: 1 })).toBeUndefined();
    expect(readRawItem([])).toBeUndefined();
    expect(readRawItem(null)).toBeUndefined();
  });

  it('gives absent lists and prices a fresh empty value each time, as zod does', () => {
    const first = readRawItem({ _id: 'a', title: 't', time: T0 })!;
    const second = readRawItem({ _id: 'b', title: 't', time: T0 })!;
    for (const key of ['suggestions', 'actions', 'symbols'] as const) {
      expect(first[key]).toStrictEqual([]);
      expect(first[key]).not.toBe(second[key]);
    }
    expect(first.firstPrice).toStrictEqual({});
    expect(first.firstPrice).not.toBe(second.firstPrice);
    first.suggestions.push({ coin: 'BTC', found: [], symbols: [] });
    expect(readRawItem({ _id: 'c', title: 't', time: T0 })!.suggestions).toStrictEqual([]);
  });
});
