import type { IncomingMessage } from 'node:http';

/** An IPv4 peer as IPv4, whether the socket listens on IPv4 or dual-stack IPv6. */
export const plainAddress = (address: string) => address.replace(/^::ffff:/, '');

/**
 * The client's address: the peer's, or, when the peer is a proxy the operator trusts
 * (`--trust-proxy`), the address that proxy saw, the last entry of `X-Forwarded-For` (the only
 * one it wrote; earlier ones come from the client and prove nothing).
 */
export function clientAddress(trusted: ReadonlySet<string>): (request: IncomingMessage) => string {
  return (request) => {
    const peer = plainAddress(request.socket.remoteAddress ?? '');
    const forwarded = request.headers['x-forwarded-for'];
    if (!trusted.has(peer) || typeof forwarded !== 'string') return peer;
    return plainAddress(forwarded.split(',').at(-1)!.trim()) || peer;
  };
}
