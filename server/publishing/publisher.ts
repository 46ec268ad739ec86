import type { Bus, BusEvent } from '../bus/types';
import { checkItem, withRead, type FeedItem } from '../items/feed-item';
import type { Candidate } from '../sources/candidate';
import type { PublishOutcome } from '../sources/runner';
import type { ItemRepo } from '../storage/types';
import { enrich, type Enrichment } from './enrich';
import type { LocalDelivery } from './fanout';
import type { PublishGate } from './publish-gate';

export interface PublisherDeps {
  items: Pick<ItemRepo, 'insert'>;
  enrichment: Enrichment;
  delivery: Pick<LocalDelivery, 'deliver'>;
  bus: Pick<Bus, 'publish'>;
  /**
   * Its one count, the parts the check dropped (operations/metrics.ts' Metrics fits): named here, so a
   * headline's way does not pass through the service's whole metrics module and what it counts.
   */
  metrics: { countDroppedParts(origin: string, dropped: Partial<Record<string, number>>): void };
  /** Plans a stored item's outcome checks (outcomes/); none when outcomes are off. */
  outcomes?: { add(item: FeedItem): Promise<boolean> };
  log?: (line: string) => void;
  /** The operator's model (server/ai/), handed each item once it is sent; none when off. */
  ai?: { add(item: FeedItem): void };
  /** Holds items until the coin universe is read; without it, items go at once. */
  gate?: Pick<PublishGate, 'through'>;
}

/**
 * The one road from whoever hands an item in (a source, an operator) to every socket: read,
 * enriched, stored, then sent to this node's sockets and, over the bus, to the other nodes'.
 */
export class Publisher {
  constructor(private readonly deps: PublisherDeps) {}

  /** An event to this node's sockets and every other node's. */
  announce(event: BusEvent): void {
    this.deps.delivery.deliver(event);
    this.deps.bus.publish(event);
  }

  /**
   * `mayStore`: asked after enrichment (which may wait for prices), right before storing; false
   * withdraws the item. `stored`: told when the item is stored, before it is sent (a source's
   * delay is measured from there). False when the item was withdrawn or its id is stored already.
   * Rejects with HoldRefused when the coin universe is still loading past the hold's budget.
   */
  publish(item: FeedItem, mayStore: () => boolean = () => true, stored?: () => void): Promise<boolean> {
    // An operator's item is read the moment it is handed in, held or not; a source's carries its own `hops.read`.
    const read = withRead(item, Date.now());
    return this.deps.gate ? this.deps.gate.through(() => this.publishNow(read, mayStore, stored)) : this.publishNow(read, mayStore, stored);
  }

  private async publishNow(item: FeedItem, mayStore: () => boolean, stored?: () => void): Promise<boolean> {
    const enriched = await enrich(item, this.deps.enrichment);
    if (!mayStore()) return false;
    if (!(await this.deps.items.insert(enriched))) return false;
    stored?.();
    this.announce({ type: 'item', item: enriched });
    // After it is sent, and only on the node that stored it: one request per item, whatever the nodes.
    this.deps.ai?.add(enriched);
    // After it is sent: planning its checks is a write the item's way out does not wait for.
    this.deps.outcomes?.add(enriched).catch((error: unknown) => this.deps.log?.(`outcomes: could not plan the checks of ${enriched._id} (${error instanceof Error ? error.message : String(error)})`));
    return true;
  }

  /** A source's entry: read with the publishing rules first (what it drops is counted by source), then published. */
  async fromSource(candidate: Candidate['item'], source: string, mayStore: () => boolean): Promise<PublishOutcome> {
    const check = checkItem(candidate, candidate.time);
    if (!check.ok) return { published: false, reason: check.errors.join('; ') };
    this.deps.metrics.countDroppedParts(`source:${source}`, check.dropped);
    let storedAt: number | undefined;
    if (!(await this.publish(check.item, mayStore, () => (storedAt = Date.now())))) return { published: false, reason: `an item with _id ${check.item._id} exists already` };
    return { published: true, storedAt, sentAt: Date.now() };
  }
}
