import { describe, expect, it, vi } from 'vitest';
import { payloadSchemas } from './payloads';
import { handleMessages, type Handlers } from '@/utils/messages';

const ORIGIN = 'chrome-extension://own-id/';

/** A runtime that hands back the listener handleMessages registers, so tests can call it as the browser would. */
function register() {
  let listener!: (message: unknown, sender: { id?: string; url?: string }) => Promise<unknown> | undefined;
  const browser = {
    runtime: { id: 'own-id', getURL: (path: string) => `${ORIGIN}${path.replace(/^\//, '')}`, onMessage: { addListener: (fn: typeof listener) => (listener = fn) } },
  };
  const vote = vi.fn(async ({ newsId }: { newsId: string }) => ({ ok: true as const, newsId, vote: 'like' as const }));
  const recentItems = vi.fn(async () => []);
  const handlers = { vote, recentItems } as unknown as Handlers;
  handleMessages(browser as never, handlers, payloadSchemas);
  const popup = { id: 'own-id', url: `${ORIGIN}popup.html` };
  return { send: (message: unknown, sender = popup) => listener(message, sender), vote, recentItems };
}

describe('handleMessages', () => {
  it('passes a valid payload to its handler', async () => {
    const { send, vote } = register();
    await expect(send({ name: 'vote', payload: { newsId: 'a1', action: 'like' } })).resolves.toMatchObject({ ok: true, newsId: 'a1' });
    expect(vote).toHaveBeenCalledWith({ newsId: 'a1', action: 'like' });
  });

  it.each([
    ['an unknown action', { name: 'vote', payload: { newsId: 'a1', action: 'delete' } }, /action: invalid_value/],
    ['a missing id', { name: 'vote', payload: { action: 'like' } }, /newsId/],
    ['an id that is an object', { name: 'vote', payload: { newsId: { toString: 1 }, action: 'like' } }, /newsId/],
    ['an oversized id', { name: 'vote', payload: { newsId: 'x'.repeat(201), action: 'like' } }, /newsId/],
    ['an extra field', { name: 'vote', payload: { newsId: 'a1', action: 'like', apiUrl: 'https://elsewhere.example' } }, /payload: unrecognized_keys apiUrl/],
    ['a huge limit', { name: 'recentItems', payload: { limit: 1e9 } }, /limit: too_big/],
    ['a limit that is not a number', { name: 'recentItems', payload: { limit: '5' } }, /limit/],
    ['no payload where one is needed', { name: 'recentItems' }, /payload: invalid_type/],
  ])('refuses %s with the reason, and never calls the handler', async (_case, message, reason) => {
    const { send, vote, recentItems } = register();
    await expect(send(message)).rejects.toThrow(reason);
    await expect(send(message)).rejects.toThrow(/^Newsflash refused the "(vote|recentItems)" request: /);
    expect(vote).not.toHaveBeenCalled();
    expect(recentItems).not.toHaveBeenCalled();
  });

  it('ignores other extensions, web pages and unknown names', () => {
    const { send, vote } = register();
    const valid = { name: 'vote', payload: { newsId: 'a1', action: 'like' } };
    expect(send(valid, { id: 'other-id', url: 'chrome-extension://other-id/x.html' })).toBeUndefined();
    expect(send(valid, { id: 'own-id', url: 'https://news.example/' })).toBeUndefined();
    expect(send({ name: 'toString', payload: undefined })).toBeUndefined();
    expect(send({ name: '__proto__' })).toBeUndefined();
    expect(vote).not.toHaveBeenCalled();
  });
});
