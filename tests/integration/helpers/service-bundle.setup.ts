import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error -- a plain ES module script, shared with `npm run build:server`
import { bundleService } from '@/scripts/bundle-service.mjs';

/**
 * The service bundled once for the run, as `npm run build:server` bundles it, and every spawned
 * service started from it (devkit/spawn-service.ts): from source through tsx a start took 4.3-5.5 s
 * of a loaded machine, from the bundle 1.2-1.8 s. It sits in server/ so it resolves the service's
 * own packages, the repository's package.json and the built web page as the sources do.
 */
export default async function setup() {
  const dir = mkdtempSync(join(import.meta.dirname, '../../../server/.bundle-for-tests-'));
  await bundleService(dir, { logLevel: 'warning' });
  process.env.NEWSFLASH_SERVICE_MAIN = join(dir, 'main.mjs');
  return () => rmSync(dir, { recursive: true, force: true });
}
