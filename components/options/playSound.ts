import { browser } from 'wxt/browser';
import type { Sound } from '@/utils/alerts/rules';
import { soundUrl } from '@/utils/background/sound';

/** Plays a bundled alert sound here, in the page, as a preview. */
export const playSound = (sound: Sound) => new Audio(soundUrl(browser, sound)).play();
