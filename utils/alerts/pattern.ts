import { RE2JS } from 're2js';

/**
 * Rule patterns run on RE2 (re2js), whose matching time grows linearly with the text, whatever
 * the pattern. The browser's own engine backtracks: `^(a+)+$`, `(\w+\s?)*$` or `\d*\d*\d*x` take
 * seconds on a 30-character headline, synchronously, stopping the worker and its socket. A checker
 * that refuses such patterns is a heuristic with gaps (the ones measured here either missed
 * `\d*\d*\d*x` or refused `.*list.*`); an engine that cannot backtrack has none. The price is RE2's
 * syntax: no lookaround and no backreferences, which such patterns are refused for, saying so.
 */

/** Only the first this many characters of an item are matched, so the work per rule stays small. */
export const MATCH_TEXT_MAX = 2_000;

export type CompiledPattern = { ok: true; test: (text: string) => boolean } | { ok: false; reason: string };

const cache = new Map<string, CompiledPattern>();

function compile(pattern: string): CompiledPattern {
  try {
    const re = RE2JS.compile(RE2JS.translateRegExp(pattern), RE2JS.CASE_INSENSITIVE);
    return { ok: true, test: (text) => re.test(text.length > MATCH_TEXT_MAX ? text.slice(0, MATCH_TEXT_MAX) : text) };
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).replace(/^error parsing regexp: /, '');
    return {
      ok: false,
      reason: `Newsflash cannot run this pattern (${detail}). Patterns run on an engine that no headline can stall, which has no lookahead, lookbehind or backreferences.`,
    };
  }
}

/** Compiles once per distinct pattern; bounded above the rule limit (200), so rules never recompile per item. */
export function compilePattern(pattern: string): CompiledPattern {
  let compiled = cache.get(pattern);
  if (!compiled) {
    compiled = compile(pattern);
    if (cache.size >= 256) cache.clear();
    cache.set(pattern, compiled);
  }
  return compiled;
}
