import { render } from 'preact';
import { FeedPage } from '@/components/FeedPage';
import { localisePage } from '@/components/localisePage';
import '@/components/feed-page.css';

localisePage();
render(<FeedPage layout="popup" />, document.getElementById('app')!);
