import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

/** One request (a GET, or a webhook's POST) that connects only to `addresses`, whatever the host's name resolves to by then. */
export type PinnedFetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal; method?: 'GET' | 'POST'; body?: string }, addresses: readonly LookupAddress[]) => Promise<Response>;

/** Statuses whose answer has no body, which a Response refuses to be given one. */
const BODILESS = new Set([101, 204, 205, 304]);

function asResponse(message: IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
  const status = message.statusCode ?? 0;
  if (BODILESS.has(status)) message.resume();
  return new Response(BODILESS.has(status) ? null : (Readable.toWeb(message) as ReadableStream<Uint8Array>), { status, headers });
}

/**
 * A redirect's target is checked by the addresses its name resolves to; connecting by name would
 * resolve it again, and a name that answered a public address to the check could answer a private
 * one to the connection (DNS rebinding). So the connection is made to the checked addresses, by
 * node:http with its `lookup` answered from them (TLS still verifies the certificate for the
 * name), with no pooled connection that another check's addresses made.
 */
export const pinnedFetch: PinnedFetch = (url, { headers, signal, method = 'GET', body }, addresses) =>
  new Promise<Response>((resolve, reject) => {
    const target = new URL(url);
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) return callback(null, [...addresses]);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error('no address to connect to'), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    };
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, { method, headers, signal, lookup, agent: false }, (message) => {
      try {
        resolve(asResponse(message));
      } catch (error) {
        message.destroy();
        reject(error);
      }
    });
    request.on('error', reject);
    request.end(body);
  });
