import { describe, expect, it } from 'vitest';
import type { KeyConsent } from './permission-request';
import { watchKeyConsent } from './key-consent-watch';

describe('watchKeyConsent', () => {
  it('allows nothing until read; follows the answer; says so only when it changes', async () => {
    let answer: KeyConsent = 'missing';
    let changes = 0;
    const consent = watchKeyConsent(async () => answer, () => changes++);
    expect(consent.allowed).toBe(false);
    await consent.check();
    expect([consent.allowed, changes]).toEqual([false, 1]);
    await consent.check();
    expect(changes).toBe(1);
    answer = 'granted';
    await consent.check();
    expect([consent.allowed, changes]).toEqual([true, 2]);
    answer = 'unsupported';
    await consent.check();
    expect(consent.allowed).toBe(true);
  });

  it('an answer that arrives after a later one is dropped', async () => {
    const answers: Array<(consent: KeyConsent) => void> = [];
    const consent = watchKeyConsent(() => new Promise((resolve) => answers.push(resolve)), () => {});
    const first = consent.check();
    const second = consent.check();
    answers[1]!('missing');
    await second;
    answers[0]!('granted');
    await first;
    expect(consent.allowed).toBe(false);
  });
});
