import { mountFeedPage } from '@/components/mountFeedPage';

mountFeedPage('popup');
