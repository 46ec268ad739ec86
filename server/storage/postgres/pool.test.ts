import { describe, expect, it } from 'vitest';
import { StorageUnavailable } from '../types';
import { isUnavailable, translate } from './pool';

const withCode = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe('isUnavailable', () => {
  it.each([
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    withCode('Connection terminated unexpectedly'),
    withCode('timeout exceeded when trying to connect'),
  ])('reads %s as the database being away', (error) => {
    expect(isUnavailable(error)).toBe(true);
    expect(() => translate(error)).toThrow(StorageUnavailable);
  });

  it.each([withCode('duplicate key value violates unique constraint', '23505'), withCode('syntax error at or near "SELEC"', '42601'), 'a string'])(
    'keeps %s a real error (500, not 503)',
    (error) => {
      expect(isUnavailable(error)).toBe(false);
      expect(() => translate(error)).toThrow(error instanceof Error ? error.message : 'a string');
    },
  );
});
