import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearer, HttpError } from '../http/request-reply';
import type { RouteDeps } from './types';

/** Compared as digests: equal lengths whatever was sent, so neither the token nor its length leaks through timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

type AdminCheck = { admin: true } | { admin: false; retryAfterMs?: number };

/**
 * Whether the request carries the admin token. A wrong one counts against the client's address
 * (deps.adminFailures); an address past its budget is not compared at all, even with the right
 * token, so guessing gains nothing by going faster. No token at all is no guess and costs nothing.
 */
function checkAdmin(deps: RouteDeps, request: IncomingMessage): AdminCheck {
  const given = bearer(request);
  if (given === undefined) return { admin: false };
  const address = deps.addressOf(request);
  const wait = deps.adminFailures.wait(address);
  if (wait > 0) return { admin: false, retryAfterMs: wait };
  if (sameToken(given, deps.config.adminToken)) return { admin: true };
  deps.adminFailures.fail(address);
  return { admin: false };
}

export const isAdmin = (deps: RouteDeps, request: IncomingMessage) => checkAdmin(deps, request).admin;

export function requireAdmin(deps: RouteDeps, request: IncomingMessage): void {
  const check = checkAdmin(deps, request);
  if (check.admin) return;
  if (check.retryAfterMs) {
    throw new HttpError(429, 'too many wrong admin tokens from this address; try again later', { 'retry-after': String(Math.ceil(check.retryAfterMs / 1000)) });
  }
  throw new HttpError(401, 'admin token missing or wrong');
}
