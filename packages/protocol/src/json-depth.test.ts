import { describe, expect, it } from 'vitest';
import { jsonDepthPast, MAX_JSON_DEPTH } from './json-depth';

/** The plain count, one character at a time: what the skipping count must agree with. */
function reference(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/** A value of random shape nested `depth` deep, its strings full of quotes, backslashes and brackets. */
function valueOf(random: () => number, depth: number): unknown {
  const pieces = ['"', '\\', '[', ']', '{', '}', 'a', '\\"', '\\\\', ' '];
  const text = () => Array.from({ length: Math.floor(random() * 12) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
  if (depth === 0) return text();
  return random() < 0.5 ? [text(), valueOf(random, depth - 1), 1] : { [text()]: valueOf(random, depth - 1), b: text() };
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => ((state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32);
}

describe('the nesting of a JSON text, counted before it is parsed', () => {
  it(`passes ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(jsonDepthPast(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthPast(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('counts no bracket inside a string, whatever run of backslashes stands before its quotes', () => {
    for (const text of ['["\\\\"]', '["\\\\\\"[[["]', `["${'\\\\'.repeat(500)}", [[1]]]`, '"\\\\\\\\"']) {
      expect(jsonDepthPast(text, 2), text).toBe(reference(text, 2));
    }
    expect(jsonDepthPast(JSON.stringify({ a: '['.repeat(10_000) }))).toBe(false);
  });

  it('agrees with the plain count on 2,000 random texts, at every budget around their depth', () => {
    const random = seeded(52);
    for (let round = 0; round < 2_000; round++) {
      const depth = Math.floor(random() * 8);
      const text = JSON.stringify(valueOf(random, depth));
      for (let max = 0; max <= depth + 1; max++) expect(jsonDepthPast(text, max), `${text} at ${max}`).toBe(reference(text, max));
    }
  });

  it('says no more than it counted of an unterminated string, which the parse then refuses', () => {
    expect(jsonDepthPast('[["abc')).toBe(false);
    expect(jsonDepthPast(`${'['.repeat(MAX_JSON_DEPTH + 1)}"`)).toBe(true);
  });
});
