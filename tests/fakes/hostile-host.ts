import type { Clock, FetchInit, FetchLike, ResponseLike } from '@/utils/net/net-types';

/** What a hostile host saw of the requests to it: how many, the bytes its bodies gave the reader, whether the connection was dropped. */
export interface HostTap {
  requests: number;
  inits: FetchInit[];
  bytesPulled: number;
  /** The request's signal aborted, or its body cancelled: a browser then drops the connection. */
  dropped: boolean;
}

/** An answer whose headers came: its status and headers, and the next chunk of its body each time one is read (undefined: the end). */
export interface HostileAnswer {
  status: number;
  headers?: Record<string, string>;
  next?: () => Promise<Uint8Array | undefined>;
}

/**
 * A fetch to a host an attacker controls, behaving as a browser's does: the promise rejects, and a
 * body being read errors, once the request's signal aborts. Its body is pulled only when read
 * (no chunk is taken ahead), so `bytesPulled` is what the reader read. 'silent': the connection
 * (or its TLS handshake, or the headers) never completes.
 */
export function hostileFetch(answer: (tap: HostTap) => HostileAnswer | 'silent') {
  const tap: HostTap = { requests: 0, inits: [], bytesPulled: 0, dropped: false };
  const fetch: FetchLike = (_url, init = {}) =>
    new Promise<ResponseLike>((resolve, reject) => {
      tap.requests++;
      tap.inits.push(init);
      let body: ReadableStreamDefaultController<Uint8Array> | undefined;
      init.signal?.addEventListener('abort', () => {
        tap.dropped = true;
        reject(init.signal!.reason);
        body?.error(init.signal!.reason);
      });
      const shape = answer(tap);
      if (shape === 'silent') return;
      const stream = new ReadableStream<Uint8Array>(
        {
          start: (controller) => void (body = controller),
          async pull(controller) {
            const chunk = await shape.next?.();
            if (tap.dropped) return;
            if (!chunk) return controller.close();
            tap.bytesPulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
          cancel: () => void (tap.dropped = true),
        },
        { highWaterMark: 0 },
      );
      resolve(new Response(stream, { status: shape.status, headers: shape.headers }) as unknown as ResponseLike);
    });
  return { fetch, tap };
}

/** A body that never ends: 64 KiB at every read, for ever. */
export const endless = () => Promise.resolve(new Uint8Array(64 * 1024).fill(0x7b));

/** A body that trickles: one byte a second on the test's clock, for ever. */
export const trickle = (clock: Clock) => () => new Promise<Uint8Array>((resolve) => clock.setTimeout(() => resolve(new Uint8Array([0x20])), 1_000));
