import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { LIVE_PORT, sendMessage, type LiveEvent, type StatusSnapshot } from '@/utils/messages';
import type { VoteRecord, VoteType } from '@/utils/protocol';
import { openIdbReader } from '@/utils/store/idb-store';
import type { StoredItem } from '@/utils/store/types';

const MAX_ITEMS = 5_000;

function merge(current: StoredItem[], incoming: StoredItem[]): StoredItem[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  for (const item of incoming) byId.set(item.id, { ...byId.get(item.id), ...item });
  return [...byId.values()].sort((a, b) => b.time - a.time).slice(0, MAX_ITEMS);
}

/**
 * The popup's data: cached items from IndexedDB at once, then live items, vote totals, the user's
 * votes and the connection status pushed by the background over the `live` port.
 */
export function useLiveFeed() {
  const [items, setItems] = useState<StoredItem[]>([]);
  const [myVotes, setMyVotes] = useState<Map<string, VoteType>>(new Map());
  const [status, setStatus] = useState<StatusSnapshot>();

  useEffect(() => {
    let closed = false;
    const load = async () => {
      try {
        const reader = await openIdbReader();
        const [cached, votes] = await Promise.all([reader.recent(MAX_ITEMS), reader.votes()]);
        if (closed) return;
        setItems((current) => merge(current, cached));
        setMyVotes(new Map(votes.map((vote: VoteRecord) => [vote.newsId, vote.vote])));
      } catch {
        // IndexedDB unavailable here: ask the background, which falls back to memory.
        const cached = await sendMessage(browser, 'recentItems', { limit: MAX_ITEMS });
        if (!closed) setItems((current) => merge(current, cached));
      }
    };
    void load();
    const port = browser.runtime.connect({ name: LIVE_PORT });
    port.onMessage.addListener((message) => {
      const event = message as LiveEvent;
      switch (event.type) {
        case 'item':
          return setItems((current) => merge(current, [event.item]));
        case 'items':
          return setItems((current) => merge(current, event.items));
        case 'counts':
          return setItems((current) =>
            current.map((item) => (item.id === event.counts.newsId ? { ...item, likes: event.counts.likes, dislikes: event.counts.dislikes } : item)),
          );
        case 'vote':
          return setMyVotes((current) => {
            const next = new Map(current);
            if (event.vote) next.set(event.newsId, event.vote);
            else next.delete(event.newsId);
            return next;
          });
        case 'status':
          return setStatus(event.status);
      }
    });
    void sendMessage(browser, 'markRead');
    return () => {
      closed = true;
      port.disconnect();
    };
  }, []);

  return { items, myVotes, status };
}
