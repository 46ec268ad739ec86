import { browser } from '@/utils/bare-browser';
import type { StatusSnapshot } from '@/utils/messages';
import { t } from '@/utils/i18n';
import { ConnectionPill } from './ConnectionPill';
import { openPanel } from './openPanel';
import { workerMessages } from '@/utils/bare-browser';
import { sendMessage } from '@/utils/messages';

/** The feed page's bar: the name, the connection, Pause, Dock (popup only) and the way to the options. */
export function FeedHeader({ layout, status, now, paused, onPause }: { layout: 'popup' | 'panel'; status?: StatusSnapshot; now: number; paused: boolean; onPause: (paused: boolean) => void }) {
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
      <button type="button" class="icon-link trade" aria-label={t('trade.button')} title={t('trade.buttonTitle')} onClick={() => void sendMessage(workerMessages, 'openTrade')}>
        ↗
      </button>
      <a class="icon-link" href={browser.runtime.getURL('/options.html')} target="_blank" rel="noreferrer" aria-label={t('feed.options')} title={t('feed.options')}>
        ⚙
      </a>
    </header>
  );
}
