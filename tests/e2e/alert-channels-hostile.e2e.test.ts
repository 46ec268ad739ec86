import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChannelStandIns, type ChannelStandIns } from '@/devkit/stand-ins/alert-channels';
import { defaultAlerts } from '@/utils/settings/schema';
import type { ChannelConfig } from '@/utils/channels/config';
import { RETRY_AFTER_MAX_MS } from '@/utils/channels/send-once';
import { ext } from './extension-api';
import { launch, until, type BrowserKind } from './harness';
import { E2eService } from './service';

/*
 * Channel hosts an attacker controls (issue 53), each a local server of its own, against the built
 * worker: an endless 200 body, a 429 whose body trickles a byte a second, a redirect to another
 * host, waits of 10^12 s in a Retry-After and in Telegram's `parameters.retry_after`, and a TLS
 * host that accepts and never says a word. Each failure is shown; a healthy channel beside them
 * and the desktop notification are unharmed.
 */

interface Host {
  url: string;
  /** Paths asked for, in order. */
  requests: string[];
  /** Connections the browser dropped (or closed), seen from the host. */
  dropped: number;
  /** Bytes of body the host managed to hand over. */
  bytesSent: number;
  close(): Promise<void>;
}

async function listening(server: Server, sockets: Set<Socket>): Promise<number> {
  server.on('connection', (socket: Socket) => (sockets.add(socket), socket.on('close', () => sockets.delete(socket))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const closing = (server: Server, sockets: Set<Socket>) => () =>
  new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  });

/** An HTTP host answering every request (its body read first) as `answer` says. */
async function httpHost(answer: (response: ServerResponse, host: Host) => void): Promise<Host> {
  const sockets = new Set<Socket>();
  const server = createHttpServer((request: IncomingMessage, response) => {
    request.resume();
    request.on('end', () => {
      host.requests.push(request.url ?? '');
      response.on('close', () => void (response.writableFinished || host.dropped++));
      answer(response, host);
    });
  });
  const host: Host = { url: '', requests: [], dropped: 0, bytesSent: 0, close: closing(server, sockets) };
  host.url = `http://127.0.0.1:${await listening(server, sockets)}`;
  return host;
}

/** A TCP host on an https address that accepts and never speaks: the TLS handshake never completes. */
async function silentTlsHost(): Promise<Host> {
  const sockets = new Set<Socket>();
  const server = createTcpServer(() => void host.requests.push('(connection)'));
  const host: Host = { url: '', requests: [], dropped: 0, bytesSent: 0, close: closing(server, sockets) };
  host.url = `https://127.0.0.1:${await listening(server, sockets)}`;
  return host;
}

const CHUNK = Buffer.alloc(64 * 1024, '{');

describe.each<BrowserKind>(['chromium', 'firefox'])('hostile alert-channel hosts in %s', (kind) => {
  let service: E2eService;
  let healthy: ChannelStandIns;
  const hosts: Record<string, Host> = {};

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    healthy = await startChannelStandIns();
    hosts.endless = await httpHost((response, host) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const pump = () => {
        while (!response.destroyed) {
          host.bytesSent += CHUNK.length;
          if (!response.write(CHUNK)) return void response.once('drain', pump);
        }
      };
      pump();
    });
    hosts.trickle = await httpHost((response, host) => {
      response.writeHead(429, { 'content-type': 'application/json' });
      const byte = setInterval(() => (host.bytesSent++, response.write(' ')), 1_000);
      response.on('close', () => clearInterval(byte));
    });
    hosts.thief = await httpHost((response) => void response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    hosts.redirect = await httpHost((response) => void response.writeHead(307, { location: `${hosts.thief!.url}/steal` }).end());
    hosts.absurd = await httpHost((response) => void response.writeHead(429, { 'retry-after': '1000000000000', 'content-type': 'application/json' }).end('{}'));
    hosts.telegram = await httpHost(
      (response) =>
        void response
          .writeHead(429, { 'content-type': 'application/json' })
          .end('{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 1000000000000","parameters":{"retry_after":1e12}}'),
    );
    hosts.tls = await silentTlsHost();
  });
  afterAll(async () => {
    await Promise.all(Object.values(hosts).map((host) => host.close()));
    await healthy.close();
    await service.dispose();
  });

  it('each hostile host fails alone and is shown; the healthy channel and the desktop notification are unharmed', async () => {
    const key = await service.admin.addKey(`hostile-channels-${kind}`);
    const common = { enabled: true, every: true };
    const hook = (id: string, url: string): ChannelConfig => ({ ...common, id, name: id, kind: 'webhook', url, shape: 'slack' });
    const saved: ChannelConfig[] = [
      { ...common, id: 'healthy', name: 'healthy', kind: 'ntfy', topicUrl: `${healthy.url}/newsflash-e2e` },
      hook('endless', `${hosts.endless!.url}/hook`),
      hook('trickle', `${hosts.trickle!.url}/hook`),
      hook('redirect', `${hosts.redirect!.url}/hook`),
      hook('absurd', `${hosts.absurd!.url}/hook`),
      { ...common, id: 'telegram', name: 'telegram', kind: 'telegram', botToken: '123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', chatId: '-100123', server: hosts.telegram!.url },
      hook('tls', `${hosts.tls!.url}/hook`),
    ];
    const session = await launch(kind);
    try {
      const page = await session.open('/popup.html');
      await ext.configure(page, { serverAddress: service.url, apiKey: key, channels: saved, alerts: { ...defaultAlerts, maxPerWindow: 20 } });
      await until(() => ext.status(page), (s) => s.feed.login.state === 'ok', 'a logged-in connection');

      const first = await service.publish({ title: 'New Listing: HOST/USDT', source: 'Bybit', url: 'https://announcements.bybit.com/en/article/host-e2e' });
      await until(() => ext.notifications(page), (all) => `newsflash:item:${first}` in all, 'the desktop notification');
      await until(async () => healthy.requests.length, (n) => n === 1, 'the alert on the healthy channel');

      // The time-out (10 s) has to pass for the trickling 429 and the silent TLS host. Every channel
      // checked below is waited for: a request's outcome reaches the status after its host saw it.
      const states = await until(
        async () => Object.fromEntries((await ext.status(page)).channels.map((state) => [state.id, state])),
        (all) =>
          ['trickle', 'tls', 'redirect', 'absurd', 'telegram'].every((id) => all[id]?.lastProblem !== undefined) &&
          all.endless?.sent === 1 &&
          all.healthy !== undefined &&
          all.healthy.sent + all.healthy.failed >= 1,
        'every channel settled',
        40_000,
      );
      const now = Date.now();
      expect(states.healthy).toMatchObject({ sent: 1, failed: 0 });
      // An endless 200: the alert went, nothing of the body is read, and the connection is dropped.
      expect(states.endless).toMatchObject({ sent: 1, failed: 0 });
      await until(async () => hosts.endless!.dropped, (n) => n === 1, 'the endless body dropped');
      expect(hosts.endless!.bytesSent).toBeLessThan(64 * 1024 * 1024);
      // A 429 trickling its body: limited with no wait named, its connection dropped at the time-out.
      expect(states.trickle!.lastProblem).toMatchObject({ kind: 'limited' });
      expect(states.trickle!.lastProblem).not.toHaveProperty('waitMs', expect.any(Number));
      await until(async () => hosts.trickle!.dropped, (n) => n >= 1, 'the trickling body dropped');
      // A redirect: refused by the browser, never followed to the other host with the alert.
      expect(states.redirect!.lastProblem).toMatchObject({ kind: 'failed', reason: 'network' });
      expect(hosts.thief!.requests).toEqual([]);
      // Waits of 10^12 s: held to the hour, and the channel says it rests.
      for (const id of ['absurd', 'telegram']) {
        expect(states[id]).toMatchObject({ sent: 0, queued: 1, lastProblem: { kind: 'limited', waitMs: RETRY_AFTER_MAX_MS } });
        expect(states[id]!.restingUntil).toBeGreaterThan(now + RETRY_AFTER_MAX_MS - 5 * 60_000);
        expect(states[id]!.restingUntil).toBeLessThanOrEqual(now + RETRY_AFTER_MAX_MS);
      }
      expect(hosts.absurd!.requests).toHaveLength(1);
      expect(hosts.telegram!.requests).toHaveLength(1);
      // The TLS host that never speaks: a time-out like any other. (The browser may keep the half-open
      // connection in its pool after the request is aborted, as Chromium does: that is no longer the worker's.)
      expect(states.tls!.lastProblem).toMatchObject({ kind: 'failed', reason: 'timeout' });
      expect(hosts.tls!.requests.length).toBeGreaterThanOrEqual(1);

      // The next alert: on time on the desktop and the healthy channel while the others rest.
      const next = await service.publish({ title: 'A second alert while channels rest' });
      await until(() => ext.notifications(page), (all) => `newsflash:item:${next}` in all, 'the next notification');
      await until(async () => healthy.requests.length, (n) => n === 2, 'the next alert on the healthy channel');
      expect(hosts.absurd!.requests).toHaveLength(1);

      // What the reader is shown: each hostile channel's problem, and the hour's rest.
      const options = await session.open('/options.html#diagnostics');
      const row = (id: string) => options.evaluate((channel) => document.querySelector(`tr[data-channel="${channel}"]`)?.textContent ?? '', id);
      await until(() => row('absurd'), (text) => /resting for (5\d|60) min/.test(text) && text.includes('rate-limited'), 'the hour-long rest in Diagnostics');
      expect(await row('telegram')).toMatch(/resting for (5\d|60) min/);
      expect(await row('tls')).toContain('no answer within 10 s');
      expect(await row('redirect')).toContain('could not reach the service');
      // The healthy channel's second request settles in the worker after its host counted it; the page polls the status.
      const sentOn = (text: string) => Number(/(\d+) sent/.exec(text)?.[1] ?? 0);
      expect(await until(() => row('healthy'), (text) => sentOn(text) >= 2, 'the second alert counted in Diagnostics')).toContain('2 sent');
    } finally {
      await session.close();
    }
  });
});
