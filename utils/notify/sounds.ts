import type { WxtBrowser } from 'wxt/browser';

/** The bundled alert sounds, and how a page or the offscreen player finds and asks for one. */
export const sounds = ['ping', 'chime'] as const;
export type Sound = (typeof sounds)[number];

export const soundUrl = (browser: Pick<WxtBrowser, 'runtime'>, sound: Sound) => browser.runtime.getURL(`/sounds/${sound}.wav`);

export const OFFSCREEN_TARGET = 'newsflash-offscreen';
/** Names a bundled sound, never a URL: the document that plays it must not fetch what it is told to. */
export interface PlaySoundMessage {
  target: typeof OFFSCREEN_TARGET;
  sound: Sound;
}
