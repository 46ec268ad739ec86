import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { checkManifest, type ShellFile } from '../utils/web/shell-cache';
import { WORKER_PATH } from '../utils/web/worker-path';

/** The worker's name in the build (shell-cache.ts' WORKER_PATH). */
export const WORKER_FILE = WORKER_PATH.slice(1);
const PLACEHOLDER = /(["'`])__NEWSFLASH_SHELL_MANIFEST__\1/;

/**
 * Writes the build's files (the HTML and everything under `assets/`, with their sizes) into the
 * service worker as its manifest, once the bundle is final. Refuses a build whose shell breaks the
 * worker's budget (SHELL_BUDGET) or whose worker would import anything at run time.
 */
export function shellPlugin(): Plugin {
  return {
    name: 'newsflash-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const worker = bundle[WORKER_FILE];
      if (!worker || worker.type !== 'chunk') throw new Error(`web page: no ${WORKER_FILE} in the build`);
      if (worker.imports.length > 0 || worker.dynamicImports.length > 0 || /^\s*(import|export)\b/m.test(worker.code)) throw new Error(`web page: ${WORKER_FILE} must be one classic script`);
      const files: ShellFile[] = [];
      const hash = createHash('sha256');
      for (const [fileName, output] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        if (fileName === WORKER_FILE || !(fileName === 'index.html' || fileName.startsWith('assets/'))) continue;
        const body = output.type === 'chunk' ? output.code : output.source;
        files.push({ path: `/${fileName}`, bytes: typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength });
        hash.update(fileName).update(body);
      }
      const manifest = checkManifest({ version: hash.digest('base64url').slice(0, 16), files });
      if (!manifest) throw new Error(`web page: its ${files.length} files break the service worker's budget (utils/web/shell-cache.ts)`);
      if (!PLACEHOLDER.test(worker.code)) throw new Error(`web page: ${WORKER_FILE} has no place for its manifest`);
      worker.code = worker.code.replace(PLACEHOLDER, () => JSON.stringify(JSON.stringify(manifest)));
    },
  };
}
