/** Where the worker leaves the update note for the popup (read there without wxt's storage wrapper). */
export const UPDATE_NOTE_KEY = 'updateNote';

export interface UpdateNote {
  from: string;
  to: string;
}

/**
 * The note `runtime.onInstalled` leaves: an update to another version only. A fresh install has its
 * welcome page, and reloading the same version (Chrome reports it as an update) changed nothing.
 */
export function updateNoteOf(details: { reason: string; previousVersion?: string }, version: string): UpdateNote | undefined {
  if (details.reason !== 'update' || !details.previousVersion || details.previousVersion === version) return undefined;
  return { from: details.previousVersion, to: version };
}

/**
 * What the popup shows from storage: a note for the version installed now, else nothing (one left
 * from an earlier update is stale). Checked by hand: zod would add more to the popup than it holds.
 */
export function updateNoteToShow(stored: unknown, version: string): UpdateNote | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { from, to } = stored as Record<string, unknown>;
  return typeof from === 'string' && to === version ? { from, to } : undefined;
}
