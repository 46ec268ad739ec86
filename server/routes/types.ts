import type { IncomingMessage } from 'node:http';
import type { AdminFailures } from '../access/admin-failures';
import type { AiNotes } from '../ai/ai-notes';
import type { BusEvent, BusHealth } from '../bus/types';
import type { MarketLists } from '../coins/markets';
import type { ServerConfig } from '../config';
import type { FeedItem } from '../items/feed-item';
import type { Logger } from '../log/logger';
import type { Metrics } from '../operations/metrics';
import type { PublishGate } from '../publishing/publish-gate';
import type { OutboxWorker } from '../outbox/outbox-worker';
import type { FeedSockets } from '../sockets/feed-sockets';
import type { SourceRunner } from '../sources/runner';
import type { Storage } from '../storage/types';
import type { PageCache } from './page-cache';
import type { WebFiles } from './web-files';

export interface RouteDeps {
  config: ServerConfig;
  storage: Storage;
  outbox: OutboxWorker;
  sockets: FeedSockets;
  bus: { health(): BusHealth };
  /**
   * Stores one item and sends it to every node's sockets; false when the id exists already,
   * HoldRefused while the coin universe loads past the hold's budget.
   */
  publish(item: FeedItem): Promise<boolean>;
  /** Items held until the coin universe is read (/readyz, /healthz). */
  hold: Pick<PublishGate, 'health'>;
  /** Tells this node's sockets and every other node's. */
  announce(event: BusEvent): void;
  /** True once the node is shutting down: not ready for new clients. */
  draining(): boolean;
  logger: Logger;
  metrics: Metrics;
  /** The client's address (the peer's, or the one a --trust-proxy proxy names). */
  addressOf(request: IncomingMessage): string;
  /** Wrong admin tokens per address (routes/guards.ts). */
  adminFailures: AdminFailures;
  /** Absent when no sources file is configured. */
  sources?: Pick<SourceRunner, 'health'>;
  /** The built web page served at `/`; absent when there is none (not built, or `--web-dir off`). */
  web?: WebFiles;
  /** Backlog pages as sent, shared by their readers (routes/page-cache.ts). */
  backlogPages: PageCache;
  /** The page's Content-Security-Policy, fixed once the service listens (routes/web-files.ts). */
  webPolicy(): string;
  /** The operator's model; absent when --ai-endpoint is not set. */
  ai?: Pick<AiNotes, 'health'>;
  /** Absent when coin detection is off. */
  markets?: Pick<MarketLists, 'health'>;
}

/** Status and a JSON body, or status, a text body and its content type. */
export type Reply = [number, unknown] | [number, string | Buffer, string];
export type Handler = (deps: RouteDeps, request: IncomingMessage, url: URL) => Promise<Reply> | Reply;
/** Path → method → handler. */
export type Routes = Record<string, Partial<Record<string, Handler>>>;
