import { loginFailureSchema, loginSuccessSchema } from './control';
import { rawItemSchema } from './item';
import { normalise } from './normalise';
import type { NewsItem } from './news-item';

/** Largest text frame we try to read; anything bigger is rejected unread. */
export const MAX_FRAME_CHARS = 2_000_000;

export type Rejection = { kind: 'rejected'; reason: string };

export type NewsFrame =
  | { kind: 'item'; item: NewsItem }
  | { kind: 'pong' }
  | { kind: 'login-ok'; username?: string }
  | { kind: 'login-failed'; reason: string }
  | Rejection;

/** Parses JSON without ever throwing; a failure becomes a rejection with the reason. */
export function readJson(text: string): { ok: true; value: unknown } | { ok: false; rejection: Rejection } {
  if (text.length > MAX_FRAME_CHARS) {
    return { ok: false, rejection: { kind: 'rejected', reason: `frame too large (${text.length} chars)` } };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, rejection: { kind: 'rejected', reason: 'not JSON' } };
  }
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'frame'}: ${issue.message}`)
    .join('; ');
}

/** Reads an item in any of the service's shapes (live or backlog) into the one model. */
export function parseItem(value: unknown): { kind: 'item'; item: NewsItem } | Rejection {
  const result = rawItemSchema.safeParse(value);
  if (!result.success) return { kind: 'rejected', reason: `not an item (${issuesOf(result.error)})` };
  return { kind: 'item', item: normalise(result.data) };
}

/** Classifies one text frame of the news socket. Never throws. */
export function parseNewsFrame(text: string): NewsFrame {
  if (text === 'pong') return { kind: 'pong' };
  const json = readJson(text);
  if (!json.ok) return json.rejection;
  const value = json.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'rejected', reason: 'not a JSON object' };
  }
  if ('_id' in value) return parseItem(value);
  const success = loginSuccessSchema.safeParse(value);
  if (success.success) return { kind: 'login-ok', username: success.data.user.username };
  const failure = loginFailureSchema.safeParse(value);
  if (failure.success) {
    const data = failure.data;
    const reason = 'message' in data ? data.message : data.error;
    return { kind: 'login-failed', reason: reason?.slice(0, 300) || 'login refused' };
  }
  return parseItem(value);
}
