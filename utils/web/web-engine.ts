import type { LiveSubscription, PageHost } from '@/utils/messages/page-host-types';
import type { Envelope, LiveEvent } from '@/utils/messages';
import { t } from '@/utils/base/i18n';
import { loadOnce } from '@/utils/base/load-once';
import type { WebLive } from './web-live';
import type { WebAccount, WebEngineDeps } from './web-engine-types';

/**
 * The service's own web page's engine: what the extension's worker does for its pages, in the page
 * itself, on the page's origin only. The feed socket (logged in with the reader's key, or anonymous
 * and delayed), the vote stream, the voting API and the history cache, behind the same `PageHost`
 * the popup's components read, so those components are shared unchanged.
 *
 * All of that is web-live.ts, loaded as a chunk of its own when `start()` (or the reader: a vote, a
 * key) first asks: the page's first paint reads only the cache (the feed's rows, the cached history)
 * and needs none of the protocol's readers.
 */
export function createWebEngine(deps: WebEngineDeps) {
  const listeners = new Set<(event: LiveEvent) => void>();
  const accountListeners = new Set<() => void>();
  const outlet = {
    broadcast: (event: LiveEvent) => listeners.forEach((listener) => listener(event)),
    accountChanged: () => accountListeners.forEach((listener) => listener()),
  };
  let live: WebLive | undefined;
  const loadLive = deps.loadLive ?? (() => import('./web-live'));
  const load = loadOnce(() => loadLive().then(({ createWebLive }) => (live = createWebLive(deps, outlet))));

  const host: PageHost = {
    messages: {
      runtime: {
        async sendMessage(message: unknown) {
          const { name, payload } = message as Envelope;
          // Nothing counts unread on a page that is open while it is read: answered here, so the feed's opening loads nothing more.
          if (name === 'markRead') return { unread: 0 };
          const handler = ((await load()).handlers as Record<string, ((payload: unknown) => Promise<unknown>) | undefined>)[name];
          if (!handler) throw new Error(`newsflash: the web page does not answer ${name}`);
          return handler(payload);
        },
      },
    },
    subscribeLive(onEvent): LiveSubscription {
      listeners.add(onEvent);
      // Before the live part has loaded there is nothing to tell: its start tells every subscriber.
      live?.greet(onEvent);
      // Prices are the extension's: the page never asks for them.
      return { post: () => {}, close: () => listeners.delete(onEvent) };
    },
    openReader: deps.openReader ?? (async () => (await load()).store()),
    pageUrl: () => '#account',
    pagesInNewTab: false,
    fixLabel: t('web.toAccount'),
  };

  const adoptKey = (key: string) => {
    if (live) live.adoptKey(key);
    // Not loaded yet: it reads the key as it loads.
    else outlet.accountChanged();
  };

  return {
    host,
    async start() {
      await (await load()).start();
    },
    stop() {
      live?.stop();
    },
    /** Tries the service again now, if the sockets wait to retry (a page reloaded offline reconnects once it can). */
    reconnect() {
      live?.reconnect();
    },
    signIn(key: string) {
      deps.keys.set(key);
      adoptKey(key);
    },
    signOut() {
      deps.keys.remove();
      adoptKey('');
    },
    syncHistory: async () => (await load()).syncHistory(),
    /**
     * The cached history with the items it names, newest first: read from IndexedDB, so offline too,
     * on the feed's own reader (the live part is not loaded for it); the live part's store when that reader cannot open.
     */
    async cachedHistory() {
      const reader = await Promise.resolve(deps.openReader?.()).catch(() => undefined) ?? (await (await load()).store());
      const votes = await reader.votes();
      return Promise.all(votes.map(async (vote) => ({ vote, item: await reader.getItem(vote.newsId) })));
    },
    account(): WebAccount {
      return live?.account() ?? { hasKey: deps.keys.get() !== '', rejected: false };
    },
    onAccount(listener: () => void) {
      accountListeners.add(listener);
      return () => accountListeners.delete(listener);
    },
  };
}

export type WebEngine = ReturnType<typeof createWebEngine>;
