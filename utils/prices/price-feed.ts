import { defaultTimings, SocketSession, type SessionDeps } from '@/utils/net/socket-session';
import type { TimerHandle } from '@/utils/net/types';
import { parsePriceFrame } from './frame';
import { BINANCE, streamUrl, type PriceSettings } from './source';
import type { Market } from './targets';
/** Pages re-render at most this often for prices. */
export const PRICE_FLUSH_MS = 100;
/** A stream with no frame for this long is stale: shown so, and reconnected. */
export const STALE_MS = 60_000;
/** Binance's futures streams take 200 a connection; more symbols than that are never on screen. */
export const MAX_WATCHED = 200;

export interface PriceWatch {
  symbol: string;
  market: Market;
}
export interface PriceTick {
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

const streamName = (symbol: string) => `${symbol.toLowerCase()}@miniTicker`;
/**
 * Binance closes a connection that sends more than 5 messages a second (so does the local
 * stand-in). A sync sends at most two (SUBSCRIBE, UNSUBSCRIBE), so it runs at most twice a second;
 * changes in between are folded into the next one.
 */
export const SYNC_INTERVAL_MS = 500;

/**
 * One combined stream: opened with its symbols in the address, kept in step with SUBSCRIBE and
 * UNSUBSCRIBE, closed when no symbol is left. A handshake that fails before ever opening is
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
  state: PriceState = 'idle';

  constructor(
    private readonly url: string,
    private readonly deps: PriceFeedDeps,
    private readonly events: { tick(tick: PriceTick): void; malformed(): void; refused(status: number): void; changed(): void },
  ) {
    this.session = new SocketSession(
      deps,
      {
        url: () => {
          this.subscribed = new Set(this.symbols);
          return `${url}?streams=${[...this.symbols].map(streamName).join('/')}`;
        },
        onOpen: (send) => {
          this.opened = true;
          this.send = send;
          this.sync();
        },
        onText: (text) => this.onText(text),
        onStateChange: (state, detail) => {
          if (state === 'open') this.setState('live');
          else if (state === 'connecting') this.setState('connecting');
          else if (state === 'waiting') {
            this.send = undefined;
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
  }

  private sync(): void {
    if (!this.send) return;
    this.lastSync = this.deps.clock.monotonic();
    const add = [...this.symbols].filter((s) => !this.subscribed.has(s));
    const drop = [...this.subscribed].filter((s) => !this.symbols.has(s));
    if (add.length) this.send(JSON.stringify({ method: 'SUBSCRIBE', params: add.map(streamName), id: this.nextId++ }));
    if (drop.length) this.send(JSON.stringify({ method: 'UNSUBSCRIBE', params: drop.map(streamName), id: this.nextId++ }));
    this.subscribed = new Set(this.symbols);
  }

  private onText(text: string): void {
    const frame = parsePriceFrame(text);
    if (frame.kind === 'price') {
      if (this.state !== 'live') this.setState('live');
      if (this.symbols.has(frame.symbol)) this.events.tick({ symbol: frame.symbol, price: frame.price, time: frame.time });
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
  private settings: PriceSettings = { enabled: false, source: BINANCE };
  private watches: PriceWatch[] = [];
  private readonly streams = new Map<string, PriceStream>();
  private readonly pending = new Map<string, PriceTick>();
  private flushTimer?: TimerHandle;
  private dropped = 0;
  private refusedStatus?: number;

  constructor(private readonly deps: PriceFeedDeps) {}

  configure(settings: PriceSettings): void {
    if (settings.enabled === this.settings.enabled && settings.source === this.settings.source) return;
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

  private apply(): void {
    const byUrl = new Map<string, Set<string>>();
    if (this.settings.enabled) {
      for (const { symbol, market } of this.watches) {
        const url = streamUrl(this.settings.source, market);
        if (!byUrl.has(url)) byUrl.set(url, new Set());
        byUrl.get(url)!.add(symbol);
      }
    }
    for (const [url, stream] of this.streams) if (!byUrl.has(url)) stream.set(new Set());
    for (const [url, symbols] of byUrl) {
      let stream = this.streams.get(url);
      if (!stream) {
        stream = new PriceStream(url, this.deps, {
          tick: (tick) => this.queue(tick),
          malformed: () => this.dropped++,
          refused: (status) => {
            this.refusedStatus = status;
            this.deps.onStatus();
          },
          changed: () => this.deps.onStatus(),
        });
        this.streams.set(url, stream);
      }
      stream.set(symbols);
    }
  }

  private queue(tick: PriceTick): void {
    this.pending.set(tick.symbol, tick);
    this.flushTimer ??= this.deps.clock.setTimeout(() => {
      this.flushTimer = undefined;
      const ticks = [...this.pending.values()];
      this.pending.clear();
      this.deps.onTicks(ticks);
    }, PRICE_FLUSH_MS);
  }
}
