import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame } from './frame';

describe('textFrame, written to the socket under a ws connection as fan-out does', () => {
  const http = createServer();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  let raw: Promise<Duplex>;
  let client: WebSocket;
  const received: string[] = [];

  beforeAll(async () => {
    raw = new Promise((resolve) => http.on('upgrade', (request, socket, head) => wss.handleUpgrade(request, socket, head, () => resolve(socket))));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    client = new WebSocket(`ws://127.0.0.1:${(http.address() as AddressInfo).port}`);
    client.on('message', (data: Buffer) => received.push(data.toString()));
    await new Promise((resolve) => client.once('open', resolve));
  });
  afterAll(() => {
    client.terminate();
    http.close();
  });

  it('reaches a ws client whole, at every length encoding (7-bit, 16-bit, 64-bit), in order', async () => {
    const texts = [0, 1, 125, 126, 65_535, 65_536, 200_000].map((size) => 'é'.repeat(Math.floor(size / 2)) + 'x'.repeat(size % 2));
    const socket = await raw;
    for (const text of texts) socket.write(textFrame(Buffer.from(text)));
    await expect.poll(() => received.length).toBe(texts.length);
    expect(received).toEqual(texts);
  });
});
