import { FeedPage } from '@/components/FeedPage';
import { PageHostProvider } from '@/components/host/page-host';
import type { WebEngine } from '@/utils/web/web-engine';
import { Account } from './Account';
import type { PageNotifications } from './notifications';

/** The service's own page: the popup's feed, and beside it (above it on a phone) the reader's key, votes and notifications. */
export function WebApp({ engine, notifications }: { engine: WebEngine; notifications: PageNotifications }) {
  return (
    <PageHostProvider value={engine.host}>
      <div class="web-page">
        <Account engine={engine} notifications={notifications} />
        <FeedPage layout="web" />
      </div>
    </PageHostProvider>
  );
}
