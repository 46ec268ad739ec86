import { useEffect, useState } from 'preact/hooks';
import { t } from '@/utils/base/i18n';
import { serviceUnreachable } from '@/utils/web/offline';
import type { WebEngine } from '@/utils/web/web-engine';

/** Says, while the service cannot be reached, that what the page shows is what this browser kept, and that it reconnects by itself. */
export function OfflineNote({ engine }: { engine: WebEngine }) {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const live = engine.host.subscribeLive((event) => {
      if (event.type === 'status') setOffline(serviceUnreachable(event.status));
    });
    return () => live.close();
  }, [engine]);
  return (
    <p class="offline-note" role="status" hidden={!offline}>
      {offline ? t('web.offline') : ''}
    </p>
  );
}
