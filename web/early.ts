import { openIdbReader } from '@/utils/store/idb-store';
import { earlyRead } from '@/utils/store/early-read';
import { FIRST_PAGE } from '@/utils/feed-view/history-read';
import { loadMessages } from './messages';

// main.tsx imports this module first: the bundle runs it before the rest of the page's code (the
// components, the engine), so the reader's words and the cache's first page are on their way while
// that code is still being run, not after it.

/** The cache opened and its first page read (early-read.ts). */
export const openReader = earlyRead(() => openIdbReader(), FIRST_PAGE);

const fetchJson = async (url: string): Promise<unknown> => (await fetch(url)).json();
/** The reader's words, fetched now; main.tsx waits for them before its first render. */
export const messages = loadMessages(navigator.languages.length ? navigator.languages : [navigator.language], fetchJson);
// Read at the first render; a failure is that render's to handle, not an unhandled rejection before it.
messages.catch(() => undefined);
