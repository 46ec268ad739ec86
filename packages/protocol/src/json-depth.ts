/**
 * SECURITY.md's budget for every JSON text read from elsewhere (an origin's answer, a feed's frame
 * or reply): nesting at most this deep. Real answers nest 4 or 5 levels; a size-capped answer of
 * nothing but brackets nests millions deep, and parsing it, then what walks it afterwards (a
 * check, a copy), stalls the thread that reads it or runs out of stack.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` nests deeper than `max`, counted in one pass without parsing; stops once past it.
 * Strings are skipped with the engine's own search for their closing quote (a quote is escaped
 * when an odd run of backslashes stands before it; each backslash is counted once), so a real
 * reply, mostly text, costs a fraction of its parse.
 */
export function jsonDepthPast(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        // Unterminated: no deeper than counted so far, and the parse refuses it.
        if (end < 0) return false;
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
        if (backslashes % 2 === 0) break;
      }
      i = end;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}
