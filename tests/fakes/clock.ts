import type { Clock } from '@/utils/net/net-types';

/** A clock the test moves by hand; timers fire in time order during `advance`. */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers = new Map<number, { at: number; callback: () => void }>();

  constructor(start = 1_700_000_000_000) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  monotonic(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  timeoutSignal(ms: number): AbortSignal {
    const controller = new AbortController();
    this.setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
    return controller.signal;
  }

  /** Moves time forward, firing due timers (including ones they schedule) in order. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      let next: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of this.timers) if (entry[1].at <= target && (!next || entry[1].at < next[1].at)) next = entry;
      if (!next) break;
      this.timers.delete(next[0]);
      this.current = next[1].at;
      next[1].callback();
    }
    this.current = target;
  }

  get pending(): number {
    return this.timers.size;
  }
}
