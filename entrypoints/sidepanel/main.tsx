import { render } from 'preact';
import { FeedPage } from '@/components/FeedPage';
import { localisePage } from '@/components/localisePage';
import '@/components/feed-page.css';
import { adoptStoredViewPrefs } from '@/utils/feed-view/view-prefs';

localisePage();
// What sync brought shows from the next opening: the first paint cannot wait for storage.
void adoptStoredViewPrefs();
render(<FeedPage layout="panel" />, document.getElementById('app')!);
