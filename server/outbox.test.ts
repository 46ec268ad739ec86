import { describe, expect, it, vi } from 'vitest';
import { OutboxWorker } from './outbox';
import { openDb } from './storage/sqlite/db';
import { SqliteOutbox } from './storage/sqlite/outbox';

function withRow() {
  const db = openDb(':memory:');
  db.prepare('INSERT INTO outbox (kind, url, payload, created_at, next_attempt_at) VALUES (?, ?, ?, 0, 0)').run('chat', 'http://hook.test/chat', '{"content":"x"}');
  return db;
}

function held() {
  let answer!: (response: Response) => void;
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, answer: (status: number) => answer(new Response(null, { status })) };
}

describe('OutboxWorker', () => {
  it('stop() waits for the delivery in flight, so it is recorded before the database closes', async () => {
    const db = withRow();
    const hook = held();
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch });
    outbox.start();
    await vi.waitFor(() => expect(hook.calls).toHaveBeenCalledOnce());
    let stopped = false;
    const stopping = outbox.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    hook.answer(204);
    await stopping;
    expect(db.prepare('SELECT delivered_at FROM outbox').get()).toEqual({ delivered_at: expect.any(Number) });
    db.close();
  });

  it('a failed delivery is recorded with its error and due again after the backoff', async () => {
    const db = withRow();
    const hook = held();
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch, baseDelayMs: 60_000 });
    outbox.start();
    await vi.waitFor(() => expect(hook.calls).toHaveBeenCalledOnce());
    const before = Date.now();
    hook.answer(503);
    await vi.waitFor(() => expect(db.prepare('SELECT attempts, last_error FROM outbox').get()).toEqual({ attempts: 1, last_error: 'HTTP 503' }));
    const { next_attempt_at } = db.prepare('SELECT next_attempt_at FROM outbox').get() as { next_attempt_at: number };
    expect(next_attempt_at).toBeGreaterThanOrEqual(before + 60_000);
    await outbox.stop();
    db.close();
  });

  it('a database that fails mid-round is logged, not thrown: the process keeps running', async () => {
    const db = withRow();
    const hook = held();
    const log = vi.fn();
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch, log });
    outbox.start();
    await vi.waitFor(() => expect(hook.calls).toHaveBeenCalledOnce());
    // The webhook answers after the database went away (a shutdown that did not wait, a busy file).
    db.close();
    hook.answer(204);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringMatching(/^outbox: delivery round failed \(.*database.*\); retrying in 5 s$/)));
    await outbox.stop();
  });
});
