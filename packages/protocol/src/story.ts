/**
 * How long a story gathers items, from its first: an exchange's notice and the outlets repeating it
 * arrive within minutes, and a day later it is new news. The service joins no later item to a
 * story, and the extension folds none, whatever a service says.
 */
export const STORY_SPAN_MS = 6 * 60 * 60_000;
