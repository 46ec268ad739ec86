import { render } from 'preact';
import { FeedPage } from './FeedPage';
import type { FeedLayout } from './feed-layout';
import { localisePage } from './localisePage';
import { extensionHost } from './host/extension-host';
import { PageHostProvider } from './host/page-host';
import './feed-page.css';
import { adoptStoredViewPrefs } from '@/utils/feed-view/view-prefs';
import { FIRST_PAGE } from '@/utils/feed-view/history-read';
import { earlyRead } from '@/utils/store/early-read';
import { openIdbReader } from '@/utils/store/idb-store';
import { loadNoticeWords } from '@/utils/text/notice-text';

/** The popup's and the docked panel's start: the feed page in the extension, its first rows read as the code starts. */
export function mountFeedPage(layout: FeedLayout): void {
  // The cache opens and its first page is read beside the fetch of the notice words and the first render, not after them.
  const host = { ...extensionHost, openReader: earlyRead(() => openIdbReader(), FIRST_PAGE) };
  localisePage();
  // What sync brought shows from the next opening: the first paint cannot wait for storage.
  void adoptStoredViewPrefs();
  // Notices in the reader's language from the first paint: only that language's words load (not a top-level
  // await, which splits what the page loads into twice as many chunks).
  void loadNoticeWords().then(() =>
    render(
      <PageHostProvider value={host}>
        <FeedPage layout={layout} />
      </PageHostProvider>,
      document.getElementById('app')!,
    ),
  );
}
