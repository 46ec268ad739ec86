import type { BusEvent } from '../bus/types';
import type { FeedSockets } from '../sockets/feed-sockets';
import type { KeyRepo } from '../storage/types';
import { aiFrame } from '@newsflash/protocol/ai-note';
import { TallyOrder } from '@newsflash/protocol/tally-order';

/**
 * Delivers one event to this node's sockets, whichever node it started on. A revocation logs
 * sockets out only once storage confirms the key is revoked: an event alone never can.
 */
export class LocalDelivery {
  // Frames relayed between nodes can arrive out of order: one not newer than the last sent is dropped.
  private readonly order = new TallyOrder(10_000);

  constructor(
    private readonly sockets: FeedSockets,
    private readonly keys: Pick<KeyRepo, 'isRevoked'>,
    private readonly onFanout: (seconds: number) => void,
    /** Every item or update to one, this node's or another's: what depends on the newest items (the kept backlog pages) hears of it. */
    private readonly onItem: () => void = () => {},
  ) {}

  deliver(event: BusEvent): void {
    switch (event.type) {
      case 'item': {
        const started = performance.now();
        this.onItem();
        this.sockets.broadcastItem(event.item);
        this.onFanout((performance.now() - started) / 1000);
        return;
      }
      case 'likes':
        if (this.order.admit(event.frame.newsId, event.frame.version)) this.sockets.broadcastLikes(event.frame);
        return;
      case 'outcome':
        this.onItem();
        this.sockets.broadcastOutcome(event.id, event.outcome);
        return;
      case 'ai':
        this.onItem();
        this.sockets.broadcastUpdate(aiFrame(event.id, event.ai));
        return;
      case 'revoke':
        // A database that cannot answer leaves the sockets logged in: they are checked again at their next login.
        void this.keys.isRevoked(event.keyId).then((revoked) => revoked && this.sockets.revokeKey(event.keyId), () => {});
        return;
    }
  }
}
