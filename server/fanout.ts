import type { BusEvent } from './bus/types';
import { LikesOrder } from './likes-order';
import type { PriceStandIn } from './prices';
import type { FeedSockets } from './sockets';

/** Delivers one event to this node's sockets, whichever node it started on. */
export function localDelivery(sockets: FeedSockets, prices: PriceStandIn): (event: BusEvent) => void {
  const order = new LikesOrder();
  return (event) => {
    switch (event.type) {
      case 'item':
        prices.seed(event.item);
        sockets.broadcastItem(event.item);
        return;
      case 'likes':
        if (order.admit(event.frame.newsId, event.version)) sockets.broadcastLikes(event.frame);
        return;
      case 'revoke':
        sockets.revokeKey(event.keyId);
        return;
    }
  };
}
