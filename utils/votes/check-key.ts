import { VoteClient, type VoteClientDeps } from './vote-client';
import { t, tn } from '@/utils/base/i18n';

export type KeyCheck = { verdict: 'works' | 'rejected' | 'unreachable' | 'failed'; message: string };

/** Asks the service about a key (before it is saved) and says in plain words what it answered. */
export async function checkKey(deps: VoteClientDeps, apiUrl: string, apiKey: string): Promise<KeyCheck> {
  if (!apiKey.trim()) return { verdict: 'rejected', message: t('errors.enterKey') };
  const result = await new VoteClient(deps, () => ({ apiUrl, apiKey: apiKey.trim() })).myVotes();
  if (result.ok) {
    const count = result.value.votes.length;
    return { verdict: 'works', message: tn('errors.keyWorks', count) };
  }
  const { error } = result;
  switch (error.kind) {
    case 'bad-key':
      return { verdict: 'rejected', message: t('errors.keyRejected') };
    case 'suspended':
      return { verdict: 'rejected', message: t('errors.keySuspended', [error.retryAfterMs ? t('errors.worksAgainIn', [String(Math.ceil(error.retryAfterMs / 60_000))]) : '']) };
    case 'offline':
    case 'timeout':
      return { verdict: 'unreachable', message: t('errors.unreachable', [apiUrl, error.message]) };
    default:
      return { verdict: 'failed', message: error.message };
  }
}
