import { z } from '@newsflash/protocol/zod';

/** Whether the reader's choices follow them through the browser's sync, or stay on this computer. */
export type SyncChoice = 'sync' | 'local';
export const readSyncChoice = (value: unknown): SyncChoice => (value === 'sync' ? 'sync' : 'local');

const pieceStateSchema = z.object({
  /** When this browser's value last changed, by its clock (0: not since sync came, so a synced copy is newer). */
  at: z.number().check(z.minimum(0)),
  /** The value last seen here (canonical JSON): anything else is a change the reader made, and is stamped. */
  seen: z.optional(z.string()),
  /** Why it is not synced now: larger than one sync item, or synced by a later Newsflash. */
  problem: z.optional(z.enum(['tooLarge', 'newer'])),
  /** Its size as sync counts it, when too large. */
  bytes: z.optional(z.int()),
});
export type PieceState = z.output<typeof pieceStateSchema>;

const syncStateSchema = z.object({
  pieces: z.record(z.string(), pieceStateSchema),
  /** The browser refused the last write (its words), until one goes through. */
  error: z.optional(z.string().check(z.maxLength(500))),
});
/** What the worker knows of each synced piece, for itself and for the options page. */
export type SyncState = z.output<typeof syncStateSchema>;

export const emptySyncState: SyncState = { pieces: {} };

/** A damaged state is forgotten: every piece then counts as unchanged here, and sync's copies win. */
export function readSyncState(value: unknown): SyncState {
  const result = syncStateSchema.safeParse(value);
  return result.success ? result.data : emptySyncState;
}
