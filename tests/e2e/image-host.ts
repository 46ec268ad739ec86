import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What an image host saw of one request. */
export interface SeenRequest {
  path: string;
  cookie?: string;
  referer?: string;
  origin?: string;
  /** `image` from an <img>, `empty` from a script's fetch (both browsers send it over https). */
  dest?: string;
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * An https host on 127.0.0.1 (self-signed: the browser must be launched to accept it) that serves a
 * tiny image at every path, readable cross-origin, and records each request's identifying headers.
 * `/plant` sets a cookie a browser would send back with credentials; `/check` shows whether it does.
 */
export class ImageHost {
  readonly seen: SeenRequest[] = [];
  private readonly dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-image-host-'));
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    const key = join(this.dir, 'key.pem');
    const cert = join(this.dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    this.server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
      const header = (name: string) => request.headers[name] as string | undefined;
      this.seen.push({ path: request.url ?? '', cookie: header('cookie'), referer: header('referer'), origin: header('origin'), dest: header('sec-fetch-dest') });
      if (request.url === '/plant') {
        response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'reader=tracked; Path=/; Secure; SameSite=None; Max-Age=3600' });
        return response.end('<p>planted</p>');
      }
      if (request.url === '/check') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<p>checked</p>');
      }
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
      response.end(PNG);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Requests for items' pictures (not the cookie's own pages, nor the favicon a browser asks them for). */
  pictures(): SeenRequest[] {
    return this.seen.filter((request) => request.path.startsWith('/icon/') || request.path.startsWith('/image/'));
  }

  async dispose(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
