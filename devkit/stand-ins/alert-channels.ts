import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The four channel APIs an alert can go to, on one local server, each answering as its docs say:
 * ntfy's JSON publish at the root, `{ topic, title, message, click }` → 200 with the message
 * (https://docs.ntfy.sh/publish/#publish-as-json); Telegram's `POST /bot<token>/sendMessage`,
 * `{ chat_id, text }` → `{ ok: true, result }` (https://core.telegram.org/bots/api#sendmessage);
 * Pushover's `POST /1/messages.json` → `{ status: 1, request }` (https://pushover.net/api);
 * a Discord webhook `POST /api/webhooks/<id>/<token>` → 204 (https://discord.com/developers/docs/resources/webhook#execute-webhook)
 * and a Slack one `POST /services/…` → 200 "ok" (https://api.slack.com/messaging/webhooks).
 * Any path may be told to answer 429 with a Retry-After, or never to answer at all.
 */

export interface ChannelRequestSeen {
  /** `ntfy`, `telegram`, `pushover`, `discord`, `slack` or `other`. */
  api: string;
  path: string;
  authorization?: string;
  body: Record<string, unknown>;
}

export interface ChannelStandIns {
  url: string;
  readonly requests: ChannelRequestSeen[];
  /** From now on requests whose path starts with this answer 429 (with Retry-After seconds) or never answer. */
  misbehave(pathPrefix: string, how: { status: 429; retryAfter: number } | 'hang'): void;
  close(): Promise<void>;
}

const apiOf = (path: string) =>
  path === '/' ? 'ntfy' : /^\/bot[^/]+\/sendMessage$/.test(path) ? 'telegram' : path === '/1/messages.json' ? 'pushover' : path.startsWith('/api/webhooks/') ? 'discord' : path.startsWith('/services/') ? 'slack' : 'other';

export async function startChannelStandIns(): Promise<ChannelStandIns> {
  const requests: ChannelRequestSeen[] = [];
  const rules = new Map<string, { status: 429; retryAfter: number } | 'hang'>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // An unreadable body is recorded as empty: the test then fails on its fields.
      }
      const api = apiOf(path);
      requests.push({ api, path, authorization: request.headers.authorization, body });
      const rule = [...rules].find(([prefix]) => path.startsWith(prefix))?.[1];
      if (rule === 'hang') return void hanging.add(response);
      if (rule) return void response.writeHead(429, { 'retry-after': String(rule.retryAfter), 'content-type': 'application/json' }).end('{"ok":false,"error_code":429}');
      const json = (value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (api === 'ntfy') return json({ id: `m${requests.length}`, time: Math.floor(Date.now() / 1000), event: 'message', topic: body.topic, title: body.title, message: body.message });
      if (api === 'telegram') return json({ ok: true, result: { message_id: requests.length, chat: { id: body.chat_id }, text: body.text } });
      if (api === 'pushover') return json({ status: 1, request: `r${requests.length}` });
      if (api === 'discord') return void response.writeHead(204).end();
      if (api === 'slack') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    misbehave: (prefix, how) => void rules.set(prefix, how),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
