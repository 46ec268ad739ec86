import { describe, expect, it } from 'vitest';
import { readJsonReply } from './read-json-reply';

const streamOf = (...parts: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(typeof part === 'string' ? new TextEncoder().encode(part) : part);
      controller.close();
    },
  });

describe('readJsonReply', () => {
  it('reads a streamed reply, multi-byte characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ title: 'Ünïcode 🚀' }));
    // Two bytes into the rocket's four.
    const cut = bytes.length - 4;
    expect(await readJsonReply(new Response(streamOf(bytes.slice(0, cut), bytes.slice(cut))))).toEqual({ title: 'Ünïcode 🚀' });
  });

  it('refuses a reply declared larger than the limit without reading it', async () => {
    const response = new Response(streamOf('[]'), { headers: { 'content-length': '2000' } });
    await expect(readJsonReply(response, 1000)).rejects.toMatchObject({ problem: { code: 'reply-too-large' } });
  });

  it('refuses a reply that streams past the limit with no declared length', async () => {
    await expect(readJsonReply(new Response(streamOf('[', '1,'.repeat(600), '1]')), 1000)).rejects.toMatchObject({ problem: { code: 'reply-too-large' } });
  });

  it('refuses what is not JSON', async () => {
    await expect(readJsonReply(new Response(streamOf('<html>')))).rejects.toThrow(SyntaxError);
  });
});
