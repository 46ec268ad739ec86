import '@newsflash/protocol/zod';
import { browser } from '@/utils/base/bare-browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createEngine } from '@/utils/background/engine';
import { registerOnboarding } from '@/utils/background/onboarding';
import { registerUpdateNote } from '@/utils/background/register-update-note';
import { registerSettingsSync } from '@/utils/sync/register';
import { OPEN_PANEL_COMMAND, OPEN_TRADE_COMMAND } from '@/utils/base/commands';
import { createSoundPlayer } from '@/utils/notify/sound-player';
import { systemClock, type FetchLike, type SocketLike } from '@/utils/net/net-types';
import { payloadSchemas } from '@/utils/messages/payloads';
import { handleMessages } from '@/utils/messages';
import { settings } from '@/utils/settings';
import { storeOpenedWithin } from '@/utils/store/open-within';
import { openHopLog } from '@/utils/hops/hop-log';
import { keepPatternEngine } from '@/utils/notify/pattern-engine-script';

export default defineBackground({
  // Firefox: a persistent MV2 background page keeps the socket open. Chrome ignores this (MV3 worker).
  persistent: true,
  main() {
    keepPatternEngine();
    const browserName = import.meta.env.FIREFOX ? 'firefox' : 'chrome';
    const engine = createEngine({
      browser,
      browserName,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      fetch: ((url, init) => fetch(url, init)) as FetchLike,
      clock: systemClock,
      random: Math.random,
      openStore: () => storeOpenedWithin(),
      openHopLog: () => openHopLog(),
      playSound: createSoundPlayer(browser, browserName),
      settings,
    });
    handleMessages(browser, engine.handlers, payloadSchemas);
    engine.register();
    registerOnboarding(browser, settings);
    registerUpdateNote(browser);
    registerSettingsSync(browser, settings);
    // Chrome: a keyboard command opens the side panel (Firefox's sidebar command needs no code);
    // in both, another opens the newest alert's trade.
    browser.commands.onCommand.addListener((command, tab) => {
      if (command === OPEN_TRADE_COMMAND) void engine.openTrade();
      else if (!import.meta.env.FIREFOX && command === OPEN_PANEL_COMMAND && tab?.windowId !== undefined) {
        void browser.sidePanel.open({ windowId: tab.windowId });
      }
    });
    void engine.start();
    // For the devtools console and e2e tests: browsers offer no way to click a notification's
    // button or fire an alarm from outside, so these drive the very handlers the browser runs.
    Object.assign(globalThis, {
      newsflashDebug: {
        status: engine.status,
        ...engine.debug,
        clickNotification: (id: string, button?: number) =>
          button === undefined ? engine.notifier.clicked(id) : engine.notifier.buttonClicked(id, button),
        fireWatchdog: engine.watchdog,
        openTrade: engine.openTrade,
      },
    });
  },
});
