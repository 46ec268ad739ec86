import { jsonDepthPast, MAX_JSON_DEPTH } from '@newsflash/protocol/json-depth';

// The service's readers and their tests name the budget where they read JSON.
export { jsonDepthPast, MAX_JSON_DEPTH };

/** A picked field's string longer than this is left out (no field read from a list needs more). */
const MAX_PICKED_CHARS = 200;

/** An origin's answer read as JSON within the depth budget; `what` names it in the error. */
export function readBoundedJson(text: string, what: string): unknown {
  if (jsonDepthPast(text)) throw new Error(`${what} nests deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what} is not JSON`);
  }
}

/** What of a large list to keep: the array (top level, or under `list`), its first `max` entries, and of each only `fields` (short primitives). */
export interface ListPick {
  list?: string;
  max: number;
  /** Absent: entries are kept whole. */
  fields?: readonly string[];
}

export interface PickedList {
  /** How many entries the answer listed; `entries` holds at most `max` of them. */
  listed: number;
  entries: unknown[];
}

/** The picked list, or undefined when the answer holds no such array. */
export function pickList(value: unknown, pick: ListPick): PickedList | undefined {
  const list = pick.list === undefined ? value : (value as Record<string, unknown> | null)?.[pick.list];
  if (!Array.isArray(list)) return undefined;
  const entries = list.slice(0, pick.max);
  if (!pick.fields) return { listed: list.length, entries };
  const fields = pick.fields;
  return {
    listed: list.length,
    entries: entries.map((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return entry;
      const kept: Record<string, unknown> = {};
      for (const field of fields) {
        const one = (entry as Record<string, unknown>)[field];
        if (typeof one === 'number' || typeof one === 'boolean' || (typeof one === 'string' && one.length <= MAX_PICKED_CHARS)) kept[field] = one;
      }
      return kept;
    }),
  };
}

/** Reads JSON and picks from it, off the main thread where a reader is given (FeedReader.readJson). */
export type ReadJson = (text: string, what: string, pick: ListPick) => Promise<PickedList | undefined>;

/** The same on the calling thread: for small answers, and tests. */
export const readJsonHere: ReadJson = async (text, what, pick) => pickList(readBoundedJson(text, what), pick);
