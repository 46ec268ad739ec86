import type { StoryRepo } from '../storage/types';
import { STORY_SPAN_MS } from '@newsflash/protocol/story';
import { relayedStory, storyTraits, type StoryCandidate, type StoryIndex } from './story-index';

/**
 * Stories alike on every node. A page's story is decided in storage (the first item to claim its
 * link names it, atomically across nodes); headlines are matched on this node's StoryIndex, which
 * holds every item published anywhere: its own as it assigns them, the others' as the bus brings
 * them (`heard`), the stored ones at start.
 */
export class StoryAssigner {
  constructor(
    private readonly index: StoryIndex,
    private readonly links: Pick<StoryRepo, 'claimLink'>,
  ) {}

  private queue: Promise<unknown> = Promise.resolve();

  /**
   * The id of the story the item joins (its first item's id), or undefined when it starts one.
   * One item at a time: two like headlines published together on this node see each other.
   */
  assign(item: StoryCandidate): Promise<string | undefined> {
    const decided = this.queue.then(() => this.decide(item));
    this.queue = decided.catch(() => {});
    return decided;
  }

  private async decide(item: StoryCandidate): Promise<string | undefined> {
    const traits = storyTraits(item);
    const relayed = relayedStory(item);
    let story = relayed ?? this.index.match(traits, item.time) ?? item._id;
    if (traits.url) {
      const owner = await this.links.claimLink(traits.url, story, item.time, STORY_SPAN_MS);
      // An item relayed from another Newsflash keeps the story its origin gave it.
      if (!relayed) story = owner;
    }
    this.index.remember(item._id, story, item.time, traits);
    return story === item._id ? undefined : story;
  }

  /** An item published already, here or on another node, with the story it was given. */
  heard(item: StoryCandidate): void {
    this.index.rememberItem(item);
  }
}
