import { describe, expect, it } from 'vitest';
import { StorageUnavailable } from '../types';
import type pg from 'pg';
import { inTransaction, isUnavailable, MAX_WAITING, query, translate } from './pool';

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

describe('the wait for a connection is bounded', () => {
  /** A pool as busy as asked, counting the queries it was given. */
  const busyPool = (waitingCount: number) => {
    const calls = { query: 0, connect: 0 };
    const pool = {
      waitingCount,
      query: async () => (calls.query++, { rows: [] }),
      connect: async () => (calls.connect++, { query: async () => ({ rows: [] }), release: () => {} }),
    } as unknown as pg.Pool;
    return { pool, calls };
  };

  it('refuses at once, as unavailable (503), when the queue is full, without queueing more', async () => {
    const { pool, calls } = busyPool(MAX_WAITING);
    await expect(query(pool, 'SELECT 1')).rejects.toThrow(/database busy/);
    await expect(query(pool, 'SELECT 1')).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(inTransaction(pool, async () => 1)).rejects.toBeInstanceOf(StorageUnavailable);
    expect(calls).toEqual({ query: 0, connect: 0 });
  });

  it('goes ahead while the queue has room', async () => {
    const { pool, calls } = busyPool(MAX_WAITING - 1);
    await expect(query(pool, 'SELECT 1')).resolves.toEqual([]);
    await expect(inTransaction(pool, async () => 1)).resolves.toBe(1);
    expect(calls).toEqual({ query: 1, connect: 1 });
  });
});
