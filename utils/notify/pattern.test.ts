import { describe, expect, it } from 'vitest';
import { compilePattern, MATCH_TEXT_MAX, patternCost } from './pattern';

const run = (pattern: string, text: string) => {
  const compiled = compilePattern(pattern);
  if (!compiled.ok) throw new Error(compiled.reason);
  return compiled.test(text);
};

describe('rule patterns', () => {
  // Each of these takes the browser's backtracking engine seconds to hours on these headlines.
  it.each([
    ['^(a+)+$', `${'a'.repeat(40)}!`, false],
    // Zero repetitions before the end: these match, as they do in the browser.
    ['(\\w+\\s?)*$', `${'word '.repeat(8)}${'a'.repeat(30)}!`, true],
    ['(.*\\s)*listing$', `${'a '.repeat(40)}!`, false],
    ['(a|a)*$', `${'a'.repeat(40)}b`, true],
    ['\\d*\\d*\\d*x', '1'.repeat(MATCH_TEXT_MAX), false],
    ['(x+x+)+y', 'x'.repeat(MATCH_TEXT_MAX), false],
  ])('%s cannot stall on a hostile headline: it runs, and answers correctly', (pattern, text, expected) => {
    expect(run(pattern, text)).toBe(expected);
    expect(run(pattern, 'aaa listing')).toBe(new RegExp(pattern, 'i').test('aaa listing'));
  });

  it('matches like the browser for everyday patterns: any case, word boundaries, JS escapes, Unicode', () => {
    expect(run('list(ing)?\\b', 'Binance will LIST Example')).toBe(true);
    expect(run('\\bETF\\b', 'ETFs soar')).toBe(false);
    expect(run('caf\\u00e9|\\x41bc', 'CAFÉ opens')).toBe(true);
    expect(run('\\p{Lu}{3,}', 'new ÉTÉ token')).toBe(true);
    expect(run('^upbit', 'Upbit: KRW market')).toBe(true);
  });

  it('takes patterns within the budgets and reports their cost', () => {
    const compiled = compilePattern('.{0,400}listing');
    expect(compiled.ok && compiled.size).toBeGreaterThan(800);
    expect(patternCost('.{0,400}listing')).toBe(compiled.ok ? compiled.size : -1);
    expect(patternCost('(')).toBe(0);
    expect(patternCost(undefined)).toBe(0);
  });

  it('matches only the first MATCH_TEXT_MAX characters', () => {
    expect(run('needle', `${'x'.repeat(MATCH_TEXT_MAX)}needle`)).toBe(false);
    expect(run('needle', `${'x'.repeat(MATCH_TEXT_MAX - 6)}needle`)).toBe(true);
  });

  it.each([
    ['(?=listing)', /lookahead, lookbehind or backreferences/],
    ['(?<!de)list', /lookahead/],
    ['(a)\\1', /invalid escape sequence/],
    ['(', /missing closing \)/],
    ['a{2000}', /counted repeats add up to 2000/],
    ['.{0,1000}'.repeat(43), /counted repeats add up to 43000, more than 1000/],
    ['(?:ab|cd){0,500}', /too costly to run on every headline: [\d,]+ steps, at most 2,000/],
  ])('refuses %s and says why', (pattern, reason) => {
    const compiled = compilePattern(pattern);
    expect(compiled.ok).toBe(false);
    expect(!compiled.ok && compiled.reason).toMatch(reason);
    expect(!compiled.ok && compiled.reason).toMatch(/^Newsflash cannot run this pattern/);
  });
});
