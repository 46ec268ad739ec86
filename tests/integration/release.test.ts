import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const { version, homepage } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; homepage: string };
const zips = {
  chrome: join(root, `.output/newsflash-${version}-chrome.zip`),
  firefox: join(root, `.output/newsflash-${version}-firefox.zip`),
  sources: join(root, `.output/newsflash-${version}-sources.zip`),
};

// As a person (or a store's reviewer) runs them: vitest's NODE_ENV=test would change the build.
const { NODE_ENV: _test, ...shellEnv } = process.env;

/** Every file below a folder, by its path inside it, with its bytes. */
function files(dir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return found;
}

/** The store-ready archives `npm run zip` makes, unpacked and checked as a store's reviewer would. */
describe('release archives', () => {
  let work: string;
  /** Unpacks a zip into a folder of the test's own (jszip: no `unzip` binary needed). */
  const unzip = async (zip: string, name: string) => {
    const into = join(work, name);
    const archive = await JSZip.loadAsync(readFileSync(zip));
    for (const entry of Object.values(archive.files)) {
      if (entry.dir) continue;
      mkdirSync(dirname(join(into, entry.name)), { recursive: true });
      writeFileSync(join(into, entry.name), await entry.async('nodebuffer'));
    }
    return into;
  };

  /** Left in the working folder by a run (a log, a database): git does not track it, so no zip may hold it. */
  const stray = join(root, 'stray-run-output.log');

  beforeAll(() => {
    writeFileSync(stray, 'api_key=nf_secret\n');
    try {
      execFileSync('npm', ['run', 'zip'], { cwd: root, stdio: 'ignore', env: shellEnv });
    } finally {
      rmSync(stray, { force: true });
    }
    work = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-release-'));
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('the Chrome zip holds an MV3 manifest with the side panel, the commands and the narrow permissions', async () => {
    const dir = await unzip(zips.chrome, 'chrome');
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ manifest_version: 3, name: '__MSG_extName__', default_locale: 'en', version, homepage_url: homepage, minimum_chrome_version: '116', side_panel: { default_path: 'sidepanel.html' } });
    expect(homepage).toMatch(/^https:\/\//);
    expect(manifest.permissions.sort()).toEqual(['alarms', 'notifications', 'offscreen', 'sidePanel', 'storage']);
    // The public service only: this machine (plain http) and any other service (https) are asked
    // for when a reader saves such an address, never granted to everyone at install.
    expect(manifest.host_permissions).toEqual(['https://news.treeofalpha.com/*']);
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*']);
    expect(manifest.content_security_policy.extension_pages).toContain("connect-src 'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*");
    expect(Object.keys(manifest.commands).sort()).toEqual(['_execute_action', 'open-panel', 'open-trade']);
    expect(Object.keys(manifest.icons)).toEqual(['16', '32', '48', '96', '128']);
    expect([...files(dir).keys()]).toEqual(expect.arrayContaining(['background.js', 'popup.html', 'sidepanel.html', 'options.html', 'privacy.txt']));
  });

  it('the Firefox zip holds an MV2 manifest with its id, data collection declaration and sidebar', async () => {
    const dir = await unzip(zips.firefox, 'firefox');
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      manifest_version: 2,
      version,
      homepage_url: homepage,
      browser_specific_settings: { gecko: { id: 'newsflash@newsflash.dev', strict_min_version: '140.0', data_collection_permissions: { required: ['none'], optional: ['authenticationInfo'] } } },
      sidebar_action: { default_panel: 'sidepanel.html', open_at_install: false },
    });
    expect(Object.keys(manifest.commands).sort()).toEqual(['_execute_browser_action', '_execute_sidebar_action', 'open-trade']);
    expect(manifest.optional_permissions).toEqual(['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*']);
    expect(manifest.permissions.filter((permission: string) => permission.includes('://'))).toEqual(['https://news.treeofalpha.com/*']);
    // Firefox's MV2 default policy says nothing about connections: ours limits plain ones to this machine.
    expect(manifest.content_security_policy).toContain("connect-src 'self' https: wss: http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*");
  });

  it('npm run submit -- --dry-run finds the zips and the listing complete (the stores\' own checks need credentials this machine has not)', () => {
    const result = spawnSync(process.execPath, ['scripts/submit.mjs', '--dry-run'], { cwd: root, encoding: 'utf8', env: shellEnv });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Ready: both zips');
    expect(result.status).toBe(0);
  });

  it('the sources zip builds to exactly the files of the Firefox zip (AMO rebuilds from it)', async () => {
    const sources = await unzip(zips.sources, 'sources');
    const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n'));
    expect([...files(sources).keys()].filter((path) => !tracked.has(path))).toEqual([]);
    expect(files(sources).has('stray-run-output.log')).toBe(false);
    expect(files(sources).has('package.json') && files(sources).has('wxt.config.ts')).toBe(true);
    // The dependencies a reviewer installs with `npm ci` are the ones installed here.
    symlinkSync(join(root, 'node_modules'), join(sources, 'node_modules'));
    execFileSync('npx', ['wxt', 'build', '-b', 'firefox'], { cwd: sources, stdio: 'ignore', env: shellEnv });
    const rebuilt = files(join(sources, '.output/firefox-mv2'));
    const shipped = files(await unzip(zips.firefox, 'firefox-again'));
    expect([...rebuilt.keys()].sort()).toEqual([...shipped.keys()].sort());
    for (const [path, bytes] of shipped) expect(rebuilt.get(path)?.equals(bytes), path).toBe(true);
  }, 120_000);
});
