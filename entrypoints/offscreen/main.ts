import { browser } from 'wxt/browser';
import { OFFSCREEN_TARGET, soundUrl, sounds, type PlaySoundMessage } from '@/utils/notify/sounds';
import { isOwnPage } from '@/utils/messages';

// Chrome only: the service worker cannot play audio, so it asks this document to. Only the
// extension itself may ask, and only for one of the bundled sounds.
browser.runtime.onMessage.addListener(((message: unknown, sender: { id?: string; url?: string }) => {
  const request = message as Partial<PlaySoundMessage>;
  if (request?.target !== OFFSCREEN_TARGET || !isOwnPage(browser, sender) || !(sounds as readonly unknown[]).includes(request.sound)) return undefined;
  return new Audio(soundUrl(browser, request.sound!)).play().then(() => true);
}) as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
