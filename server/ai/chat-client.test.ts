import { describe, expect, it } from 'vitest';
import { askChat, type ChatClientOptions } from './chat-client';

const completion = (content: string | null, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 'c', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: { prompt_tokens: 90, completion_tokens: 20, total_tokens: 110 }, ...extra });

function options(answer: () => Response, seen: { url?: string; init?: RequestInit } = {}): ChatClientOptions {
  return {
    fetch: async (url, init) => {
      seen.url = String(url);
      seen.init = init;
      return answer();
    },
    endpoint: 'http://127.0.0.1:8080/v1/',
    key: 'sk-test',
    timeoutMs: 1_000,
    maxBytes: 4_096,
  };
}

describe('askChat', () => {
  it('posts the body with the key and reads the content and tokens', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const result = await askChat({ model: 'm' }, options(() => new Response(completion('{"importance":3}')), seen), 500);
    expect(result).toEqual({ kind: 'answer', content: '{"importance":3}', tokens: 110 });
    expect(seen.url).toBe('http://127.0.0.1:8080/v1/chat/completions');
    expect(seen.init).toMatchObject({ method: 'POST', body: '{"model":"m"}' });
    expect((seen.init!.headers as Record<string, string>).authorization).toBe('Bearer sk-test');
  });

  it('counts an answer without usage, or one saying it cost nothing, at the ceiling', async () => {
    const body = JSON.stringify({ choices: [{ message: { content: '{}' } }] });
    expect(await askChat({}, options(() => new Response(body)), 500)).toEqual({ kind: 'answer', content: '{}', tokens: 500 });
    const free = completion('{"importance":3}', { usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 } });
    expect(await askChat({}, options(() => new Response(free)), 500)).toEqual({ kind: 'answer', content: '{"importance":3}', tokens: 500 });
  });

  it.each([
    ['not JSON', () => new Response('<html>gateway</html>'), { kind: 'failed', reason: 'malformed' }],
    ['no choices', () => new Response('{"choices":[]}'), { kind: 'failed', reason: 'malformed' }],
    ['a cut answer', () => new Response(completion('{"importance":', { choices: [{ message: { content: '{"importance":' }, finish_reason: 'length' }] })), { kind: 'failed', reason: 'malformed' }],
    ['an oversize answer', () => new Response('x'.repeat(10_000)), { kind: 'failed', reason: 'oversize' }],
    ['429 with Retry-After', () => new Response('', { status: 429, headers: { 'retry-after': '7' } }), { kind: 'rate-limited', retryAfterMs: 7_000 }],
    ['429 without Retry-After', () => new Response('', { status: 429 }), { kind: 'rate-limited', retryAfterMs: 60_000 }],
    ['a 500', () => new Response('', { status: 500 }), { kind: 'server-error', status: 500 }],
    ['a 401', () => new Response('', { status: 401 }), { kind: 'failed', reason: 'refused' }],
  ])('says %s', async (_, answer, expected) => {
    expect(await askChat({}, options(answer), 500)).toEqual(expected);
  });

  it('says a refused connection', async () => {
    const failing: ChatClientOptions = { ...options(() => new Response()), fetch: () => Promise.reject(new TypeError('fetch failed')) };
    expect(await askChat({}, failing, 500)).toEqual({ kind: 'failed', reason: 'unreachable' });
  });
});
