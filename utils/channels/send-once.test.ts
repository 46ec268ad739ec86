import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { endless, hostileFetch, trickle, type HostileAnswer } from '@/tests/fakes/hostile-host';
import type { ResponseLike } from '@/utils/net/net-types';
import { LIMITED_BODY_MAX_BYTES, REQUEST_TIMEOUT_MS, RETRY_AFTER_MAX_MS, RETRY_AFTER_MIN_MS, sendOnce, type SendOutcome } from './send-once';

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

  it('reports the limit with no wait when the body never ends within the request\'s time, and drops it', async () => {
    const endlessBody = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const { clock, outcome } = send(limited(endlessBody));
    await Promise.resolve();
    clock.advance(REQUEST_TIMEOUT_MS);
    expect(await outcome).toEqual({ kind: 'limited', waitMs: undefined });
  });
});

/** One request to a host an attacker controls, the test driving its clock. */
function attack(answer: (clock: FakeClock) => HostileAnswer | 'silent') {
  const clock = new FakeClock();
  const host = hostileFetch(() => answer(clock));
  let settled: SendOutcome | undefined;
  const outcome = sendOnce(request, { fetch: host.fetch, clock }).then((value) => (settled = value));
  return { clock, tap: host.tap, outcome, settled: () => settled };
}
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('sendOnce against a hostile host', () => {
  it.each([
    ['an endless 200', 200, { kind: 'sent' }],
    ['an endless 401 page', 401, { kind: 'refused', status: 401 }],
    ['an endless 503 page', 503, { kind: 'failed', reason: 'server', status: 503 }],
  ] as const)('reads nothing of %s and drops its connection at once', async (_, status, expected) => {
    const t = attack(() => ({ status, next: endless }));
    expect(await t.outcome).toEqual(expected);
    expect(t.tap).toMatchObject({ bytesPulled: 0, dropped: true });
    expect(t.clock.now()).toBe(1_700_000_000_000);
  });

  it('reads an endless 429 body up to its budget (and the chunk that passes it), then drops it', async () => {
    const t = attack(() => ({ status: 429, next: endless }));
    expect(await t.outcome).toEqual({ kind: 'limited', waitMs: undefined });
    expect(t.tap.dropped).toBe(true);
    expect(t.tap.bytesPulled).toBeLessThanOrEqual(LIMITED_BODY_MAX_BYTES + 64 * 1024);
  });

  it('gives up on headers that never come, or a TLS handshake that never ends, at REQUEST_TIMEOUT_MS and not before', async () => {
    const t = attack(() => 'silent');
    await flush();
    t.clock.advance(REQUEST_TIMEOUT_MS - 1);
    await flush();
    expect(t.settled()).toBeUndefined();
    t.clock.advance(1);
    expect(await t.outcome).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(t.tap.dropped).toBe(true);
    expect((t.tap.inits[0]!.signal!.reason as DOMException).name).toBe('TimeoutError');
  });

  it('a 429 trickling a byte a second is read for REQUEST_TIMEOUT_MS at most: the limit with no wait, the connection dropped', async () => {
    const t = attack((clock) => ({ status: 429, next: trickle(clock) }));
    for (let second = 0; second < REQUEST_TIMEOUT_MS / 1_000; second++) {
      await flush();
      t.clock.advance(1_000);
    }
    expect(await t.outcome).toEqual({ kind: 'limited', waitMs: undefined });
    expect(t.tap.dropped).toBe(true);
    expect(t.tap.bytesPulled).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS / 1_000);
  });

  it('a 200 trickling its body is sent at once, and its connection dropped', async () => {
    const t = attack((clock) => ({ status: 200, next: trickle(clock) }));
    expect(await t.outcome).toEqual({ kind: 'sent' });
    expect(t.tap).toMatchObject({ bytesPulled: 0, dropped: true });
  });

  it('never follows a redirect: the browser is told to refuse it, and the refusal is a failure to retry', async () => {
    const inits: RequestInit[] = [];
    const redirected = async (_: string, init: RequestInit = {}) => {
      inits.push(init);
      // What a browser's fetch does with `redirect: 'error'` on a 3xx (Chromium and Firefox, tests/e2e/alert-channels.e2e.test.ts).
      throw new TypeError('Failed to fetch');
    };
    expect(await sendOnce(request, { fetch: redirected, clock: new FakeClock() })).toEqual({ kind: 'failed', reason: 'network' });
    expect(inits[0]).toMatchObject({ redirect: 'error', credentials: 'omit', cache: 'no-store' });
  });

  it.each([
    ['Retry-After of 10^12 seconds', { 'retry-after': '1000000000000' }, undefined, RETRY_AFTER_MAX_MS],
    ['Retry-After of 0', { 'retry-after': '0' }, undefined, RETRY_AFTER_MIN_MS],
    ['a negative Retry-After', { 'retry-after': '-5' }, undefined, RETRY_AFTER_MIN_MS],
    ['a Retry-After date gone by', { 'retry-after': 'Thu, 01 Jan 1970 00:00:00 GMT' }, undefined, RETRY_AFTER_MIN_MS],
    ['a Retry-After date in the year 9999', { 'retry-after': 'Fri, 31 Dec 9999 23:59:59 GMT' }, undefined, RETRY_AFTER_MAX_MS],
    ['Retry-After: NaN', { 'retry-after': 'NaN' }, undefined, undefined],
    ['Retry-After: Infinity', { 'retry-after': 'Infinity' }, undefined, undefined],
    ["Telegram's parameters.retry_after of 1e12", {}, '{"ok":false,"error_code":429,"parameters":{"retry_after":1e12}}', RETRY_AFTER_MAX_MS],
    ['a retry_after past what a number holds (1e400)', {}, '{"retry_after":1e400}', RETRY_AFTER_MAX_MS],
    ['a retry_after of 0.001 s', {}, '{"retry_after":0.001}', RETRY_AFTER_MIN_MS],
    ['a retry_after of NaN (not JSON)', {}, '{"retry_after":NaN}', undefined],
    ['a negative retry_after', {}, '{"parameters":{"retry_after":-1e12}}', undefined],
  ])('holds an absurd wait within RETRY_AFTER_MIN_MS…RETRY_AFTER_MAX_MS: %s', async (_, headers, body, waitMs) => {
    expect(await send(limited(body ?? null, headers)).outcome).toEqual({ kind: 'limited', waitMs });
  });
});
