/**
 * The wild set's tuning part: real exchange notice titles labelled blind against the "Label
 * policy" section of docs/notice-kinds.md by helper sessions that never read the classifier
 * (server/notices/); where each title was found: bench/labelled/notice-wild-SOURCES.md. The
 * classifier may be tuned on these titles, and the bench prints the ones it reads wrong. Its
 * held-out part (held-out/notice-wild.ts) is never used in tuning: the bench prints only its
 * figures, never its titles. Filled by the lead engineer from the labellers' output; empty until then.
 */
import type { NoticeTitle } from './notice-titles';

export const WILD_TUNING: readonly NoticeTitle[] = [];
