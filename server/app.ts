import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AddressInfo, Socket } from 'node:net';
import { ADMIN_FAILURES, AdminFailures } from './access/admin-failures';
import { AiBudget } from './ai/ai-budget';
import { AiNotes, type AiOutcome } from './ai/ai-notes';
import { askChat } from './ai/chat-client';
import { AI_UNCOUNTED_TOKENS, chatRequest } from './ai/prompt';
import { RedisBus } from './bus/redis-bus';
import { noBus, type Bus, type BusEvent } from './bus/types';
import type { ServerConfig } from './config';
import { capConnections, PLAIN_CONNECTIONS } from './access/connection-cap';
import { MarketLists } from './coins/markets';
import { CoinNames } from './coins/names';
import { PublicationPrices } from './coins/publication-prices';
import { noticeOf, type Enrichment } from './publishing/enrich';
import { LocalDelivery } from './publishing/fanout';
import { Publisher } from './publishing/publisher';
import { PublishGate } from './publishing/publish-gate';
import type { FeedItem } from './items/feed-item';
import { createLogger, redactor, type Logger, type Redactor } from './log/logger';
import { Metrics } from './operations/metrics';
import { OutboxWorker, SHARED_POLL_MS } from './outbox/outbox-worker';
import { Retention } from './operations/retention';
import { OutcomeChecks } from './outcomes/outcome-checks';
import { handle, type RouteDeps } from './routes';
import { answerBudget } from './sockets/answer-budget';
import { SendBudget } from './sockets/send-budget';
import { FeedReader } from './sources/feed-reader';
import type { ReadJson } from './outbound/json-bounds';
import { clientAddress } from './access/client-address';
import { AddressCap } from './sockets/socket-limits';
import { FeedSockets } from './sockets/feed-sockets';
import { nodeId } from './sources/node-id';
import { SourceRunner } from './sources/runner';
import { SOURCE_STARTERS } from './sources/source-kinds';
import { openStorage } from './storage/open';
import type { Storage } from './storage/types';
import { StoryIndex } from './stories/story-index';
import { StoryAssigner } from './stories/story-assigner';
import { PageCache } from './routes/page-cache';
import { contentSecurityPolicy, defaultWebDir, loadWebFiles, pageSockets } from './routes/web-files';

export interface RunningServer {
  url: string;
  port: number;
  publish(item: FeedItem): Promise<boolean>;
  /** Re-reads the sources file (SIGHUP); undefined when the service runs no sources. */
  reloadSources(): ReturnType<SourceRunner['reload']> | undefined;
  close(): Promise<void>;
}

/** What this node's logs must never show, besides credential parameters and URL user parts (log/logger.ts). */
export const secretsOf = (config: ServerConfig) => [config.adminToken, config.busSecret, config.chatWebhook, config.postWebhook, config.aiKey];

/** `redact` is the logger's own redactor: it learns the sources file's secrets as the file is read. */
export async function startServer(
  config: ServerConfig,
  redact: Redactor = redactor(secretsOf(config)),
  logger: Logger = createLogger(config.logLevel, redact),
): Promise<RunningServer> {
  // Modules report problems as lines; they are warnings in the log.
  const log = (line: string) => logger.warn(line);
  const storage = await openStorage(config, log);
  const proxies = new Set(config.trustProxy.split(',').map((address) => address.trim()).filter(Boolean));
  const addressOf = clientAddress(proxies);
  const cap = new AddressCap(config.maxSocketsPerAddress, addressOf);
  const sendBudget = new SendBudget({ total: config.maxQueuedBytes, perAddress: config.maxQueuedPerAddress });
  const answers = answerBudget(sendBudget, addressOf);
  const sockets = new FeedSockets(storage.keys, config.anonDelayMs, cap, sendBudget);
  const webhooks = { chat: config.chatWebhook, post: config.postWebhook };
  const outbox = new OutboxWorker(storage.outbox, { fetch, webhooks, log, pollMs: storage.shared ? SHARED_POLL_MS : undefined });
  const retention = new Retention({
    retainDays: config.retainDays,
    items: storage.items,
    outbox: storage.outbox,
    leases: storage.ingest,
    log: (line) => logger.info(line),
  });
  // The bus delivers its first event after an await below, by which time `metrics` exists.
  const backlogPages = new PageCache(Date.now);
  const delivery = new LocalDelivery(sockets, storage.keys, (seconds) => metrics.observeFanout(seconds), () => backlogPages.changed());
  const stories = new StoryAssigner(new StoryIndex(), storage.stories);
  // Items published on other nodes arrive with their story: this node's index learns them too.
  const heard = (event: BusEvent) => {
    if (event.type === 'item') stories.heard(event.item);
    delivery.deliver(event);
  };
  const bus: Bus = config.bus ? new RedisBus(config.bus, config.busSecret!, heard, log) : noBus;
  let runner: SourceRunner | undefined;
  const enrichment: Enrichment = { stories };
  const metrics = new Metrics({
    sockets,
    storage,
    bus,
    ingest: () => ({ leader: false, sources: [], ...runner?.health(), markets: markets?.health() }),
    ai: () => ai?.health(),
  });
  await bus.connected(3_000);

  // One worker reads what origins send that is large or hostile (feeds, market and names lists, backfills), off the main thread.
  const reader = config.coins || config.sources ? new FeedReader() : undefined;
  const readJson: ReadJson | undefined = reader && ((text, what, pick) => reader.readJson(text, what, pick));
  const markets = config.coins
    ? new MarketLists({
        spotApi: config.binanceApi,
        futuresApi: config.binanceFuturesApi,
        fetch,
        documents: storage.ingest,
        log,
        names: new CoinNames({ api: config.coinNamesApi, fetch, documents: storage.ingest, log, readJson }),
        readJson,
      })
    : undefined;
  if (markets) {
    enrichment.markets = markets;
    enrichment.prices = new PublicationPrices({ spotApi: config.binanceApi, fetch, log });
  }
  // What a failed start had opened, closed again.
  const abandon = () => {
    markets?.stop();
    return Promise.all([bus.close(), storage.close(), reader?.close()]);
  };
  // The kept market lists are loaded before anything listens, so the first item has its coins.
  // Without them (a first start, a kept copy unreadable or too big) publishing is held until a
  // first refresh was tried, within the hold's budget (publish-gate.ts), and /readyz says so.
  try {
    await markets?.start();
  } catch (error) {
    await abandon();
    throw error;
  }
  const hold = new PublishGate(Promise.resolve(markets?.read()));
  // What each item's coins did next; the node holding the lease runs the checks, every node plans them.
  const outcomes =
    config.coins && config.outcomes
      ? new OutcomeChecks({
          outcomes: storage.outcomes,
          leases: storage.ingest,
          apis: config,
          fetch,
          announce: (id, outcome) => publisher.announce({ type: 'outcome', id, outcome }),
          count: (event) => metrics.countOutcome(event),
          log,
          holder: `${hostname()} ${randomUUID()}`,
          budget: { graceMs: config.outcomeGraceMs },
        })
      : undefined;
  // The operator's model, asked after each item is sent; the note is stored, then told to every node.
  const ai = config.aiEndpoint ? aiNotes(config, storage.items, (event) => publisher.announce(event), (outcome) => metrics.countAi(outcome), log) : undefined;
  const publisher = new Publisher({ items: storage.items, enrichment, delivery, bus, metrics, gate: hold, outcomes, ai, log });
  const publish = (item: FeedItem) => publisher.publish(item);
  try {
    if (config.sources) {
      runner = new SourceRunner({
        file: config.sources,
        ingest: storage.ingest,
        starters: SOURCE_STARTERS,
        fetch,
        log,
        feedReader: reader,
        secrets: (found) => redact.add(found),
        publish: (candidate, source, mayStore) => publisher.fromSource(candidate, source, mayStore),
        noticeOf: (item) => noticeOf(item, enrichment.markets),
        observeDelay: (source, stage, seconds) => metrics.observeSourceDelay(source, stage, seconds),
        countUnreadable: (source, counts) => metrics.countUnreadable(source, counts),
      });
    }
  } catch (error) {
    await abandon();
    throw error;
  }
  let draining = false;
  // Read before anything listens: a page past its budgets stops the start, with the reason.
  const webDir = config.webDir === 'off' ? undefined : config.webDir || defaultWebDir();
  let web;
  try {
    web = webDir ? loadWebFiles(webDir) : undefined;
  } catch (error) {
    await abandon();
    throw error;
  }
  if (!web && config.webDir !== 'off') logger.info('no web page to serve at / (npm run build:server builds it)');
  const adminFailures = new AdminFailures({ ...ADMIN_FAILURES, report: (client, failures) => logger.warn({ client, failures }, 'wrong admin token') });
  // Set once the port is known: nothing is answered before the service listens.
  let webPolicy = contentSecurityPolicy('');
  const deps: RouteDeps = {
    config,
    storage,
    outbox,
    sockets,
    bus,
    publish,
    announce: (event) => publisher.announce(event),
    draining: () => draining,
    logger,
    metrics,
    addressOf,
    adminFailures,
    sources: runner,
    markets,
    ai,
    hold,
    web,
    webPolicy: () => webPolicy,
    backlogPages,
  };

  const http = createServer({ ServerResponse: answers.ServerResponse }, (request, response) => {
    const started = performance.now();
    response.once('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info({ method: request.method, url: request.url, status: response.statusCode, ms, client: addressOf(request) }, 'request');
      metrics.countResponse(response.statusCode);
      // While draining, a connection closes once its request is answered instead of idling in keep-alive.
      if (draining) http.closeIdleConnections();
    });
    void handle(deps, request, response);
  });
  // Slow or stalled clients must not hold connections forever.
  http.requestTimeout = 15_000;
  http.headersTimeout = 10_000;
  http.keepAliveTimeout = 5_000;
  answers.watch(http);
  http.on('upgrade', (request, socket, head) => {
    answers.release(socket as Socket);
    sockets.handleUpgrade(request, socket, head);
  });
  http.on('clientError', (_error, socket) => socket.destroy());
  // An address's sockets are capped; so are its connections, sockets and plain requests together.
  const connectionCap = config.maxSocketsPerAddress && config.maxSocketsPerAddress + PLAIN_CONNECTIONS;
  capConnections(http, connectionCap, proxies, () => metrics.countRefusedConnection());

  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    await abandon();
    throw error;
  }
  const port = (http.address() as AddressInfo).port;
  webPolicy = contentSecurityPolicy(pageSockets(config.publicUrl, config.host, port));
  // Should it fail, rows written before webhooks were named keep going to the address they stored, as before.
  await storage.outbox.nameWebhooks(webhooks).catch((error: unknown) => log(`outbox: could not name the stored webhooks (${error instanceof Error ? error.message : String(error)})`));
  outbox.start();
  retention.start();
  outcomes?.start();

  // Stories continue from the stored items of their window, newest last.
  for (const { item } of (await storage.items.backlog(config.maxBacklog))?.reverse() ?? []) stories.heard(item);
  // Sources start once the market lists are loaded or were tried, so their first items get coins.
  // Its id is known once it listens: the address it holds makes it this node and no other (node-id.ts).
  void Promise.resolve(markets?.settled()).then(() => runner?.start(nodeId(hostname(), config.host, port)));

  return {
    url: `http://${config.host}:${port}`,
    port,
    publish,
    reloadSources: () => runner?.reload(),
    /**
     * A graceful stop, bounded by `--drain-timeout`: not ready first (`/readyz` 503), no new
     * connections, requests in flight run to their end, sockets are closed with 1001 so clients
     * reconnect elsewhere, and the outbox delivers what is due. At the deadline whatever is left
     * is cut.
     */
    async close() {
      const deadline = Date.now() + config.drainMs;
      draining = true;
      // Half the drain for an entry being published; the rest for requests, sockets and the outbox.
      await runner?.stop(Date.now() + config.drainMs / 2);
      await retention.stop();
      await outcomes?.stop();
      ai?.stop();
      markets?.stop();
      await reader?.close();
      const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeIdleConnections();
      sockets.close();
      const cutOff = setTimeout(() => {
        http.closeAllConnections();
        sockets.terminate();
      }, config.drainMs);
      await stopped;
      clearTimeout(cutOff);
      await outbox.flush(deadline);
      await outbox.stop();
      await bus.close();
      await storage.close();
    },
  };
}

/** The answer's byte cap: a note is a few hundred bytes; a server's answer adds its envelope. Past it the read is cut (an endless stream too). */
export const AI_ANSWER_MAX_BYTES = 64 * 1024;

function aiNotes(config: ServerConfig, items: Pick<Storage['items'], 'setAi'>, announce: (event: BusEvent) => void, count: (outcome: AiOutcome) => void, log: (line: string) => void): AiNotes {
  const client = { fetch, endpoint: config.aiEndpoint!, key: config.aiKey, timeoutMs: config.aiTimeoutMs, maxBytes: AI_ANSWER_MAX_BYTES };
  const limits = {
    requestsPerMinute: config.aiRequestsPerMinute,
    requestsPerDay: config.aiRequestsPerDay,
    tokensPerMinute: config.aiTokensPerMinute,
    tokensPerDay: config.aiTokensPerDay,
  };
  return new AiNotes(
    {
      ask: (ask) => askChat(chatRequest(config.aiModel, ask), client, AI_UNCOUNTED_TOKENS),
      budget: new AiBudget(limits, Date.now),
      concurrency: config.aiConcurrency,
      clock: {
        now: Date.now,
        setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
        clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
      },
      announce: (id, note) =>
        void items.setAi(id, note).then(
          (stored) => stored && announce({ type: 'ai', id, ai: note }),
          (error: unknown) => log(`ai: could not keep the note of ${id} (${error instanceof Error ? error.message : String(error)})`),
        ),
      count,
    },
    config.aiModel,
  );
}
