import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearer, HttpError } from '../http-util';
import type { RouteDeps } from './types';

function sameToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const isAdmin = (deps: RouteDeps, request: IncomingMessage) => sameToken(bearer(request), deps.config.adminToken);

export function requireAdmin(deps: RouteDeps, request: IncomingMessage): void {
  if (!isAdmin(deps, request)) throw new HttpError(401, 'admin token missing or wrong');
}

export async function requireKey(deps: RouteDeps, url: URL) {
  const check = await deps.storage.keys.check(url.searchParams.get('api_key'));
  if (!check.ok) {
    const headers = check.retryAfterMs ? { 'retry-after': String(Math.ceil(check.retryAfterMs / 1000)) } : undefined;
    throw new HttpError(check.status, check.error, headers);
  }
  return check.key;
}
