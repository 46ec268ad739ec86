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
    // The build alone passes vitest's 10 s for a hook on a loaded machine, as the other build tests allow for.
  }, 60_000);
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

describe('the scheduled backup (deploy/newsflash-backup.service and .timer)', () => {
  const backupUnit = readFileSync('deploy/newsflash-backup.service', 'utf8');
  const timer = readFileSync('deploy/newsflash-backup.timer', 'utf8');
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-systemd-backup-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs daily, makes up a missed day, as the service\'s own user, as sandboxed as the service', () => {
    expect(timer.split('\n')).toEqual(expect.arrayContaining(['OnCalendar=daily', 'Persistent=true', 'WantedBy=timers.target']));
    // The service's dynamic user is named after its unit: the backup takes the same name, so it may read the database.
    expect(backupUnit.split('\n')).toEqual(expect.arrayContaining(['Type=oneshot', 'User=newsflash', 'DynamicUser=yes', 'UMask=0077']));
    expect(backupUnit).toMatch(/^StateDirectory=newsflash newsflash-backups$/m);
    for (const line of unit.split('\n').filter((line) => /^(Protect|Private|Restrict|NoNewPrivileges|CapabilityBoundingSet|SystemCall|LockPersonality)/.test(line))) {
      expect(backupUnit.split('\n'), line).toContain(line);
    }
    expect(backupUnit).toMatch(/^ExecStart=\/bin\/sh \/opt\/newsflash\/deploy\/newsflash-backup\.sh$/m);
    expect(backupUnit).toMatch(/^Environment=NEWSFLASH_BACKUP_KEEP=\d+$/m);
  });

  it.runIf(analyze)('passes systemd-analyze verify, unit and timer together', () => {
    const place = (name: string, text: string) => {
      const file = join(dir, name);
      writeFileSync(file, text.replaceAll('/opt/newsflash', process.cwd()));
      return file;
    };
    const service = place('newsflash-backup.service', backupUnit);
    const check = spawnSync('systemd-analyze', ['verify', '--man=no', service, place('newsflash-backup.timer', timer)], { encoding: 'utf8' });
    expect({ status: check.status, output: (check.stdout + check.stderr).trim() }).toEqual({ status: 0, output: '' });
    place('newsflash-backup.service', backupUnit.replace('/bin/sh', '/bin/no-such-shell'));
    expect(spawnSync('systemd-analyze', ['verify', '--man=no', service]).status).not.toBe(0);
  });
});
