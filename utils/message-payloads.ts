// The payload of every page → background request, checked at the boundary. Kept apart from
// messages.ts so pages that only send (the popup keeps zod out of its bundle) import types only.
import { z } from '@/utils/protocol/zod';
import { voteActions } from '@/utils/votes/vote-client';

const none = z.undefined();

export const payloadSchemas = {
  getStatus: none,
  vote: z.strictObject({
    newsId: z.string().check(z.minLength(1), z.maxLength(200)),
    action: z.enum(voteActions),
  }),
  markRead: none,
  recentItems: z.strictObject({ limit: z.int().check(z.minimum(1), z.maximum(10_000)) }),
  syncVotes: none,
  voteHistory: none,
  storageInfo: none,
  clearCache: none,
};

export type PayloadSchemas = typeof payloadSchemas;
