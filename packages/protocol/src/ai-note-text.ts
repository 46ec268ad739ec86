// Kept apart from the zod schemas (ai-note.ts): the clients read the model's notes without zod (outcome-read.ts).

/** The longest summary: one line on a card. */
export const AI_SUMMARY_MAX = 140;
/** The longest English headline the model may give; a title is at most 1,000 characters, a headline far less. */
export const AI_EN_MAX = 300;

/** Plain text only: no control or format characters, no markup, no link, no line break. */
const PLAIN = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>]*$/u;
const LINK = /(?:https?:|www\.|\b[a-z0-9-]+\.(?:com|org|net|io|xyz|app|me|co|ly|gg)\b)/iu;

/** Whether the model's text is one plain line: no markup, link or surrounding space. */
export const isPlainLine = (text: string) => PLAIN.test(text) && !LINK.test(text) && text.trim() === text;
