import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_FLOOR, adminTokenWeakness, estimatedBits } from './admin-token-strength';

describe('adminTokenWeakness', () => {
  it.each([
    ['32 × a', 'a'.repeat(32)],
    ['password × 4', 'password'.repeat(4)],
    ['32 spaces', ' '.repeat(32)],
    ['40 × 0', '0'.repeat(40)],
    ['a run of the alphabet', 'abcdefghijklmnopqrstuvwxyzabcdef'],
    ['a run of hex digits, twice', '0123456789abcdef'.repeat(2)],
    ['a unit repeated', 'Xy7#Qz2!'.repeat(4)],
    ['common words and a run', 'test-admin-token-0123456789abcdef'],
    ['common words, upper case', 'PASSWORDSECRETADMINTOKENLETMEIN1'],
  ])('refuses %s, saying why', (_name, token) => {
    expect(adminTokenWeakness(token)).toMatch(/different characters|guessable/);
  });

  it('accepts random tokens as generated, or from openssl rand -base64 / -hex, every time', () => {
    for (let i = 0; i < 2_000; i++) {
      for (const token of [randomBytes(24).toString('base64url'), randomBytes(32).toString('base64'), randomBytes(16).toString('hex')]) {
        expect(adminTokenWeakness(token), token).toBeUndefined();
      }
    }
  });

  it('counts a repeated unit once, and a run for nothing', () => {
    const unit = 'k9Q#x2Lm';
    expect(estimatedBits(unit.repeat(4))).toBe(estimatedBits(unit));
    expect(estimatedBits(`${unit}aaaaaaaa`)).toBe(estimatedBits(`${unit}a`));
    expect(estimatedBits('_V7_44KjS4k_p3Uads-nnyZoHLXgqALO')).toBeGreaterThan(ADMIN_TOKEN_FLOOR.bits);
  });
});
