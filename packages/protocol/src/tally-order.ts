/**
 * Keeps vote totals moving forward per item, wherever totals arrive from more than one path:
 * - in the worker, the vote stream and a vote's own HTTP reply (applied after storage writes), so
 *   a reply carrying older totals than a frame already applied does not set them back;
 * - in the service, frames relayed between nodes, which two nodes can commit in one order and
 *   relay in the other.
 * Totals with a version apply only when it is newer than the last applied; totals without one
 * (Tree of Alpha's service) always apply, as before. The least recently updated items are
 * forgotten first, so memory stays bounded.
 */
export class TallyOrder {
  private readonly versions = new Map<string, number>();

  constructor(private readonly remembered = 5_000) {}

  /** True when these totals should be applied (and records their version). */
  admit(newsId: string, version: number | undefined): boolean {
    if (version === undefined) return true;
    const seen = this.versions.get(newsId);
    if (seen !== undefined && seen >= version) return false;
    this.versions.delete(newsId);
    this.versions.set(newsId, version);
    if (this.versions.size > this.remembered) this.versions.delete(this.versions.keys().next().value!);
    return true;
  }
}
