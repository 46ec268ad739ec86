/**
 * A name a reader or a settings file gave (a feed's, a rule's, an alert channel's) as every page
 * shows it: its format characters taken out (bidi overrides and isolates, zero-width spaces, soft
 * hyphens: a name must not reorder its neighbours nor pass for another, "main\u200B" for "main";
 * the zero-width joiner and non-joiner stay for emoji and scripts), control characters and runs of
 * white space made one space, trimmed.
 */
export function shownName(name: string): string {
  return name
    .replace(/[^\P{Cf}\u200c\u200d]/gu, '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
}
