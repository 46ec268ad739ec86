import { describe, expect, it } from 'vitest';
import { deriveEndpoints } from './endpoints';

describe('deriveEndpoints', () => {
  it('derives wss and https addresses from an https server', () => {
    expect(deriveEndpoints('https://news.treeofalpha.com')).toEqual({
      ok: true,
      endpoints: {
        origin: 'https://news.treeofalpha.com',
        socketUrl: 'wss://news.treeofalpha.com/ws',
        likesUrl: 'wss://news.treeofalpha.com/ws/likes',
        apiUrl: 'https://news.treeofalpha.com/api',
      },
    });
  });

  it('uses ws for a local http service and keeps its port and path', () => {
    const result = deriveEndpoints(' http://127.0.0.1:8080/feed/ ');
    expect(result.ok && result.endpoints).toMatchObject({ socketUrl: 'ws://127.0.0.1:8080/feed/ws', apiUrl: 'http://127.0.0.1:8080/feed/api' });
  });

  it('assumes https when no scheme is typed', () => {
    expect(deriveEndpoints('news.example.com')).toMatchObject({ ok: true, endpoints: { origin: 'https://news.example.com' } });
  });

  it.each(['javascript:alert(1)', 'ftp://x.example', 'http://', 'https://user:pw@x.example'])('refuses %s with a message', (input) => {
    const result = deriveEndpoints(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.length).toBeGreaterThan(10);
  });
});
