import type { BusEvent } from './bus/types';
import type { FeedSockets } from './sockets';
import type { KeyRepo } from './storage/types';
import { TallyOrder } from '@newsflash/protocol/tally-order';

/**
 * Delivers one event to this node's sockets, whichever node it started on. A revocation logs
 * sockets out only once storage confirms the key is revoked: an event alone never can.
 */
export function localDelivery(
  sockets: FeedSockets,
  keys: Pick<KeyRepo, 'isRevoked'>,
  onFanout: (seconds: number) => void,
): (event: BusEvent) => void {
  // Frames relayed between nodes can arrive out of order: one not newer than the last sent is dropped.
  const order = new TallyOrder(10_000);
  return (event) => {
    switch (event.type) {
      case 'item': {
        const started = performance.now();
        sockets.broadcastItem(event.item);
        onFanout((performance.now() - started) / 1000);
        return;
      }
      case 'likes':
        if (order.admit(event.frame.newsId, event.frame.version)) sockets.broadcastLikes(event.frame);
        return;
      case 'revoke':
        // A database that cannot answer leaves the sockets logged in: they are checked again at their next login.
        void keys.isRevoked(event.keyId).then((revoked) => revoked && sockets.revokeKey(event.keyId), () => {});
        return;
    }
  };
}
