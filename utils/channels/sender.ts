import { fullJitterDelay, type BackoffPolicy } from '@/utils/net/backoff';
import type { Clock, FetchLike, TimerHandle } from '@/utils/net/net-types';
import type { AlertMessage } from './channel';
import { requestFor } from './builders';
import type { ChannelConfig, ChannelKind } from './config';
import { sendOnce, type SendOutcome } from './send-once';

/** Alerts waiting for one channel: past it, the newest is dropped and counted (the phone has the older ones coming). */
export const QUEUE_MAX = 20;
/** Tries per alert (the first and two more) after a time-out, a server error or a 429. */
export const ATTEMPTS_MAX = 3;
/** After a failure the channel rests; each further failure in a row doubles it, up to the cap. */
export const CHANNEL_BACKOFF: BackoffPolicy = { baseMs: 10_000, capMs: 15 * 60_000, minMs: 5_000 };

export type ChannelProblem = Exclude<SendOutcome, { kind: 'sent' }> & { at: number };

/** One channel as Diagnostics shows it. */
export interface ChannelState {
  id: string;
  name: string;
  kind: ChannelKind;
  sent: number;
  /** Alerts given up: refused, or failed ATTEMPTS_MAX times. */
  failed: number;
  /** Alerts never sent because the queue was full. */
  dropped: number;
  queued: number;
  /** Resting after a failure or a 429 until then (ms since the epoch). */
  restingUntil?: number;
  lastProblem?: ChannelProblem;
}

interface Entry {
  message: AlertMessage;
  attempts: number;
  arrivedAt?: number;
}

interface Lane {
  state: ChannelState;
  queue: Entry[];
  busy: boolean;
  failuresInRow: number;
  timer?: TimerHandle;
}

export interface ChannelSenderDeps {
  fetch: FetchLike;
  clock: Clock;
  random: () => number;
  /** The channels as saved now. */
  channels: () => readonly ChannelConfig[];
  /** Frame arrival → the channel's request leaving (ms), for the benchmark. */
  onRequest?: (ms: number) => void;
}

/**
 * Sends alerts to the reader's channels, each channel on a lane of its own: one request at a time,
 * a bounded queue, and after a failure a rest (the channel's Retry-After, or a growing backoff)
 * before the next try, so a channel that is down or limiting costs a handful of requests, never a
 * storm, and never holds up the desktop notification or another channel.
 */
export class ChannelSender {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly deps: ChannelSenderDeps) {}

  /** Queues one alert for each of these channels (enabled ones only). */
  send(message: AlertMessage, channelIds: readonly string[], arrivedAt?: number): void {
    for (const config of this.deps.channels()) {
      if (!config.enabled || !channelIds.includes(config.id)) continue;
      const lane = this.laneOf(config);
      if (lane.queue.length >= QUEUE_MAX) {
        lane.state.dropped++;
        continue;
      }
      lane.queue.push({ message, attempts: 0, arrivedAt });
      lane.state.queued = lane.queue.length;
      this.pump(config.id);
    }
  }

  states(): ChannelState[] {
    const saved = new Set(this.deps.channels().map((config) => config.id));
    return [...this.lanes.values()].filter((lane) => saved.has(lane.state.id)).map((lane) => ({ ...lane.state }));
  }

  private laneOf(config: ChannelConfig): Lane {
    let lane = this.lanes.get(config.id);
    if (!lane) {
      lane = {
        state: { id: config.id, name: config.name, kind: config.kind, sent: 0, failed: 0, dropped: 0, queued: 0 },
        queue: [],
        busy: false,
        failuresInRow: 0,
      };
      this.lanes.set(config.id, lane);
    }
    lane.state.name = config.name;
    lane.state.kind = config.kind;
    return lane;
  }

  private pump(id: string): void {
    const lane = this.lanes.get(id);
    if (!lane || lane.busy || lane.timer !== undefined || lane.queue.length === 0) return;
    const config = this.deps.channels().find((candidate) => candidate.id === id && candidate.enabled);
    if (!config) {
      // Removed or turned off while alerts waited: they are not sent anywhere.
      lane.queue = [];
      lane.state.queued = 0;
      return;
    }
    const entry = lane.queue[0]!;
    entry.attempts++;
    lane.busy = true;
    const request = requestFor(config, entry.message);
    if (entry.arrivedAt !== undefined && entry.attempts === 1) this.deps.onRequest?.(this.deps.clock.monotonic() - entry.arrivedAt);
    void sendOnce(request, this.deps).then((outcome) => this.settle(lane, entry, outcome));
  }

  private settle(lane: Lane, entry: Entry, outcome: SendOutcome): void {
    lane.busy = false;
    const { state } = lane;
    const now = this.deps.clock.now();
    if (outcome.kind === 'sent') {
      state.sent++;
      lane.failuresInRow = 0;
      lane.queue.shift();
    } else {
      state.lastProblem = { ...outcome, at: now };
      const retry = outcome.kind !== 'refused' && entry.attempts < ATTEMPTS_MAX;
      if (!retry) {
        state.failed++;
        lane.queue.shift();
      }
      if (outcome.kind !== 'refused') {
        const wait = (outcome.kind === 'limited' ? outcome.waitMs : undefined) ?? fullJitterDelay(lane.failuresInRow, CHANNEL_BACKOFF, this.deps.random);
        lane.failuresInRow++;
        this.rest(lane, wait);
      }
    }
    state.queued = lane.queue.length;
    this.pump(state.id);
  }

  private rest(lane: Lane, ms: number): void {
    lane.state.restingUntil = this.deps.clock.now() + ms;
    lane.timer = this.deps.clock.setTimeout(() => {
      lane.timer = undefined;
      lane.state.restingUntil = undefined;
      this.pump(lane.state.id);
    }, ms);
  }
}
