import { render } from 'preact';
import { FeedPage } from '@/components/FeedPage';
import { localisePage } from '@/components/localisePage';
import '@/components/feed-page.css';
import { adoptStoredViewPrefs } from '@/utils/feed-view/view-prefs';
import { loadNoticeWords } from '@/utils/text/notice-text';

localisePage();
// What sync brought shows from the next opening: the first paint cannot wait for storage.
void adoptStoredViewPrefs();
// Notices in the reader's language from the first paint: only that language's words load (not a top-level
// await, which splits what the page loads into twice as many chunks).
void loadNoticeWords().then(() => render(<FeedPage layout="panel" />, document.getElementById('app')!));
