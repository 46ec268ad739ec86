import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import { backend, openSocket, spawnService, storageArgs, storageFor } from './helpers/local-service';
import { WebhookSink } from './helpers/webhook-sink';

/** Sends raw bytes (a target fetch would rewrite) and resolves with the answer once the service hangs up. */
const raw = (url: string, bytes: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(bytes);
  });

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
    const admin = 'Zw1yX0Cvpbryif7aIAl4jBzNqyOv1ESb';
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

  it('masks what issue 29 saw leak: a credential in a URL\'s user part, `api%5Fkey`, an upstream refusal quoting the key, a broken sources file', async () => {
    const upstreamKey = 'upstream-KEY-0123456789abcdef';
    // An upstream that refuses the key and quotes it back in its refusal.
    const upstream = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    upstream.on('connection', (ws) => ws.on('message', (data) => String(data).startsWith('login ') && ws.send(JSON.stringify({ message: `Invalid API key ${String(data).slice(6)}` }))));
    await once(upstream, 'listening');
    const socketUrl = `ws://127.0.0.1:${(upstream.address() as AddressInfo).port}/ws`;
    const file = join(dir, 'sources.json');
    writeFileSync(file, JSON.stringify({ sources: [{ kind: 'upstream', name: 'Quoting', url: socketUrl, key: upstreamKey }] }));
    const admin = 'Zw1yX0Cvpbryif7aIAl4jBzNqyOv1ESb';
    const storage = await storageFor(join(dir, 'feed.db'));
    const service = await spawnService(['--port', '0', ...storageArgs(storage), '--admin-token', admin, '--sources', file, '--log-level', 'info']);
    const reloadErrors = () => lines(service.logs()).filter((line) => String(line.msg).includes('the sources running stay as they were'));
    try {
      await vi.waitFor(() => expect(service.logs()).toContain('login refused: Invalid API key [redacted]'), { timeout: 10_000 });

      const key = ((await (await fetch(`${service.url}/admin/keys?name=encoded`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } })).json()) as { key: string }).key;
      expect((await fetch(`${service.url}/api/mylikes?api%5Fkey=${key}`)).status).toBe(200);
      // An absolute-form target carries a user part into the request line.
      const userPart = 'user:urlpass-0123456789';
      expect(await raw(service.url, `GET http://${userPart}@local/healthz HTTP/1.1\r\nHost: local\r\nConnection: close\r\n\r\n`)).toMatch(/^HTTP\/1\.1 200 /);

      // A broken edit, its new key unquoted: the parser's message would quote it.
      const freshKey = 'freshkey-0123456789abcdef';
      writeFileSync(file, `{"sources": [{"kind": "upstream", "name": "Quoting", "url": "${socketUrl}", "key": ${freshKey}}]}`);
      service.child.kill('SIGHUP');
      await vi.waitFor(() => expect(reloadErrors()).toHaveLength(1), { timeout: 10_000 });
      // A token in a source URL's user part.
      const urlToken = 'urltoken-0123456789abcdef';
      writeFileSync(file, JSON.stringify({ sources: [{ kind: 'upstream', name: 'Quoting', url: socketUrl.replace('ws://', `ws://${urlToken}@`), key: upstreamKey }] }));
      service.child.kill('SIGHUP');
      await vi.waitFor(() => expect(reloadErrors()).toHaveLength(2), { timeout: 10_000 });
      expect(reloadErrors().map((line) => line.msg)).toEqual([expect.stringMatching(/: not JSON \(line 1, column \d+\)|: not JSON;/), expect.stringContaining('sources[0] ("Quoting"): url:')]);

      const logs = service.logs();
      expect(lines(logs).find((line) => String(line.url).startsWith('/api/mylikes'))?.url).toBe('/api/mylikes?api%5Fkey=[redacted]');
      expect(lines(logs).find((line) => String(line.url).endsWith('/healthz'))?.url).toBe('http://[redacted]@local/healthz');
      // Not even a part of one: the parser quotes a few characters around its fault.
      for (const secret of [upstreamKey, key, userPart, freshKey, urlToken]) expect(logs, `the log shows ${secret.slice(0, 10)}…`).not.toContain(secret.slice(0, 10));
    } finally {
      await service.stop();
      upstream.close();
    }
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
