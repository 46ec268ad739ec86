import pg from 'pg';
import { StorageUnavailable } from '../types';

/** Error codes that mean "the database is not reachable now", as opposed to a bad query. */
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);

export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code ?? '';
  // Class 08 is "connection exception"; node-postgres reports its own lost connections by message.
  return UNAVAILABLE.has(code) || code.startsWith('08') || /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message);
}

/** Rethrows a lost database as StorageUnavailable (503), anything else as it is (500). */
export function translate(error: unknown): never {
  if (isUnavailable(error)) throw new StorageUnavailable(`database unavailable: ${(error as Error).message}`);
  throw error;
}

// BIGINT columns hold millisecond times and ids, all well inside 2^53: read them as numbers.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Callers that may wait for a connection at once. node-postgres queues without bound: under a
 * flood every request would wait its 2 s and memory would grow with the queue. Past this the
 * caller gets StorageUnavailable (503 with Retry-After) at once, and the queue stays short.
 */
export const MAX_WAITING = 50;

function refuseWhenBusy(pool: pg.Pool): void {
  if (pool.waitingCount >= MAX_WAITING) throw new StorageUnavailable(`database busy: ${pool.waitingCount} requests already waiting for a connection`);
}

/** Statements sent to the database, each one round trip (node-postgres sends the next only after the last is answered). */
export interface RoundTrips {
  count: number;
}

/** A client that counts its statements into `trips`, so /metrics can say how often a request waits on the database. */
function countingClient(trips: RoundTrips): new () => pg.Client {
  return class extends pg.Client {
    override query(...args: unknown[]): never {
      trips.count++;
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  } as unknown as new () => pg.Client;
}

export function createPool(url: string, log: (line: string) => void, trips: RoundTrips = { count: 0 }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    Client: countingClient(trips),
    types,
    max: 10,
    // A vote waits at most this long for a connection before it answers 503, rather than hanging.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server drops (restart, failover) is reported here; without a listener
  // the pool would end the process. The next query opens a fresh connection.
  pool.on('error', (error) => log(`postgres: idle connection lost (${error.message})`));
  return pool;
}

/** Runs `work` in one transaction on one connection; rolls back on any error. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  refuseWhenBusy(pool);
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    translate(error);
  }
  let broken: unknown;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    broken = isUnavailable(error) ? error : undefined;
    await client.query('ROLLBACK').catch((rollback: unknown) => (broken = rollback));
    return translate(error);
  } finally {
    // A connection that failed mid-transaction is not handed to the next caller.
    client.release(broken instanceof Error ? broken : undefined);
  }
}

/** One query on any pooled connection, with a lost database reported as StorageUnavailable. */
export async function query<R extends pg.QueryResultRow>(pool: pg.Pool, text: string, values: unknown[] = []): Promise<R[]> {
  refuseWhenBusy(pool);
  try {
    return (await pool.query<R>(text, values)).rows;
  } catch (error) {
    translate(error);
  }
}
