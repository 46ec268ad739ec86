import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBinanceStandIn } from '@/devkit/stand-ins/binance-markets';
import { rssDocument } from '@/devkit/stand-ins/documents';
import { startOrigin } from '@/devkit/stand-ins/origin-server';

const root = process.cwd();

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
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds no development tool', () => {
    for (const tool of ['tsx', 'typescript', 'vitest', 'wxt', 'esbuild']) expect(existsSync(join(dir, 'node_modules', tool)), tool).toBe(false);
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
