import type { WxtBrowser } from 'wxt/browser';
import { sendLikePolyfill } from '@/utils/base/bare-browser';
import type { BrowserName } from './notification-options';
import { OFFSCREEN_TARGET, soundUrl, type PlaySoundMessage, type Sound } from './sounds';

/**
 * Plays a bundled sound. Chrome's service worker has no audio, so an offscreen document plays it;
 * Firefox's background page plays it itself.
 */
export function createSoundPlayer(browser: WxtBrowser, browserName: BrowserName): (sound: Sound) => Promise<void> {
  if (browserName === 'firefox') {
    return async (sound) => {
      await new Audio(soundUrl(browser, sound)).play();
    };
  }
  let creating: Promise<void> | undefined;
  const ensureDocument = async () => {
    const contexts = await browser.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT' as never] });
    if (contexts.length > 0) return;
    creating ??= browser.offscreen
      .createDocument({ url: '/offscreen.html', reasons: ['AUDIO_PLAYBACK' as never], justification: 'Plays the alert sound the user chose for a headline.' })
      .finally(() => (creating = undefined));
    await creating;
  };
  return async (sound) => {
    await ensureDocument();
    const message: PlaySoundMessage = { target: OFFSCREEN_TARGET, sound };
    // The offscreen document answers through the polyfill: a sound that failed is a marked reply.
    await sendLikePolyfill(browser.runtime)(message);
  };
}
