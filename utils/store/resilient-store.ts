import type { AiNote } from '@newsflash/protocol/ai-note';
import type { VoteRecord } from '@newsflash/protocol/vote-replies';
import type { VoteType } from '@newsflash/protocol/control';
import type { Outcome } from '@newsflash/protocol/outcome';
import type { NewsStore, RaceMarks, RetentionLimits, StoredItem } from './store-types';

export interface StorageHealth {
  kind: 'indexeddb' | 'memory';
  error?: string;
}

/** "QuotaExceededError: …": the name says more than the message (DOMExceptions are not always Errors). */
function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { name, message } = error as { name?: unknown; message: unknown };
    return typeof name === 'string' && name !== 'Error' ? `${name}: ${String(message)}` : String(message);
  }
  return String(error);
}

/**
 * Wraps the IndexedDB store so that a failure (quota, blocked, corrupted) moves the extension to
 * memory instead of stopping ingestion: the failed write is replayed into memory and the change is
 * reported once, so the user is told their cache is no longer persistent. The memory store comes
 * from `inMemory` when it is first needed: the web page loads its code only then.
 */
export class ResilientStore implements NewsStore {
  private active: Promise<NewsStore>;
  private current: NewsStore['kind'];

  constructor(
    primary: NewsStore | Error,
    private readonly onDegraded: (health: StorageHealth) => void,
    private readonly inMemory: () => Promise<NewsStore>,
  ) {
    if (primary instanceof Error) {
      this.current = 'memory';
      this.active = inMemory();
      queueMicrotask(() => onDegraded({ kind: 'memory', error: describe(primary) }));
    } else {
      this.current = primary.kind;
      this.active = Promise.resolve(primary);
    }
  }

  get kind(): NewsStore['kind'] {
    return this.current;
  }

  private async run<T>(operation: (store: NewsStore) => Promise<T>): Promise<T> {
    try {
      return await operation(await this.active);
    } catch (error) {
      if (this.current === 'memory') throw error;
      this.current = 'memory';
      this.active = this.inMemory();
      this.onDegraded({ kind: 'memory', error: describe(error) });
      return operation(await this.active);
    }
  }

  putItems(items: StoredItem[], marks?: RaceMarks) {
    return this.run((store) => store.putItems(items, marks));
  }
  setAi(newsId: string, ai: AiNote) {
    return this.run((store) => store.setAi(newsId, ai));
  }
  setTally(newsId: string, likes: number, dislikes: number) {
    return this.run((store) => store.setTally(newsId, likes, dislikes));
  }
  setOutcome(newsId: string, outcome: Outcome) {
    return this.run((store) => store.setOutcome(newsId, outcome));
  }
  recent(limit: number) {
    return this.run((store) => store.recent(limit));
  }
  getItem(id: string) {
    return this.run((store) => store.getItem(id));
  }
  countItems() {
    return this.run((store) => store.countItems());
  }
  prune(limits: RetentionLimits, now: number) {
    return this.run((store) => store.prune(limits, now));
  }
  removeImplausible(now: number) {
    return this.run((store) => store.removeImplausible(now));
  }
  setVote(newsId: string, vote: VoteType | null, time: number, feed?: string) {
    return this.run((store) => store.setVote(newsId, vote, time, feed));
  }
  replaceVotes(votes: VoteRecord[], feed?: string) {
    return this.run((store) => store.replaceVotes(votes, feed));
  }
  votes() {
    return this.run((store) => store.votes());
  }
  clear() {
    return this.run((store) => store.clear());
  }
}
