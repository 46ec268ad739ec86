/** Items whose last vote version is remembered; older ones are forgotten first. */
const REMEMBERED = 10_000;

/**
 * Keeps vote frames moving forward per item. Two nodes can commit votes on one item in one order
 * and relay the frames in the other; a frame whose version is not newer than one already sent
 * would set clients back to older totals, so it is dropped.
 */
export class LikesOrder {
  private readonly versions = new Map<string, number>();

  /** True when this version is the newest seen for the item (and records it). */
  admit(newsId: string, version: number): boolean {
    const seen = this.versions.get(newsId);
    if (seen !== undefined && seen >= version) return false;
    this.versions.delete(newsId);
    this.versions.set(newsId, version);
    if (this.versions.size > REMEMBERED) this.versions.delete(this.versions.keys().next().value!);
    return true;
  }
}
