/** Items whose last applied vote version is remembered; the oldest are forgotten first. */
const REMEMBERED = 5_000;

/**
 * Keeps vote totals moving forward per item. Totals reach the worker two ways, the vote stream and
 * a vote's own HTTP reply, and the reply is applied after storage writes: a reply carrying older
 * totals than a frame already applied must not set them back. Totals with a version apply only
 * when it is newer than the last applied; totals without one (Tree of Alpha's service) always
 * apply, as before.
 */
export class TallyOrder {
  private readonly versions = new Map<string, number>();

  /** True when these totals should be applied (and records their version). */
  admit(newsId: string, version: number | undefined): boolean {
    if (version === undefined) return true;
    const seen = this.versions.get(newsId);
    if (seen !== undefined && seen >= version) return false;
    this.versions.delete(newsId);
    this.versions.set(newsId, version);
    if (this.versions.size > REMEMBERED) this.versions.delete(this.versions.keys().next().value!);
    return true;
  }
}
