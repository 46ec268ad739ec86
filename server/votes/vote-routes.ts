import { castVote } from './cast-vote';
import { requireKey } from '../routes/guards';
import type { Routes } from '../routes/types';

/** Votes and the caller's own vote history. */
export const voteRoutes: Routes = {
  '/api/like': { POST: async (deps, _request, url) => [200, await castVote(deps, url, 'like')] },
  '/api/dislike': { POST: async (deps, _request, url) => [200, await castVote(deps, url, 'dislike')] },
  '/api/unlike': { POST: async (deps, _request, url) => [200, await castVote(deps, url, 'unlike')] },
  '/api/mylikes': { GET: async (deps, _request, url) => [200, await deps.storage.votes.mine((await requireKey(deps, url)).id)] },
};
