import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageSockets } from './web-files';

describe("the web page's sockets in its policy", () => {
  it('are the public address when one is configured: wss behind TLS, its port kept', () => {
    expect(pageSockets('https://news.example.org/', '0.0.0.0', 8787)).toBe('wss://news.example.org');
    expect(pageSockets('http://news.example.org:8080/feed', '127.0.0.1', 8787)).toBe('ws://news.example.org:8080');
  });

  it('are else the listening address, and none for an address that means every interface', () => {
    expect(pageSockets(undefined, '127.0.0.1', 8787)).toBe('ws://127.0.0.1:8787');
    expect(pageSockets(undefined, '::1', 8787)).toBe('ws://[::1]:8787');
    for (const wildcard of ['0.0.0.0', '::', '']) expect(pageSockets(undefined, wildcard, 8787)).toBe('');
  });

  it("leave connect-src at 'self' when there are none", () => {
    expect(contentSecurityPolicy('')).toContain("connect-src 'self';");
    expect(contentSecurityPolicy('ws://127.0.0.1:1')).toContain("connect-src 'self' ws://127.0.0.1:1;");
  });
});
