import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBinanceStandIn } from '@/devkit/stand-ins/binance-markets';
import { rssDocument } from '@/devkit/stand-ins/documents';
import { startOrigin } from '@/devkit/stand-ins/origin-server';

const root = process.cwd();

/** The packages a bundle file imports statically, itself or through the files it imports statically: what loads before its first line runs. */
function staticPackages(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const imports = [...readFileSync(file, 'utf8').matchAll(/^import\s(?:[^'"]*?\sfrom\s)?["']([^"']+)["'];?$/gms)].map((match) => match[1]!);
  return imports.flatMap((target) => (target.startsWith('.') ? staticPackages(join(dirname(file), target), seen) : [target]));
}

/** Whether `pid` has a handler for SIGHUP (signal 1: the lowest bit of the caught-signals mask), as Linux reports it. */
const catchesHangup = (pid: number) => {
  try {
    const caught = /^SigCgt:\s*([0-9a-f]+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return caught !== undefined && (BigInt(`0x${caught}`) & 1n) === 1n;
  } catch {
    return false;
  }
};


/**
 * The built service (`npm run build:server`) run as `npm ci --omit=dev && npm start` runs it: from
 * a folder holding the bundle and the production dependencies only — exactly the packages
 * `npm ls --omit=dev` lists, copied from this checkout's install (so the native SQLite build is not
 * compiled again) — and no TypeScript, tsx or any other development tool.
 */
describe('the production build', () => {
  let dir: string;
  beforeAll(() => {
    execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: root, stdio: 'ignore' });
    dir = mkdtempSync(join(tmpdir(), 'newsflash-production-'));
    cpSync(join(root, 'server/dist'), join(dir, 'server/dist'), { recursive: true });
    // The workspace's own packages are links to source folders; the bundle carries what it needs of them.
    const production = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((path) => path.includes('node_modules') && !path.includes('@newsflash'));
    for (const path of production) cpSync(path, join(dir, relative(root, path)), { recursive: true, dereference: true });
  }, 120_000);
  // Removing the copied packages takes a while on a loaded machine.
  afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

  it('holds no development tool', () => {
    for (const tool of ['tsx', 'typescript', 'vitest', 'wxt', 'esbuild']) expect(existsSync(join(dir, 'node_modules', tool)), tool).toBe(false);
  });

  it.skipIf(process.platform !== 'linux')('survives a SIGHUP while it starts: caught before its packages load, applied once it listens', async () => {
    const child = spawn(process.execPath, [join(dir, 'server/dist/main.mjs'), '--port', '0', '--db', join(dir, 'hangup.db'), '--admin-token', 'hTcWoxC7omYrPAMpyWr7h9oiDv_EiGQ8', '--coins', 'false', '--log-level', 'info'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ? -1 : code)));
    let listening = false;
    const url = new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const match = /^listening on (http:\/\/\S+)$/.exec(line);
        if (match) {
          listening = true;
          resolve(match[1]!);
        }
      });
      child.once('exit', (code, signal) => reject(new Error(`exited with ${code ?? signal}`)));
    });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      // The first moment JavaScript can catch it: before the service's packages load (its entry imports none of them statically).
      expect(staticPackages(join(dir, 'server/dist/main.mjs'))).toEqual([]);
      await vi.waitFor(() => expect(catchesHangup(child.pid!)).toBe(true), { timeout: 10_000, interval: 1 });
      child.kill('SIGHUP');
      expect(listening).toBe(false);
      const served = await url;
      expect((await fetch(`${served}/livez`)).status).toBe(200);
      await vi.waitFor(() => expect(log).toContain('SIGHUP: no sources file is configured'));
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('gathers news from a sources file and serves it with production dependencies only, and its backup command works', async () => {
    const db = join(dir, 'feed.db');
    const binance = await startBinanceStandIn();
    const feed = await startOrigin(() => ({ body: rssDocument('Blog', [{ id: 'p1', title: 'Binance Will List dogwifhat (WIF)', link: 'https://news.example/p1', time: Date.now() }]), type: 'application/rss+xml' }));
    writeFileSync(join(dir, 'sources.json'), JSON.stringify({ sources: [{ kind: 'feed', name: 'Blogs', url: `${feed.url}/rss`, intervalSeconds: 1 }] }));
    const args = ['--port', '0', '--db', db, '--admin-token', 'hTcWoxC7omYrPAMpyWr7h9oiDv_EiGQ8', '--sources', join(dir, 'sources.json'), '--binance-api', binance.url, '--binance-futures-api', binance.url];
    const child = spawn(process.execPath, [join(dir, 'server/dist/main.mjs'), ...args], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).on('line', (line) => {
          const match = /^listening on (http:\/\/\S+)$/.exec(line);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      // The service's own web page is in the build, served at / with its hashed, compressed assets.
      const page = await fetch(`${url}/`);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
      const asset = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'br' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(asset.headers.get('content-encoding')).toBe('br');
      // The bundle carries the feed parser, the coin list and the word list it detects with.
      await vi.waitFor(async () => {
        const news = (await (await fetch(`${url}/api/news?limit=5`)).json()) as Record<string, unknown>[];
        expect(news).toEqual([expect.objectContaining({ source: 'Blogs', suggestions: [expect.objectContaining({ coin: 'WIF', found: ['dogwifhat', 'WIF'] })], firstPrice: expect.objectContaining({ WIFUSDT: 0.42 }) })]);
      }, { timeout: 15_000 });
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const backup = spawnSync(process.execPath, [join(dir, 'server/dist/main.mjs'), 'backup', join(dir, 'copy.db'), '--db', db], { encoding: 'utf8' });
      expect(backup.stdout).toContain('backed up');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    await Promise.all([feed.close(), binance.close()]);
  });
});
