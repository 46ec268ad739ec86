import { isPlausibleTime } from './plausible-time';
import { toImageUrl, toSafeUrl } from './safe-url';
import { z } from './zod';

/** A field that is dropped (undefined) when it is missing or of the wrong type, never fatal. */
export function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/**
 * An array that keeps its readable elements and silently drops the rest. An absent list is `[]`
 * by default rather than by a failed read: a refusal builds issues and their messages, and most
 * items lack some of their lists (frame → notification in `npm run bench`).
 */
export function listOf<T extends z.ZodMiniType>(element: T, max = 200) {
  const read = z.pipe(
    z.array(z.unknown()),
    z.transform((values) => {
      const kept: z.output<T>[] = [];
      for (const value of values.slice(0, max)) {
        const result = element.safeParse(value);
        if (result.success) kept.push(result.data as z.output<T>);
      }
      return kept;
    }),
  );
  return z.catch(z._default(read, () => []), []);
}

/** Text capped at `max` characters, so a hostile megabyte body cannot bloat storage or the DOM. */
export function text(max: number) {
  return z.pipe(
    z.string(),
    z.transform((value) => (value.length > max ? `${value.slice(0, max)}…` : value)),
  );
}

export const safeUrl = lenient(z.pipe(z.string(), z.transform(toSafeUrl)));
export const imageUrl = lenient(z.pipe(z.string(), z.transform(toImageUrl)));

export const finiteNumber = z.number().check(z.refine(Number.isFinite));

/** A time in ms since the epoch within the plausible range; outside it the field (or the item) is refused. */
export const plausibleTime = z.number().check(z.refine((time) => isPlausibleTime(time), 'time is not a plausible date (before 2009 or more than a day ahead)'));
export const count = z.int().check(z.minimum(0));
