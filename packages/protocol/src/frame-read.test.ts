import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '@/tests/fixtures/items';
import { aiFrameSchema, aiNoteSchema } from './ai-note';
import { likesFrameSchema, loginFailureSchema, loginSuccessSchema, voteActions } from './control';
import { clockFrameSchema } from './hops';
import { outcomeFrameSchema, outcomeSchema } from './outcome';
import { REFUSED, type Reader } from './frame-read';
import { readAiFrame, readAiNotePlain, readClockFrame, readLikesFrame, readLoginFailure, readLoginSuccess, readOutcomeFrame, readOutcomePlain } from './frame-read';

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
  it("read the model's note exactly as its schema does", () => sameAs(readAiNotePlain, aiNoteSchema, note), 30_000);
  it('read the outcome frame and the note frame exactly as their schemas do', () => {
    const someOutcome = fc.oneof({ arbitrary: fc.constant({ coins: [] }), weight: 1 }, { arbitrary: outcome, weight: 2 });
    sameAs(readOutcomeFrame, outcomeFrameSchema, fc.record({ update, outcome: someOutcome, extra: fc.integer() }, { requiredKeys: ['update', 'outcome'] }));
    const someNote = fc.oneof({ arbitrary: fc.constant({ importance: 3, summary: 'Binance lists XYZ.' }), weight: 1 }, { arbitrary: maybe(note), weight: 2 });
    sameAs(readAiFrame, aiFrameSchema, fc.record({ update, ai: someNote, extra: fc.integer() }, { requiredKeys: ['update', 'ai'] }));
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
