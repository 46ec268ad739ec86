import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService } from './helpers/local-service';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
/** Read again right before each build or start: others may commit in this checkout meanwhile. */
const head = () => execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();

/** `--version` as an operator runs it, from source or from the bundle. */
const versionOf = (command: string[]) => spawnSync(process.execPath, [...command, '--version'], { encoding: 'utf8', env: { ...process.env, NEWSFLASH_BUILD_COMMIT: '', NEWSFLASH_BUILD_VERSION: '' } });

describe('which build is running', () => {
  let service: Awaited<ReturnType<typeof startTestService>>;
  let started: string;
  beforeAll(async () => {
    started = head();
    service = await startTestService();
  });
  afterAll(() => service.close());

  it('`npm run server -- --version` names the release and commit, and starts nothing', () => {
    const commit = head();
    const run = versionOf(['--import', 'tsx', 'server/entry.ts']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`newsflash ${version} (commit ${commit})\n`);
  });

  it('the built bundle carries them written in, as a service installed without git reports them', () => {
    const commit = head();
    execFileSync('npm', ['run', 'build:server', '--silent'], { stdio: 'ignore' });
    // main.mjs and the chunks it loads once SIGHUP is caught.
    const bundle = readdirSync('server/dist').filter((file) => file.endsWith('.mjs')).map((file) => readFileSync(`server/dist/${file}`, 'utf8')).join('\n');
    expect(bundle).toContain(JSON.stringify(commit));
    expect(versionOf(['server/dist/main.mjs']).stdout).toBe(`newsflash ${version} (commit ${commit})\n`);
  }, 60_000);

  it('/metrics states newsflash_build_info{version,commit} 1', async () => {
    const text = await (await fetch(`${service.url}/metrics`)).text();
    expect(text).toContain(`newsflash_build_info{version="${version}",commit="${started}"} 1`);
  });
});
