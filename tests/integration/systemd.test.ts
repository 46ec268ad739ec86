import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaults } from '@/server/config';

const unit = readFileSync('deploy/newsflash.service', 'utf8');
const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;

/** `systemd-analyze verify` on the unit, its paths swapped for where this checkout's build is. */
function verify(dir: string, text: string): { status: number | null; output: string } {
  const file = join(dir, 'newsflash.service');
  writeFileSync(file, text.replace('/usr/bin/node', process.execPath).replaceAll('/opt/newsflash', process.cwd()));
  const result = spawnSync('systemd-analyze', ['verify', '--man=no', file], { encoding: 'utf8' });
  return { status: result.status, output: (result.stdout + result.stderr).trim() };
}

describe('the systemd unit (deploy/newsflash.service)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-systemd-'));
    execFileSync('npm', ['run', 'build:server', '--silent'], { stdio: 'ignore' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the built service sandboxed: its own user, a read-only system, one state folder, no new privileges', () => {
    for (const line of ['DynamicUser=yes', 'StateDirectory=newsflash', 'ProtectSystem=strict', 'NoNewPrivileges=yes', 'ProtectHome=yes', 'PrivateTmp=yes', 'CapabilityBoundingSet=']) {
      expect(unit.split('\n')).toContain(line);
    }
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node \/opt\/newsflash\/server\/dist\/main\.mjs /m);
    // systemd waits for the drain before it kills.
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)![1]) * 1000).toBeGreaterThan(defaults.drainMs);
  });

  it.runIf(analyze)('passes systemd-analyze verify, which does catch a broken unit', () => {
    expect(verify(dir, unit)).toEqual({ status: 0, output: '' });
    expect(verify(dir, unit.replace('/usr/bin/node', '/usr/bin/no-such-node')).status).not.toBe(0);
  });
});
