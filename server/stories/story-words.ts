/**
 * Small numbers for the words a StoryIndex holds, so comparing two headlines reads numbers, not
 * strings. A word is numbered while some held item has it; numbers freed are reused, so they stay
 * below the most words ever held at once (STORY_MEMORY × HEADLINE_WORDS).
 */
export class WordIds {
  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly holders: number[] = [];
  private readonly free: number[] = [];

  /** One more than the largest number given out: the size a table indexed by them needs. */
  get limit(): number {
    return this.words.length;
  }

  /** The numbers of those of `words` some held item has (the others can be shared with none). */
  known(words: Iterable<string>): number[] {
    const found: number[] = [];
    for (const word of words) {
      const id = this.ids.get(word);
      if (id !== undefined) found.push(id);
    }
    return found;
  }

  /** Numbers the words of an item about to be held. */
  hold(words: Iterable<string>): Uint32Array {
    const held: number[] = [];
    for (const word of words) {
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.free.pop() ?? this.words.length;
        this.ids.set(word, id);
        this.words[id] = word;
        this.holders[id] = 0;
      }
      this.holders[id]!++;
      held.push(id);
    }
    return Uint32Array.from(held);
  }

  /** Lets go of the words of an item no longer held. */
  release(held: Uint32Array): void {
    for (const id of held) {
      if (--this.holders[id]! > 0) continue;
      this.ids.delete(this.words[id]!);
      this.free.push(id);
    }
  }
}
