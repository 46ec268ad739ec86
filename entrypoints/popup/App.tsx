import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ConnectionPill } from '@/components/ConnectionPill';
import { NewsCard } from '@/components/NewsCard';
import { useLiveFeed } from '@/components/useLiveFeed';
import { sendMessage } from '@/utils/messages';
import type { VoteAction } from '@/utils/votes/vote-client';

export function App() {
  const { items, myVotes, status } = useLiveFeed();
  const [notice, setNotice] = useState<string>();

  const vote = async (newsId: string, action: VoteAction) => {
    const outcome = await sendMessage(browser, 'vote', { newsId, action });
    setNotice(outcome.ok ? undefined : outcome.error.message);
  };

  return (
    <main>
      <header class="bar">
        <h1>Newsflash</h1>
        <ConnectionPill status={status} />
      </header>
      {notice && (
        <p class="notice" role="alert">
          {notice}
        </p>
      )}
      {items.length === 0 ? (
        <p class="empty">No headlines yet. They appear here the moment they are published.</p>
      ) : (
        <div class="feed">
          {items.slice(0, 200).map((item) => (
            <NewsCard key={item.id} item={item} vote={myVotes.get(item.id)} now={Date.now()} onVote={(action) => void vote(item.id, action)} />
          ))}
        </div>
      )}
    </main>
  );
}
