import { defaultBackoff, fullJitterDelay, type BackoffPolicy } from './backoff';
import { messageOf, type Problem } from './problem';
import type { Clock, SocketFactory, SocketLike, TimerHandle } from './net-types';

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export interface SessionTimings {
  /** A `ping` text frame this often (undefined: never, for servers that do not speak it); data frames also keep a Chrome service worker alive. */
  pingIntervalMs?: number;
  /** Once the server has answered a ping, a pong missing this long means the connection is dead. */
  pongTimeoutMs: number;
  /** No frame at all for this long means the connection is dead (undefined: never). */
  silenceTimeoutMs?: number;
  /** Connection attempts that give no open socket in this time are abandoned. */
  connectTimeoutMs: number;
  /** After this long connected, the next failure starts the backoff from scratch. */
  healthyAfterMs: number;
  backoff: BackoffPolicy;
}

export const defaultTimings: SessionTimings = {
  pingIntervalMs: 20_000,
  pongTimeoutMs: 10_000,
  silenceTimeoutMs: 75_000,
  connectTimeoutMs: 15_000,
  healthyAfterMs: 60_000,
  backoff: defaultBackoff,
};

export interface SessionDeps {
  createSocket: SocketFactory;
  clock: Clock;
  random: () => number;
}

export interface SessionHandlers {
  url(): string;
  onOpen(send: (text: string) => void): void;
  /** `arrivedAt` is the clock's monotonic time when the frame arrived, before any parsing. */
  onText(text: string, arrivedAt: number): void;
  onStateChange(state: ConnectionState, detail: { nextRetryAt?: number; error?: Problem }): void;
}

export interface SessionCounters {
  connects: number;
  reconnects: number;
  frames: number;
  lastError?: Problem;
  lastFrameAt?: number;
}

/**
 * One self-healing socket: connects, pings, detects dead connections, and reconnects with
 * exponential backoff and full jitter. Protocol meaning is left to the handlers.
 */
type TimerName = 'retry' | 'ping' | 'pong' | 'silence' | 'connect';

export class SocketSession {
  readonly counters: SessionCounters = { connects: 0, reconnects: 0, frames: 0 };
  private state: ConnectionState = 'idle';
  private socket?: SocketLike;
  private attempt = 0;
  private pongSeen = false;
  private openedAt?: number;
  /** The open connection's last frame (or its opening): the silence timer's mark. */
  private heardAt = 0;
  private timers = new Map<TimerName, TimerHandle>();

  constructor(
    private readonly deps: SessionDeps,
    private readonly handlers: SessionHandlers,
    private readonly timings: SessionTimings = defaultTimings,
  ) {}

  get connectionState(): ConnectionState {
    return this.state;
  }

  start(): void {
    if (this.state === 'idle' || this.state === 'stopped') this.connect();
  }

  stop(): void {
    this.teardown();
    this.setState('stopped', {});
  }

  /** Drops any connection and connects again at once (new address or key). */
  restart(): void {
    this.teardown();
    this.attempt = 0;
    this.pongSeen = false;
    this.connect();
  }

  /** Connects now when waiting to retry, skipping the rest of the backoff (watchdog, online event). */
  poke(): void {
    if (this.state === 'waiting') {
      this.clearTimer('retry');
      this.connect();
    }
  }

  private connect(): void {
    this.setState('connecting', {});
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(this.handlers.url());
    } catch (error) {
      this.fail({ code: 'cannot-open', detail: messageOf(error) });
      return;
    }
    this.socket = socket;
    this.counters.connects++;
    this.setTimer('connect', this.timings.connectTimeoutMs, () => this.fail({ code: 'connect-timeout' }));
    socket.onopen = () => {
      this.clearTimer('connect');
      this.openedAt = this.heardAt = this.deps.clock.now();
      this.setState('open', {});
      this.schedulePing();
      this.armSilence();
      this.handlers.onOpen((text) => this.send(text));
    };
    socket.onmessage = (event) => {
      const arrivedAt = this.deps.clock.monotonic();
      if (typeof event.data !== 'string') return;
      this.counters.frames++;
      this.counters.lastFrameAt = this.heardAt = this.deps.clock.now();
      if (event.data === 'pong') {
        this.pongSeen = true;
        this.clearTimer('pong');
      }
      this.handlers.onText(event.data, arrivedAt);
    };
    socket.onerror = () => {
      this.counters.lastError = { code: 'socket-error' };
    };
    socket.onclose = (event) => {
      this.fail({ code: 'closed', detail: event.reason ? `${event.code}: ${event.reason}` : String(event.code) });
    };
  }

  private send(text: string): void {
    if (this.socket?.readyState === 1) this.socket.send(text);
  }

  private schedulePing(): void {
    if (this.timings.pingIntervalMs === undefined) return;
    this.setTimer('ping', this.timings.pingIntervalMs, () => {
      this.send('ping');
      // The deadline runs from the first unanswered ping; later pings must not push it back.
      if (this.pongSeen && !this.timers.has('pong')) {
        this.setTimer('pong', this.timings.pongTimeoutMs, () => this.fail({ code: 'no-pong' }));
      }
      this.schedulePing();
    });
  }

  /**
   * Armed at open, not at every frame: a frame only notes its time (a timer re-armed per frame cost
   * each item's frame a cancel and a new timer before its notification), and the timer, when due,
   * waits out what is left since the last frame or gives up.
   */
  private armSilence(delay = this.timings.silenceTimeoutMs): void {
    const timeout = this.timings.silenceTimeoutMs;
    if (timeout === undefined || delay === undefined) return;
    this.setTimer('silence', delay, () => {
      const left = this.heardAt + timeout - this.deps.clock.now();
      if (left > 0) this.armSilence(left);
      else this.fail({ code: 'silent' });
    });
  }

  /** Abandons the connection at once (a dead peer may never complete a close) and retries later. */
  private fail(error: Problem): void {
    if (this.state === 'stopped' || this.state === 'waiting') return;
    const healthy = this.openedAt !== undefined && this.deps.clock.now() - this.openedAt >= this.timings.healthyAfterMs;
    if (healthy) this.attempt = 0;
    this.teardown();
    this.counters.lastError = error;
    this.counters.reconnects++;
    const delay = fullJitterDelay(this.attempt++, this.timings.backoff, this.deps.random);
    const nextRetryAt = this.deps.clock.now() + delay;
    this.setTimer('retry', delay, () => this.connect());
    this.setState('waiting', { nextRetryAt, error });
  }

  private teardown(): void {
    for (const key of [...this.timers.keys()]) this.clearTimer(key);
    const socket = this.socket;
    this.socket = undefined;
    this.openedAt = undefined;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // Keep an error handler: a socket closed while connecting still reports its failure.
    socket.onerror = () => {};
    try {
      socket.close(1000, 'client closing');
    } catch {
      // Closing a socket that is still connecting throws in some implementations; it is gone either way.
    }
  }

  private setState(state: ConnectionState, detail: { nextRetryAt?: number; error?: Problem }): void {
    this.state = state;
    this.handlers.onStateChange(state, detail);
  }

  private setTimer(key: TimerName, ms: number, callback: () => void): void {
    this.clearTimer(key);
    this.timers.set(
      key,
      this.deps.clock.setTimeout(() => {
        this.timers.delete(key);
        callback();
      }, ms),
    );
  }

  private clearTimer(key: TimerName): void {
    const handle = this.timers.get(key);
    if (handle !== undefined) this.deps.clock.clearTimeout(handle);
    this.timers.delete(key);
  }
}
