import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, openSocket, spawnService, storageArgs, storageFor } from './helpers/local-service';
import { WebhookSink } from './helpers/webhook-sink';

/** Every line of a service's log, parsed: each must be one JSON object. */
const lines = (logs: string) =>
  logs
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the service log', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-logs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is JSON lines with one line per request, and never shows a key, the admin token, a webhook URL or a password', async () => {
    const sink = new WebhookSink();
    sink.up = false;
    const webhook = `${await sink.listen()}/api/webhooks/12345/secret-webhook-token`;
    const admin = `admin-${'t'.repeat(30)}`;
    const storage = await storageFor(join(dir, 'feed.db'));
    const service = await spawnService(['--port', '0', ...storageArgs(storage), '--admin-token', admin, '--chat-webhook', webhook, '--log-level', 'info']);
    const headers = { authorization: `Bearer ${admin}` };
    const key = ((await (await fetch(`${service.url}/admin/keys?name=logger`, { method: 'POST', headers })).json()) as { key: string }).key;
    const published = (await (await fetch(`${service.url}/admin/news`, { method: 'POST', headers, body: '{"title":"Logged"}' })).json()) as { _id: string };
    expect((await fetch(`${service.url}/api/like?id=${published._id}&api_key=${key}`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${service.url}/api/mylikes?api_key=${key}`)).status).toBe(200);
    expect((await fetch(`${service.url}/api/mylikes?api_key=nf_${'w'.repeat(32)}&x=1`)).status).toBe(401);
    const socket = await openSocket(`${service.url.replace('http', 'ws')}/ws`);
    socket.ws.send(`login ${key}`);
    await vi.waitFor(() => expect(socket.json()).toContainEqual(expect.objectContaining({ user: expect.anything() })));
    socket.ws.close();
    // The webhook is down: the outbox's failures are logged.
    await vi.waitFor(() => expect(sink.attempts).toBeGreaterThan(0));
    await vi.waitFor(() => expect(service.logs()).toContain('webhook failed'));
    await service.stop();
    await sink.close();

    const logs = service.logs();
    const parsed = lines(logs);
    const requests = parsed.filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.method, line.status])).toEqual(
      expect.arrayContaining([
        ['POST', 201],
        ['POST', 200],
        ['GET', 401],
      ]),
    );
    for (const line of requests) expect(line).toMatchObject({ level: 30, url: expect.any(String), ms: expect.any(Number) });
    expect(requests.find((line) => String(line.url).startsWith('/api/mylikes') && line.status === 401)?.url).toBe('/api/mylikes?api_key=[redacted]&x=1');
    const secrets = [key, admin, webhook, 'secret-webhook-token', `nf_${'w'.repeat(32)}`];
    if (backend === 'postgres') secrets.push(new URL(storage.db).password, new URL(storage.bus!).password, storage.busSecret!);
    for (const secret of secrets) expect(logs, `the log shows ${secret.slice(0, 12)}…`).not.toContain(secret);
  });

  it.runIf(backend === 'sqlite')('a generated admin token goes to a file only its owner reads, not to the log, and is kept across restarts', async () => {
    const file = join(dir, 'state', 'admin-token');
    const args = ['--port', '0', '--db', join(dir, 'feed.db'), '--admin-token-file', file];
    const first = await spawnService(args);
    const token = readFileSync(file, 'utf8').trim();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'state')).mode & 0o777).toBe(0o700);
    expect((await fetch(`${first.url}/admin/keys`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await first.stop();
    expect(first.logs()).not.toContain(token);
    expect(lines(first.logs())).toContainEqual(expect.objectContaining({ msg: 'admin token generated and written to the file, readable only by this user', file }));
    const second = await spawnService(args);
    try {
      expect((await fetch(`${second.url}/admin/keys`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      expect(second.logs()).not.toContain(token);
    } finally {
      await second.stop();
    }
  });
});
