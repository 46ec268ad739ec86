import type { VoteRecord } from '@newsflash/protocol/vote-replies';
import type { VoteType } from '@newsflash/protocol/control';
import type { AiNote } from '@newsflash/protocol/ai-note';
import type { Outcome } from '@newsflash/protocol/outcome';
import { withOutcome } from '@newsflash/protocol/outcome-merge';
import { isPlausibleTime } from '@newsflash/protocol/plausible-time';
import { overShare, type NewsStore, type RaceMarks, type RetentionLimits, type StoredItem, type StoredVote } from './store-types';
import { feedVote, voteKeyText } from './vote-owner';

/** The fallback when IndexedDB is missing, full or failing: same contract, lost on restart. */
export class MemoryStore implements NewsStore {
  readonly kind = 'memory' as const;
  private readonly items = new Map<string, StoredItem>();
  /** By feed and id (`voteKeyText`), as IndexedDB keys them. */
  private readonly voteMap = new Map<string, StoredVote>();

  async putItems(items: StoredItem[], marks?: RaceMarks): Promise<void> {
    for (const item of items) this.items.set(item.id, item);
    for (const [id, race] of marks?.races ?? []) {
      const item = this.items.get(id);
      if (!item) continue;
      const marked = { ...item, race };
      this.items.set(id, marked);
      marks!.marked(marked);
    }
  }

  async setAi(newsId: string, ai: AiNote): Promise<StoredItem | undefined> {
    const item = this.items.get(newsId);
    if (!item || item.via !== undefined || item.ai) return undefined;
    const updated = { ...item, ai };
    this.items.set(newsId, updated);
    return updated;
  }

  async setTally(newsId: string, likes: number, dislikes: number): Promise<void> {
    const item = this.items.get(newsId);
    if (item) this.items.set(newsId, { ...item, likes, dislikes });
  }

  async setOutcome(newsId: string, outcome: Outcome): Promise<StoredItem | undefined> {
    const item = this.items.get(newsId);
    if (!item || item.via !== undefined) return undefined;
    const updated = { ...item, outcome: withOutcome(item.outcome, outcome) };
    this.items.set(newsId, updated);
    return updated;
  }

  async recent(limit: number): Promise<StoredItem[]> {
    return [...this.items.values()].sort((a, b) => b.time - a.time).slice(0, limit);
  }

  async getItem(id: string): Promise<StoredItem | undefined> {
    return this.items.get(id);
  }

  async countItems(): Promise<number> {
    return this.items.size;
  }

  async prune(limits: RetentionLimits, now: number): Promise<number> {
    const byAge = [...this.items.values()].sort((a, b) => a.time - b.time);
    let excess = Math.max(0, byAge.length - limits.maxItems);
    let removed = 0;
    if (excess > 0) {
      const held = new Map<string, number>();
      for (const item of byAge) if (item.via !== undefined) held.set(item.via, (held.get(item.via) ?? 0) + 1);
      // As IndexedDB's: the feed furthest past its share first, each losing its own oldest.
      for (const [via, over] of [...overShare(held, limits.maxItems)].sort((a, b) => b[1] - a[1])) {
        for (const item of byAge.filter((stored) => stored.via === via).slice(0, Math.min(over, excess))) {
          this.items.delete(item.id);
          removed++;
          excess--;
        }
      }
    }
    for (const item of byAge) {
      if (!this.items.has(item.id)) continue;
      if (excess <= 0 && item.time >= now - limits.maxAgeMs) break;
      this.items.delete(item.id);
      removed++;
      excess--;
    }
    return removed;
  }

  async removeImplausible(now: number): Promise<number> {
    const implausible = [...this.items.values()].filter((item) => !isPlausibleTime(item.time, now));
    for (const item of implausible) this.items.delete(item.id);
    return implausible.length;
  }

  async setVote(newsId: string, vote: VoteType | null, time: number, feed?: string): Promise<void> {
    if (vote) this.voteMap.set(voteKeyText(newsId, feed), feedVote({ newsId, vote, time }, feed));
    else this.voteMap.delete(voteKeyText(newsId, feed));
  }

  async replaceVotes(votes: VoteRecord[], feed?: string): Promise<void> {
    for (const [key, held] of this.voteMap) if (held.feed === feed) this.voteMap.delete(key);
    for (const vote of votes) this.voteMap.set(voteKeyText(vote.newsId, feed), feedVote(vote, feed));
  }

  async votes(): Promise<StoredVote[]> {
    return [...this.voteMap.values()];
  }

  async clear(): Promise<void> {
    this.items.clear();
    this.voteMap.clear();
  }
}
