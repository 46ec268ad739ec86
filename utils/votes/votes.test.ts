import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import { VoteClient } from './vote-client';
import { VoteGuard } from './vote-guard';

function client(handler: Parameters<typeof fakeFetch>[0], apiKey = 'nf_k') {
  const http = fakeFetch(handler);
  const clock = new FakeClock();
  return { http, clock, votes: new VoteClient({ fetch: http.fetch, clock }, () => ({ apiUrl: 'https://feed.test/api', apiKey })) };
}

describe('VoteClient', () => {
  it('posts the vote with id and api_key to the configured API only', async () => {
    const { http, votes } = client(() => jsonResponse({ newsId: 'n', vote: 'like', likes: 2, dislikes: 0 }));
    expect(await votes.vote('n', 'like')).toEqual({ ok: true, value: { newsId: 'n', vote: 'like', likes: 2, dislikes: 0 } });
    expect(http.calls[0]!.href).toBe('https://feed.test/api/like?id=n&api_key=nf_k');
  });

  it("posts a vote on another feed's item to that feed's API with that feed's key only", async () => {
    const { http, votes } = client(() => jsonResponse({}));
    await votes.vote('n', 'dislike', { apiUrl: 'https://self.example/api', apiKey: 'self-key' });
    expect(http.calls.map((call) => call.href)).toEqual(['https://self.example/api/dislike?id=n&api_key=self-key']);
    expect(await votes.vote('n', 'like', { apiUrl: 'https://gone.example/api', apiKey: '' })).toMatchObject({ ok: false, error: { kind: 'no-key' } });
    expect(http.calls).toHaveLength(1);
  });

  it('any 2xx is success, whatever the body', async () => {
    const { votes } = client(() => ({ ...jsonResponse(null, 204), json: async () => JSON.parse('') }));
    expect(await votes.vote('n', 'unlike')).toEqual({ ok: true, value: {} });
  });

  it.each([
    [400, 'bad-request'],
    [401, 'bad-key'],
    [403, 'suspended'],
    [404, 'unknown-item'],
    [429, 'rate-limited'],
    [500, 'server'],
  ])('HTTP %i → %s with a message', async (status, kind) => {
    const { votes } = client(() => jsonResponse({}, status, { 'retry-after': '7' }));
    const result = await votes.vote('n', 'like');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe(kind);
      expect(result.error.message.length).toBeGreaterThan(10);
      if (kind === 'rate-limited') expect(result.error).toMatchObject({ retryAfterMs: 7_000, message: 'Voting too fast. Try again in 7 s.' });
    }
  });

  it('tells offline from timeout', async () => {
    const offline = client(() => Promise.reject(new TypeError('fetch failed')));
    expect(await offline.votes.vote('n', 'like')).toMatchObject({ ok: false, error: { kind: 'offline' } });
    const slow = client(
      () =>
        new Promise((_resolve, reject) => {
          slow.clock.advance(10_000);
          reject(new DOMException('aborted', 'AbortError'));
        }),
    );
    expect(await slow.votes.vote('n', 'like')).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it.each([
    ['a vote', (votes: VoteClient) => votes.vote('n', 'like')],
    ['the vote history', (votes: VoteClient) => votes.myVotes()],
  ])('%s, which carries the key, is never cached and never follows a redirect', async (_what, call) => {
    const { http, votes } = client(() => jsonResponse({}));
    await call(votes);
    expect(http.inits).toEqual([expect.objectContaining({ cache: 'no-store', redirect: 'error' })]);
  });

  it('a service that redirects gets an error, and the key never reaches the address it names', async () => {
    // Behaves as fetch does: follows unless told not to, throws when told to fail on a redirect.
    const { http, votes } = client((url, init) => {
      if (url.host !== 'feed.test') return jsonResponse({ newsId: 'n', vote: 'like', likes: 1, dislikes: 0 });
      if (init.redirect === 'error') throw new TypeError('fetch failed: unexpected redirect');
      if (init.redirect === 'manual') return jsonResponse(null, 302, { location: 'https://elsewhere.test/api/like' });
      return http.fetch(`https://elsewhere.test${url.pathname}${url.search}`);
    });
    expect(await votes.vote('n', 'like')).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(http.calls.map((url) => url.host)).toEqual(['feed.test']);
  });

  it('a redirect answered as such (not followed) is an error too, and its Location is not fetched', async () => {
    const { http, votes } = client(() => jsonResponse(null, 302, { location: 'https://elsewhere.test/api/mylikes' }));
    expect(await votes.myVotes()).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(http.calls).toHaveLength(1);
  });

  it('without a key it explains instead of calling the service', async () => {
    const { http, votes } = client(() => jsonResponse({}), '');
    expect(await votes.vote('n', 'like')).toMatchObject({ ok: false, error: { kind: 'no-key' } });
    expect(http.calls).toHaveLength(0);
  });

  it('reads my votes tolerantly', async () => {
    const { votes } = client(() => jsonResponse({ likes: ['a'], dislikes: [{ id: 'b' }] }));
    expect(await votes.myVotes()).toEqual({
      ok: true,
      value: { votes: [{ newsId: 'a', vote: 'like' }, { newsId: 'b', vote: 'dislike' }], skipped: 0 },
    });
  });

  it('a vote history it cannot read is an error, not an empty history that would wipe the cached one', async () => {
    const { votes } = client(() => ({ ...jsonResponse(null), json: async () => JSON.parse('<html>') }));
    expect(await votes.myVotes()).toMatchObject({ ok: false, error: { kind: 'server', message: expect.stringContaining('is kept') } });
  });

  it('stops reading a reply that streams past the size limit, and says it was too large, not unreadable', async () => {
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull: (controller) => {
          pulled++;
          controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
        },
      });
    const { votes } = client(() => new Response(endless(), { status: 200 }));
    expect(await votes.myVotes()).toMatchObject({ ok: false, error: { kind: 'server', message: expect.stringMatching(/larger than 16 MB.*is kept/) } });
    expect(pulled).toBeLessThan(20);
    const declared = client(() => new Response('{}', { status: 200, headers: { 'content-length': String(17 * 1024 * 1024) } }));
    expect(await declared.votes.myVotes()).toMatchObject({ ok: false, error: { message: expect.stringContaining('larger than 16 MB') } });
    // A vote's reply past the limit is still a vote cast: any 2xx is success whatever the body.
    const vote = client(() => new Response(endless(), { status: 200 }));
    expect(await vote.votes.vote('n', 'like')).toEqual({ ok: true, value: {} });
  });
});

describe('VoteGuard', () => {
  it('allows a short burst, then paces votes and says how long to wait', () => {
    const guard = new VoteGuard({ burst: 3, perMinute: 12 }, 0);
    expect([guard.take(0), guard.take(0), guard.take(0)].every((r) => r.ok)).toBe(true);
    expect(guard.take(0)).toEqual({ ok: false, waitMs: 5_000 });
    expect(guard.take(5_000).ok).toBe(true);
  });

  it('a hundred rapid votes stay under the service limit of 30 per minute', () => {
    const guard = new VoteGuard({ burst: 4, perMinute: 15 }, 0);
    let allowed = 0;
    for (let i = 0; i < 100; i++) if (guard.take(i * 100).ok) allowed++;
    // 4 at once plus 15/min over the 10 s: 6. The service would allow its burst of 5 plus 30/min: 10.
    expect(allowed).toBe(6);
  });

  it('holds votes after the service says to wait', () => {
    const guard = new VoteGuard({ burst: 4, perMinute: 15 }, 0);
    guard.holdFor(30_000, 0);
    expect(guard.take(29_000).ok).toBe(false);
    expect(guard.take(34_000).ok).toBe(true);
  });
});
