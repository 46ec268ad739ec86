import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import type { ResponseLike } from '@/utils/net/net-types';
import { LIMITED_BODY_MAX_BYTES, REQUEST_TIMEOUT_MS, RETRY_AFTER_MAX_MS, sendOnce } from './send-once';

const request = { url: 'https://api.telegram.org/bot1:x/sendMessage', init: { method: 'POST', headers: {}, body: '{}' } };

/** A real Response, so the body is a stream and its size is counted as it arrives. */
const limited = (body: BodyInit | null, headers: Record<string, string> = {}) => new Response(body, { status: 429, headers }) as unknown as ResponseLike;

function send(answer: ResponseLike) {
  const clock = new FakeClock();
  return { clock, outcome: sendOnce(request, { fetch: async () => answer, clock }) };
}

describe('sendOnce on a 429', () => {
  it.each([
    ['Telegram: parameters.retry_after', { ok: false, error_code: 429, description: 'Too Many Requests: retry after 35', parameters: { retry_after: 35 } }, 35_000],
    ["Discord's fractional retry_after", { message: 'You are being rate limited.', retry_after: 1.5, global: false }, 1_500],
  ])('reads the wait the body names (%s)', async (_, body, waitMs) => {
    expect(await send(limited(JSON.stringify(body))).outcome).toEqual({ kind: 'limited', waitMs });
  });

  it('prefers the Retry-After header to the body', async () => {
    expect(await send(limited(JSON.stringify({ retry_after: 99 }), { 'retry-after': '7' })).outcome).toEqual({ kind: 'limited', waitMs: 7_000 });
  });

  it.each([
    ['a wait of a year, held to the longest allowed', { retry_after: 31_536_000 }, RETRY_AFTER_MAX_MS],
    ['a negative wait', { retry_after: -5 }, undefined],
    ['a wait in words', { parameters: { retry_after: '35' } }, undefined],
    ['no wait at all', { ok: false }, undefined],
    ['an array', [35], undefined],
  ])('keeps a hostile body within range: %s', async (_, body, waitMs) => {
    expect(await send(limited(JSON.stringify(body))).outcome).toEqual({ kind: 'limited', waitMs });
  });

  it('leaves a body that is not JSON, or larger than its budget, unread and still reports the limit', async () => {
    expect(await send(limited('<html>Too Many Requests</html>')).outcome).toEqual({ kind: 'limited', waitMs: undefined });
    const padded = JSON.stringify({ retry_after: 35, padding: 'x'.repeat(LIMITED_BODY_MAX_BYTES) });
    expect(await send(limited(padded)).outcome).toEqual({ kind: 'limited', waitMs: undefined });
  });

  it('gives up on a body that never ends once the request has taken its time', async () => {
    const endless = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const { clock, outcome } = send(limited(endless));
    await Promise.resolve();
    clock.advance(REQUEST_TIMEOUT_MS);
    expect(await outcome).toEqual({ kind: 'failed', reason: 'timeout' });
  });
});
