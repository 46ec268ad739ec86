import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    firefoxProfileTemplate: string;
  }
}

/**
 * Where this run keeps the Firefox profile every launch starts from a copy of (made by the first
 * Firefox launch, so a Chromium-only run spends nothing on it), removed when the run ends.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-firefox-template-'));
  project.provide('firefoxProfileTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
