/** How long after entering the list a row still slides in when it mounts. */
export const ARRIVAL_MS = 1_000;

/**
 * Which rows have just entered the shown list. Only those slide in: the virtual list remounts
 * older rows as the reader scrolls, and replaying the animation on them would make the list
 * shimmer under the reader's eyes.
 */
export class Arrivals {
  #shown = new Set<string>();
  readonly #at = new Map<string, number>();

  /**
   * Records the list as it is now shown. Rows new to it count as arrivals only once the first
   * load is `settled`: the cache filling the list is not news.
   */
  note(items: readonly { id: string }[], settled: boolean, now: number): void {
    const shown = new Set<string>();
    for (const { id } of items) {
      shown.add(id);
      if (settled && !this.#shown.has(id)) this.#at.set(id, now);
    }
    // Only the current list is remembered, so a panel left docked for days stays small.
    this.#shown = shown;
    for (const [id, at] of this.#at) if (now - at >= ARRIVAL_MS) this.#at.delete(id);
  }

  isFresh(id: string, now: number): boolean {
    const at = this.#at.get(id);
    return at !== undefined && now - at < ARRIVAL_MS;
  }
}
