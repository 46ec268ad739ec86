import { VoteClient, type VoteClientDeps } from './vote-client';

export type KeyCheck = { verdict: 'works' | 'rejected' | 'unreachable' | 'failed'; message: string };

/** Asks the service about a key (before it is saved) and says in plain words what it answered. */
export async function checkKey(deps: VoteClientDeps, apiUrl: string, apiKey: string): Promise<KeyCheck> {
  if (!apiKey.trim()) return { verdict: 'rejected', message: 'Enter your API key first.' };
  const result = await new VoteClient(deps, () => ({ apiUrl, apiKey: apiKey.trim() })).myVotes();
  if (result.ok) {
    const count = result.value.votes.length;
    return { verdict: 'works', message: `The key works: the service knows it (${count} vote${count === 1 ? '' : 's'} on record).` };
  }
  const { error } = result;
  switch (error.kind) {
    case 'bad-key':
      return { verdict: 'rejected', message: 'The service rejected this key. Check that you copied all of it, or ask for a new one.' };
    case 'suspended':
      return { verdict: 'rejected', message: `The key is valid but suspended for voting too fast.${error.retryAfterMs ? ` It works again in ${Math.ceil(error.retryAfterMs / 60_000)} min.` : ''}` };
    case 'offline':
    case 'timeout':
      return { verdict: 'unreachable', message: `Cannot reach the server (${apiUrl}). Check the server address and your connection. ${error.message}` };
    default:
      return { verdict: 'failed', message: error.message };
  }
}
