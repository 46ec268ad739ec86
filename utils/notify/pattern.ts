import { shownCount, t } from '@/utils/base/i18n';
import { patternEngine } from '#pattern-engine';

/**
 * Rule patterns run on RE2 (re2js), whose matching time grows linearly with the text, whatever
 * the pattern. The browser's own engine backtracks: `^(a+)+$`, `(\w+\s?)*$` or `\d*\d*\d*x` take
 * seconds on a 30-character headline, synchronously, stopping the worker and its socket. A checker
 * that refuses such patterns is a heuristic with gaps (the ones measured here either missed
 * `\d*\d*\d*x` or refused `.*list.*`); an engine that cannot backtrack has none. The price is RE2's
 * syntax: no lookaround and no backreferences, which such patterns are refused for, saying so.
 *
 * Linear is not cheap enough: RE2's work is its program's size times the text's length, and
 * counted repeats grow the program (`.{0,1000}` is 2,000 instructions; forty of them cost
 * 100 ms a headline). So each pattern has a budget of instructions, the whole rule set another,
 * and a pattern's counted repeats are added up before anything is compiled (compiling a huge
 * program is itself slow and large).
 */

/** Only the first this many characters of an item are matched, so the work per rule stays small. */
export const MATCH_TEXT_MAX = 2_000;
/** Instructions one pattern may compile to (`.{0,500}` is about 1,000). */
const PATTERN_PROGRAM_MAX = 2_000;
/** Instructions all the rules' patterns may compile to together. */
const RULESET_PROGRAM_MAX = 10_000;
/** The counted repeats' upper bounds added up; checked on the text, before compiling. */
const REPEAT_TOTAL_MAX = 1_000;

export type CompiledPattern = { ok: true; size: number; test: (text: string) => boolean } | { ok: false; reason: string };

const cache = new Map<string, CompiledPattern>();

const refused = (detail: string): CompiledPattern => ({
  ok: false,
  reason: t('rule.patternUnrunnable', [detail]),
});

/** `a{2,5}` counts 5, `a{3}` and `a{3,}` count 3: roughly how many copies the program holds. */
function repeatTotal(pattern: string): number {
  let total = 0;
  for (const match of pattern.matchAll(/\{(\d{1,6})(?:,(\d{0,6}))?\}/g)) total += Math.max(Number(match[1]), Number(match[2] || 0));
  return total;
}

function compile(pattern: string): CompiledPattern {
  const repeats = repeatTotal(pattern);
  if (repeats > REPEAT_TOTAL_MAX) return refused(t('rule.patternRepeats', [String(repeats), String(REPEAT_TOTAL_MAX)]));
  // Outside the try: an engine that failed to load is not the pattern's fault, and must not turn its rule off.
  const RE2JS = patternEngine();
  try {
    const re = RE2JS.compile(RE2JS.translateRegExp(pattern), RE2JS.CASE_INSENSITIVE);
    const size = re.programSize();
    if (size > PATTERN_PROGRAM_MAX) return refused(t('rule.patternCostly', [shownCount(size), shownCount(PATTERN_PROGRAM_MAX)]));
    return { ok: true, size, test: (text) => re.test(text.length > MATCH_TEXT_MAX ? text.slice(0, MATCH_TEXT_MAX) : text) };
  } catch (error) {
    return refused((error instanceof Error ? error.message : String(error)).replace(/^error parsing regexp: /, ''));
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

/** What a pattern costs toward the rule set's budget (one that cannot run costs nothing: it never runs). */
export function patternCost(pattern: string | undefined): number {
  if (!pattern) return 0;
  const compiled = compilePattern(pattern);
  return compiled.ok ? compiled.size : 0;
}

/** Why adding a pattern of `cost` to rules already costing `spent` is refused, or undefined when it fits. */
export function overRuleSetBudget(spent: number, cost: number): string | undefined {
  if (spent + cost <= RULESET_PROGRAM_MAX) return undefined;
  return t('rule.ruleSetCostly', [String(spent + cost), String(RULESET_PROGRAM_MAX)]);
}
