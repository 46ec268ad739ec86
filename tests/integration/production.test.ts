import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

  it('serves with production dependencies only, and its backup command works', async () => {
    const db = join(dir, 'feed.db');
    const child = spawn(process.execPath, [join(dir, 'server/dist/main.mjs'), '--port', '0', '--db', db, '--admin-token', 'production-token-0123456789', '--demo', '--rate', '20'], {
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
      const news = (await (await fetch(`${url}/api/news?limit=5`)).json()) as unknown[];
      expect(news.length).toBeGreaterThan(0);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const backup = spawnSync(process.execPath, [join(dir, 'server/dist/main.mjs'), 'backup', join(dir, 'copy.db'), '--db', db], { encoding: 'utf8' });
      expect(backup.stdout).toContain('backed up');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
