/** The most recent `capacity` ids seen, for dedupe with bounded memory. */
export class IdWindow {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** Records the id; false when it was already there. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.capacity) {
      // A Set iterates in insertion order, so the first entry is the oldest.
      this.ids.delete(this.ids.values().next().value as string);
    }
    return true;
  }

  get size(): number {
    return this.ids.size;
  }
}
