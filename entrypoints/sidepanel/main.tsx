import { mountFeedPage } from '@/components/mountFeedPage';

mountFeedPage('panel');
