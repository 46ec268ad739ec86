// `npm run demo`: installs what is missing, then runs the demo (scripts/demo-run.ts).
import { spawnSync } from 'node:child_process';
import { CHROMIUM, FIREFOX, POSTGRES, REDIS, ensurePackages } from '../devkit/debian-packages.mjs';
import { ensureNodeModules } from '../devkit/deps.mjs';

const args = process.argv.slice(2);
const firefox = args.includes('--firefox');
ensureNodeModules();
const nodes = args.includes('--nodes') ? Number(args[args.indexOf('--nodes') + 1]) : 1;
// Several nodes share a private PostgreSQL and Redis.
if (!ensurePackages([firefox ? FIREFOX : CHROMIUM, ...(nodes > 1 ? [POSTGRES, REDIS] : [])])) process.exit(1);
const result = spawnSync('npx', ['tsx', 'scripts/demo-run.ts', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
