import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface BuildInfo {
  /** The release's semantic version: the root package.json's, the one place versions come from. */
  version: string;
  /** The git commit built, or "unknown" (a checkout without git, a tarball). */
  commit: string;
}

/**
 * What this build is. The bundle (scripts/build-server.mjs) has both written in at build time as
 * NEWSFLASH_BUILD_VERSION and NEWSFLASH_BUILD_COMMIT; run from source, they are read from the
 * checkout. Effects are passed in so the choice is tested without a repository.
 */
export function readBuildInfo(env: Record<string, string | undefined>, readVersion: () => string, gitCommit: () => string): BuildInfo {
  const attempt = (read: () => string) => {
    try {
      return read().trim() || 'unknown';
    } catch {
      return 'unknown';
    }
  };
  return { version: env.NEWSFLASH_BUILD_VERSION || attempt(readVersion), commit: env.NEWSFLASH_BUILD_COMMIT || attempt(gitCommit) };
}

let known: BuildInfo | undefined;

export function buildInfo(): BuildInfo {
  known ??= readBuildInfo(
    // Written as whole expressions so esbuild's `define` replaces them in the bundle.
    { NEWSFLASH_BUILD_VERSION: process.env.NEWSFLASH_BUILD_VERSION, NEWSFLASH_BUILD_COMMIT: process.env.NEWSFLASH_BUILD_COMMIT },
    () => (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version,
    () => execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: new URL('.', import.meta.url), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  return known;
}
