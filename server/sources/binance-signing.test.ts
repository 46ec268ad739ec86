import { describe, expect, it } from 'vitest';
import { signedStreamAddress, signedStreamQuery } from './binance-signing';

/**
 * Binance's documentation's example key pair
 * (developers.binance.com/docs/binance-spot-api-docs/rest-api/endpoint-security-type), a secret no
 * account holds.
 */
const SECRET = 'NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j';
/** The docs' example connection's parameters (developers.binance.com/docs/cms/general-info), on the announcements topic. */
const REQUEST = { random: '56724ac693184379ae23ffe5e910063c', topic: 'com_announcement_en', recvWindowMs: 30_000, timestamp: 1753244327210 };

describe('signing a connection to Binance\'s announcement stream', () => {
  it('sends every parameter sorted by name, then the HMAC-SHA256 of exactly that text', () => {
    // The expected signature was computed apart, with Python's hmac module over the sorted text.
    expect(signedStreamQuery(REQUEST, SECRET)).toBe(
      'random=56724ac693184379ae23ffe5e910063c&recvWindow=30000&timestamp=1753244327210&topic=com_announcement_en&signature=62ce31ef71d67679000c1f53db88276f6f8cd92a7c6c39a7bd5723b5eab4171c',
    );
  });

  it('signs each connection afresh: another time or random string is another signature', () => {
    const signature = (query: string) => new URLSearchParams(query).get('signature');
    const first = signature(signedStreamQuery(REQUEST, SECRET));
    expect(signature(signedStreamQuery({ ...REQUEST, timestamp: REQUEST.timestamp + 1 }, SECRET))).not.toBe(first);
    expect(signature(signedStreamQuery({ ...REQUEST, random: 'ffff' }, SECRET))).not.toBe(first);
    expect(signature(signedStreamQuery(REQUEST, `${SECRET}x`))).not.toBe(first);
  });

  it('keeps the address\'s own path, replaces any query, and never carries the secret', () => {
    const address = signedStreamAddress('wss://api.binance.com/sapi/wss?stale=1', REQUEST, SECRET);
    expect(address).toMatch(/^wss:\/\/api\.binance\.com\/sapi\/wss\?random=/);
    expect(address).not.toContain('stale');
    expect(address).not.toContain(SECRET);
  });
});
