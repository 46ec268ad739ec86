import { describe, expect, it } from 'vitest';
import { BUILT_IN_PATTERN, deriveEndpoints, hostPattern, keyAllowed, keyScopeOf, permissionOrigins } from './endpoints';

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

  it.each(['javascript:alert(1)', 'ftp://x.example', 'http://', 'https://user:pw@x.example', 'http://news.example.com'])('refuses %s with a message', (input) => {
    const result = deriveEndpoints(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.length).toBeGreaterThan(10);
  });
});

describe('overrides', () => {
  it('replace the derived socket (and the likes socket beside it) and API addresses', () => {
    const result = deriveEndpoints('https://news.example.com', { socketUrl: 'wss://push.example.com/stream/', apiUrl: 'https://api.example.com/v1/' });
    expect(result.ok && result.endpoints).toEqual({
      origin: 'https://news.example.com',
      socketUrl: 'wss://push.example.com/stream',
      likesUrl: 'wss://push.example.com/stream/likes',
      apiUrl: 'https://api.example.com/v1',
    });
  });

  it('blank overrides are ignored; bad ones are refused naming the field', () => {
    expect(deriveEndpoints('https://a.example', { socketUrl: ' ', apiUrl: '' })).toMatchObject({ ok: true, endpoints: { socketUrl: 'wss://a.example/ws' } });
    expect(deriveEndpoints('https://a.example', { socketUrl: 'https://a.example/ws' })).toMatchObject({ ok: false, error: expect.stringContaining('socket address') });
    expect(deriveEndpoints('https://a.example', { apiUrl: 'http://lan-host/api' })).toMatchObject({ ok: false, error: expect.stringContaining('API address') });
    expect(deriveEndpoints('http://localhost:8787', { socketUrl: 'ws://127.0.0.1:9000/ws' }).ok).toBe(true);
  });
});

describe('permissions', () => {
  it('a pattern is scheme and host, any port (Firefox ignores one that names a port)', () => {
    expect(BUILT_IN_PATTERN).toBe('https://news.treeofalpha.com/*');
    expect(hostPattern('http://127.0.0.1:8787/api')).toBe('http://127.0.0.1/*');
    expect(hostPattern('wss://collector.example:8443/ws')).toBe('https://collector.example/*');
    expect(hostPattern('ws://localhost:3000/ws')).toBe('http://localhost/*');
  });

  const endpoints = (address: string, overrides = {}) => {
    const result = deriveEndpoints(address, overrides);
    if (!result.ok) throw new Error(result.error);
    return result.endpoints;
  };

  it('only the public service is granted by the manifest; this machine and any other origin are asked for', () => {
    expect(permissionOrigins(endpoints('https://news.treeofalpha.com'))).toEqual([]);
    expect(permissionOrigins(endpoints('https://news.treeofalpha.com:8443'))).toEqual([]);
    expect(permissionOrigins(endpoints('http://127.0.0.1:8787'))).toEqual(['http://127.0.0.1/*']);
    expect(permissionOrigins(endpoints('http://localhost:8787', { socketUrl: 'ws://127.0.0.1:9000/ws' }))).toEqual(['http://localhost/*', 'http://127.0.0.1/*']);
    expect(permissionOrigins(endpoints('https://news.example.com/feed'))).toEqual(['https://news.example.com/*']);
    expect(permissionOrigins(endpoints('https://news.treeofalpha.com', { apiUrl: 'https://api.example.com' }))).toEqual(['https://api.example.com/*']);
  });

  it('a socket elsewhere is asked for too: it receives the key at login', () => {
    const result = endpoints('https://news.treeofalpha.com', { socketUrl: 'wss://collector.example/ws' });
    expect(permissionOrigins(result)).toEqual(['https://collector.example/*']);
    expect(permissionOrigins({ ...result, socketUrl: 'ws://127.0.0.1:9/ws' })).toEqual(['http://127.0.0.1/*']);
  });
});

describe('key scope', () => {
  const at = (address: string, overrides = {}) => {
    const result = deriveEndpoints(address, overrides);
    if (!result.ok) throw new Error(result.error);
    return result.endpoints;
  };

  it('allows the key only where it was saved or confirmed', () => {
    const saved = keyScopeOf(at('http://127.0.0.1:8787'));
    expect(keyAllowed(saved, at('http://127.0.0.1:8787'))).toBe(true);
    expect(keyAllowed(saved, at('http://127.0.0.1:8787', { socketUrl: 'wss://collector.example/ws' }))).toBe(false);
    expect(keyAllowed(saved, at('http://127.0.0.1:8787', { apiUrl: 'http://localhost:9/api' }))).toBe(false);
    expect(keyAllowed(saved, at('http://localhost:8787'))).toBe(false);
    expect(keyAllowed(null, at('http://127.0.0.1:8787'))).toBe(false);
  });
});
