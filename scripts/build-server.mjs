// `npm run build:server`: the service as one ES module in dist/server/, run by `npm start` with
// production dependencies only (they stay outside the bundle: better-sqlite3 is native, the others
// are installed by `npm ci --omit=dev`). What the service reads at run time beside its code (the
// demo corpus, PostgreSQL's migrations) is copied to where the bundle looks for it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = 'dist/server';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: `${out}/main.mjs`,
  sourcemap: true,
  logLevel: 'info',
});
cpSync('server/corpus', `${out}/corpus`, { recursive: true });
cpSync('server/storage/postgres/migrations', `${out}/migrations`, { recursive: true });
