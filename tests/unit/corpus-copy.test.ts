import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../fixtures/corpus';

const shared = fileURLToPath(new URL('../../../shared/corpus/', import.meta.url));

// The demo and the tests read the repository's copy so a clone works on its own; when the shared
// corpus sits beside the repository, the copy must not have drifted from it.
describe.runIf(existsSync(shared))('server/corpus', () => {
  it.each(['live-items.jsonl', 'backlog-items.jsonl', 'control-frames.jsonl'])('%s matches ../shared/corpus', (file) => {
    expect(readFileSync(`${corpusDir}${file}`, 'utf8')).toBe(readFileSync(`${shared}${file}`, 'utf8'));
  });
});
