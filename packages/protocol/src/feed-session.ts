import { MAX_FRAME_CHARS, sortNewsFrame, type Rejection } from './frames';
import type { AiNote } from './ai-note';
import type { NewsItem } from './news-item';
import type { Outcome } from './outcome';

/** What the session needs of a socket: the browser's WebSocket and `ws`'s both fit, as does a test's fake. */
export interface FeedSocket {
  send(text: string): void;
}

export interface FeedTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type LoginState =
  | { state: 'anonymous' }
  | { state: 'pending' }
  | { state: 'ok'; username?: string }
  | { state: 'rejected'; reason: string }
  /** The server never answered the login; items still flow, possibly delayed. */
  | { state: 'unconfirmed' };

export interface FeedSessionOptions<T> {
  /** Reads an item frame: the extension into the one model (`parseItem`), a relay into what it republishes. */
  readItem(value: object): { kind: 'item'; item: T } | Rejection;
  onItem(item: T, arrivedAt: number | undefined): void;
  onLogin(login: LoginState): void;
  /** A frame that is neither an answer nor an item (not JSON, too large, not an item). */
  onUnreadable(reason: string): void;
  /** The service's time answering a `clock` request (hops.ts), with the frame's `arrivedAt`; a client that never asks never gets one. */
  onClock?(serviceTime: number, arrivedAt: number | undefined): void;
  /** An update frame: what an item already sent did to its coins' prices (outcome.ts); unread when absent. */
  onOutcome?(id: string, outcome: Outcome): void;
  /** An update frame: the operator's model's note on an item already sent (ai-note.ts); unread when absent. */
  onAi?(id: string, ai: AiNote): void;
  /** Frames longer than this are refused unread. */
  maxFrameChars?: number;
  /** No answer to a login in this long reads as `unconfirmed`; undefined waits for the answer. */
  loginTimeoutMs?: number;
  /** Needed with `loginTimeoutMs`. */
  timers?: FeedTimers;
}

/**
 * The news socket's protocol, one instance across a client's connections: logs in with the key on
 * every connection (`login <key>`), reads what the server answers and sends, and remembers a
 * refused key so reconnects do not send it again until the key changes. The socket, its
 * keep-alive and its reconnects belong to the caller, who passes each connection's events in:
 * `opened`, `received`, and `setKey` when the key (or the server) changes.
 */
export class FeedSession<T = NewsItem> {
  private key?: string;
  private refusedKey?: string;
  private current: LoginState = { state: 'anonymous' };
  private loginTimer?: unknown;

  constructor(
    key: string | undefined,
    private readonly options: FeedSessionOptions<T>,
  ) {
    this.key = key?.trim() || undefined;
  }

  get login(): LoginState {
    return this.current;
  }

  /** A new key or a new server: a refusal is forgotten, and the next connection logs in afresh. */
  setKey(key: string | undefined): void {
    this.key = key?.trim() || undefined;
    this.refusedKey = undefined;
    this.clearLoginTimer();
  }

  /** A connection opened: log in, unless the key was refused (the state stays `rejected`). */
  opened(socket: FeedSocket): void {
    if (!this.key) return this.setLogin({ state: 'anonymous' });
    if (this.key === this.refusedKey) return;
    socket.send(`login ${this.key}`);
    this.setLogin({ state: 'pending' });
    const { loginTimeoutMs, timers } = this.options;
    if (loginTimeoutMs === undefined || !timers) return;
    this.clearLoginTimer();
    this.loginTimer = timers.setTimeout(() => {
      this.loginTimer = undefined;
      if (this.current.state === 'pending') this.setLogin({ state: 'unconfirmed' });
    }, loginTimeoutMs);
  }

  /** One text frame of the connection; `arrivedAt` is passed on with its item. */
  received(text: string, arrivedAt?: number): void {
    const frame = sortNewsFrame(text, this.options.maxFrameChars ?? MAX_FRAME_CHARS);
    switch (frame.kind) {
      case 'pong':
        return;
      case 'clock':
        return this.options.onClock?.(frame.time, arrivedAt);
      case 'outcome':
        return this.options.onOutcome?.(frame.id, frame.outcome);
      case 'ai':
        return this.options.onAi?.(frame.id, frame.ai);
      case 'item': {
        const read = this.options.readItem(frame.value);
        return read.kind === 'item' ? this.options.onItem(read.item, arrivedAt) : this.options.onUnreadable(read.reason);
      }
      case 'login-ok':
        this.clearLoginTimer();
        return this.setLogin({ state: 'ok', username: frame.username });
      case 'login-failed':
        this.clearLoginTimer();
        this.refusedKey = this.key;
        return this.setLogin({ state: 'rejected', reason: frame.reason });
      case 'rejected':
        return this.options.onUnreadable(frame.reason);
    }
  }

  stop(): void {
    this.clearLoginTimer();
  }

  private setLogin(login: LoginState): void {
    this.current = login;
    this.options.onLogin(login);
  }

  private clearLoginTimer(): void {
    if (this.loginTimer !== undefined) this.options.timers?.clearTimeout(this.loginTimer);
    this.loginTimer = undefined;
  }
}
