import { useMemo, useState } from 'preact/hooks';
import type { VoteType } from '@newsflash/protocol/control';
import { applyFilter, facets, type FeedFilter } from '@/utils/feed-view/filter';
import { foldStories } from '@/utils/feed-view/stories';
import { loadViewPrefs, saveViewPrefs } from '@/utils/feed-view/view-prefs';
import type { StoredItem } from '@/utils/store/store-types';

/**
 * What the reader asked to see of the feed: their saved view (filter, dislike policy, keys), the
 * rows that pass it folded into stories, how many dislikes hide, and the coins, sources and notice kinds to filter by.
 */
export function useFeedView(items: readonly StoredItem[], myVotes: ReadonlyMap<string, VoteType>) {
  const [prefs, setPrefs] = useState(loadViewPrefs);
  const [showDisliked, setShowDisliked] = useState(false);

  const { visible, hiddenDisliked } = useMemo(() => {
    const filtered = applyFilter(items, prefs.filter, myVotes, prefs.dislike, showDisliked);
    return { ...filtered, visible: foldStories(filtered.visible) };
  }, [items, prefs, myVotes, showDisliked]);
  const { coins, sources, notices } = useMemo(() => facets(items), [items]);

  const setFilter = (filter: FeedFilter) => {
    const next = { ...prefs, filter };
    setPrefs(next);
    saveViewPrefs(next);
  };

  return { prefs, setFilter, showDisliked, setShowDisliked, visible, hiddenDisliked, coins, sources, notices };
}
