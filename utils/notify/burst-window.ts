/**
 * The times something was let through, forgotten once older than the window: how the coalescer and
 * the sound gate count a burst against the reader's "at most N per window".
 */
export class BurstWindow {
  private times: number[] = [];

  /** How many were let through within `windowMs` before `now`. */
  countWithin(now: number, windowMs: number): number {
    // A filter, not a shift from the front: the wall clock may step back, leaving the times unsorted.
    this.times = this.times.filter((at) => now - at < windowMs);
    return this.times.length;
  }

  record(now: number): void {
    this.times.push(now);
  }

  /** The earliest time still counted (after the last `countWithin`). */
  oldest(): number | undefined {
    return this.times[0];
  }
}
