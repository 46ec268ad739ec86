import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook receiver that can be switched down (503), up, or to hold requests unanswered, recording what it accepted. */
export class WebhookSink {
  readonly received: { path: string; body: unknown }[] = [];
  up = true;
  /** Requests wait unanswered while this is set: a delivery caught in flight. */
  hold = false;
  attempts = 0;
  private readonly held: (() => void)[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.attempts++;
      if (this.hold) {
        this.held.push(() => {
          this.received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) });
          response.writeHead(204).end();
        });
        return;
      }
      if (!this.up) {
        response.writeHead(503).end();
        return;
      }
      this.received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) });
      response.writeHead(204).end();
    });
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Stops holding, and answers (accepts) the requests held so far. */
  release(): void {
    this.hold = false;
    for (const answer of this.held.splice(0)) answer();
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
