import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in origin answers: a body with its type, or a status, or nothing at all (a hanging server). */
export interface OriginReply {
  status?: number;
  body?: string | Buffer;
  type?: string;
  headers?: Record<string, string>;
  /** Send the headers and then nothing, for ever (until the server closes). */
  hang?: boolean;
}

export interface Origin {
  url: string;
  /** Every request so far: path with query, and the headers that matter to conditional GET. */
  readonly requests: { path: string; ifNoneMatch?: string; ifModifiedSince?: string }[];
  close(): Promise<void>;
}

/**
 * A local HTTP origin for feeds, exchange APIs and their failures, answering each path from a
 * function so a test or the demo can change what it serves between requests. An ETag in the
 * reply is honoured: a request naming it gets 304, as a well-behaved origin answers.
 */
export async function startOrigin(
  route: (path: string, request: IncomingMessage) => OriginReply | undefined | Promise<OriginReply | undefined>,
): Promise<Origin> {
  const requests: Origin['requests'] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = request.headers['if-modified-since'];
    requests.push({ path, ifNoneMatch, ifModifiedSince });
    // A route may take its time: an origin that answers slowly.
    const reply = await route(new URL(path, 'http://origin').pathname, request);
    if (!reply) return void response.writeHead(404).end();
    const headers: Record<string, string> = { ...(reply.type ? { 'content-type': reply.type } : {}), ...reply.headers };
    if (reply.hang) {
      hanging.add(response);
      response.writeHead(reply.status ?? 200, headers);
      response.write(' ');
      return;
    }
    if (headers.etag && ifNoneMatch === headers.etag) return void response.writeHead(304, headers).end();
    response.writeHead(reply.status ?? 200, headers).end(reply.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
