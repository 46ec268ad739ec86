import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { checkKey } from './check-key';

const check = (answer: () => ReturnType<typeof jsonResponse>, key = 'nf_key') => {
  const { fetch, calls } = fakeFetch(answer);
  return { result: checkKey({ fetch, clock: new FakeClock() }, 'http://127.0.0.1:8787/api', key), calls };
};

describe('checkKey', () => {
  it('a key the service knows works, and only mylikes is asked, with the key', async () => {
    const { result, calls } = check(() => jsonResponse([{ newsId: 'a', type: 'like' }]));
    expect(await result).toEqual({ verdict: 'works', message: 'The key works: the service knows it (1 vote on record).' });
    expect(calls.map((url) => `${url.pathname}?${url.searchParams}`)).toEqual(['/api/mylikes?api_key=nf_key']);
  });

  it.each([
    [401, {}, 'rejected', /rejected this key/],
    [403, { 'retry-after': '600' }, 'rejected', /suspended .* 10 min/],
    [500, {}, 'failed', /HTTP 500/],
  ])('HTTP %s → %s', async (status, headers, verdict, message) => {
    const outcome = await check(() => jsonResponse({ error: 'x' }, status, headers)).result;
    expect(outcome.verdict).toBe(verdict);
    expect(outcome.message).toMatch(message);
  });

  it('an unreachable server is told apart from a bad key', async () => {
    const outcome = await check(() => {
      throw new TypeError('Failed to fetch');
    }).result;
    expect(outcome).toMatchObject({ verdict: 'unreachable', message: expect.stringContaining('Cannot reach the server (http://127.0.0.1:8787/api)') });
  });

  it('an empty key is not sent', async () => {
    const { result, calls } = check(() => jsonResponse([]), '  ');
    expect((await result).verdict).toBe('rejected');
    expect(calls).toEqual([]);
  });
});
