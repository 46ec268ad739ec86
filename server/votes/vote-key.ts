import { HttpError } from '../http/request-reply';
import type { KeyRepo } from '../storage/types';

/** The caller's API key from `?api_key=`, or the refusal storage names (401, 403 with Retry-After while suspended). */
export async function requireKey(keys: Pick<KeyRepo, 'check'>, url: URL) {
  const check = await keys.check(url.searchParams.get('api_key'));
  if (!check.ok) {
    const headers = check.retryAfterMs ? { 'retry-after': String(Math.ceil(check.retryAfterMs / 1000)) } : undefined;
    throw new HttpError(check.status, check.error, headers);
  }
  return check.key;
}
