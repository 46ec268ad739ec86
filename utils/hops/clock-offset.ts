import { median } from '@/utils/base/stats';

/** Samples kept: the median of the last few is the offset. */
export const OFFSET_SAMPLES = 7;
/** A sample whose round trip took longer says little about either clock: dropped. */
export const OFFSET_MAX_ROUND_TRIP_MS = 5_000;
/** Off by more than this, Diagnostics says the computer's clock is off. */
export const OFFSET_WARN_MS = 1_000;
/**
 * Off by more than this, the offset says the service's clock (or this computer's) is wrong, not how
 * long a hop took: its items get no `arrived` stamp, so no hop of theirs is recorded (a feed whose
 * pong claims a year's offset cannot fill the figures with years). Diagnostics still shows the offset.
 */
export const OFFSET_MAX_MS = 24 * 60 * 60_000;

/** The offset items' arrival is corrected by: undefined when unknown or past OFFSET_MAX_MS. */
export const usableOffset = (offset: number | undefined): number | undefined =>
  offset !== undefined && Math.abs(offset) <= OFFSET_MAX_MS ? offset : undefined;

/** One `clock` request: asked and answered on this computer's clock, `service` on the service's. */
export interface ClockSample {
  askedAt: number;
  answeredAt: number;
  service: number;
}

/**
 * How far the service's clock is ahead of this computer's (service − local, ms), measured over the
 * socket: each answer is taken to be stamped halfway through its round trip, and the median of the
 * last OFFSET_SAMPLES resists one slow answer. Corrected local time = local + offset.
 */
export class ClockOffset {
  private readonly samples: number[] = [];
  // Kept as samples come, not sorted at each read: every item's frame reads it on its way to the notification.
  private offset: number | undefined;

  /** False when the sample is dropped (a negative or too long round trip, or times that are not numbers). */
  add({ askedAt, answeredAt, service }: ClockSample): boolean {
    const roundTrip = answeredAt - askedAt;
    if (![askedAt, answeredAt, service].every(Number.isFinite) || roundTrip < 0 || roundTrip > OFFSET_MAX_ROUND_TRIP_MS) return false;
    this.samples.push(service - (askedAt + roundTrip / 2));
    if (this.samples.length > OFFSET_SAMPLES) this.samples.shift();
    this.offset = median(this.samples);
    return true;
  }

  get count(): number {
    return this.samples.length;
  }

  /** Undefined until a sample is in. */
  get offsetMs(): number | undefined {
    return this.offset;
  }
}
