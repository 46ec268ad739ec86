import { describe, expect, it, vi } from 'vitest';
import { openDb } from './db';
import { OutboxWorker } from './outbox';

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
    const outbox = new OutboxWorker(db, { fetch: hook.fetch });
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

  it('a database that fails mid-round is logged, not thrown: the process keeps running', async () => {
    const db = withRow();
    const hook = held();
    const log = vi.fn();
    const outbox = new OutboxWorker(db, { fetch: hook.fetch, log });
    outbox.start();
    await vi.waitFor(() => expect(hook.calls).toHaveBeenCalledOnce());
    // The webhook answers after the database went away (a shutdown that did not wait, a busy file).
    db.close();
    hook.answer(204);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringMatching(/^outbox: delivery round failed \(.*database.*\); retrying in 5 s$/)));
    await outbox.stop();
  });
});
