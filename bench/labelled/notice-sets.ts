import { NOTICE_TITLES, type NoticeTitle } from './notice-titles';
import { WRITTEN_HELD_OUT } from './held-out/notice-written';
import { WILD_HELD_OUT } from './held-out/notice-wild';
import { WILD_TUNING } from './notice-wild';
import { WRITTEN_DECOYS } from './notice-written';

/** A labelled set of notice titles the classifier is measured on, by the name the bench prints. */
export interface NoticeSet {
  name: string;
  titles: readonly NoticeTitle[];
  /** Whether its titles may be printed (the ones read wrong, a check's failures): never for a held-out set. */
  showTitles: boolean;
}

/**
 * The project's own set, the wild set's tuning part and its held-out part, and the titles written for the
 * test and their held-out part, in the order the bench prints them.
 */
export const NOTICE_SETS: readonly NoticeSet[] = [
  { name: 'old', titles: NOTICE_TITLES, showTitles: true },
  { name: 'wild tuning', titles: WILD_TUNING, showTitles: true },
  { name: 'wild held-out', titles: WILD_HELD_OUT, showTitles: false },
  { name: 'written decoys', titles: WRITTEN_DECOYS, showTitles: true },
  { name: 'written held-out', titles: WRITTEN_HELD_OUT, showTitles: false },
];
