import { browser } from 'wxt/browser';
import { OFFSCREEN_TARGET, type PlaySoundMessage } from '@/utils/background/sound';

// Chrome only: the service worker cannot play audio, so it asks this document to.
browser.runtime.onMessage.addListener(((message: unknown) => {
  const request = message as Partial<PlaySoundMessage>;
  if (request?.target !== OFFSCREEN_TARGET || typeof request.url !== 'string') return undefined;
  return new Audio(request.url).play().then(() => true);
}) as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
