import { defaultTimings, SocketSession, type SessionDeps } from '@/utils/net/socket-session';
import type { TimerHandle } from '@/utils/net/net-types';
import type { Exchange, Market } from '@/utils/exchanges/exchange';
import type { PriceSource } from '@/utils/exchanges/price-source';
import { PRICE_STREAMS } from '@/utils/exchanges/streams';
import { BINANCE, BYBIT, bybitFor, NO_BYBIT, type PriceSettings } from './source';
/** Pages re-render at most this often for prices. */
export const PRICE_FLUSH_MS = 100;
/** A stream with no frame for this long is stale: shown so, and reconnected. */
export const STALE_MS = 60_000;
/** Binance's futures streams take 200 a connection; more symbols than that are never on screen. */
export const MAX_WATCHED = 200;

export interface PriceWatch {
  exchange: Exchange;
  symbol: string;
  market: Market;
}
export interface PriceTick {
  exchange: Exchange;
  symbol: string;
  price: number;
  time: number;
}
export type PriceState = 'off' | 'idle' | 'connecting' | 'live' | 'stale' | 'refused';
export interface PriceStatus {
  state: PriceState;
  /** Malformed frames dropped since the worker started. */
  dropped: number;
  /** The HTTP status an exchange refused with (451: region; 403), reported once. */
  refusedStatus?: number;
}

export interface PriceFeedDeps extends SessionDeps {
  /** The HTTP status of a GET to a stream's address (a browser hides a refused handshake's), or undefined. */
  probe(url: string): Promise<number | undefined>;
  /** Coalesced price updates, at most every PRICE_FLUSH_MS. */
  onTicks(ticks: PriceTick[]): void;
  onStatus(): void;
}

/** The prices setting as the feed reads it; `bybit` follows `source` when not given. */
export type PriceFeedSettings = PriceSettings & { bybit?: string };

/**
 * Binance closes a connection that sends more than 5 messages a second (so does the local
 * stand-in). A sync sends at most two (SUBSCRIBE, UNSUBSCRIBE) there, so it runs at most twice a
 * second; changes in between are folded into the next one.
 */
export const SYNC_INTERVAL_MS = 500;

/**
 * One exchange stream: opened (with its symbols in the address where the exchange takes them),
 * kept in step with its subscribe and unsubscribe messages, closed when no symbol is left. A handshake that fails before ever opening is
 * probed once over HTTP: a refusal (451, 403) stops it for good instead of retrying in a loop.
 */
class PriceStream {
  private readonly session: SocketSession;
  private symbols = new Set<string>();
  private subscribed = new Set<string>();
  private send?: (text: string) => void;
  private nextId = 1;
  private lastSync = Number.NEGATIVE_INFINITY;
  private syncTimer?: TimerHandle;
  private opened = false;
  private probing = false;
  private keepAliveTimer?: TimerHandle;
  state: PriceState = 'idle';

  constructor(
    private readonly source: PriceSource,
    private readonly url: string,
    private readonly deps: PriceFeedDeps,
    private readonly events: { tick(tick: PriceTick): void; malformed(): void; refused(status: number): void; changed(): void },
  ) {
    this.session = new SocketSession(
      deps,
      {
        url: () => {
          const opened = source.open(url, [...this.symbols]);
          this.subscribed = new Set(opened.subscribed);
          return opened.url;
        },
        onOpen: (send) => {
          this.opened = true;
          this.send = send;
          this.keepAlive();
          this.sync();
        },
        onText: (text) => this.onText(text),
        onStateChange: (state, detail) => {
          if (state === 'open') this.setState('live');
          else if (state === 'connecting') this.setState('connecting');
          else if (state === 'waiting') {
            this.send = undefined;
            this.stopKeepAlive();
            this.setState(detail.error?.code === 'silent' ? 'stale' : 'connecting');
            if (!this.opened) void this.probe();
          }
        },
      },
      { ...defaultTimings, pingIntervalMs: undefined, silenceTimeoutMs: STALE_MS },
    );
  }

  set(symbols: Set<string>): void {
    if (this.state === 'refused') return;
    this.symbols = symbols;
    if (symbols.size === 0) {
      this.session.stop();
      this.send = undefined;
      this.stopKeepAlive();
      this.setState('idle');
    } else if (this.session.connectionState === 'idle' || this.session.connectionState === 'stopped') this.session.start();
    else this.syncSoon();
  }

  private syncSoon(): void {
    if (this.syncTimer !== undefined) return;
    const wait = this.lastSync + SYNC_INTERVAL_MS - this.deps.clock.monotonic();
    if (wait <= 0) return this.sync();
    this.syncTimer = this.deps.clock.setTimeout(() => {
      this.syncTimer = undefined;
      this.sync();
    }, wait);
  }

  stop(): void {
    this.session.stop();
    this.stopKeepAlive();
  }

  private sync(): void {
    if (!this.send) return;
    this.lastSync = this.deps.clock.monotonic();
    const add = [...this.symbols].filter((s) => !this.subscribed.has(s));
    const drop = [...this.subscribed].filter((s) => !this.symbols.has(s));
    const nextId = () => this.nextId++;
    if (add.length) for (const message of this.source.subscribe(add, nextId)) this.send(message);
    if (drop.length) for (const message of this.source.unsubscribe(drop, nextId)) this.send(message);
    this.subscribed = new Set(this.symbols);
  }

  /** The exchange's own keep-alive while the connection is open (Bybit's ping); none for Binance. */
  private keepAlive(): void {
    const keepAlive = this.source.keepAlive;
    if (!keepAlive) return;
    this.keepAliveTimer = this.deps.clock.setTimeout(() => {
      this.send?.(keepAlive.text);
      this.keepAlive();
    }, keepAlive.everyMs);
  }

  private stopKeepAlive(): void {
    if (this.keepAliveTimer !== undefined) this.deps.clock.clearTimeout(this.keepAliveTimer);
    this.keepAliveTimer = undefined;
  }

  private onText(text: string): void {
    const frame = this.source.parse(text);
    if (frame.kind === 'price') {
      if (this.state !== 'live') this.setState('live');
      if (this.symbols.has(frame.symbol)) this.events.tick({ exchange: this.source.exchange, symbol: frame.symbol, price: frame.price, time: frame.time });
    } else if (frame.kind === 'malformed') this.events.malformed();
  }

  private async probe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    const status = await this.deps.probe(this.url.replace(/^ws/, 'http')).catch(() => undefined);
    this.probing = false;
    if (status !== 451 && status !== 403) return;
    this.session.stop();
    this.setState('refused');
    this.events.refused(status);
  }

  private setState(state: PriceState): void {
    if (state === this.state) return;
    this.state = state;
    this.events.changed();
  }
}

/**
 * The price streams the open pages need: only the symbols they show, only while one is open (the
 * engine passes an empty list when the last page closes), none when prices are switched off.
 * Updates are coalesced so pages re-render at most every PRICE_FLUSH_MS.
 */
export class PriceFeed {
  private settings: Required<PriceFeedSettings> = { enabled: false, source: BINANCE, bybit: BYBIT };
  private watches: PriceWatch[] = [];
  private readonly streams = new Map<string, PriceStream>();
  private readonly pending = new Map<string, PriceTick>();
  private flushTimer?: TimerHandle;
  private dropped = 0;
  private refusedStatus?: number;

  constructor(private readonly deps: PriceFeedDeps) {}

  configure(given: PriceFeedSettings): void {
    const settings = { enabled: given.enabled, source: given.source, bybit: given.bybit ?? bybitFor(given.source) };
    if (settings.enabled === this.settings.enabled && settings.source === this.settings.source && settings.bybit === this.settings.bybit) return;
    this.settings = settings;
    // A new source (or switching off and on) is a fresh start: an old refusal no longer holds.
    for (const stream of this.streams.values()) stream.stop();
    this.streams.clear();
    this.refusedStatus = undefined;
    this.apply();
  }

  /** The symbols open pages show, all pages together; empty when none is open. */
  watch(watches: readonly PriceWatch[]): void {
    this.watches = watches.slice(0, MAX_WATCHED);
    this.apply();
  }

  status(): PriceStatus {
    const states = [...this.streams.values()].map((stream) => stream.state);
    const state: PriceState = !this.settings.enabled
      ? 'off'
      : (['refused', 'stale', 'connecting', 'live'] as const).find((s) => states.includes(s)) ?? 'idle';
    return this.refusedStatus === undefined ? { state, dropped: this.dropped } : { state, dropped: this.dropped, refusedStatus: this.refusedStatus };
  }

  /** A market's stream address on an exchange under the settings, or undefined when that exchange is not used. */
  private streamUrl(exchange: Exchange, market: Market): string | undefined {
    const { source, bybit } = this.settings;
    if (exchange === 'binance') return PRICE_STREAMS.binance.streamUrl(market, source === BINANCE ? undefined : source);
    return bybit === NO_BYBIT ? undefined : PRICE_STREAMS.bybit.streamUrl(market, bybit === BYBIT ? undefined : bybit);
  }

  private apply(): void {
    const byStream = new Map<string, { exchange: Exchange; url: string; symbols: Set<string> }>();
    if (this.settings.enabled) {
      for (const { exchange, symbol, market } of this.watches) {
        const url = this.streamUrl(exchange, market);
        if (url === undefined) continue;
        const key = `${exchange} ${url}`;
        if (!byStream.has(key)) byStream.set(key, { exchange, url, symbols: new Set() });
        byStream.get(key)!.symbols.add(symbol);
      }
    }
    for (const [key, stream] of this.streams) if (!byStream.has(key)) stream.set(new Set());
    for (const [key, { exchange, url, symbols }] of byStream) {
      let stream = this.streams.get(key);
      if (!stream) {
        stream = new PriceStream(PRICE_STREAMS[exchange], url, this.deps, {
          tick: (tick) => this.queue(tick),
          malformed: () => this.dropped++,
          refused: (status) => {
            this.refusedStatus = status;
            this.deps.onStatus();
          },
          changed: () => this.deps.onStatus(),
        });
        this.streams.set(key, stream);
      }
      stream.set(symbols);
    }
  }

  private queue(tick: PriceTick): void {
    this.pending.set(`${tick.exchange} ${tick.symbol}`, tick);
    this.flushTimer ??= this.deps.clock.setTimeout(() => {
      this.flushTimer = undefined;
      const ticks = [...this.pending.values()];
      this.pending.clear();
      this.deps.onTicks(ticks);
    }, PRICE_FLUSH_MS);
  }
}
