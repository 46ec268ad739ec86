import { describe, expect, it } from 'vitest';
import { fetchCapped, type Fetch } from './fetch-capped';

const answer = (response: Response): Fetch => async () => response;
const chunks = (count: number, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < count; i++) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });

describe('fetchCapped', () => {
  it('reads a body within the budget', async () => {
    const response = await fetchCapped('https://e.example', { fetch: answer(new Response('hello', { headers: { etag: '"1"' } })), maxBytes: 10, timeoutMs: 1_000 });
    expect(response).toMatchObject({ status: 200, text: 'hello' });
    expect(response.headers.get('etag')).toBe('"1"');
  });

  it('stops reading past maxBytes, whether or not Content-Length said so', async () => {
    await expect(fetchCapped('https://e.example', { fetch: answer(new Response(chunks(10, 1_000))), maxBytes: 5_000, timeoutMs: 1_000 })).rejects.toThrow('larger than 5000 bytes');
    const declared = new Response('x', { headers: { 'content-length': '999999' } });
    await expect(fetchCapped('https://e.example', { fetch: answer(declared), maxBytes: 5_000, timeoutMs: 1_000 })).rejects.toThrow('larger than 5000 bytes (999999)');
  });

  it('passes 304 through with no body, and names other statuses', async () => {
    expect(await fetchCapped('https://e.example', { fetch: answer(new Response(null, { status: 304 })), maxBytes: 10, timeoutMs: 1_000 })).toMatchObject({ status: 304, text: '' });
    await expect(fetchCapped('https://e.example', { fetch: answer(new Response('no', { status: 500 })), maxBytes: 10, timeoutMs: 1_000 })).rejects.toThrow('HTTP 500');
  });

  it('carries an origin\'s Retry-After on 429 and 503, a minute when it gave none', async () => {
    const limited = fetchCapped('https://e.example', { fetch: answer(new Response('', { status: 429, headers: { 'retry-after': '120' } })), maxBytes: 10, timeoutMs: 1_000 });
    await expect(limited).rejects.toMatchObject({ message: 'HTTP 429', retryAfterMs: 120_000 });
    const busy = fetchCapped('https://e.example', { fetch: answer(new Response('', { status: 503 })), maxBytes: 10, timeoutMs: 1_000 });
    await expect(busy).rejects.toMatchObject({ retryAfterMs: 60_000 });
  });

  it('says an unreachable origin is unreachable', async () => {
    const refused: Fetch = async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1') });
    };
    await expect(fetchCapped('https://e.example', { fetch: refused, maxBytes: 10, timeoutMs: 1_000 })).rejects.toThrow('unreachable (connect ECONNREFUSED 127.0.0.1:1)');
  });
});
