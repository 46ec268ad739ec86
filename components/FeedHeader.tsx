import type { StatusSnapshot } from '@/utils/messages';
import type { FeedLayout } from './feed-layout';
import { t } from '@/utils/base/i18n';
import { ConnectionPill } from './ConnectionPill';
import { usePageHost } from './host/page-host';
import { pageLink } from './host/page-link';
import { openPanel } from './openPanel';

/** The feed page's bar: the name, the connection, Pause, Dock (popup only) and the way to the options (the account, on the web). */
export function FeedHeader({
  layout,
  status,
  now,
  paused,
  onPause,
}: {
  layout: FeedLayout;
  status?: StatusSnapshot;
  now: number;
  paused: boolean;
  onPause: (paused: boolean) => void;
}) {
  const host = usePageHost();
  return (
    <header class="bar">
      <h1>{t('extName')}</h1>
      <ConnectionPill status={status} now={now} />
      <button type="button" class="toggle" aria-pressed={paused} onClick={() => onPause(!paused)} title={t('feed.pauseTitle')}>
        {paused ? t('feed.resume') : t('feed.pause')}
      </button>
      {layout === 'popup' && (
        <button type="button" class="icon-link" aria-label={t('feed.dock')} title={t('feed.dockTitle')} onClick={() => void openPanel()}>
          ⇥
        </button>
      )}
      {host.openTrade && (
        <button type="button" class="icon-link trade" aria-label={t('trade.button')} title={t('trade.buttonTitle')} onClick={host.openTrade}>
          ↗
        </button>
      )}
      <a class="icon-link" {...pageLink(host, 'options')} aria-label={t('feed.options')} title={t('feed.options')}>
        ⚙
      </a>
    </header>
  );
}
