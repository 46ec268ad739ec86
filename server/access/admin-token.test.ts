import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptAdminToken } from './admin-token';

describe('keptAdminToken', () => {
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-admin-token-'));

  it('refuses a kept token without entropy as it refuses a short one, saying what to do', () => {
    const file = join(dir, 'weak');
    writeFileSync(file, `${'password'.repeat(4)}\n`, { mode: 0o600 });
    expect(() => keptAdminToken(file, 'unused')).toThrow(/holds an admin token that is refused: .*Delete it to have one generated/);
  });

  it('keeps a random token it finds, and writes a generated one 0600 when there is none', () => {
    const file = join(dir, 'good');
    writeFileSync(file, 'nXqp45AbR5egRQ44baAx5jFW2pvHW6T8\n', { mode: 0o600 });
    expect(keptAdminToken(file, 'unused')).toEqual({ token: 'nXqp45AbR5egRQ44baAx5jFW2pvHW6T8', created: false });
    expect(keptAdminToken(join(dir, 'new', 'token'), 'g7T1vraiWjM4MqgNQNzvjjzthmkX8Drr')).toEqual({ token: 'g7T1vraiWjM4MqgNQNzvjjzthmkX8Drr', created: true });
  });
});
