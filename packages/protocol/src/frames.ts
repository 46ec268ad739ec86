import { jsonDepthPast, MAX_JSON_DEPTH } from './json-depth';
import { readAiFrame, readClockFrame, readLoginFailure, readLoginSuccess, readOutcomeFrame, readRawItem, refusal, REFUSED } from './item-read';
import { normalise } from './normalise';
import type { AiNote } from './ai-note';
import type { Outcome } from './outcome';
import { readerText } from './reader-text';
import type { RawItem } from './item';
import type { NewsItem } from './news-item';

// Every frame is read by the zod-free readers (item-read.ts), each held to its zod schema by a test:
// the clients' bundles, the web page's first seconds among them, carry no zod for their frames.

/** Largest text frame we try to read; anything bigger is rejected unread. */
export const MAX_FRAME_CHARS = 2_000_000;

export type Rejection = { kind: 'rejected'; reason: string };

/** `clock`: the service's time, answering the client's `clock` request (hops.ts). */
type ControlFrame = { kind: 'pong' } | { kind: 'clock'; time: number } | { kind: 'ai'; id: string; ai: AiNote }
  | { kind: 'outcome'; id: string; outcome: Outcome } | { kind: 'login-ok'; username?: string } | { kind: 'login-failed'; reason: string };

export type NewsFrame = { kind: 'item'; item: NewsItem } | ControlFrame | Rejection;

/** A news socket frame told apart, an item left unread (`value`) for whoever reads it. */
export type SortedFrame = { kind: 'item'; value: object } | ControlFrame | Rejection;

/** Parses JSON without ever throwing; a failure becomes a rejection with the reason. */
export function readJson(text: string, maxChars = MAX_FRAME_CHARS): { ok: true; value: unknown } | { ok: false; rejection: Rejection } {
  if (text.length > maxChars) {
    return { ok: false, rejection: { kind: 'rejected', reason: `frame too large (${text.length} chars)` } };
  }
  if (jsonDepthPast(text)) return { ok: false, rejection: { kind: 'rejected', reason: `nested deeper than ${MAX_JSON_DEPTH} levels` } };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, rejection: { kind: 'rejected', reason: 'not JSON' } };
  }
}

/** Reads an item in any of the service's shapes (live or backlog) into the one model; a refusal names the first field refused. */
export function parseItem(value: unknown): { kind: 'item'; item: NewsItem } | Rejection {
  const read = readRawItem(value);
  // Read as rawItemSchema reads it (item-read.test.ts): a RawItem.
  return read ? { kind: 'item', item: normalise(read as RawItem) } : { kind: 'rejected', reason: `not an item (${refusal(value)})` };
}

/**
 * Tells one text frame of the news socket apart: a pong, a login answer, an item (not yet read,
 * so a relay can keep what the extension's model drops), or a rejection. Never throws.
 */
export function sortNewsFrame(text: string, maxChars = MAX_FRAME_CHARS): SortedFrame {
  if (text === 'pong') return { kind: 'pong' };
  const json = readJson(text, maxChars);
  if (!json.ok) return json.rejection;
  const value = json.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'rejected', reason: 'not a JSON object' };
  }
  if ('_id' in value) return { kind: 'item', value };
  // An update to an item already sent: the outcome (outcome.ts) or the model's note (ai-note.ts), told apart by
  // their one field; clients that read items only drop either, having no `_id`.
  if ('update' in value) {
    if ('outcome' in value) {
      const update = readOutcomeFrame(value);
      // Read as outcomeFrameSchema reads it (item-read.test.ts): an Outcome.
      return update === REFUSED ? { kind: 'rejected', reason: 'not an update (outcome)' } : { kind: 'outcome', id: update.update, outcome: update.outcome as Outcome };
    }
    const update = readAiFrame(value);
    return update === REFUSED ? { kind: 'rejected', reason: 'not an update (ai)' } : { kind: 'ai', id: update.update, ai: update.ai as AiNote };
  }
  const clock = readClockFrame(value);
  if (clock !== REFUSED) return { kind: 'clock', time: clock.clock };
  const success = readLoginSuccess(value);
  // The service's words reach the pages ("Live as …", the login's refusal): nothing in them may hide or reorder the text around.
  if (success !== REFUSED) return { kind: 'login-ok', username: success.user.username === undefined ? undefined : readerText(success.user.username) };
  const failure = readLoginFailure(value);
  if (failure !== REFUSED) {
    const reason = 'message' in failure ? failure.message : failure.error;
    return { kind: 'login-failed', reason: readerText(reason?.slice(0, 300) ?? '') || 'login refused' };
  }
  return { kind: 'item', value };
}

/** Classifies one text frame of the news socket, its item read into the one model. Never throws. */
export function parseNewsFrame(text: string): NewsFrame {
  const frame = sortNewsFrame(text);
  return frame.kind === 'item' ? parseItem(frame.value) : frame;
}
