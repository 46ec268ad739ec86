import type { IncomingMessage, ServerResponse } from 'node:http';
import { targetRefusal } from '../access/request-target';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (response.headersSent) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

export function sendText(response: ServerResponse, status: number, text: string | Buffer, contentType: string): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  response.end(text);
}

/** Reads a JSON body of at most `limit` bytes; too large → 413, malformed → 400. */
export async function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `body larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `body larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'body is not valid JSON');
  }
}

/**
 * The request target as a URL, or a 400: a target `new URL` cannot read (`http://[`) comes from a
 * hostile or broken client and must be refused, never thrown through; so does one whose path the
 * parser would read differently from a proxy (request-target.ts). Routes and WebSocket upgrades
 * both read their target here.
 */
export function requestUrl(target: string | undefined): URL {
  const refusal = targetRefusal(target ?? '/');
  if (refusal) throw new HttpError(400, refusal);
  try {
    return new URL(target ?? '/', 'http://local');
  } catch {
    throw new HttpError(400, 'the request target is not a valid path');
  }
}

export function bearer(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** A query parameter that must be a whole number in [min, max]; absent → fallback. */
export function intParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new HttpError(400, `${name} must be a whole number from ${min} to ${max}`);
  return value;
}
