/**
 * How long a story gathers items, from its first: an exchange's notice and the outlets repeating it
 * arrive within minutes, and a day later it is new news. The service joins no later item to a
 * story, and the extension folds none, whatever a service says.
 */
export const STORY_SPAN_MS = 6 * 60 * 60_000;

/**
 * How long a listing's story gathers listing notices and markets of the same coin, from its first:
 * an exchange announces days ahead, another exchange lists the coin days later, and a trader reads
 * it as one listing. Only items that say they are a listing (a listing notice, a market gone live)
 * reach this far; everything else keeps STORY_SPAN_MS.
 */
export const LISTING_SPAN_MS = 7 * 24 * 60 * 60_000;
