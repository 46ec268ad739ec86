import { render } from 'preact';
import { FeedPage } from './FeedPage';
import type { FeedLayout } from './feed-layout';
import { localisePage } from './localisePage';
import './feed-page.css';
import { adoptStoredViewPrefs } from '@/utils/feed-view/view-prefs';
import { loadNoticeWords } from '@/utils/text/notice-text';

/**
 * The popup's and the docked panel's start: the feed page in the extension. Opening the cache before the first render,
 * as the web page does (utils/store/early-read.ts), painted no sooner here (2026-11-29, `npm run bench -- --popup`, old and
 * new builds taking turns: 213/210, 241/258, 163/174 ms): the rows still waited for the effect that takes the read, a frame
 * after the header. That read now starts as the page first renders (useLiveFeed), a few milliseconds after this.
 */
export function mountFeedPage(layout: FeedLayout): void {
  localisePage();
  // What sync brought shows from the next opening: the first paint cannot wait for storage.
  void adoptStoredViewPrefs();
  // Notices in the reader's language from the first paint: only that language's words load (not a top-level
  // await, which splits what the page loads into twice as many chunks).
  void loadNoticeWords().then(() => render(<FeedPage layout={layout} />, document.getElementById('app')!));
}
