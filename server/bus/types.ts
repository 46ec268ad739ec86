import type { FeedItem } from '../items/feed-item';
import type { LikesFrame } from '@newsflash/protocol/control';
import type { AiNote } from '@newsflash/protocol/ai-note';
import type { Outcome } from '@newsflash/protocol/outcome';

/** What one node tells the others: everything a socket anywhere must hear about. */
export type BusEvent =
  | { type: 'item'; item: FeedItem }
  | { type: 'likes'; frame: LikesFrame }
  | { type: 'revoke'; keyId: number }
  | { type: 'outcome'; id: string; outcome: Outcome }
  | { type: 'ai'; id: string; ai: AiNote };

export interface BusHealth {
  kind: 'none' | 'redis';
  /** `down`: this node serves its own sockets only, queues what it publishes, and reconnects. */
  state: 'up' | 'down';
  /** Events published while down, waiting to be sent. */
  queued?: number;
  /** Events dropped because the queue was full (their items are still in the database). */
  dropped?: number;
  /** Events read from the bus and refused: unsigned, wrongly signed, stale, replayed or malformed. */
  refused?: number;
  /** How long the last event read took from its sender to this node, ms. */
  lagMs?: number;
  /** Writes sent to the bus since start, each one round trip (a pipeline of queued events is one). */
  roundTrips?: number;
}

/** Carries events between the nodes of one service. A node never hears its own events back. */
export interface Bus {
  /** Resolves once connected, or after `timeoutMs` either way: a node starts even while the bus is away. */
  connected(timeoutMs: number): Promise<void>;
  publish(event: BusEvent): void;
  health(): BusHealth;
  close(): Promise<void>;
}

/** A single node: there is nobody to tell. */
export const noBus: Bus = {
  connected: async () => {},
  publish: () => {},
  health: () => ({ kind: 'none', state: 'up' }),
  close: async () => {},
};
