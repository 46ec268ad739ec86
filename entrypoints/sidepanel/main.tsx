import { render } from 'preact';
import { FeedPage } from '@/components/FeedPage';
import '@/components/feed-page.css';

render(<FeedPage layout="panel" />, document.getElementById('app')!);
