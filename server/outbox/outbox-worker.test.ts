import { describe, expect, it, vi } from 'vitest';
import { MAX_RETRY_AFTER_MS, OutboxWorker } from './outbox-worker';
import { openDb } from '../storage/sqlite/db';
import { SqliteOutbox } from '../storage/sqlite/outbox';

function withRow() {
  const db = openDb(':memory:');
  db.prepare('INSERT INTO outbox (kind, payload, created_at, next_attempt_at) VALUES (?, ?, 0, 0)').run('chat', '{"content":"x"}');
  return db;
}

const webhooks = { chat: 'http://hook.test/chat' };

function held() {
  let answer!: (response: Response) => void;
  const fetch = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch,
    answer: (status: number, headers: Record<string, string> = {}) => answer(new Response(null, { status, headers })),
  };
}

describe('OutboxWorker', () => {
  it('stop() waits for the delivery in flight, so it is recorded before the database closes', async () => {
    const db = withRow();
    const hook = held();
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch, webhooks });
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
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch, webhooks, baseDelayMs: 60_000 });
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
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch, webhooks, log });
    outbox.start();
    await vi.waitFor(() => expect(hook.calls).toHaveBeenCalledOnce());
    // The webhook answers after the database went away (a shutdown that did not wait, a busy file).
    db.close();
    hook.answer(204);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringMatching(/^outbox: delivery round failed \(.*database.*\); retrying in 5 s$/)));
    await outbox.stop();
  });

  it('a row names its webhook: it goes to the address configured now; an old row keeps the address it was written with', async () => {
    const db = withRow();
    db.prepare('INSERT INTO outbox (kind, legacy_url, payload, created_at, next_attempt_at) VALUES (?, ?, ?, 0, 0)').run('chat', 'http://old.test/chat', '{}');
    const hook = held();
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch, webhooks: { chat: 'http://moved.test/chat' } });
    outbox.start();
    await vi.waitFor(() => expect(hook.calls).toHaveBeenCalledOnce());
    hook.answer(204);
    await vi.waitFor(() => expect(hook.calls).toHaveBeenCalledTimes(2));
    hook.answer(204);
    await outbox.stop();
    expect(hook.calls.mock.calls.map(([url]) => url)).toEqual(['http://moved.test/chat', 'http://old.test/chat']);
    db.close();
  });

  it('nameWebhooks drops a stored address that is the configured one, and keeps any other', async () => {
    const db = openDb(':memory:');
    const insert = db.prepare('INSERT INTO outbox (kind, legacy_url, payload, created_at, next_attempt_at) VALUES (?, ?, ?, 0, 0)');
    insert.run('chat', 'http://hook.test/chat', '{}');
    insert.run('post', 'http://hook.test/chat', '{}');
    insert.run('chat', 'http://elsewhere.test/', '{}');
    await new SqliteOutbox(db).nameWebhooks({ chat: 'http://hook.test/chat' });
    expect(db.prepare('SELECT kind, legacy_url AS url FROM outbox ORDER BY id').all()).toEqual([
      { kind: 'chat', url: null },
      { kind: 'post', url: 'http://hook.test/chat' },
      { kind: 'chat', url: 'http://elsewhere.test/' },
    ]);
    db.close();
  });

  it.each([429, 503])('an HTTP %i with Retry-After is due again when the webhook said, not on the backoff', async (status) => {
    const db = withRow();
    const hook = held();
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch, webhooks, baseDelayMs: 1 });
    outbox.start();
    await vi.waitFor(() => expect(hook.calls).toHaveBeenCalledOnce());
    const before = Date.now();
    hook.answer(status, { 'retry-after': '120' });
    await vi.waitFor(() => expect(db.prepare('SELECT attempts FROM outbox').get()).toEqual({ attempts: 1 }));
    const { next_attempt_at } = db.prepare('SELECT next_attempt_at FROM outbox').get() as { next_attempt_at: number };
    expect(next_attempt_at).toBeGreaterThanOrEqual(before + 120_000);
    expect(next_attempt_at).toBeLessThan(before + 300_000);
    await outbox.stop();
    db.close();
  });

  it('a Retry-After past an hour is taken as an hour', async () => {
    const db = withRow();
    const hook = held();
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch, webhooks });
    outbox.start();
    await vi.waitFor(() => expect(hook.calls).toHaveBeenCalledOnce());
    hook.answer(429, { 'retry-after': String(30 * 24 * 3600) });
    await vi.waitFor(() => expect(db.prepare('SELECT attempts FROM outbox').get()).toEqual({ attempts: 1 }));
    const { next_attempt_at } = db.prepare('SELECT next_attempt_at FROM outbox').get() as { next_attempt_at: number };
    expect(next_attempt_at).toBeLessThanOrEqual(Date.now() + MAX_RETRY_AFTER_MS);
    expect(next_attempt_at).toBeGreaterThan(Date.now() + MAX_RETRY_AFTER_MS - 60_000);
    await outbox.stop();
    db.close();
  });

  it('a row whose webhook is no longer configured waits (and is given up by retention), it is not sent anywhere', async () => {
    const db = withRow();
    const hook = held();
    const outbox = new OutboxWorker(new SqliteOutbox(db), { fetch: hook.fetch, webhooks: {}, baseDelayMs: 60_000 });
    outbox.start();
    await vi.waitFor(() => expect(db.prepare('SELECT attempts, last_error FROM outbox').get()).toEqual({ attempts: 1, last_error: 'no --chat-webhook is configured' }));
    await outbox.stop();
    expect(hook.calls).not.toHaveBeenCalled();
    db.close();
  });
});
