import type { WxtBrowser } from 'wxt/browser';
import { t } from '@/utils/base/i18n';
import type { StartAlert } from './start-alerts';

/** The start alert's notification: a plain one, with an id of its own (a click opens the feed, as the notifier does for ids not an item's). */
export async function raiseStartAlert(browser: Pick<WxtBrowser, 'notifications' | 'runtime'>, alert: StartAlert): Promise<void> {
  await browser.notifications.create(`newsflash:start:${alert.key}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: t('startAlert.title', [alert.exchange, alert.coins]),
    message: t('startAlert.message'),
  });
}
