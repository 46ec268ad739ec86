// Readers that read a value exactly as the zod schemas do, without zod: the clients' hot path and
// the web page's first seconds read every frame through these (zod's core is about 8 kB compressed
// of the page's JavaScript). The schemas stay the contract: each reader here is held to its schema
// by a test that feeds both the same right, wrong and hostile values (plain-read.test.ts,
// item-read.test.ts).

/** What a reader returns for a value its schema refuses. */
export const REFUSED: unique symbol = Symbol('refused');
export type Reader<T> = (value: unknown) => T | typeof REFUSED;

/** A field of an object, as zod's object treats it: required, `z.optional`, `lenient` (lenient.ts), or filled in when absent (`listOf`, `firstPriceSchema`). */
export type Field = { read: Reader<unknown>; as: 'required' | 'optional' | 'lenient' | 'filled' };

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's test for a record: an object made by `{}` or `JSON.parse`, not an instance of a class. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const made = value.constructor;
  if (made === undefined || typeof made !== 'function') return true;
  const prototype: unknown = made.prototype;
  return isObject(prototype) && Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf');
}

export const string: Reader<string> = (value) => (typeof value === 'string' ? value : REFUSED);
/** `z.string().check(z.minLength(min), z.maxLength(max))`. */
export const sized = (min: number, max: number): Reader<string> => (value) => (typeof value === 'string' && value.length >= min && value.length <= max ? value : REFUSED);
/** `text(max)` of lenient.ts: longer text is cut, with "…". */
export const text = (max: number): Reader<string> => (value) => (typeof value !== 'string' ? REFUSED : value.length > max ? `${value.slice(0, max)}…` : value);
/** `z.string().check(z.regex(pattern))`. */
export const matching = (pattern: RegExp): Reader<string> => (value) => {
  if (typeof value !== 'string') return REFUSED;
  pattern.lastIndex = 0;
  return pattern.test(value) ? value : REFUSED;
};
export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : REFUSED);
/** `z.number()`: finite numbers only. */
export const number: Reader<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : REFUSED);
/** `z.number().check(z.refine(test))`. */
export const numberWhere = (test: (value: number) => boolean): Reader<number> => (value) => (typeof value === 'number' && Number.isFinite(value) && test(value) ? value : REFUSED);
/** `z.int()`: safe integers. */
export const int: Reader<number> = (value) => (Number.isSafeInteger(value) ? (value as number) : REFUSED);
/** `count` of lenient.ts. */
export const count: Reader<number> = (value) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : REFUSED);
/** `z.enum(values)` and `z.literal`. */
export const oneOf = <T>(values: readonly T[]): Reader<T> => (value) => (values.includes(value as T) ? (value as T) : REFUSED);
/** `z.union(options)`: the first option that reads it. */
export const either = <T>(...options: Reader<T>[]): Reader<T> => (value) => {
  for (const option of options) {
    const read = option(value);
    if (read !== REFUSED) return read;
  }
  return REFUSED;
};
/** An item's or a vote's id: 1–200 characters, or a whole number as its text. */
export const id: Reader<string> = (value) => (typeof value === 'string' ? sized(1, 200)(value) : int(value) === REFUSED ? REFUSED : String(value));

/** `listOf(element, max)` of lenient.ts: the readable elements of the first `max`; anything but an array (or none) is `[]`. */
export const listOf = <T>(element: Reader<T>, max = 200): Reader<T[]> => (value) => {
  const kept: T[] = [];
  if (!Array.isArray(value)) return kept;
  for (const entry of value.slice(0, max)) {
    const read = element(entry);
    if (read !== REFUSED) kept.push(read);
  }
  return kept;
};

/** `z.array(element)`, at most `max` long: any unreadable element refuses the whole. */
export const arrayOf = <T>(element: Reader<T>, max = Infinity): Reader<T[]> => (value) => {
  if (!Array.isArray(value) || value.length > max) return REFUSED;
  const out: T[] = [];
  for (const entry of value) {
    const read = element(entry);
    if (read === REFUSED) return REFUSED;
    out.push(read);
  }
  return out;
};

/** `z.partialRecord(z.enum(keys), element)`: only those keys, each readable. */
export const partialRecordOf = <T>(keys: readonly string[], element: Reader<T>): Reader<Partial<Record<string, T>>> => (value) => {
  if (!isPlainObject(value)) return REFUSED;
  const out: Partial<Record<string, T>> = {};
  for (const key of Reflect.ownKeys(value)) {
    if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
    if (typeof key !== 'string' || !keys.includes(key)) return REFUSED;
    const read = element(value[key]);
    if (read === REFUSED) return REFUSED;
    out[key] = read;
  }
  return out;
};

/** A field's output as zod's object gives it, `absent` when the key is left out, or REFUSED. */
const ABSENT = Symbol('absent');
function fieldOf(field: Field, value: Record<string, unknown>, key: string): unknown {
  const present = key in value;
  const given = value[key];
  switch (field.as) {
    case 'required':
      return present ? field.read(given) : REFUSED;
    case 'filled':
      return field.read(given);
    case 'optional':
      return !present ? ABSENT : given === undefined ? undefined : field.read(given);
    case 'lenient': {
      if (!present) return ABSENT;
      const read = given === undefined ? undefined : field.read(given);
      return read === REFUSED ? undefined : read;
    }
  }
}

/** `z.object(shape)` (`strict`: `z.strictObject`): the fields in `fields`, each read as its kind says, others dropped (strict: refused). */
export function objectOf<T>(fields: Record<string, Field>, strict = false): Reader<T> {
  const keys = Object.keys(fields);
  return (value) => {
    if (!isObject(value)) return REFUSED;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const read = fieldOf(fields[key]!, value, key);
      if (read === REFUSED) return REFUSED;
      if (read !== ABSENT) out[key] = read;
    }
    if (strict) for (const key in value) if (!Object.hasOwn(fields, key)) return REFUSED;
    return out as T;
  };
}

/** The first of `fields` an object refuses, to say why it was refused. */
export function refusedField(fields: Record<string, Field>, value: Record<string, unknown>): string | undefined {
  return Object.keys(fields).find((key) => fieldOf(fields[key]!, value, key) === REFUSED);
}

export const required = (read: Reader<unknown>): Field => ({ read, as: 'required' });
export const optional = (read: Reader<unknown>): Field => ({ read, as: 'optional' });
export const lenient = (read: Reader<unknown>): Field => ({ read, as: 'lenient' });
export const filled = (read: Reader<unknown>): Field => ({ read, as: 'filled' });
