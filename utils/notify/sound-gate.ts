import type { Clock } from '@/utils/net/net-types';
import { BurstWindow } from './burst-window';
import type { CoalesceLimits } from './coalesce';

/**
 * "Sound only" alerts within the reader's burst limit: at most `maxPerWindow` sounds in any window,
 * the rest silent. A burst is heard once or a few times, never played a hundred times over; the
 * items themselves still reach the feed (and their channels).
 */
export class SoundGate {
  private readonly played = new BurstWindow();

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly limits: () => CoalesceLimits,
  ) {}

  /** Whether a sound may play now; one that may is counted. */
  admit(): boolean {
    const now = this.clock.now();
    const { maxPerWindow, windowMs } = this.limits();
    if (this.played.countWithin(now, windowMs) >= maxPerWindow) return false;
    this.played.record(now);
    return true;
  }
}
