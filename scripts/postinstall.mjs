// After `npm ci`: WXT writes its generated types. After `npm ci --omit=dev` (a production install
// of the service) WXT is not there and nothing needs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('node_modules/wxt')) process.exit(spawnSync('npx', ['wxt', 'prepare'], { stdio: 'inherit' }).status ?? 1);
