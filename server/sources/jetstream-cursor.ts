import { z } from '@newsflash/protocol/zod';

/** Written at most this often: a busy account costs one row write per 5 s, and a restart replays at most 5 s more. */
export const CURSOR_WRITE_EVERY_MS = 5_000;
/**
 * Jetstream's own advice: resume a few seconds before the last event handled, as its playback at
 * an exact boundary is not promised gapless. What is replayed is dropped by its claim.
 */
export const CURSOR_OVERLAP_US = 3_000_000;
/** A cursor this far past the clock is not one this service wrote: Jetstream's clock and ours differ by less. */
const FUTURE_SKEW_US = 60_000_000;

const stored = z.object({ timeUs: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) });

/** Where to resume from at start, and what to tell the operator about a stored cursor not taken as it was. */
export interface Resume {
  cursor?: number;
  note?: string;
}

/** An event's time a cursor may move to: a hostile or broken Jetstream's far-future `time_us` would make every later resume a live tail. */
export const plausibleTimeUs = (timeUs: number, nowMs: number) => timeUs <= nowMs * 1000 + FUTURE_SKEW_US;

/**
 * The cursor to resume from, read from what storage holds (`json`, as `{"timeUs": µs}`), minus the
 * overlap. Unreadable or ahead of the clock: no cursor (a live tail), said. Older than `oldestMs`
 * (what is older is not news and would not be published): from `oldestMs`, said.
 */
export function resumeFrom(json: string | undefined, nowMs: number, oldestMs: number): Resume {
  if (json === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { note: 'the stored Jetstream cursor is not JSON; starting from live posts' };
  }
  const parsed = stored.safeParse(value);
  if (!parsed.success) return { note: 'the stored Jetstream cursor is not a time; starting from live posts' };
  const { timeUs } = parsed.data;
  if (!plausibleTimeUs(timeUs, nowMs)) return { note: 'the stored Jetstream cursor lies in the future; starting from live posts' };
  const oldestUs = oldestMs * 1000;
  if (timeUs - CURSOR_OVERLAP_US < oldestUs) return { cursor: oldestUs, note: `the stored Jetstream cursor is from ${new Date(Math.floor(timeUs / 1000)).toISOString()}; resuming from ${new Date(oldestMs).toISOString()}, as older posts are not news` };
  return { cursor: timeUs - CURSOR_OVERLAP_US };
}

export interface CursorKeeperOptions {
  write(json: string): Promise<void>;
  /** Told once per distinct failure, so a database away is not logged per event. */
  failed(reason: string): void;
  now(): number;
  /** setTimeout, injected so tests move time themselves. */
  schedule(run: () => void, ms: number): { cancel(): void };
}

/**
 * Keeps the time of the last event handled (its entries offered, claimed and published, or not
 * ours) in storage, at most once every CURSOR_WRITE_EVERY_MS: the first advance after a quiet
 * spell is written at once, later ones together at the end of the spell. `flush` writes what is
 * pending at stop.
 */
export class CursorKeeper {
  private handled = 0;
  private written = 0;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  private pending: { cancel(): void } | undefined;
  private lastFailure: string | undefined;

  constructor(private readonly options: CursorKeeperOptions) {}

  advance(timeUs: number): void {
    if (timeUs <= this.handled) return;
    this.handled = timeUs;
    if (this.pending) return;
    const wait = this.lastWriteAt + CURSOR_WRITE_EVERY_MS - this.options.now();
    if (wait <= 0) return this.write();
    this.pending = this.options.schedule(() => {
      this.pending = undefined;
      this.write();
    }, wait);
  }

  flush(): void {
    this.pending?.cancel();
    this.pending = undefined;
    this.write();
  }

  private write(): void {
    if (this.handled <= this.written) return;
    const timeUs = this.handled;
    this.written = timeUs;
    this.lastWriteAt = this.options.now();
    this.options.write(JSON.stringify({ timeUs })).then(
      () => (this.lastFailure = undefined),
      (error: unknown) => {
        // Not written: the next advance tries again.
        if (this.written === timeUs) this.written = 0;
        const reason = `could not keep the Jetstream cursor (${error instanceof Error ? error.message : String(error)}); a restart would resume from an older one`;
        if (reason !== this.lastFailure) this.options.failed(reason);
        this.lastFailure = reason;
      },
    );
  }
}
