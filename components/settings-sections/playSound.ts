import { browser } from 'wxt/browser';
import { soundUrl, type Sound } from '@/utils/notify/sounds';

/** Plays a bundled alert sound here, in the page, as a preview. */
export const playSound = (sound: Sound) => new Audio(soundUrl(browser, sound)).play();
