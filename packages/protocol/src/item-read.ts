import { rawItemSchema, type RawItem } from './item';
import { lenientInner } from './lenient';

type Field = (typeof rawItemSchema.def.shape)[keyof typeof rawItemSchema.def.shape];
// Two arrays walked by index: an entries loop allocates an iterator result and a pair per field, per item, in the worker.
const keys = Object.keys(rawItemSchema.def.shape) as (keyof RawItem)[];
const schemas = keys.map((key) => rawItemSchema.def.shape[key] as Field);
const inners = schemas.map((schema) => lenientInner(schema));
const smallest = { _id: '1', title: '', time: Date.now() };
const required = new Set(Object.keys(smallest));
/**
 * The absent fields zod's object still gives a value (a list's `[]`, `firstPrice`'s `{}`), learnt
 * from zod itself by reading the smallest item it accepts: what an absent field comes to depends
 * on its own schema alone. Other absent fields are left out, as zod leaves them. Each item gets its
 * own copy (these are empty, so a shallow copy is a whole one), without running the field's schema.
 */
const filled = new Map(Object.entries(rawItemSchema.parse(smallest)).filter(([key]) => !required.has(key)));
const freshCopy = (value: unknown) => (Array.isArray(value) ? [...value] : typeof value === 'object' && value !== null ? { ...value } : value);

/**
 * The item's fields read as `rawItemSchema` reads them, each present one through its own zod
 * schema. zod's object runs all 27 fields for every item, present or not (a payload and an issues
 * array each), which was 40 % of frame → notification in the worker (`npm run bench`), and an
 * item names 5 to 10 of them. A `lenient` field's value is read by the schema it wraps. Exactly as
 * strict as the whole schema (item-read.test.ts compares the two on hostile and real items);
 * `undefined` whenever a field is refused or a required one missing, so that the whole schema runs
 * and words the refusal.
 */
export function readRawItem(input: unknown): RawItem | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const value = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const present = value[key];
    const inner = inners[i];
    if (inner && present !== undefined) {
      const read = inner.safeParse(present);
      out[key] = read.success ? read.data : undefined;
    } else if (key in value) {
      const read = schemas[i]!.safeParse(present);
      if (!read.success) return undefined;
      out[key] = read.data;
    } else if (filled.has(key)) out[key] = freshCopy(filled.get(key));
    else if (required.has(key)) return undefined;
  }
  return out as RawItem;
}
