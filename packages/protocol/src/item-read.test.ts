import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCorpus } from '@/tests/fixtures/corpus';
import { T0 } from '@/tests/fixtures/items';
import { rawItemSchema } from './item';
import { readAiFrame, readAiNotePlain, readClockFrame, type Reader, readLikesFrame, readLoginFailure, readLoginSuccess, readOutcomeFrame, readOutcomePlain, readRawItem, refusal, REFUSED } from './item-read';
import { aiFrameSchema, aiNoteSchema } from './ai-note';
import { likesFrameSchema, loginFailureSchema, loginSuccessSchema, voteActions } from './control';
import { clockFrameSchema } from './hops';
import { outcomeFrameSchema, outcomeSchema } from './outcome';

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
    quotedUser: fc.oneof(fc.record({ name: fc.string(), text: anyValue }, { requiredKeys: [] }), anyValue),
  },
  { requiredKeys: [] },
);
/** A notice, a market, an outcome and a model's note, mostly right, any field possibly wrong, sometimes with a field too many. */
const maybe = <T>(right: fc.Arbitrary<T>) => fc.oneof({ arbitrary: right, weight: 4 }, { arbitrary: anyValue, weight: 1 });
const notice = fc.record(
  {
    kind: maybe(fc.constantFrom('spot-listing', 'delisting', 'other')),
    sign: maybe(fc.constantFrom('+', '-')),
    exchange: maybe(fc.constantFrom('Binance', '', 'x'.repeat(41))),
    coins: maybe(fc.array(fc.constantFrom('ARB', '', 'x'.repeat(41), 7))),
    at: maybe(fc.constantFrom(T0, T0 + 90 * 86_400_000, T0 + 400 * 86_400_000, 0)),
    extra: fc.string(),
  },
  { requiredKeys: [] },
);
const market = fc.record(
  {
    exchange: maybe(fc.constantFrom('Upbit', 'Binance', 'x'.repeat(40))),
    kind: maybe(fc.constantFrom('spot', 'futures')),
    symbol: maybe(fc.constantFrom('ARB_KRW', 'BTC_USDT')),
    at: maybe(fc.constant(T0)),
  },
  { requiredKeys: [] },
);
const price = fc.constantFrom(1.5, 0, -1, 1e12, 2);
const move = fc.constantFrom(0, -100, -101, 100_000, 100_001, 3.5);
const span = fc.oneof(
  fc.record({ price: maybe(price), move: maybe(move), rise: maybe(move), fall: maybe(move) }, { requiredKeys: [] }),
  fc.record({ missed: maybe(fc.constant(true)) }),
  fc.record({ missed: fc.constant(true), price }),
);
const coinOutcome = fc.record(
  {
    coin: maybe(fc.constantFrom('ARB', '', 'x'.repeat(41))),
    market: maybe(fc.constantFrom('binance', 'bybit-perps', 'kraken')),
    symbol: maybe(fc.constantFrom('ARBUSDT', 'arb', 'A')),
    from: maybe(price),
    spans: maybe(fc.dictionary(fc.constantFrom('1m', '5m', '30m', '4h', '1h', '__proto__'), span, { maxKeys: 3 })),
  },
  { requiredKeys: ['coin', 'market', 'symbol', 'spans'] },
);
const outcome = fc.oneof(
  fc.record({ coins: fc.array(coinOutcome, { maxLength: 4 }) }),
  fc.record({ coins: fc.array(coinOutcome, { maxLength: 2 }), extra: fc.integer() }),
  anyValue,
);
const ai = fc.record(
  {
    importance: maybe(fc.constantFrom(1, 5, 3, 0, 6, 2.5)),
    summary: fc.oneof(
      { arbitrary: fc.constantFrom('Binance lists XYZ.', 'x'.repeat(140)), weight: 3 },
      { arbitrary: fc.constantFrom(' padded', 'see https://x.com', 'a<b', '', 'x'.repeat(141), 'line\nbreak'), weight: 1 },
      { arbitrary: anyValue, weight: 1 },
    ),
    en: maybe(fc.constantFrom('An English title', 'An English title', 'www.evil.io')),
  },
  { requiredKeys: [] },
);
const prices = fc.oneof(fc.dictionary(fc.constantFrom('ARBUSDT', 'BTCUSDT', 'arb', '1', '__proto__', 'X'), fc.oneof(fc.double(), fc.constant(1.5)), { maxKeys: 25 }), anyValue);
/** Mostly readable items (so the reader's own path is what is tested), any field possibly wrong. */
const item = fc.record(
  {
    _id: fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.integer(), anyValue),
    title: maybe(fc.string()),
    time: maybe(fc.integer({ min: T0 - 86_400_000 * 365, max: T0 })),
    ...Object.fromEntries(keys.filter((key) => !['_id', 'title', 'time'].includes(key)).map((key) => [key, fc.oneof(anyValue, nested)])),
    notice: maybe(notice),
    market: maybe(market),
    outcome,
    ai: maybe(ai),
    firstPrice: prices,
  },
  { requiredKeys: [] },
);

/** What the whole schema makes of it, or undefined when it refuses. */
const whole = (value: unknown) => {
  const result = rawItemSchema.safeParse(value);
  return result.success ? result.data : undefined;
};

describe('readRawItem', () => {
  it('reads exactly what the whole schema reads, and refuses what it refuses', () => {
    const read = { items: 0, refused: 0, notices: 0, markets: 0, outcomes: 0, notes: 0 };
    fc.assert(
      fc.property(item, (value) => {
        const plain = readRawItem(value);
        expect(plain).toStrictEqual(whole(value));
        if (!plain) return void read.refused++;
        read.items++;
        if (plain.notice) read.notices++;
        if (plain.market) read.markets++;
        if (plain.outcome) read.outcomes++;
        if (plain.ai) read.notes++;
      }),
      { numRuns: 1_000 },
    );
    // Not vacuous: most of these items have their required fields right, and their nested fields are read too.
    expect(read.items).toBeGreaterThan(250);
    expect(read.refused).toBeGreaterThan(100);
    for (const nestedRead of [read.notices, read.markets, read.outcomes, read.notes]) expect(nestedRead).toBeGreaterThan(5);
  }, 30_000);

  it('reads every item of the corpus exactly as the whole schema does, itself', () => {
    for (const frame of corpus) {
      expect(whole(frame)).toBeDefined();
      expect(readRawItem(frame)).toStrictEqual(whole(frame));
    }
  });

  it('refuses an item without its required fields, and says which', () => {
    expect(readRawItem({ title: 't', time: T0 })).toBeUndefined();
    expect(readRawItem({ _id: '', title: 't', time: T0 })).toBeUndefined();
    expect(readRawItem({ _id: 'a', title: 't', time: 1 })).toBeUndefined();
    expect(readRawItem([])).toBeUndefined();
    expect(readRawItem(null)).toBeUndefined();
    expect([refusal({ title: 't', time: T0 }), refusal({ _id: 'a', title: 't', time: 1 }), refusal({ _id: 'a', title: 't', time: T0, market: {}, notice: 1 }), refusal([])]).toEqual([
      '_id',
      'time',
      'unknown',
      'not an object',
    ]);
  });

  it('cuts a title, an English title and a body past their lengths exactly as the schema does', () => {
    for (const extra of [0, 1, 5_000]) {
      const long = { _id: 'a', title: 't'.repeat(1_000 + extra), en: 'e'.repeat(1_000 + extra), body: 'b'.repeat(10_000 + extra), time: T0 };
      expect(readRawItem(long)).toStrictEqual(whole(long));
    }
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
    (first.suggestions as unknown[]).push({ coin: 'BTC', found: [], symbols: [] });
    expect(readRawItem({ _id: 'c', title: 't', time: T0 })!.suggestions).toStrictEqual([]);
  });
});

describe('the frames other than items, read without zod', () => {
  /** What a schema makes of a value, or REFUSED: the zod-free reader must give the same. */
  const bySchema = (schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }) => (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : REFUSED;
  };

  const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, [], {}, Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53));
  const maybe = <T>(right: fc.Arbitrary<T>) => fc.oneof({ arbitrary: right, weight: 4 }, { arbitrary: anyValue, weight: 1 });
  const price = fc.oneof(fc.double(), fc.constantFrom(1.5, 0, -1, 1e12 - 1, 1e12));
  const move = fc.oneof(fc.double(), fc.constantFrom(0, -100, -100.5, 100_000, 100_000.5));
  const span = fc.oneof(
    fc.record({ price: maybe(price), move: maybe(move), rise: maybe(move), fall: maybe(move) }, { requiredKeys: [] }),
    fc.record({ missed: maybe(fc.constantFrom(true, false)) }),
    fc.record({ missed: fc.constant(true), price }),
  );
  const coin = fc.record(
    {
      coin: maybe(fc.constantFrom('ARB', '', 'x'.repeat(40), 'x'.repeat(41))),
      market: maybe(fc.constantFrom('binance', 'binance-futures', 'bybit', 'bybit-perps', 'kraken')),
      symbol: maybe(fc.constantFrom('ARBUSDT', 'arbusdt', 'A', 'X'.repeat(31))),
      from: maybe(price),
      spans: maybe(fc.dictionary(fc.constantFrom('1m', '5m', '30m', '4h', '1h', '__proto__', 'constructor'), span, { maxKeys: 4 })),
      extra: fc.integer(),
    },
    { requiredKeys: ['coin', 'market', 'symbol', 'spans'] },
  );
  const outcome = fc.oneof(
    fc.record({ coins: maybe(fc.array(coin, { maxLength: 4 })) }),
    fc.record({ coins: fc.array(coin, { maxLength: 2 }), extra: fc.integer() }),
    anyValue,
  );
  const text = fc.oneof(
    fc.string(),
    fc.constantFrom('Binance lists XYZ.', ' padded', 'see https://x.com', 'www.a.io', 'a<b', '', 'x'.repeat(140), 'x'.repeat(141), 'x'.repeat(300), 'line\nbreak', '\u202Eevil'),
  );
  const note = fc.record(
    { importance: maybe(fc.constantFrom(1, 2, 5, 0, 6, 2.5)), summary: maybe(text), en: maybe(text), extra: fc.integer() },
    { requiredKeys: [] },
  );
  const update = maybe(fc.constantFrom('n1', '', 'x'.repeat(200), 'x'.repeat(201)));
  // Few random notes are valid (about 1 in 50): a third drawn from valid ones keeps the comparison from running on refusals alone.
  const validNote = fc.record({ importance: fc.constantFrom(1, 2, 5), summary: fc.constantFrom('Binance lists XYZ.', 'x'.repeat(140)) }, { requiredKeys: ['importance'] });

  const sameAs = <T>(read: Reader<unknown>, schema: Parameters<typeof bySchema>[0], values: fc.Arbitrary<T>) => {
    let kept = 0;
    fc.assert(
      fc.property(values, (value) => {
        const plain = read(value);
        expect(plain).toStrictEqual(bySchema(schema)(value));
        if (plain !== REFUSED) kept++;
      }),
      { numRuns: 1_000 },
    );
    // Not vacuous: some of them are read.
    expect(kept).toBeGreaterThan(10);
  };

  describe('the update frames read without zod', () => {
    it('read an outcome exactly as its schema does', () => sameAs(readOutcomePlain, outcomeSchema, outcome), 30_000);
    it("read the model's note exactly as its schema does", () => sameAs(readAiNotePlain, aiNoteSchema, fc.oneof({ arbitrary: validNote, weight: 1 }, { arbitrary: note, weight: 2 })), 30_000);
    it('read the outcome frame and the note frame exactly as their schemas do', () => {
      // A valid id half the time: with both parts drawn at random, too few frames are valid to compare more than refusals.
      const someUpdate = fc.oneof({ arbitrary: fc.constant('n1'), weight: 1 }, { arbitrary: update, weight: 1 });
      const someOutcome = fc.oneof({ arbitrary: fc.constant({ coins: [] }), weight: 1 }, { arbitrary: outcome, weight: 2 });
      sameAs(readOutcomeFrame, outcomeFrameSchema, fc.record({ update: someUpdate, outcome: someOutcome, extra: fc.integer() }, { requiredKeys: ['update', 'outcome'] }));
      const someNote = fc.oneof({ arbitrary: validNote, weight: 1 }, { arbitrary: maybe(note), weight: 1 });
      sameAs(readAiFrame, aiFrameSchema, fc.record({ update: someUpdate, ai: someNote, extra: fc.integer() }, { requiredKeys: ['update', 'ai'] }));
    }, 30_000);
  });

  describe('the news socket’s answers and the vote stream read without zod', () => {
    it('read the clock answer as its schema does', () => sameAs(readClockFrame, clockFrameSchema, fc.record({ clock: maybe(fc.constantFrom(T0, 0, T0 + 2 * 86_400_000)) }, { requiredKeys: [] })));

    it('read a login’s answer, either way, as their schemas do', () => {
      const user = fc.record({ id: maybe(fc.oneof(fc.string(), fc.integer())), username: maybe(fc.oneof(fc.string(), fc.constant('x'.repeat(201)))) }, { requiredKeys: [] });
      sameAs(readLoginSuccess, loginSuccessSchema, fc.record({ time: maybe(fc.integer()), user: maybe(user), extra: fc.integer() }, { requiredKeys: ['user'] }));
      const failure = fc.record({ success: maybe(fc.constantFrom(false, true)), error: maybe(fc.string()), message: maybe(fc.string()) }, { requiredKeys: [] });
      sameAs(readLoginFailure, loginFailureSchema, failure);
    });

    it('read the vote stream’s totals as their schema does', () => {
      const count = maybe(fc.oneof(fc.nat(), fc.constantFrom(-1, 1.5)));
      const frame = fc.record(
        { newsId: maybe(fc.oneof(fc.string({ maxLength: 5 }), fc.integer())), type: maybe(fc.constantFrom('like', 'dislike', 'unlike', 'LIKE')), likes: count, dislikes: count, version: count, extra: fc.integer() },
        { requiredKeys: [] },
      );
      sameAs(readLikesFrame, likesFrameSchema, frame);
      // The reader keeps its own list of the actions: the same as the schema's, each way.
      for (const type of [...voteActions, 'LIKE', 'undo']) {
        expect(readLikesFrame({ newsId: 'n1', type, likes: 0, dislikes: 0 })).toStrictEqual(likesFrameSchema.parse({ newsId: 'n1', type, likes: 0, dislikes: 0 }));
      }
    });
  });
});
