import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@newsflash/protocol/json-depth';
import { MAX_REPLY_BYTES, readJsonReply } from './read-json-reply';

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

  it(`reads ${MAX_JSON_DEPTH} levels, and refuses a reply of the largest size nested deeper unparsed`, async () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(await readJsonReply(new Response(streamOf(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`)))).toHaveProperty('a');
    const brackets = '['.repeat(MAX_REPLY_BYTES / 2) + ']'.repeat(MAX_REPLY_BYTES / 2);
    await expect(readJsonReply(new Response(streamOf(brackets)))).rejects.toMatchObject({ problem: { code: 'reply-too-deep', levels: MAX_JSON_DEPTH } });
    // Brackets inside strings are text, whatever their number.
    expect(await readJsonReply(new Response(streamOf(JSON.stringify({ title: '['.repeat(10_000) }))))).toEqual({ title: '['.repeat(10_000) });
  });

  it('refuses what is not JSON', async () => {
    await expect(readJsonReply(new Response(streamOf('<html>')))).rejects.toThrow(SyntaxError);
  });
});
