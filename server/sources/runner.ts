import { randomUUID } from 'node:crypto';
import type { Hops } from '@newsflash/protocol/hop-names';
import { isPlausibleTime } from '@newsflash/protocol/plausible-time';
import type { IngestRepo } from '../storage/types';
import { DelayWindow, type DelayStage, type DelaySummary } from './delays';
import { claimScope, readSources, type SourceConfig } from './config';
import { sourceSecrets } from './secrets';
import type { Fetch, Refusal } from '../outbound/fetch-capped';
import { FeedReader } from './feed-reader';
import { FirstAnswer } from './first-answer';
import { MAX_ENTRY_AGE_MS, type Candidate } from './candidate';
import type { RunningSource, SourceContext, SourceStarters } from './types';
import type { UnreadableCounts } from './unreadable';
import { readJsonHere } from '../outbound/json-bounds';
import type { Notice } from '@newsflash/protocol/notice';
import { classifyNotice } from '../notices/classify';
import { COPY_WINDOW_MS, noticeCopyKeys } from './notice-copies';
import { eventLoopTurns, type TurnBudget } from './turn-budget';

/**
 * Claims are forgotten after a week; by then the entries are long past MAX_ENTRY_AGE_MS. An entry
 * without an origin time has no age: its claim is seen again (at most daily) while its origin
 * still lists it, and forgotten a week after it left.
 */
const FORGET_AFTER_MS = 7 * 24 * 60 * 60_000;
/**
 * A claim still unfinished this long after it was made belongs to a node that died publishing it
 * (a publish waits 1.5 s for prices and a shutdown at most half the drain): it is given back, and
 * the entry's next offer publishes it. That node restarted takes its own back at once (takeBackOwn).
 */
export const REOPEN_AFTER_MS = 2 * 60_000;
/**
 * The most unfinished claims a node takes back from its previous run at start: a run publishes one
 * entry a source at a time, so a few hundred at most were unfinished when it died. Past it the
 * rest wait for the give-back above (REOPEN_AFTER_MS): later, never lost.
 */
export const MAX_TAKE_BACK = 1_000;
const TOUCH_AFTER_MS = 24 * 60 * 60_000;
/** One node runs the sources: it renews its lease every 10 s, and a dead node's lapses in 30 s. */
const LEASE = 'sources';
const LEASE_TTL_MS = 30_000;
const LEASE_EVERY_MS = 10_000;

export interface SourceHealth {
  name: string;
  kind: SourceConfig['kind'];
  state: 'starting' | 'ok' | 'failing' | 'standby';
  reason: string | null;
  /** Set while the origin turns this address away or asks it to slow down (the reason says how). */
  refusal: Refusal | null;
  /** Median and p95 of the last items' delays, s (admin only in /healthz). */
  delay: Record<DelayStage, DelaySummary | null>;
  /** The newest published item's time. */
  lastItemAt: number | null;
  /** Items published since this node took the sources. */
  taken: number;
  /** Entries its answers had that could not be read, by reason, since this node took the sources (counted at each reading). */
  unreadable: UnreadableCounts;
  /** Entries left out past a budget (notices an answer, frames a second) since this node took the sources. */
  dropped: number;
  /** What the origin sent past its budget and the source skipped (a poison frame), since this node took the sources. */
  skipped: number;
  /** Entries taken as copies of a notice claimed within minutes (notice-copies.ts) and not published, since this node took the sources. */
  copies: number;
}

/** What happened to one item offered for publishing. */
/** `storedAt`, `sentAt`: when the item was stored and when this node's sockets were written, for the source's delay. */
export type PublishOutcome = { published: true; storedAt?: number; sentAt?: number } | { published: false; reason: string };

/** An entry claimed and on its way to storage: `storing` once it is past the point of no return, `withdrawn` once shutdown gave its claim back. */
interface Publishing {
  /** The source's name, for the log (its scope holds no address, but says nothing to a reader either). */
  source: string;
  scope: string;
  identity: string;
  /** The entry's other identities this node claimed with it (Candidate.aliases), given back or finished with it. */
  aliases: string[];
  storing: boolean;
  withdrawn: boolean;
  done?: Promise<PublishOutcome>;
}

export interface RunnerOptions {
  file: string;
  ingest: IngestRepo;
  /** How each kind of source starts (source-kinds.ts' SOURCE_STARTERS), handed in by the wiring so the runner reads no origin itself. */
  starters: SourceStarters;
  /** `source`: the name of the source the entry came from. */
  /**
   * `mayStore` is asked right before the item is stored: false once a shutdown has given the
   * entry's claim back (the next start publishes it), so it is never stored twice.
   */
  publish(item: Candidate['item'], source: string, mayStore: () => boolean): Promise<PublishOutcome>;
  fetch: Fetch;
  log(line: string): void;
  /** Told the secrets of every file read (sourceSecrets), before anything from it can be logged. */
  secrets?(found: string[]): void;
  /** Reads feed documents; a FeedReader (a worker thread) by default, closed by stop(). */
  feedReader?: Pick<FeedReader, 'read' | 'close'> & Partial<Pick<FeedReader, 'warm' | 'readJson'>>;
  /** Each published item's delay at each stage, in seconds (the metrics' histogram). */
  observeDelay?(source: string, stage: DelayStage, seconds: number): void;
  /** Entries of a source's answer that could not be read, by reason (the metrics' counter). */
  countUnreadable?(source: string, counts: UnreadableCounts): void;
  /**
   * The notice an entry's item will be published as (publishing/enrich.ts' noticeOf, with coin
   * detection), read before it is claimed: its copies' keys (notice-copies.ts) are claimed with it.
   * The classifier on the item's own words when not given.
   */
  noticeOf?(item: Candidate['item']): Notice | undefined;
  now?: () => number;
  random?: () => number;
  /** How much publishing one turn of the event loop may do (turn-budget.ts); the real event loop's when not given. */
  turns?: TurnBudget;
}

/**
 * An entry's `hops` as this service read it: the origin's stated time (a plausible one; an
 * upstream's own stamps are replaced, its `time` being its origin here) and the moment of reading.
 */
export function stampsOf(time: number, timeless: boolean | undefined, origin: number | undefined, read: number): Hops {
  const stated = origin ?? (timeless ? undefined : time);
  return stated !== undefined && Number.isSafeInteger(stated) && isPlausibleTime(stated, read) ? { origin: stated, read } : { read };
}

/**
 * The sources of one sources file. Every node reads the file; the one holding the lease runs
 * them, and another takes over within LEASE_TTL_MS of it dying. Entries are claimed in storage
 * before publishing, so each is published once across re-polls, restarts and racing nodes.
 */
export class SourceRunner {
  /** This node (node-id.ts): it holds the lease and its claims. A random one when not told: its claims wait for the give-back. */
  private holder: string = randomUUID();
  /** Set once this node's own unfinished claims of an earlier run were given back: it claims nothing before. */
  private tookBack = false;
  private configs: SourceConfig[];
  private readonly running = new Map<string, { config: SourceConfig; source: RunningSource; health: SourceHealth; delays: DelayWindow }>();
  private leading = false;
  private stopped = false;
  private leaseTimer: NodeJS.Timeout | undefined;
  private forgottenAt = 0;
  /** Entries claimed and being published now: a shutdown waits for them or gives their claims back. */
  private readonly publishing = new Set<Publishing>();
  private reloadError: string | null = null;
  /** Claims whose entry was settled but whose finishing storage refused: finished before any claim is given back, so a blip publishes nothing twice. */
  private readonly toFinish = new Map<string, { scope: string; identity: string }>();
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly noticeOf: (item: Candidate['item']) => Notice | undefined;
  private readonly feedReader: Pick<FeedReader, 'read' | 'close'> & Partial<Pick<FeedReader, 'warm' | 'readJson'>>;
  /** One for all sources: they publish on the same thread. */
  private readonly turns: TurnBudget;

  /** Throws with the file's problems: a service told to read a bad file does not start. */
  constructor(private readonly options: RunnerOptions) {
    this.configs = readSources(options.file);
    options.secrets?.(sourceSecrets(this.configs));
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.noticeOf = options.noticeOf ?? ((item) => classifyNotice(item));
    this.feedReader = options.feedReader ?? new FeedReader();
    this.turns = options.turns ?? eventLoopTurns();
    if (this.configs.some((config) => config.kind === 'feed')) this.feedReader.warm?.();
  }

  /** `node`: this node's id (node-id.ts), the same across its restarts and never another live node's. */
  start(node?: string): void {
    if (node) this.holder = node;
    if (!this.stopped) void this.renewLease();
  }

  /** Re-reads the file (SIGHUP). A bad file changes nothing and is reported; sources whose entry is unchanged keep running. */
  reload(): { ok: true; sources: number } | { ok: false; error: string } {
    let next: SourceConfig[];
    try {
      next = readSources(this.options.file);
    } catch (error) {
      this.reloadError = error instanceof Error ? error.message : String(error);
      this.options.log(`${this.reloadError}; the sources running stay as they were`);
      return { ok: false, error: this.reloadError };
    }
    this.reloadError = null;
    this.options.secrets?.(sourceSecrets(next));
    this.configs = next;
    if (this.leading && !this.stopped) this.sync();
    return { ok: true, sources: next.length };
  }

  health(): { leader: boolean; file: string; reloadError: string | null; sources: SourceHealth[] } {
    const sources = this.configs.map((config) => {
      const running = this.running.get(config.name);
      if (!running) return { name: config.name, kind: config.kind, state: 'standby' as const, reason: null, refusal: null, delay: { published: null, sent: null }, lastItemAt: null, taken: 0, unreadable: {}, dropped: 0, skipped: 0, copies: 0 };
      return { ...running.health, unreadable: { ...running.health.unreadable }, delay: running.delays.summary() };
    });
    return { leader: this.leading, file: this.options.file, reloadError: this.reloadError, sources };
  }

  /**
   * Stops the sources. An entry claimed and still being published (waiting for prices, say) is
   * waited for until `deadline`. One still short of storage then is withdrawn (it will not be
   * stored) and its claim given back, so the next start publishes it: none is lost, none doubled.
   */
  async stop(deadline = Date.now()): Promise<void> {
    this.stopped = true;
    clearTimeout(this.leaseTimer);
    this.stopAll();
    await this.feedReader.close();
    if (this.publishing.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
      await Promise.race([Promise.allSettled([...this.publishing].map((entry) => entry.done)), late]);
      clearTimeout(timer);
      const storing: Promise<unknown>[] = [];
      for (const entry of this.publishing) {
        // Past the point of no return: its insert is in flight and settles quickly; the claim stands.
        if (entry.storing) {
          storing.push(entry.done!.catch(() => {}));
          continue;
        }
        entry.withdrawn = true;
        await Promise.all([entry.identity, ...entry.aliases].map((identity) => this.options.ingest.unclaim(entry.scope, identity))).then(
          () => this.options.log(`sources: an entry of source "${entry.source}" was not published before shutdown; it is published at the next start`),
          (error: unknown) => this.options.log(`sources: could not give back the claim of an unpublished entry (${error instanceof Error ? error.message : String(error)})`),
        );
      }
      await Promise.all(storing);
    }
    // Published, so not to be taken back by this node's next start (which would publish them again).
    for (const [key, claim] of this.toFinish) {
      await this.options.ingest.finish(claim.scope, claim.identity).then(
        () => this.toFinish.delete(key),
        () => {},
      );
    }
    if (this.leading) await this.options.ingest.release(LEASE, this.holder).catch(() => {});
    this.leading = false;
  }

  private async renewLease(): Promise<void> {
    let held = false;
    try {
      held = await this.options.ingest.lease(LEASE, this.holder, LEASE_TTL_MS, this.now());
    } catch (error) {
      // Without storage no claim can be made: better no sources than duplicates.
      this.options.log(`sources: could not renew the lease (${error instanceof Error ? error.message : String(error)})`);
    }
    if (this.stopped) {
      if (held) await this.options.ingest.release(LEASE, this.holder).catch(() => {});
      return;
    }
    if (held && !this.leading) this.options.log(`sources: this node runs the ${this.configs.length} sources`);
    if (!held && this.leading) this.options.log('sources: another node runs the sources now');
    this.leading = held;
    // Before any source runs: the entries given back are offered again by the sources' first polls.
    const ownBack = await this.takeBackOwn();
    if (held && ownBack) {
      await this.reopenAbandoned();
      this.sync();
      if (this.now() - this.forgottenAt > 60 * 60_000) {
        this.forgottenAt = this.now();
        await this.options.ingest.forget(this.now() - FORGET_AFTER_MS).catch(() => {});
      }
    } else if (!held) {
      this.stopAll();
    }
    this.leaseTimer = setTimeout(() => void this.renewLease(), LEASE_EVERY_MS);
    this.leaseTimer.unref();
  }

  /** Marks a settled entry's claim finished; if storage refuses, it is kept to be finished before any claim is given back. */
  private async finishClaim(scope: string, identity: string): Promise<void> {
    try {
      await this.options.ingest.finish(scope, identity);
    } catch (error) {
      this.toFinish.set(`${scope} ${identity}`, { scope, identity });
      this.options.log(`sources: could not mark a claim finished (${error instanceof Error ? error.message : String(error)}); retried before any claim is given back`);
    }
  }

  /**
   * Gives back this node's unfinished claims of its previous run (killed while publishing) at once,
   * once, before it claims anything: no other live process has its id. False while storage refuses.
   */
  private async takeBackOwn(): Promise<boolean> {
    if (this.tookBack) return true;
    try {
      const taken = await this.options.ingest.takeBack(this.holder, MAX_TAKE_BACK);
      this.tookBack = true;
      if (taken > 0) this.options.log(`sources: ${taken} entries this node claimed and never finished before it restarted are offered again`);
    } catch (error) {
      this.options.log(`sources: could not take back this node's unfinished claims (${error instanceof Error ? error.message : String(error)}); the sources wait`);
    }
    return this.tookBack;
  }

  /** Gives back the claims a dead node left unfinished (not this node's own, which are in `publishing` or `toFinish`). */
  private async reopenAbandoned(): Promise<void> {
    try {
      for (const [key, claim] of this.toFinish) {
        await this.options.ingest.finish(claim.scope, claim.identity);
        this.toFinish.delete(key);
      }
      const reopened = await this.options.ingest.reopen(this.now() - REOPEN_AFTER_MS);
      if (reopened > 0) this.options.log(`sources: ${reopened} entries claimed and never finished (their node stopped while publishing them) are offered again`);
    } catch (error) {
      this.options.log(`sources: could not give back unfinished claims (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  private stopAll(): void {
    for (const entry of this.running.values()) entry.source.stop();
    this.running.clear();
  }

  /** Starts what is configured and not running, stops what is running and no longer configured as it was. */
  private sync(): void {
    for (const [name, entry] of this.running) {
      const wanted = this.configs.find((config) => config.name === name);
      if (!wanted || JSON.stringify(wanted) !== JSON.stringify(entry.config)) {
        entry.source.stop();
        this.running.delete(name);
      }
    }
    for (const config of this.configs) if (!this.running.has(config.name)) this.launch(config);
  }

  private launch(config: SourceConfig): void {
    const health: SourceHealth = { name: config.name, kind: config.kind, state: 'starting', reason: null, refusal: null, delay: { published: null, sent: null }, lastItemAt: null, taken: 0, unreadable: {}, dropped: 0, skipped: 0, copies: 0 };
    const delays = new DelayWindow();
    const first = new FirstAnswer(() => this.options.ingest.hasClaims(claimScope(config)));
    const context: SourceContext = {
      fetch: this.options.fetch,
      readFeed: (document, now, address, tally) => this.feedReader.read(document, now, address, tally),
      readJson: (text, what, pick) => (this.feedReader.readJson ? this.feedReader.readJson(text, what, pick) : readJsonHere(text, what, pick)),
      now: this.now,
      random: this.random,
      ok: () => {
        first.answered();
        health.state = 'ok';
        health.reason = null;
        health.refusal = null;
      },
      failing: (reason, refusal) => {
        if (health.reason !== reason) this.options.log(`source "${config.name}": ${reason}`);
        health.state = 'failing';
        health.reason = reason;
        health.refusal = refusal ?? null;
      },
      offer: (candidates) => this.offer(config, health, candidates, delays, first),
      kept: {
        read: async () => (await this.options.ingest.readDocument(`source ${claimScope(config)}`))?.json,
        // A node that lost the lease, or a source reloaded away, no longer speaks for the source.
        write: async (json) => {
          if (this.leading && this.running.get(config.name)?.health === health) await this.options.ingest.writeDocument(`source ${claimScope(config)}`, json, this.now());
        },
      },
      marketsSeen: {
        read: (since) => this.options.ingest.marketsSeen(claimScope(config), since),
        see: async (markets, at, forgetBefore, max) => {
          if (this.leading && this.running.get(config.name)?.health === health) await this.options.ingest.seeMarkets(
            claimScope(config),
            markets,
            at,
            forgetBefore,
            max,
          );
        },
      },
      note: (line) => this.options.log(`source "${config.name}": ${line}`),
      unreadable: (counts) => {
        for (const [reason, count] of Object.entries(counts) as [keyof UnreadableCounts, number][]) {
          health.unreadable[reason] = (health.unreadable[reason] ?? 0) + count;
        }
        this.options.countUnreadable?.(config.name, counts);
      },
      dropped: (count, why) => {
        // Said once per source, counted always: a flood must not become a flood of log lines.
        if (health.dropped === 0) this.options.log(`source "${config.name}": ${why}; the rest are dropped and counted`);
        health.dropped += count;
      },
      skipped: (what) => {
        health.skipped++;
        if (health.skipped === 1) this.options.log(`source "${config.name}": skipped ${what}; later ones are counted in /healthz (skipped) and newsflash_source_skipped`);
      },
    };
    const start = this.options.starters[config.kind] as (source: SourceConfig, context: SourceContext) => RunningSource;
    this.running.set(config.name, { config, source: start(config, context), health, delays });
  }

  /**
   * Oldest first, so the feed shows them in the order they happened. An entry claimed and not
   * published is remembered: one older than MAX_ENTRY_AGE_MS, or one without an origin time in
   * the source's first answer (FirstAnswer).
   */
  private async offer(config: SourceConfig, health: SourceHealth, candidates: Candidate[], delays: DelayWindow, first: FirstAnswer): Promise<number> {
    const scope = claimScope(config);
    // When the source handed the entries over, right after reading its origin's answer: `hops.read`.
    const read = this.now();
    let published = 0;
    let baselined = 0;
    try {
      const baseline = await first.holds();
      const undated = candidates.flatMap((candidate) => (candidate.timeless ? [candidate.identity, ...(candidate.aliases ?? [])] : []));
      if (undated.length > 0) await this.options.ingest.touch(scope, undated, this.now(), this.now() - TOUCH_AFTER_MS);
      for (const { identity, aliases: own = [], item, timeless, origin } of [...candidates].sort((a, b) => a.item.time - b.item.time)) {
        await this.turns.next();
        // A source stopped (reloaded away, lease lost) publishes nothing more.
        if (this.running.get(config.name)?.health !== health) break;
        const copies = noticeCopyKeys(this.noticeOf(item), item.time);
        const aliases = [...own, ...copies];
        // Being published by this node already (a claim reopened while its publish was slow): not twice.
        const sameNews = (entry: Publishing) => [entry.identity, ...entry.aliases].some((one) => one === identity || aliases.includes(one));
        if ([...this.publishing].some((entry) => entry.scope === scope && sameNews(entry))) continue;
        if (!(await this.options.ingest.claim(scope, identity, this.now(), this.holder))) continue;
        const ownHeld = await this.claimAliases(scope, own);
        const copiesHeld = ownHeld && (await this.claimAliases(scope, copies));
        const held = ownHeld && copiesHeld && [...ownHeld, ...copiesHeld];
        // What was claimed stays claimed even when the rest was someone else's: the entry is remembered as seen.
        const claimed = [identity, ...(ownHeld ?? [])];
        const finishAll = () => Promise.all([...claimed, ...(copiesHeld ?? [])].map((one) => this.finishClaim(scope, one)));
        if (this.running.get(config.name)?.health !== health) {
          // Stopped while claiming: given back, for whoever runs the sources next.
          for (const one of [...claimed, ...(copiesHeld ?? [])]) await this.options.ingest.unclaim(scope, one);
          break;
        }
        // Claimed first under another of its identities (pushed, then polled): published by that claim.
        if (!held) {
          // Said once per source, counted always: a source sending copies must not flood the log.
          if (ownHeld && health.copies++ === 0) this.options.log(`source "${config.name}": an entry is a copy of a notice claimed within ${COPY_WINDOW_MS / 60_000} minutes (same exchange, kind, coins and markets), not published; later ones are counted in /healthz (copies)`);
          await finishAll();
          continue;
        }
        if (this.now() - item.time > MAX_ENTRY_AGE_MS) {
          await finishAll();
          continue;
        }
        if (timeless && baseline) {
          await finishAll();
          baselined++;
          continue;
        }
        const entry: Publishing = { source: config.name, scope, identity, aliases: held, storing: false, withdrawn: false };
        const mayStore = () => !entry.withdrawn && (entry.storing = true);
        entry.done = this.options.publish({ ...item, hops: stampsOf(item.time, timeless, origin, read) }, config.name, mayStore);
        this.publishing.add(entry);
        const outcome = await entry.done.finally(() => this.publishing.delete(entry));
        if (entry.withdrawn) break;
        await finishAll();
        if (outcome.published) {
          published++;
          health.taken++;
          health.lastItemAt = Math.max(health.lastItemAt ?? 0, item.time);
          this.observe(config.name, delays, 'published', outcome.storedAt, item.time);
          this.observe(config.name, delays, 'sent', outcome.sentAt, outcome.storedAt);
        } else {
          this.options.log(`source "${config.name}": an entry was not published (${outcome.reason})`);
        }
      }
    } catch (error) {
      // The database away or busy: the source is told, so what is not claimed yet is read again (a
      // poll fails and keeps no validators; a stream resumes from before it; an upstream backfills).
      const reason = `storage: ${error instanceof Error ? error.message : String(error)}`;
      if (health.reason !== reason) this.options.log(`source "${config.name}": ${reason}`);
      health.state = 'failing';
      health.reason = reason;
      throw new Error(reason);
    }
    if (baselined > 0) this.options.log(`source "${config.name}": ${baselined} ${baselined === 1 ? 'entry' : 'entries'} without a time in its first answer remembered, not published (their age is unknown)`);
    return published;
  }

  /**
   * Claims an entry's other identities after its own: all of them, or none when one was claimed
   * already (`undefined`: those this call claimed are given back, the entry is someone else's).
   */
  private async claimAliases(scope: string, aliases: readonly string[]): Promise<string[] | undefined> {
    const held: string[] = [];
    for (const alias of aliases) {
      if (await this.options.ingest.claim(scope, alias, this.now(), this.holder)) {
        held.push(alias);
        continue;
      }
      for (const one of held) await this.options.ingest.unclaim(scope, one);
      return undefined;
    }
    return held;
  }

  private observe(source: string, delays: DelayWindow, stage: DelayStage, at: number | undefined, since: number | undefined): void {
    if (at === undefined || since === undefined) return;
    const seconds = Math.max(0, (at - since) / 1000);
    delays.add(stage, seconds);
    this.options.observeDelay?.(source, stage, seconds);
  }
}
