/**
 * What a spreadsheet opening a CSV would run as a formula: a cell starting with `=`, `+`, `-` or
 * `@` (OWASP's list), also behind spaces or invisible characters (Google Sheets trims them on import),
 * their fullwidth forms (＝, which Excel in Japanese and Chinese takes as =), and a tab, return or line feed first.
 */
const FORMULA = /^[\s\p{Cf}]*[=+\-@＝＋－＠]|^[\t\r\n]/u;

/**
 * A text cell a spreadsheet shows as text: one that could run is led by an apostrophe. Every CSV
 * the extension writes passes its text cells here (a headline, a source's or a rule's name is anyone's words).
 */
export const spreadsheetSafe = (text: string) => (FORMULA.test(text) ? `'${text}` : text);
