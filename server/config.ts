import { randomBytes } from 'node:crypto';
import { MIN_SECRET_LENGTH } from './bus/signing';
import { MIN_ADMIN_TOKEN_LENGTH } from './access/admin-token';
import { adminTokenWeakness } from './access/admin-token-strength';
import { LOG_LEVELS, type LogLevel } from './log/logger';

export interface ServerConfig {
  host: string;
  port: number;
  /** A SQLite file, `:memory:`, or a `postgres://` URL shared by every node. */
  db: string;
  /** A `redis://` URL carrying items, vote totals and revocations between nodes; none for one node. */
  bus?: string;
  /** HMAC secret every node of one service shares; required with `bus`. */
  busSecret?: string;
  adminToken: string;
  /** True when no admin token was given: main.ts takes it from, or writes it to, `adminTokenFile`. */
  adminTokenGenerated: boolean;
  /** Where a generated admin token is kept, readable only by the service's user. */
  adminTokenFile: string;
  logLevel: LogLevel;
  anonDelayMs: number;
  chatWebhook?: string;
  postWebhook?: string;
  postThreshold: number;
  /** Votes per minute per key (token bucket refill rate). */
  voteRate: number;
  /** Overruns of the vote bucket within a minute that suspend a key. */
  suspendAfter: number;
  suspendForMs: number;
  maxBacklog: number;
  /** Open sockets one client address may hold across all socket paths (0: no cap). */
  maxSocketsPerAddress: number;
  /** Bytes queued to all clients together (every socket path and HTTP answers): past it the clients holding the most are cut. */
  maxQueuedBytes: number;
  /** Bytes queued to one address's clients together: past it that address's clients holding the most are cut. */
  maxQueuedPerAddress: number;
  /** How long a shutdown may take (requests in flight, socket closes, the outbox), ms. */
  drainMs: number;
  /** Items published longer ago than this many days are deleted with their votes; 0 keeps everything. */
  retainDays: number;
  /** Addresses of reverse proxies whose `X-Forwarded-For` names the client (comma-separated). */
  trustProxy: string;
  /** A JSON file of the sources the service gathers items from (server/sources/config.ts); none: items come only from /admin/news. */
  sources?: string;
  /** Detect coins in items, with prices at publication, from the exchanges' market lists. */
  coins: boolean;
  /** Binance's spot REST base (`/api/v3/…` is appended): a mirror for tests and air-gapped installs. */
  binanceApi: string;
  /** Binance's USDⓈ-M futures REST base (`/fapi/v1/…` is appended). */
  binanceFuturesApi: string;
  /** Bybit's REST base (`/v5/market/…` is appended): candles for the outcome checks of coins Binance does not list. */
  bybitApi: string;
  /** Record what each item's coins did after publication (server/outcomes/); needs `coins`. */
  outcomes: boolean;
  /** How late an outcome check may run and still be measured (from the candles up to its moment), ms; later ones are recorded missed. */
  outcomeGraceMs: number;
  /** A keyless coins-list REST base (`/api/v3/coins/list` is appended): CoinGecko's, or a mirror for tests and air-gapped installs. */
  coinNamesApi: string;
  /** The built web page served at `/` (web/, built by `npm run build:server`): '' for the one beside the service's code, `off` for none. */
  webDir: string;
  /** The address people reach the service at (behind a proxy, the proxy's): the web page's policy names its sockets. */
  publicUrl?: string;
  /** The operator's OpenAI-compatible base (e.g. http://127.0.0.1:8080/v1) for summaries and importance (server/ai/); none: off, and no request leaves. */
  aiEndpoint?: string;
  /** The model name sent in each request (llama-server answers with the one it loaded, whatever is named). */
  aiModel: string;
  /** A file holding the endpoint's key (a hosted API, vLLM's --api-key), readable only by the service's user; '' for none. */
  aiKeyFile: string;
  /** The key as read from `aiKeyFile` by main.ts (or given by a test); never a flag, so it never shows in `ps`. */
  aiKey?: string;
  /** Requests to the model at once. */
  aiConcurrency: number;
  /** Each request's whole budget, ms: connecting, the model thinking and the answer read. */
  aiTimeoutMs: number;
  aiRequestsPerMinute: number;
  aiRequestsPerDay: number;
  aiTokensPerMinute: number;
  aiTokensPerDay: number;
}

/** Sources publish nothing older than 6 hours; a check later than that is not news to anyone. */
const MAX_OUTCOME_GRACE_MS = 6 * 60 * 60_000;

const GOOD_TOKEN = 'Leave it out to have one generated (kept in --admin-token-file), or use e.g. `openssl rand -base64 32`';

export const defaults: Omit<ServerConfig, 'adminToken' | 'adminTokenGenerated'> = {
  host: '127.0.0.1',
  port: 8787,
  db: 'data/newsflash.db',
  adminTokenFile: 'data/admin-token',
  logLevel: 'info',
  anonDelayMs: 2_000,
  postThreshold: 5,
  voteRate: 30,
  suspendAfter: 5,
  suspendForMs: 10 * 60_000,
  maxBacklog: 500,
  maxSocketsPerAddress: 100,
  maxQueuedBytes: 64 * 1024 * 1024,
  // Two backlog pages of 8 MiB being read at once, with room for the address's sockets.
  maxQueuedPerAddress: 24 * 1024 * 1024,
  drainMs: 10_000,
  retainDays: 90,
  trustProxy: '',
  coins: true,
  binanceApi: 'https://api.binance.com',
  binanceFuturesApi: 'https://fapi.binance.com',
  coinNamesApi: 'https://api.coingecko.com',
  bybitApi: 'https://api.bybit.com',
  outcomes: true,
  outcomeGraceMs: 2 * 60_000,
  webDir: '',
  aiModel: 'default',
  aiKeyFile: '',
  aiConcurrency: 2,
  aiTimeoutMs: 30_000,
  aiRequestsPerMinute: 30,
  aiRequestsPerDay: 5_000,
  aiTokensPerMinute: 60_000,
  aiTokensPerDay: 2_000_000,
};

type Kind = 'string' | 'int' | 'bool' | 'url' | 'redis';

const options: Record<string, { key: keyof ServerConfig; kind: Kind; help: string }> = {
  host: { key: 'host', kind: 'string', help: 'address to listen on' },
  port: { key: 'port', kind: 'int', help: 'port (0 picks a free one)' },
  db: { key: 'db', kind: 'string', help: 'SQLite file, :memory:, or postgres://user:pass@host:port/db (shared by several nodes)' },
  bus: { key: 'bus', kind: 'redis', help: 'redis://host:port[/db]: carries items, votes and revocations between nodes' },
  'bus-secret': { key: 'busSecret', kind: 'string', help: `secret the nodes sign bus events with (at least ${MIN_SECRET_LENGTH} characters, the same on every node; required with --bus)` },
  'admin-token': { key: 'adminToken', kind: 'string', help: 'bearer token for /admin (when absent: read from --admin-token-file, or generated and written there)' },
  'admin-token-file': { key: 'adminTokenFile', kind: 'string', help: 'file holding the generated admin token, readable only by its owner' },
  'log-level': { key: 'logLevel', kind: 'string', help: `${LOG_LEVELS.join(', ')}: JSON lines on stderr` },
  'anon-delay': { key: 'anonDelayMs', kind: 'int', help: 'delay for sockets that are not logged in, ms' },
  'chat-webhook': { key: 'chatWebhook', kind: 'url', help: 'Discord-compatible webhook for the first like of an item' },
  'post-webhook': { key: 'postWebhook', kind: 'url', help: 'webhook for items whose net score reaches the threshold' },
  'post-threshold': { key: 'postThreshold', kind: 'int', help: 'net score (likes - dislikes) that triggers the post webhook' },
  'vote-rate': { key: 'voteRate', kind: 'int', help: 'votes per minute per key' },
  'suspend-after': { key: 'suspendAfter', kind: 'int', help: 'rate-limit overruns within a minute that suspend a key' },
  'suspend-for': { key: 'suspendForMs', kind: 'int', help: 'suspension length, ms' },
  'max-backlog': { key: 'maxBacklog', kind: 'int', help: 'largest limit accepted by /api/news' },
  'retain-days': { key: 'retainDays', kind: 'int', help: 'delete items (with their votes) published more than this many days ago, in small batches hourly; 0 keeps everything' },
  'drain-timeout': { key: 'drainMs', kind: 'int', help: 'on SIGTERM: how long requests in flight, socket closes and the outbox may take before the rest is cut, ms' },
  'trust-proxy': { key: 'trustProxy', kind: 'string', help: 'addresses of your reverse proxies (comma-separated): their X-Forwarded-For names the client, for the per-address caps and the log' },
  'max-sockets-per-address': { key: 'maxSocketsPerAddress', kind: 'int', help: 'open sockets one client address may hold (behind a proxy, raise it or let the proxy cap); 0 for no cap' },
  'max-queued-bytes': { key: 'maxQueuedBytes', kind: 'int', help: 'bytes queued to all clients together (sockets and HTTP answers); past it the clients furthest behind are cut' },
  'max-queued-per-address': { key: 'maxQueuedPerAddress', kind: 'int', help: "bytes queued to one address's clients together (sockets and HTTP answers); past it that address's clients furthest behind are cut" },
  sources: { key: 'sources', kind: 'string', help: 'JSON file of the sources to gather items from (feeds, upstream services, exchange announcements); re-read on SIGHUP' },
  coins: { key: 'coins', kind: 'bool', help: "detect coins in items and price them at publication, from Binance's market lists (fetched daily, kept in the database)" },
  'binance-api': { key: 'binanceApi', kind: 'url', help: 'Binance spot REST base address, without a path (/api/v3/exchangeInfo and /api/v3/ticker/price are appended)' },
  'binance-futures-api': { key: 'binanceFuturesApi', kind: 'url', help: 'Binance USDⓈ-M futures REST base address, without a path (/fapi/v1/exchangeInfo is appended)' },
  'bybit-api': { key: 'bybitApi', kind: 'url', help: 'Bybit REST base address, without a path (/v5/market/kline is appended, for outcome checks)' },
  outcomes: { key: 'outcomes', kind: 'bool', help: "record each item's coin moves at +1, +5, +30 min and +4 h after publication from the exchanges' one-minute candles (with --coins)" },
  'outcome-grace': { key: 'outcomeGraceMs', kind: 'int', help: `how late an outcome check may run and still be measured from the candles up to its moment, ms (at most ${MAX_OUTCOME_GRACE_MS}); later ones are recorded missed` },
  'public-url': { key: 'publicUrl', kind: 'url', help: "the address people reach the service at (e.g. https://news.example.org, the proxy's): the web page may open sockets to that host only; without it, to the listening address" },
  'web-dir': { key: 'webDir', kind: 'string', help: "folder of the built web page served at / (empty: the one npm run build:server puts beside the service's code; off: no page)" },
  'ai-endpoint': { key: 'aiEndpoint', kind: 'url', help: "your own model's OpenAI-compatible base address, e.g. http://127.0.0.1:8080/v1 (llama-server) or http://127.0.0.1:11434/v1 (Ollama); /chat/completions is appended. Off when absent" },
  'ai-model': { key: 'aiModel', kind: 'string', help: 'model name sent with each request (Ollama: the pulled name, e.g. qwen2.5:7b)' },
  'ai-key-file': { key: 'aiKeyFile', kind: 'string', help: "file holding the endpoint's API key, readable only by this user (sent as Authorization: Bearer)" },
  'ai-concurrency': { key: 'aiConcurrency', kind: 'int', help: 'requests to the model at once' },
  'ai-timeout': { key: 'aiTimeoutMs', kind: 'int', help: "each request's whole budget, ms" },
  'ai-requests-per-minute': { key: 'aiRequestsPerMinute', kind: 'int', help: 'requests to the model per minute; items past it get no summary' },
  'ai-requests-per-day': { key: 'aiRequestsPerDay', kind: 'int', help: 'requests to the model per UTC day' },
  'ai-tokens-per-minute': { key: 'aiTokensPerMinute', kind: 'int', help: 'tokens (prompt and answer, as the endpoint counts them) per minute' },
  'ai-tokens-per-day': { key: 'aiTokensPerDay', kind: 'int', help: 'tokens per UTC day' },
  'coin-names-api': { key: 'coinNamesApi', kind: 'url', help: "coins' names list REST base address, without a path (/api/v3/coins/list is appended; CoinGecko's shape, fetched daily, kept in the database)" },
};

export function usage(): string {
  const lines = Object.entries(options).map(([flag, o]) => {
    const env = `NEWSFLASH_${flag.toUpperCase().replaceAll('-', '_')}`;
    const fallback = (defaults as Record<string, unknown>)[o.key];
    return `  --${flag.padEnd(15)} ${o.help}${fallback !== undefined ? ` (default ${fallback})` : ''}; env ${env}`;
  });
  return [
    'Usage: npm run server -- [options]',
    '       npm run server -- keys add NAME | keys list | keys revoke NAME   [--db FILE|URL]',
    '       npm run server -- backup FILE   [--db FILE]   (a consistent copy of a SQLite database, also while the service runs)',
    '       npm run server -- --version   (the release and commit of this build)',
    '',
    ...lines,
  ].join('\n');
}

function convert(flag: string, kind: Kind, raw: string): unknown {
  switch (kind) {
    case 'string':
      return raw;
    case 'bool':
      if (['', 'true', '1', 'yes'].includes(raw)) return true;
      if (['false', '0', 'no'].includes(raw)) return false;
      throw new Error(`--${flag} takes true or false, not "${raw}"`);
    case 'int': {
      const value = Number(raw);
      if (raw === '' || !Number.isInteger(value) || value < 0) throw new Error(`--${flag} takes a whole number ≥ 0, not "${raw}"`);
      return value;
    }
    case 'redis':
      if (!/^rediss?:\/\/[^\s]+$/.test(raw) || !URL.canParse(raw)) throw new Error(`--${flag} takes a redis:// URL, not "${raw}"`);
      return raw;
    case 'url': {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        throw new Error(`--${flag} takes an http(s) URL, not "${raw}"`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--${flag} takes an http(s) URL, not "${raw}"`);
      return url.href;
    }
  }
}

/** Settings from flags, then NEWSFLASH_* environment variables, then defaults. Throws with a clear message. */
export function parseConfig(argv: string[], env: Record<string, string | undefined> = process.env): ServerConfig {
  const values: Record<string, unknown> = { ...defaults };
  for (const [flag, option] of Object.entries(options)) {
    const fromEnv = env[`NEWSFLASH_${flag.toUpperCase().replaceAll('-', '_')}`];
    if (fromEnv !== undefined) values[option.key] = convert(flag, option.kind, fromEnv);
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}"`);
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const option = options[flag];
    if (!option) throw new Error(`unknown option --${flag}`);
    let raw = inline;
    if (raw === undefined) {
      const next = argv[i + 1];
      raw = option.kind === 'bool' && (next === undefined || next.startsWith('--')) ? '' : argv[++i];
    }
    if (raw === undefined) throw new Error(`--${flag} needs a value`);
    values[option.key] = convert(flag, option.kind, raw);
  }
  const generated = typeof values.adminToken !== 'string' || values.adminToken === '';
  if (generated) values.adminToken = randomBytes(24).toString('base64url');
  else if ((values.adminToken as string).length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new Error(`--admin-token (or NEWSFLASH_ADMIN_TOKEN) must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters: a short one is guessed in seconds. ${GOOD_TOKEN}`);
  } else {
    const weakness = adminTokenWeakness(values.adminToken as string);
    if (weakness) throw new Error(`--admin-token (or NEWSFLASH_ADMIN_TOKEN) is refused: ${weakness}. ${GOOD_TOKEN}`);
  }
  if ((values.port as number) > 65_535) throw new Error('--port must be at most 65535');
  if ((values.outcomeGraceMs as number) > MAX_OUTCOME_GRACE_MS) throw new Error(`--outcome-grace must be at most ${MAX_OUTCOME_GRACE_MS} ms (6 hours: sources publish nothing older)`);
  if (!LOG_LEVELS.includes(values.logLevel as LogLevel)) throw new Error(`--log-level takes one of ${LOG_LEVELS.join(', ')}, not "${String(values.logLevel)}"`);
  if (values.bus !== undefined && (typeof values.busSecret !== 'string' || values.busSecret.length < MIN_SECRET_LENGTH)) {
    throw new Error(`--bus needs --bus-secret (or NEWSFLASH_BUS_SECRET): at least ${MIN_SECRET_LENGTH} characters, the same on every node, so no one else who can write to Redis can speak for a node`);
  }
  if ((values.aiConcurrency as number) < 1) throw new Error('--ai-concurrency must be at least 1');
  if ((values.aiTimeoutMs as number) < 1) throw new Error('--ai-timeout must be at least 1 ms');
  return { ...(values as unknown as ServerConfig), adminTokenGenerated: generated };
}
