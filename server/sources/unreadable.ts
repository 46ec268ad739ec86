import { z } from '@newsflash/protocol/zod';
import type { Candidate } from './candidate';

/**
 * Why an origin's entry could not become an item. A fixed set, so the metric's labels stay
 * bounded whatever an origin sends: the field at fault is named in /healthz's reason, never in a label.
 */
export const UNREADABLE_REASONS = ['no-time', 'bad-time', 'no-title', 'bad-link', 'bad-id', 'malformed'] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];
export type UnreadableCounts = Partial<Record<UnreadableReason, number>>;

const SAID: Record<UnreadableReason, string> = {
  'no-time': 'without a time field the service reads',
  'bad-time': 'with a time that is not one',
  'no-title': 'without a title',
  'bad-link': 'without an http(s) link',
  'bad-id': 'without a usable identity',
  malformed: 'not shaped as documented',
};

/** Where an origin keeps what the service needs of an entry, named in the failing reason. */
export interface EntryFields {
  time: readonly string[];
}

/** "2 entries without a time field the service reads (dateTimestamp, publishTime)". */
export function describeUnreadable(counts: UnreadableCounts, fields: EntryFields): string {
  return UNREADABLE_REASONS.flatMap((reason) => {
    const count = counts[reason];
    if (!count) return [];
    const named = reason === 'no-time' || reason === 'bad-time' ? ` (${fields.time.join(', ')})` : '';
    return [`${count} ${count === 1 ? 'entry' : 'entries'} ${SAID[reason]}${named}`];
  }).join(', ');
}

/** An answer that had entries and none the service could read: the source is failing, not quiet. */
export class EntriesUnreadable extends Error {
  constructor(counts: UnreadableCounts, fields: EntryFields) {
    super(`none of the answer's entries could be read: ${describeUnreadable(counts, fields)}`);
  }
}

/** Told how many entries of one answer could not be read, by reason. */
export type Tally = (counts: UnreadableCounts) => void;

/**
 * Each entry read on its own: one unreadable entry is dropped alone and counted by reason
 * (`undefined` from `read` is an entry skipped on purpose, a duplicate, and not counted).
 * Throws EntriesUnreadable when there were entries and none could be read.
 */
export function readEntries<T>(
  entries: readonly T[],
  read: (entry: T) => Candidate | UnreadableReason | undefined,
  fields: EntryFields,
  tally: Tally | undefined,
): Candidate[] {
  const counts: UnreadableCounts = {};
  const candidates: Candidate[] = [];
  for (const entry of entries) {
    const outcome = read(entry);
    if (typeof outcome === 'string') counts[outcome] = (counts[outcome] ?? 0) + 1;
    else if (outcome) candidates.push(outcome);
  }
  if (Object.keys(counts).length > 0) tally?.(counts);
  if (candidates.length === 0 && Object.keys(counts).length > 0) throw new EntriesUnreadable(counts, fields);
  return candidates;
}

/** The reason a zod parse failed, from the field its first issue is about; `malformed` for a field not listed or an entry that is no object. */
const entryObject = z.record(z.string(), z.unknown());

/**
 * One entry of an origin's answer read against its `schema`: the parsed entry and the origin's own
 * time as sent (the first of `fields.time` present, for the source to check), or why it is
 * unreadable (not an object: `malformed`; a field failing: named by `byField`).
 */
export function readEntry<T>(
  entry: unknown,
  schema: z.ZodMiniType<T>,
  fields: EntryFields,
  byField: Readonly<Record<string, UnreadableReason>>,
): { data: T; given: unknown } | UnreadableReason {
  const object = entryObject.safeParse(entry);
  if (!object.success) return 'malformed';
  const parsed = schema.safeParse(object.data);
  if (!parsed.success) return reasonOf(parsed.error.issues, byField);
  return { data: parsed.data, given: firstPresent(object.data, fields.time) };
}

export function reasonOf(issues: readonly { path: readonly PropertyKey[] }[], byField: Readonly<Record<string, UnreadableReason>>): UnreadableReason {
  const field = issues[0]?.path[0];
  return (typeof field === 'string' && byField[field]) || 'malformed';
}

/** The first of `fields` an entry carries (not absent, not null), with its value. */
function firstPresent(entry: Readonly<Record<string, unknown>>, fields: readonly string[]): unknown {
  for (const field of fields) if (entry[field] !== undefined && entry[field] !== null) return entry[field];
  return undefined;
}

/**
 * A stream's events have no answer to be all unreadable: `limit` events in a row that could not be
 * read make it failing, and the next readable event makes it ok again.
 */
export class UnreadableRun {
  private counts: UnreadableCounts = {};
  private run = 0;
  private failing = false;

  constructor(
    private readonly limit: number,
    private readonly fields: EntryFields,
    private readonly say: { failing(reason: string): void; ok(): void },
  ) {}

  /** One event: read (`undefined`), or why not. */
  add(reason: UnreadableReason | undefined): void {
    if (reason === undefined) {
      this.run = 0;
      this.counts = {};
      if (this.failing) this.say.ok();
      this.failing = false;
      return;
    }
    this.counts[reason] = (this.counts[reason] ?? 0) + 1;
    this.run++;
    if (this.run < this.limit || this.failing) return;
    this.failing = true;
    this.say.failing(`the last ${this.run} events could not be read: ${describeUnreadable(this.counts, this.fields)}`);
  }
}
