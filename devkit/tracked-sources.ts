import { execFileSync } from 'node:child_process';

/** Tracked, but for the store's listing rather than for a reviewer rebuilding the add-on. */
const NOT_SOURCES = /^(store|docs)\//;

/**
 * What the Firefox sources zip holds: exactly the files git tracks (less the listing's images). A
 * deny-list of the working folder would ship whatever a run left in it (logs, coverage, a
 * database); an allow-list from git cannot.
 */
export function trackedSources(root: string): string[] {
  let listing: string;
  try {
    listing = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`The sources zip is built from what git tracks, and git could not list it here (${error instanceof Error ? error.message : String(error)}): run npm run zip inside the git checkout.`);
  }
  return listing.split('\0').filter((path) => path !== '' && !NOT_SOURCES.test(path));
}
