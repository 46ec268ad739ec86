import { useRef, useState } from 'preact/hooks';
import { sendMessage, type VoteOutcome } from '@/utils/messages';
import type { VoteAction, VoteType } from '@newsflash/protocol/control';
import type { StoredItem } from '@/utils/store/store-types';
import { projectTally, voteAfter, type Tally } from '@/utils/votes/optimistic';
import { noKeyNotice, voteNotice, type VoteNotice } from '@/utils/votes/vote-notice';
import { t } from '@/utils/base/i18n';
import { usePageHost } from '../host/page-host';
import type { LiveFeed } from './useLiveFeed';

export interface Notice extends VoteNotice {
  retry?: () => void;
}

interface Projection {
  vote: VoteType | null;
  tally: Tally;
}

export type Voting = ReturnType<typeof useVoting>;

/**
 * Optimistic voting: the buttons and totals change at once and roll back, with a message saying
 * what to do, when the background (and through it the service) refuses.
 */
export function useVoting(live: LiveFeed) {
  const host = usePageHost();
  const [projections, setProjections] = useState<ReadonlyMap<string, Projection>>(new Map());
  const [notice, setNotice] = useState<Notice>();
  const inFlight = useRef(new Set<string>());
  const queued = useRef(new Map<string, VoteAction>());

  const project = (newsId: string, projection?: Projection) =>
    setProjections((current) => {
      const next = new Map(current);
      if (projection) next.set(newsId, projection);
      else next.delete(newsId);
      return next;
    });

  const voteOf = (newsId: string): VoteType | undefined => {
    const projection = projections.get(newsId);
    return projection ? (projection.vote ?? undefined) : live.myVotes.get(newsId);
  };
  const tallyOf = (item: StoredItem): Tally => projections.get(item.id)?.tally ?? { likes: item.likes ?? 0, dislikes: item.dislikes ?? 0 };

  async function vote(item: StoredItem, action: VoteAction): Promise<void> {
    if (live.status && !live.status.hasKey) return setNotice(noKeyNotice());
    const to = voteAfter(action);
    project(item.id, { vote: to, tally: projectTally(tallyOf(item), voteOf(item.id), to) });
    // One request per item at a time; a press meanwhile is kept (the latest wins) and sent next.
    if (inFlight.current.has(item.id)) {
      queued.current.set(item.id, action);
      return;
    }
    inFlight.current.add(item.id);
    const heard = live.talliesHeard();
    const outcome: VoteOutcome = await sendMessage(host.messages, 'vote', { newsId: item.id, action }).catch(() => ({
      ok: false,
      newsId: item.id,
      error: { kind: 'offline', message: t('errors.workerSilent') },
    }));
    inFlight.current.delete(item.id);
    const next = queued.current.get(item.id);
    queued.current.delete(item.id);
    project(item.id);
    if (outcome.ok) {
      const tally = outcome.likes !== undefined && outcome.dislikes !== undefined ? { likes: outcome.likes, dislikes: outcome.dislikes } : undefined;
      live.confirmVote(item.id, outcome.vote, live.talliesHeard() === heard ? tally : undefined);
      setNotice(undefined);
      if (next && voteAfter(next) !== outcome.vote) void vote({ ...item, ...tally }, next);
    } else {
      const notice = voteNotice(outcome.error);
      setNotice(notice.action === 'retry' ? { ...notice, retry: () => void vote(item, action) } : notice);
    }
  }

  return { voteOf, tallyOf, vote, pending: (newsId: string) => projections.has(newsId), notice, dismiss: () => setNotice(undefined) };
}
