/** The part of the WebSocket API the feed uses; the browser's and `ws`'s both fit. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export type TimerHandle = unknown;

/** Time, injected so tests drive it by hand. */
export interface Clock {
  now(): number;
  /** High-resolution monotonic time (performance.now), for latency figures. */
  monotonic(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** A signal that aborts with a `TimeoutError` after `ms`: `AbortSignal.timeout` on this clock. */
  timeoutSignal(ms: number): AbortSignal;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  timeoutSignal: (ms) => AbortSignal.timeout(ms),
};

export interface ResponseLike {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  /** Present on real responses: read through `readJsonReply`, which caps its size. */
  body?: ReadableStream<Uint8Array> | null;
  json(): Promise<unknown>;
}

export interface FetchInit {
  method?: string;
  /** Only a channel's request (utils/channels/) sends these. */
  headers?: Record<string, string>;
  body?: string;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  cache?: RequestCache;
  redirect?: RequestRedirect;
}

export type FetchLike = (url: string, init?: FetchInit) => Promise<ResponseLike>;
