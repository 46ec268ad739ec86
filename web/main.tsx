// First: it asks for the reader's words and the cache's first page before the rest of this code runs.
import { messages, openReader } from './early';
import { render } from 'preact';
import { localisePage } from '@/components/localisePage';
import '@/components/feed-page.css';
import './web.css';
import { setMessageSource } from '@/utils/base/i18n';
import { openIdbStore } from '@/utils/store/idb-store';
import { systemClock, type SocketLike } from '@/utils/net/net-types';
import { createWebEngine } from '@/utils/web/web-engine';
import { pageKeyStore } from '@/utils/web/key-store';
import { refreshHistoryOnReturn } from '@/utils/web/history-on-return';
import { pageNotifications } from './notifications';
import { WebApp } from './WebApp';
import { loadNoticeWords } from '@/utils/text/notice-text';
import { WORKER_PATH } from '@/utils/web/worker-path';
import { afterFirstRows, pageMarks } from '@/utils/web/after-first-rows';

// Words first: every component reads them as it renders.
setMessageSource(await messages);
localisePage();
// Notices in the reader's language from the first paint: only that language's words load.
await loadNoticeWords();
const notifications = pageNotifications();
// After the first paint; at most 2 s later on a page that never idles.
const idle = () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 500)));
const engine = createWebEngine({
  origin: location.origin,
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  fetch: (url, init) => fetch(url, { ...init, credentials: 'omit', referrerPolicy: 'no-referrer' }),
  clock: systemClock,
  random: Math.random,
  // A newer version of this page, opened in another tab, needs the cache upgraded: this tab lets go and reloads as that version.
  openStore: () => openIdbStore(undefined, () => location.reload()),
  openReader,
  keys: pageKeyStore(localStorage),
  idle,
  arrived: (item) => notifications.show(item),
});
render(<WebApp engine={engine} notifications={notifications} />, document.getElementById('app')!);
// The live part (its chunk, the protocol's readers, the sockets) once the cache's first rows are on screen, not beside them.
void afterFirstRows(pageMarks()).then(() => engine.start());
// Back online, or the reader back on the tab: the sockets try now rather than at the end of their backoff.
addEventListener('online', () => engine.reconnect());
document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && engine.reconnect());
// The shell kept for a reload while the service is down (web/sw.ts); after the first paint, and never in the way of it.
if ('serviceWorker' in navigator) void idle().then(() => navigator.serviceWorker.register(WORKER_PATH).catch(() => undefined));
refreshHistoryOnReturn({ page: document, now: Date.now, hasKey: () => engine.account().hasKey, refresh: engine.syncHistory });
