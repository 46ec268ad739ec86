/**
 * The moment a polled origin's entry is published, as a reader of the origin sees it: when the
 * origin first serves it. The demo's stand-ins queue a live entry here and stamp it at its list's
 * next answer, so a card's origin → screen is the real polling and delivery, never the stand-in's
 * own wait for the poll (which read as the service being late).
 */
export class ServedStamps {
  private readonly pending = new Map<string, ((now: number) => void)[]>();

  /** `stamp` sets the entry's time; it runs once, at the next `serve` of `list`. */
  later(list: string, stamp: (now: number) => void): void {
    const waiting = this.pending.get(list) ?? [];
    waiting.push(stamp);
    this.pending.set(list, waiting);
  }

  /** Before a list's answer is written: its waiting entries are published now. */
  serve(list: string, now: number): void {
    const waiting = this.pending.get(list);
    if (!waiting) return;
    this.pending.delete(list);
    for (const stamp of waiting) stamp(now);
  }
}
