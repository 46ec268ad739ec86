/**
 * The wild set's held-out part: real exchange notice titles labelled blind against the "Label
 * policy" section of docs/notice-kinds.md by helper sessions that never read the classifier
 * (server/notices/); where each title was found: bench/labelled/notice-wild-SOURCES.md. Never used
 * in tuning, never opened while changing the classifier: the bench prints only its figures, never
 * its titles. Filled by the lead engineer from the labellers' output; empty until then.
 */
import type { NoticeTitle } from '../notice-titles';

export const WILD_HELD_OUT: readonly NoticeTitle[] = [];
