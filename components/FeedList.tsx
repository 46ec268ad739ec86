import type { StatusSnapshot } from '@/utils/messages';
import { isDisliked } from '@/utils/feed-view/filter';
import type { FeedRow } from '@/utils/feed-view/stories';
import { shownCount, t } from '@/utils/base/i18n';
import { MAX_ITEMS } from '@/utils/feed-view/feed-state';
import type { Voting } from './hooks/useVoting';
import { NewsCard } from './NewsCard';
import { RowBoundary } from './RowBoundary';
import { VirtualFeed } from './VirtualFeed';

// `?virtualise=off` renders every row: the benchmark's baseline for the virtualised list.
const virtual = new URLSearchParams(location.search).get('virtualise') !== 'off';

export interface FeedListProps {
  rows: FeedRow[];
  voting: Voting;
  status?: StatusSnapshot;
  now: number;
  selectedIndex: number;
  /** Net dislikes from which a headline reads as disliked (the reader's policy). */
  dislikeMargin: number;
  scrollTo?: { index: number; key: number };
  onAtTopChange(atTop: boolean): void;
  onSelect(id: string): void;
  /** The list holds MAX_ITEMS headlines, the most a page keeps: its end says so, as the store may keep more. */
  capped: boolean;
}

/** The headlines, one card per row, each behind its own error boundary so one bad item cannot blank the list. */
export function FeedList({ rows, voting, status, now, selectedIndex, dislikeMargin, scrollTo, onAtTopChange, onSelect, capped }: FeedListProps) {
  return (
    <VirtualFeed
      items={rows}
      keyOf={(item) => item.id}
      virtual={virtual}
      scrollTo={scrollTo}
      onAtTopChange={onAtTopChange}
      label={t('feed.headlines')}
      end={capped && <p class="list-end">{t('feed.newestOnly', [shownCount(MAX_ITEMS)])}</p>}
      render={(item, index) => {
        const tally = voting.tallyOf(item);
        return (
          <RowBoundary>
            <NewsCard
              item={item}
              vote={voting.voteOf(item.id)}
              tally={tally}
              busy={voting.pending(item.id)}
              canVote={status?.hasKey !== false}
              images={status?.feedImages === true}
              now={now}
              selected={index === selectedIndex}
              disliked={isDisliked(tally, dislikeMargin)}
              onVote={(action) => void voting.vote(item, action)}
              onSelect={() => onSelect(item.id)}
            />
          </RowBoundary>
        );
      }}
    />
  );
}
