import { RE2JS } from 're2js';

/**
 * Why a pattern might not run in time linear in its text, or undefined. The classifier's patterns
 * run on the JavaScript engine, which backtracks; they are held to a shape whose work is bounded
 * whatever the text: every repeat bounded (`{0,12}`, never `*`, `+` or `{n,}`), no repeat of a
 * group that itself repeats (no `(a{1,3}){1,3}`; an optional one, `(a{1,3})?`, is fine), and nothing RE2 refuses (backreferences,
 * lookaround), so that the same pattern also runs on RE2 (re2js, which the extension's rule
 * patterns use: utils/notify/pattern.ts). With the texts cut to their budgets, a match then costs
 * at most the text's length times the product of two adjacent repeats' bounds.
 */
export function patternProblem(source: string, flags = ''): string | undefined {
  try {
    RE2JS.compile(source, flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (error) {
    return `RE2 refuses it: ${(error as Error).message}`;
  }
  // Per open group: whether something inside it repeats.
  const groups: boolean[] = [];
  let lastGroupRepeats = false;
  let afterGroup = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      i++;
      afterGroup = false;
      continue;
    }
    if (char === '[') {
      // A class is one character: skip to its end.
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      afterGroup = false;
      continue;
    }
    if (char === '(') {
      groups.push(false);
      if (source[i + 1] === '?') i += source[i + 2] === '<' ? 3 : 2;
      afterGroup = false;
      continue;
    }
    if (char === ')') {
      lastGroupRepeats = groups.pop() ?? false;
      afterGroup = true;
      continue;
    }
    const repeat = char === '*' || char === '+' || char === '?' || char === '{';
    if (!repeat) {
      afterGroup = false;
      continue;
    }
    if (char === '*' || char === '+') return `unbounded repeat "${char}" at ${i}`;
    // At most once (`?`, `{0,1}`) splits a text no more ways than the group alone does.
    let once = char === '?';
    if (char === '{') {
      const end = source.indexOf('}', i);
      const bounds = source.slice(i + 1, end);
      if (!/^\d{1,3}(?:,\d{1,3})?$/.test(bounds)) return `unbounded repeat "{${bounds}}" at ${i}`;
      once = Number(bounds.split(',').pop()) <= 1;
      i = end;
    }
    // A lazy mark after a repeat is no repeat of its own.
    if (source[i + 1] === '?') i++;
    if (afterGroup && lastGroupRepeats && !once) return `a repeated group that itself repeats, at ${i}`;
    if (groups.length > 0) groups[groups.length - 1] = true;
    afterGroup = false;
  }
  return undefined;
}
