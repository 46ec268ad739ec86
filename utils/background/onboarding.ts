import type { WxtBrowser } from 'wxt/browser';
import { isOwnPage, WELCOME_PORT } from '@/utils/messages';
import type { Settings } from '@/utils/settings';

/**
 * A fresh install greets the reader: desktop notifications and price moves wait, off, until they
 * choose on the welcome page (the feed itself may connect, anonymously). An update changes nothing
 * a reader had.
 */
export function registerOnboarding(browser: WxtBrowser, settings: Settings): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    void (async () => {
      const [alerts, prices] = await Promise.all([settings.alerts.get(), settings.prices.get()]);
      await Promise.all([
        settings.alerts.item.setValue({ ...alerts, desktop: 'pending' }),
        settings.prices.item.setValue({ ...prices, enabled: false }),
        settings.onboarding.item.setValue('pending'),
      ]);
      await browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
    })();
  });
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== WELCOME_PORT || !port.sender || !isOwnPage(browser, port.sender)) return;
    port.onDisconnect.addListener(() => void dismissIfUnchosen(settings));
  });
}

/** Closed without choosing: notifications and prices stay off, and the popup offers the choice. */
export async function dismissIfUnchosen(settings: Settings): Promise<void> {
  if ((await settings.onboarding.get()) !== 'pending') return;
  const alerts = await settings.alerts.get();
  await Promise.all([settings.alerts.item.setValue({ ...alerts, desktop: 'off' }), settings.onboarding.item.setValue('dismissed')]);
}
