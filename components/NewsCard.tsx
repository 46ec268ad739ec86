import type { VoteType } from '@/utils/protocol';
import type { StoredItem } from '@/utils/store/types';
import type { VoteAction } from '@/utils/votes/vote-client';

function relative(time: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - time) / 1000));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

export function NewsCard(props: { item: StoredItem; vote?: VoteType; now: number; onVote: (action: VoteAction) => void }) {
  const { item, vote, now } = props;
  return (
    <article class="card" data-id={item.id}>
      <header>
        <span class="source">{item.source}</span>
        <time dateTime={new Date(item.time).toISOString()} title={new Date(item.time).toLocaleString()}>
          {relative(item.time, now)}
        </time>
      </header>
      <h2 class="title">
        {item.link ? (
          <a href={item.link} target="_blank" rel="noreferrer noopener">
            {item.title}
          </a>
        ) : (
          item.title
        )}
      </h2>
      {item.body && <p class="body">{item.body}</p>}
      {item.coins.length > 0 && (
        <ul class="coins" aria-label="Coins">
          {item.coins.map((coin) => (
            <li key={coin.coin}>{coin.coin}</li>
          ))}
        </ul>
      )}
      <footer class="votes">
        <button type="button" aria-label="Like" aria-pressed={vote === 'like'} onClick={() => props.onVote(vote === 'like' ? 'unlike' : 'like')}>
          ▲ <span class="count">{item.likes ?? 0}</span>
        </button>
        <button type="button" aria-label="Dislike" aria-pressed={vote === 'dislike'} onClick={() => props.onVote(vote === 'dislike' ? 'unlike' : 'dislike')}>
          ▼ <span class="count">{item.dislikes ?? 0}</span>
        </button>
        {vote && (
          <button type="button" aria-label="Remove vote" onClick={() => props.onVote('unlike')}>
            ✕
          </button>
        )}
      </footer>
    </article>
  );
}
