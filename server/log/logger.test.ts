import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactor } from './logger';

const KEY = 'nf_0123456789abcdefghijklmnopqrstuv';

describe('redactor', () => {
  const redact = redactor([]);

  it('masks the user part of any URL, user and password', () => {
    expect(redact('connecting to wss://tok3nSecret@feed.example/ws')).toBe('connecting to wss://[redacted]@feed.example/ws');
    expect(redact('postgres://newsflash:hunter2hunter2@127.0.0.1:5432/feed failed')).toBe('postgres://[redacted]@127.0.0.1:5432/feed failed');
    expect(redact('https://user:p@ss@host/x')).toBe('https://[redacted]@host/x');
    expect(redact('see https://feed.example/rss and mail admin@example.org')).toBe('see https://feed.example/rss and mail admin@example.org');
  });

  it('masks credential parameters by their decoded name, in any case', () => {
    for (const name of ['api_key', 'API_KEY', 'apikey', 'ApiKey', 'key', 'token', 'access_token', 'api%5Fkey', 'api%5fkey', '%61pi_key', 'access%5Ftoken']) {
      expect(redact(`/api/mylikes?x=1&${name}=${KEY}&limit=5`), name).toBe(`/api/mylikes?x=1&${name}=[redacted]&limit=5`);
      expect(redact(`/api/mylikes?${name}=${KEY}`), name).not.toContain(KEY);
    }
    // Every way origins name them (CryptoPanic's auth_token among them).
    for (const name of ['auth_token', 'api-key', 'access-token', 'apiToken', 'secret', 'password', 'sig', 'x-api-key', 'client_secret', 'X-Api-Key', 'signature']) {
      expect(redact(`an entry of feed http://feed.example/rss?public=true&${name}=${KEY} was not published`), name).toBe(`an entry of feed http://feed.example/rss?public=true&${name}=[redacted] was not published`);
    }
    expect(redact('GET /feed?monkey=banana&id=a%2Fb')).toBe('GET /feed?monkey=banana&id=a%2Fb');
    expect(redact('token=abcdefgh in a message')).toBe('token=[redacted] in a message');
  });

  it('masks the path segments of a URL that look like tokens, and leaves words, dates, slugs and numbers', () => {
    expect(redact('GET https://feeds.example/u/3f9a8b7c6d5e4f3a2b1c0d9e/rss failed')).toBe('GET https://feeds.example/u/[redacted]/rss failed');
    expect(redact('https://api.telegram.example/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/getUpdates')).toBe('https://api.telegram.example/[redacted]/getUpdates');
    expect(redact('https://hooks.example/in/0b9c7a52-6f4e-4d8a-9c1b-2e3f4a5b6c7d')).toBe('https://hooks.example/in/[redacted]');
    const plain = 'https://news.example/2026/11/27/bitcoin-tops-120000-as-etfs-draw-inflows/1795764313790';
    expect(redact(plain)).toBe(plain);
  });

  it('masks known secrets and those added later, wherever they sit, as written and percent-encoded', () => {
    const late = redactor(['admin-token-aaaaaaaaaaaa', 'short']);
    late.add(['upstream-key-bbbbbbbb']);
    expect(late('login refused: invalid key upstream-key-bbbbbbbb (reading without a key, delayed)')).toBe('login refused: invalid key [redacted] (reading without a key, delayed)');
    expect(late('Bearer admin-token-aaaaaaaaaaaa')).toBe('Bearer [redacted]');
    expect(late(`q=${encodeURIComponent('upstream-key-bbbbbbbb/+')}`)).not.toContain('bbbbbbbb');
    // Characters a pattern would read are taken literally.
    const webhook = 'https://discord.example/api/webhooks/1/t0k.en+(x)?wait=[1]';
    late.add([webhook]);
    expect(late(`POST ${webhook} failed`)).toBe('POST [redacted] failed');
    expect(late('https://discord.example/api/webhooks/1/t0kXen')).toBe('https://discord.example/api/webhooks/1/t0kXen');
    // Too short to mask without masking ordinary words.
    expect(late('a short word')).toBe('a short word');
  });
});

describe('createLogger', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    return { lines, destination };
  };

  it('passes the message and every string field, nested in objects, arrays and errors, through the redactor', () => {
    const { lines, destination } = capture();
    const redact = redactor([]);
    const logger = createLogger('info', redact, destination as never);
    redact.add([KEY]);
    const cause = new Error(`upstream said: unknown key ${KEY}`);
    logger.warn(
      { url: `/api/like?id=1&api%5Fkey=${KEY}`, nested: { list: [`wss://${KEY}@host/ws`, { deeper: KEY }] }, failure: new Error('wrapped', { cause }), err: cause, at: new URL(`https://u:${KEY}@host/`) },
      `source "x": login refused: ${KEY} is not a key`,
    );
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toContain(KEY);
    expect(lines[0]).toMatchObject({
      msg: 'source "x": login refused: [redacted] is not a key',
      url: '/api/like?id=1&api%5Fkey=[redacted]',
      nested: { list: ['wss://[redacted]@host/ws', { deeper: '[redacted]' }] },
      failure: { type: 'Error', message: 'wrapped', cause: { type: 'Error', message: 'upstream said: unknown key [redacted]' } },
      err: { message: 'upstream said: unknown key [redacted]' },
      at: 'https://[redacted]@host/',
    });
  });
});
