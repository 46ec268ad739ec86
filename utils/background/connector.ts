import type { KeyScope } from '@/utils/base/endpoints';
import type { LikesFeed } from '@/utils/feed/likes-feed';
import type { NewsFeed } from '@/utils/feed/news-feed';
import { planConnection, type ConnectionSettings } from './connection';

export interface ConnectorDeps {
  feed: Pick<NewsFeed, 'configure' | 'start' | 'stop'>;
  likes: Pick<LikesFeed, 'setUrl' | 'start' | 'stop'>;
  /** Fetches the vote history into the cache, so it is there to read offline. */
  syncHistory: () => void;
  /** Records the scope a key saved before scopes existed adopts. */
  saveKeyScope: (scope: KeyScope) => void;
  /** Something the status shows changed. */
  changed: () => void;
  /** Whether the browser lets the key be sent (Firefox's data consent). */
  keyConsented: () => boolean;
}

export interface Connector {
  /** Points both sockets and the API where the settings say, with the key only where it may go. */
  apply(settings: ConnectionSettings): void;
  /** What the API calls use now. */
  readonly api: { apiKey: string; apiUrl: string };
  /** A key is stored but not sent (its addresses changed without it). */
  readonly keyWithheld: boolean;
  /** A key is stored but not sent: Firefox's consent to send it is not given. */
  readonly keyNeedsConsent: boolean;
  /** Why nothing is connected: the stored address cannot be used. */
  readonly error: string | undefined;
}

export function createConnector(deps: ConnectorDeps): Connector {
  let api = { apiKey: '', apiUrl: '' };
  let keyWithheld = false;
  let keyNeedsConsent = false;
  let error: string | undefined;
  return {
    get api() {
      return api;
    },
    get keyWithheld() {
      return keyWithheld;
    },
    get keyNeedsConsent() {
      return keyNeedsConsent;
    },
    get error() {
      return error;
    },
    apply(settings) {
      const plan = planConnection(settings, deps.keyConsented());
      if (!plan.ok) {
        error = plan.error;
        deps.feed.stop();
        deps.likes.stop();
        return deps.changed();
      }
      error = undefined;
      if (plan.adoptScope) deps.saveKeyScope(plan.adoptScope);
      const { socketUrl, likesUrl, apiUrl } = plan.endpoints;
      keyWithheld = plan.keyWithheld;
      keyNeedsConsent = plan.keyNeedsConsent;
      const keyChanged = api.apiKey !== plan.apiKey;
      api = { apiKey: plan.apiKey, apiUrl };
      // A history for the new key (or at first start) is fetched now.
      if (keyChanged && api.apiKey) deps.syncHistory();
      deps.feed.configure({ socketUrl, apiUrl, apiKey: api.apiKey || undefined });
      deps.likes.setUrl(likesUrl);
      deps.feed.start();
      deps.likes.start();
      deps.changed();
    },
  };
}
