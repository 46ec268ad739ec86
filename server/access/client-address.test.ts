import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const request = (peer: string, forwarded?: string) => ({ socket: { remoteAddress: peer }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  const addressOf = clientAddress(new Set(['127.0.0.1']));

  it('takes the address a trusted proxy saw: the last X-Forwarded-For entry, the only one it wrote', () => {
    expect(addressOf(request('::ffff:127.0.0.1', '203.0.113.9'))).toBe('203.0.113.9');
    expect(addressOf(request('127.0.0.1', '10.0.0.1, 198.51.100.7'))).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For from anyone else, and a trusted proxy without it', () => {
    expect(addressOf(request('198.51.100.7', '127.0.0.1'))).toBe('198.51.100.7');
    expect(addressOf(request('127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(new Set())(request('127.0.0.1', '203.0.113.9'))).toBe('127.0.0.1');
  });
});
