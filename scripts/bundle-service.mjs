// The service's code as one ES module and its chunks in `out`: what `npm run build:server` ships,
// and what the tests run (devkit/spawn-service.ts), so both start the same code. The service's
// runtime packages stay outside (better-sqlite3 is native); what it reads at run time beside its
// code (PostgreSQL's migrations) is copied to where the bundle looks for it. Feed documents are read
// in a worker thread (server/sources/feed-reader.ts), whose script is bundled beside main.mjs.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const dependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});

/** `define`: values written into the bundle in place of `process.env.NAME` expressions (the build's version and commit). */
export async function bundleService(out, { define = {}, logLevel = 'info' } = {}) {
  const external = [...dependencies('server/package.json'), ...dependencies('packages/protocol/package.json')].filter((name) => !name.startsWith('@newsflash/'));
  await build({
    // main.mjs is server/entry.ts: it catches SIGHUP and only then imports the service, which
    // splitting keeps in chunks of its own (with its packages' imports), loaded after that.
    entryPoints: { main: 'server/entry.ts', 'feed-worker': 'server/sources/feed-worker.ts' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    define,
    outdir: out,
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    logLevel,
  });
  cpSync('server/storage/postgres/migrations', `${out}/migrations`, { recursive: true });
}
