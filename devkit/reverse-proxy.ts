import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** Debian's nginx (devkit/debian-packages.mjs installs it for `npm test`). */
const NGINX = '/usr/sbin/nginx';

/**
 * The production reverse-proxy recipe (deploy/nginx-newsflash.conf), run for real by Debian's
 * nginx with a throwaway CA, in front of a service on this machine: the recipe itself, with only
 * its port, certificate, upstream and log path swapped for this run's.
 */
export interface RunningProxy {
  /** `https://localhost:PORT` */
  url: string;
  /** The throwaway CA's certificate (PEM), for clients to trust. */
  ca: string;
  accessLog(): string;
  /** Every log file of this run (the recipe's access and error logs, and nginx's own error log), by name. */
  logs(): Record<string, string>;
  stop(): Promise<void>;
}

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A CA of this run's own and a certificate it signed for localhost and 127.0.0.1. */
function throwawayCertificates(dir: string): void {
  openssl(dir, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Newsflash test CA', '-keyout', 'ca.key', '-out', 'ca.pem']);
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', 'server.key', '-out', 'server.csr']);
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  openssl(dir, ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '1', '-extfile', 'san.ext', '-out', 'server.pem']);
}

export async function startReverseProxy(upstream: string, recipe = 'deploy/nginx-newsflash.conf'): Promise<RunningProxy> {
  if (!existsSync(NGINX)) throw new Error('nginx is not installed: apt-get install -y nginx');
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-proxy-'));
  throwawayCertificates(dir);
  const port = await freePort();
  const swap = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`the recipe no longer has ${from}: update the proxy test's swaps`);
    return text.replace(from, to);
  };
  let site = readFileSync(recipe, 'utf8');
  site = swap(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`);
  site = swap(site, /\n\s*listen \[::\]:443 ssl http2;/, '');
  site = swap(site, /ssl_certificate\s+\S+;/, `ssl_certificate ${join(dir, 'server.pem')};`);
  site = swap(site, /ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${join(dir, 'server.key')};`);
  site = swap(site, /server 127\.0\.0\.1:8787;/, `server ${new URL(upstream).host};`);
  site = swap(site, /access_log \S+ newsflash;/, `access_log ${join(dir, 'access.log')} newsflash;`);
  site = swap(site, /error_log \S+ (\w+);/, `error_log ${join(dir, 'newsflash.error.log')} $1;`);
  // What Debian's /etc/nginx/nginx.conf provides around conf.d, kept to what the recipe needs.
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      site,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `https://localhost:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited: ${stderr.trim() || 'no message'}`);
    }
    if (existsSync(join(dir, 'nginx.pid'))) break;
    if (tries > 100) {
      await stop();
      throw new Error('nginx did not start within 5 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const logs = () => Object.fromEntries(readdirSync(dir).filter((name) => name.endsWith('.log')).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
  return { url, ca: readFileSync(join(dir, 'ca.pem'), 'utf8'), accessLog: () => readFileSync(join(dir, 'access.log'), 'utf8'), logs, stop };
}
