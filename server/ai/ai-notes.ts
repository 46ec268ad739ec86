import type { AiNote } from '@newsflash/protocol/ai-note';
import { backoffDelay } from '../outbound/backoff';
import type { FeedItem } from '../items/feed-item';
import type { AiBudget, AiSpend } from './ai-budget';
import { readAnswer, type AnswerFault } from './answer';
import { askFor, type AiAsk } from './ask';
import type { ChatResult } from './chat-client';

/** How each item the layer was handed ended; counted in `newsflash_ai_items_total`. */
export type AiOutcome =
  | 'noted'
  | 'over-budget'
  | 'queue-full'
  | 'rate-limited'
  | 'server-error'
  | 'timeout'
  | 'oversize'
  | 'refused'
  | 'unreachable'
  | 'malformed'
  | AnswerFault;

/** Items waiting for a request slot; past it the oldest waiting is dropped (a late summary is worth least). */
export const AI_QUEUE_MAX = 200;
/** The shortest and longest pause after a 429 or 5xx: a Retry-After outside is brought within. */
export const AI_MIN_PAUSE_MS = 1_000;
export const AI_MAX_PAUSE_MS = 5 * 60_000;

export interface AiNotesDeps {
  /** One chat-completions request for an ask (chat-client.ts with prompt.ts's body). */
  ask(ask: AiAsk): Promise<ChatResult>;
  budget: Pick<AiBudget, 'take' | 'spend' | 'spent'>;
  concurrency: number;
  clock: { now(): number; setTimeout(callback: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  /** The note, to every node's sockets and onto the stored item. */
  announce(id: string, note: AiNote): void;
  count(outcome: AiOutcome): void;
  random?: () => number;
}

export interface AiHealth {
  model: string;
  day: AiSpend;
  queued: number;
  inFlight: number;
  /** Until when requests wait after a 429 or 5xx (ms since the epoch), or null. */
  pausedUntil: number | null;
}

/**
 * Asks the operator's model about items after they are published: at most one request per item,
 * at most `concurrency` at once, within the budget; a 429 or 5xx pauses every request (honouring
 * Retry-After within bounds, else doubling), and the item that met it gets no note (one request
 * each, never a retry). Nothing here is awaited by a headline's way out.
 */
export class AiNotes {
  private readonly queue: AiAsk[] = [];
  private inFlight = 0;
  private pausedUntil = 0;
  private failures = 0;
  private wake: unknown;
  private stopped = false;

  constructor(
    private readonly deps: AiNotesDeps,
    private readonly model: string,
  ) {}

  /** An item just published; returns at once. */
  add(item: FeedItem): void {
    if (this.stopped) return;
    if (this.queue.length >= AI_QUEUE_MAX) {
      this.queue.shift();
      this.deps.count('queue-full');
    }
    this.queue.push(askFor(item));
    this.pump();
  }

  health(): AiHealth {
    const pausedUntil = this.pausedUntil > this.deps.clock.now() ? this.pausedUntil : null;
    return { model: this.model, day: this.deps.budget.spent(), queued: this.queue.length, inFlight: this.inFlight, pausedUntil };
  }

  stop(): void {
    this.stopped = true;
    this.queue.length = 0;
    if (this.wake !== undefined) this.deps.clock.clearTimeout(this.wake);
  }

  private pump(): void {
    const wait = this.pausedUntil - this.deps.clock.now();
    if (wait > 0) {
      this.wake ??= this.deps.clock.setTimeout(() => {
        this.wake = undefined;
        this.pump();
      }, wait);
      return;
    }
    while (!this.stopped && this.inFlight < this.deps.concurrency && this.queue.length > 0) {
      const ask = this.queue.shift()!;
      if (!this.deps.budget.take()) {
        this.deps.count('over-budget');
        continue;
      }
      this.inFlight++;
      void this.deps
        .ask(ask)
        .catch((): ChatResult => ({ kind: 'failed', reason: 'unreachable' }))
        .then((result) => this.settle(ask, result))
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }

  private settle(ask: AiAsk, result: ChatResult): void {
    switch (result.kind) {
      case 'rate-limited':
        this.pause(result.retryAfterMs);
        return this.deps.count('rate-limited');
      case 'server-error':
        this.pause(undefined);
        return this.deps.count('server-error');
      case 'failed':
        return this.deps.count(result.reason);
      case 'answer': {
        this.failures = 0;
        this.deps.budget.spend(result.tokens);
        const note = readAnswer(result.content, ask);
        if ('fault' in note) return this.deps.count(note.fault);
        if (this.stopped) return;
        this.deps.announce(ask.id, note);
        return this.deps.count('noted');
      }
    }
  }

  /** Every request waits: as long as the endpoint asked (within bounds), else doubling from the shortest. */
  private pause(retryAfterMs: number | undefined): void {
    const ms = retryAfterMs ?? backoffDelay(this.failures, AI_MIN_PAUSE_MS * 2, AI_MAX_PAUSE_MS, this.deps.random);
    this.failures++;
    this.pausedUntil = Math.max(this.pausedUntil, this.deps.clock.now() + Math.min(AI_MAX_PAUSE_MS, Math.max(AI_MIN_PAUSE_MS, ms)));
  }
}
