import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '@/tests/fixtures/items';
import { likesFrameSchema, loginFailureSchema, loginSuccessSchema } from './control';
import { readClockFrame, readLikesFrame, readLoginFailure, readLoginSuccess } from './control-read';
import { clockFrameSchema } from './hops';
import { REFUSED, type Reader } from './plain-read';

type Schema = { safeParse(value: unknown): { success: boolean; data?: unknown } };
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, [], {}, Number.NaN, -0, -1, 2 ** 53, 1e20, 'x'.repeat(201)));
const maybe = <T>(right: fc.Arbitrary<T>) => fc.oneof({ arbitrary: right, weight: 4 }, { arbitrary: anyValue, weight: 1 });

/** The zod-free reader gives what the schema gives, or REFUSED where it refuses; some values are read. */
function sameAs<T>(read: Reader<unknown>, schema: Schema, values: fc.Arbitrary<T>) {
  let kept = 0;
  fc.assert(
    fc.property(values, (value) => {
      const result = schema.safeParse(value);
      const plain = read(value);
      expect(plain).toStrictEqual(result.success ? result.data : REFUSED);
      if (plain !== REFUSED) kept++;
    }),
    { numRuns: 1_000 },
  );
  expect(kept).toBeGreaterThan(10);
}

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
  });
});
