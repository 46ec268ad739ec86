import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AI_KEY_MAX, readAiKey } from './ai-key';

const dir = mkdtempSync(join(tmpdir(), 'ai-key-'));
const file = (name: string, text: string, mode = 0o600) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
};

describe('readAiKey', () => {
  it('reads the key, trimmed, and says when others may read the file', () => {
    expect(readAiKey(file('ok', 'sk-abc123\n'))).toEqual({ key: 'sk-abc123' });
    expect(readAiKey(file('loose', 'sk-abc123', 0o644))).toEqual({ key: 'sk-abc123', looseMode: '644' });
  });

  it.each([
    ['empty', ''],
    ['two lines', 'sk-a\nsk-b'],
    ['too long', 'k'.repeat(AI_KEY_MAX + 1)],
    ['a control character', 'sk-\u0007'],
  ])('refuses a file %s', (name, text) => {
    expect(() => readAiKey(file(name, text))).toThrow(/holds no API key/);
  });
});
