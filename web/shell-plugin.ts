import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { checkManifest, type ShellFile } from '../utils/web/shell-cache';
import { WORKER_PATH } from '../utils/web/worker-path';

/** The worker's name in the build (worker-path.ts). */
export const WORKER_FILE = WORKER_PATH.slice(1);
const PLACEHOLDER = /(["'`])__NEWSFLASH_SHELL_MANIFEST__\1/;

/**
 * Writes the build's files (the HTML and everything under `assets/`, with their sizes as written)
 * into the service worker as its manifest. Read from the disk once the bundle is written, before
 * the compressed copies are made (compress-plugin.ts): later hooks still change chunks after
 * `generateBundle`. Refuses a build whose shell breaks the worker's budget (SHELL_BUDGET) or whose
 * worker would import anything at run time.
 */
export function shellPlugin(): Plugin {
  return {
    name: 'newsflash-shell',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'pre',
      handler(options, bundle) {
        const worker = bundle[WORKER_FILE];
        if (!worker || worker.type !== 'chunk') throw new Error(`web page: no ${WORKER_FILE} in the build`);
        if (worker.imports.length > 0 || worker.dynamicImports.length > 0 || /(^|[;}\s])(import|export)\s*[{*\w]/.test(worker.code)) throw new Error(`web page: ${WORKER_FILE} must be one classic script`);
        const files: ShellFile[] = [];
        const hash = createHash('sha256');
        for (const fileName of Object.keys(bundle).sort()) {
          if (!(fileName === 'index.html' || fileName.startsWith('assets/'))) continue;
          const body = readFileSync(join(options.dir!, fileName));
          files.push({ path: `/${fileName}`, bytes: body.byteLength });
          hash.update(fileName).update(body);
        }
        const manifest = checkManifest({ version: hash.digest('base64url').slice(0, 16), files });
        if (!manifest) throw new Error(`web page: its ${files.length} files break the service worker's budget (utils/web/shell-cache.ts)`);
        const path = join(options.dir!, WORKER_FILE);
        const code = readFileSync(path, 'utf8');
        if (!PLACEHOLDER.test(code)) throw new Error(`web page: ${WORKER_FILE} has no place for its manifest`);
        writeFileSync(path, code.replace(PLACEHOLDER, () => JSON.stringify(JSON.stringify(manifest))));
      },
    },
  };
}
