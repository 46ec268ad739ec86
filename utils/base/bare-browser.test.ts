import { describe, expect, it } from 'vitest';
import { answerLikePolyfill, sendLikePolyfill } from './bare-browser';

/** Chrome's callback runtime: `lastError` is set only while the callback runs, as Chrome does. */
function chromeRuntime(answer: { reply?: unknown; lastError?: string }) {
  const sent: unknown[] = [];
  const runtime = {
    lastError: undefined as { message: string } | undefined,
    sendMessage(message: unknown, callback: (reply: unknown) => void) {
      sent.push(message);
      runtime.lastError = answer.lastError === undefined ? undefined : { message: answer.lastError };
      callback(answer.reply);
      runtime.lastError = undefined;
    },
  };
  return { send: sendLikePolyfill(runtime as never), sent };
}

describe('sendLikePolyfill', () => {
  it('sends the message and resolves with the reply', async () => {
    const { send, sent } = chromeRuntime({ reply: { ok: true, newsId: 'a1' } });
    await expect(send({ name: 'vote' })).resolves.toEqual({ ok: true, newsId: 'a1' });
    expect(sent).toEqual([{ name: 'vote' }]);
  });

  it("rejects with the worker handler's message when the polyfill marks its reply as a rejection", async () => {
    const { send } = chromeRuntime({ reply: { __mozWebExtensionPolyfillReject__: true, message: 'Newsflash refused the "vote" request: newsId: invalid_type' } });
    await expect(send({ name: 'vote' })).rejects.toThrow('Newsflash refused the "vote" request: newsId: invalid_type');
  });

  it('resolves to undefined when no listener answered, as Firefox does', async () => {
    const { send } = chromeRuntime({ lastError: 'The message port closed before a response was received.' });
    await expect(send({ name: 'markRead' })).resolves.toBeUndefined();
  });

  it("rejects with Chrome's error otherwise (no worker to receive it)", async () => {
    const { send } = chromeRuntime({ lastError: 'Could not establish connection. Receiving end does not exist.' });
    await expect(send({ name: 'getStatus' })).rejects.toThrow('Could not establish connection. Receiving end does not exist.');
  });
});

describe('answerLikePolyfill', () => {
  const sender = { id: 'own-id' };
  /** Chrome's side: the listener's return says whether an answer will come through `sendResponse`. */
  function chromeAnswer(listener: Parameters<typeof answerLikePolyfill>[0]) {
    const wrapped = answerLikePolyfill(listener, false) as (message: unknown, from: typeof sender, respond: (reply: unknown) => void) => boolean;
    return (message: unknown) => {
      let respond!: (reply: unknown) => void;
      const reply = new Promise((resolve) => (respond = resolve));
      return { keepsChannel: wrapped(message, sender, respond), reply };
    };
  }

  it("in Chrome, a handler's value goes through sendResponse, and the channel is kept open for it", async () => {
    const { keepsChannel, reply } = chromeAnswer(async () => ({ ok: true }))('vote');
    expect(keepsChannel).toBe(true);
    await expect(reply).resolves.toEqual({ ok: true });
  });

  it("in Chrome, a handler's rejection goes as the polyfill's marked reply, which sendLikePolyfill reads back as a rejection", async () => {
    const { reply } = chromeAnswer(async () => Promise.reject(new Error('Newsflash refused the "vote" request: newsId: invalid_type')))('vote');
    const marked = await reply;
    expect(marked).toEqual({ __mozWebExtensionPolyfillReject__: true, message: 'Newsflash refused the "vote" request: newsId: invalid_type' });
    const { send } = chromeRuntime({ reply: marked });
    await expect(send({ name: 'vote' })).rejects.toThrow('Newsflash refused the "vote" request: newsId: invalid_type');
  });

  it('in Chrome, a message the listener leaves alone is left to other listeners', () => {
    expect(chromeAnswer(() => undefined)('not ours').keepsChannel).toBe(false);
  });

  it('in Firefox, the listener answers with its own promise', () => {
    const listener = async () => 'answer';
    expect(answerLikePolyfill(listener, true)).toBe(listener);
  });
});
