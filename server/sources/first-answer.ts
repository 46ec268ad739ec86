/**
 * Whether a source is on its first answer: nothing of it is remembered in storage yet. Its entries
 * without an origin time (`Candidate.timeless`) are then remembered as a baseline, never
 * published: their age is unknown, and a new source's first page may hold notices years old.
 *
 * Storage is asked at the first offer of each poll until something is remembered, so a restart
 * (or another node) never baselines a source again while its claims last, and an answer spread
 * over several offers (Binance's catalogs) is one answer: it ends when the source says it read a
 * whole answer (`answered`, the poller's `ok`). An empty answer leaves the next one first.
 */
export class FirstAnswer {
  private first: boolean | undefined;

  constructor(private readonly hasClaims: () => Promise<boolean>) {}

  /** Asked before an offer claims anything; rejects when storage cannot say. */
  async holds(): Promise<boolean> {
    this.first ??= !(await this.hasClaims());
    return this.first;
  }

  /** The source read a whole answer: the next poll asks storage again, unless this one was not first. */
  answered(): void {
    if (this.first) this.first = undefined;
  }
}
