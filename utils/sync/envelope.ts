import { z } from '@newsflash/protocol/zod';

/**
 * One synced piece as it sits in `storage.sync`: its value with the shape's version and when it was
 * last changed (the writer's clock, ms). The version travels inside the value, not as WXT's `key$`
 * meta item: that would double the items and make each save two writes, not atomic together.
 */
export interface Envelope {
  v: number;
  at: number;
  value: unknown;
}

const envelopeSchema = z.object({ v: z.int().check(z.minimum(1)), at: z.number().check(z.minimum(0)), value: z.unknown() });

/** How a piece stored in sync reads here. */
export type Remote =
  | { kind: 'absent' }
  /** Written by a later Newsflash in a shape this one does not know: left alone, never overwritten by a pull here. */
  | { kind: 'newer'; at: number }
  | { kind: 'unreadable' }
  | { kind: 'value'; at: number; value: unknown; json: string };

/** A piece's value check (the same as for a settings file) and its migrations from older shapes. */
export interface PieceShape<T> {
  version: number;
  /** The value if every part of it is valid, else undefined: a pull never applies half of one. */
  parse(value: unknown): T | undefined;
  migrations?: Record<number, (value: unknown) => unknown>;
}

/** JSON with object keys sorted, so two equal values compare equal whatever order they were built in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );
}

export function readRemote<T>(stored: unknown, shape: PieceShape<T>): Remote {
  if (stored === undefined || stored === null) return { kind: 'absent' };
  const envelope = envelopeSchema.safeParse(stored);
  if (!envelope.success) return { kind: 'unreadable' };
  const { v, at } = envelope.data;
  if (v > shape.version) return { kind: 'newer', at };
  let value = envelope.data.value;
  try {
    for (let next = v + 1; next <= shape.version; next++) value = shape.migrations?.[next]?.(value) ?? value;
  } catch {
    return { kind: 'unreadable' };
  }
  const parsed = shape.parse(value);
  return parsed === undefined ? { kind: 'unreadable' } : { kind: 'value', at, value: parsed, json: canonical(parsed) };
}

export type Decision = 'same' | 'push' | 'pull' | 'hold';

/**
 * Last write wins, piece by piece: the later `at` is kept by both sides. On a tie sync's copy wins,
 * as every browser sees the same one. A piece missing or unreadable in sync gets this browser's; one
 * written by a later version is held (neither pulled nor overwritten) until this one updates.
 */
export function decide(local: { json: string; at: number }, remote: Remote): Decision {
  switch (remote.kind) {
    case 'absent':
    case 'unreadable':
      return 'push';
    case 'newer':
      return 'hold';
    case 'value':
      if (remote.json === local.json) return 'same';
      return local.at > remote.at ? 'push' : 'pull';
  }
}
