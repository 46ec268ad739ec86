import type { IncomingMessage } from 'node:http';
import { castVote, type VoteDeps } from './cast-vote';
import { requireKey } from './vote-key';

type VoteHandler = (deps: VoteDeps, request: IncomingMessage, url: URL) => Promise<[number, unknown]>;

/** Votes and the caller's own vote history; routes/index.ts serves them beside its own. */
export const voteRoutes: Record<string, { GET?: VoteHandler; POST?: VoteHandler }> = {
  '/api/like': { POST: async (deps, _request, url) => [200, await castVote(deps, url, 'like')] },
  '/api/dislike': { POST: async (deps, _request, url) => [200, await castVote(deps, url, 'dislike')] },
  '/api/unlike': { POST: async (deps, _request, url) => [200, await castVote(deps, url, 'unlike')] },
  '/api/mylikes': { GET: async (deps, _request, url) => [200, await deps.storage.votes.mine((await requireKey(deps.storage.keys, url)).id)] },
};
