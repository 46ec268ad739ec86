import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text worth compressing; pictures and fonts are compressed already. */
const TEXT = /\.(html|js|css|json|svg|txt)$/;

/**
 * Each text file also as `.gz` and `.br`, made once at build at the highest levels, so the service
 * sends them as they are (server/routes/web-files.ts) and never compresses per request.
 */
export function compressPlugin(): Plugin {
  return {
    name: 'newsflash-compress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const path = join(options.dir!, fileName);
        const bytes = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
