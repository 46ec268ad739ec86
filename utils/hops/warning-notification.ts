import type { WxtBrowser } from 'wxt/browser';
import { t } from '@/utils/base/i18n';
import type { SourceWarning } from './silence';
import { warningText } from './warning-text';

/** One notification per warning (the keeper raises each once until it recovers); a plain one, which both browsers show alike. */
export async function raiseWarning(browser: WxtBrowser, warning: SourceWarning): Promise<void> {
  const id = warning.kind === 'socket-down' ? 'newsflash:warning:socket' : `newsflash:warning:${warning.source}`;
  await browser.notifications
    .create(id, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title: warning.kind === 'socket-down' ? t('hops.notifySocketTitle') : t('hops.notifySilentTitle'),
      message: warningText(warning, Date.now()),
    })
    .catch(() => {});
}
