// `npm run build:server`: the service as one ES module in server/dist/, run by `npm start` with
// production dependencies only. The wire contract (@newsflash/protocol, TypeScript source) is
// bundled in; the service's runtime packages stay outside (better-sqlite3 is native; the others
// are installed by `npm ci --omit=dev`). What the service reads at run time beside its code
// (PostgreSQL's migrations) is copied to where the bundle looks for it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const dependencies = (file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {});
const external = [...dependencies('server/package.json'), ...dependencies('packages/protocol/package.json')].filter((name) => !name.startsWith('@newsflash/'));

const out = 'server/dist';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  outfile: `${out}/main.mjs`,
  sourcemap: true,
  logLevel: 'info',
});
cpSync('server/storage/postgres/migrations', `${out}/migrations`, { recursive: true });
