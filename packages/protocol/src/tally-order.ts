/**
 * Keeps vote totals moving forward per item, wherever totals arrive from more than one path:
 * - in the worker, the vote stream and a vote's own HTTP reply (applied after storage writes), so
 *   a reply carrying older totals than a frame already applied does not set them back;
 * - in the service, frames relayed between nodes, which two nodes can commit in one order and
 *   relay in the other.
 * Totals with a version apply only when it is newer than the last applied. Totals without one
 * (Tree of Alpha's service) are ordered by when they arrived: totals that waited (a vote's reply,
 * behind the vote's own storage write) do not apply over totals that arrived after them and were
 * applied meanwhile. The least recently updated items are forgotten first, so memory stays bounded.
 */
export class TallyOrder {
  private readonly versions = new Map<string, number>();
  /** Per item, the arrival of the last unversioned totals applied. */
  private readonly arrivals = new Map<string, number>();
  private arrived = 0;

  constructor(private readonly remembered = 5_000) {}

  /** A place in the order of arrival, for totals applied later than they arrived. */
  arrival(): number {
    return ++this.arrived;
  }

  /** True when these totals should be applied (and records their version, or their arrival: now unless given). */
  admit(newsId: string, version: number | undefined, arrivedAt = this.arrival()): boolean {
    if (version === undefined) {
      const last = this.arrivals.get(newsId);
      if (last !== undefined && last > arrivedAt) return false;
      this.remember(this.arrivals, newsId, arrivedAt);
      return true;
    }
    const seen = this.versions.get(newsId);
    if (seen !== undefined && seen >= version) return false;
    this.remember(this.versions, newsId, version);
    return true;
  }

  private remember(map: Map<string, number>, newsId: string, value: number): void {
    map.delete(newsId);
    map.set(newsId, value);
    if (map.size > this.remembered) map.delete(map.keys().next().value!);
  }
}
