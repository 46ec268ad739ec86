import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { leanPreload } from './lean-preload-plugin';
import { compressPlugin } from './compress-plugin';
import { messagesPlugin } from './messages-plugin';
import { shellPlugin, WORKER_FILE } from './shell-plugin';

const root = resolve(import.meta.dirname, '..');

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The modules the page's first paint imports statically and shares with a later chunk, in one chunk
 * beside the entry: left to themselves they are ten small files, each a request the service worker
 * answers before the first paint, each compressed apart. `also`: small modules the later chunks
 * share among themselves (the price symbols' pattern, which the live part, the trade links and
 * price moves read; the reading of a JSON reply, which the live part and the votes' chunk do; the
 * exchanges' rules, which the trade links and price moves read, and a coin's chip asks for just
 * after the first paint), there too rather than a file of their own that each of them asks for. What loads later (the live part,
 * another language's notice words, price moves) stays in its own chunks.
 */
function firstPaintChunk(entry: string, also: readonly string[]) {
  let closure: Set<string> | undefined;
  const walk = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    const next = [entry];
    for (let id = next.pop(); id !== undefined; id = next.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (id: string, graph: ModuleGraph) => ((closure ??= walk(graph)).has(id) || also.includes(id) ? 'page' : null);
}

/**
 * The service's own web page (web/): the popup's components over the page's own origin, built into
 * the service's dist (`npm run build:server`), which serves it at `/` (server/routes/web-files.ts).
 * NEWSFLASH_WEB_OUT moves the output (the bench builds into a folder of its own).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  publicDir: false,
  resolve: { alias: { '@': root, '#pattern-engine': resolve(root, 'utils/notify/pattern-engine-module.ts') } },
  define: { 'import.meta.env.FIREFOX': 'false' },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  // A later chunk loads by a plain import() (web/lean-preload-plugin.ts): its imports are found as it is read, one request later, after the first paint.
  plugins: [leanPreload(), messagesPlugin(root), shellPlugin(), compressPlugin()],
  build: {
    outDir: process.env.NEWSFLASH_WEB_OUT ?? resolve(root, 'server/dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // The preload polyfill is an inline script, which the page's policy forbids; every browser it supports preloads modules itself.
    modulePreload: { polyfill: false },
    assetsDir: 'assets',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      // The page, and its service worker (web/sw.ts) at the root under a fixed name.
      input: { index: resolve(import.meta.dirname, 'index.html'), sw: resolve(import.meta.dirname, 'sw.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? WORKER_FILE : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            {
              name: firstPaintChunk(
                resolve(import.meta.dirname, 'main.tsx'),
                [
                  'packages/protocol/src/symbol.ts',
                  'packages/protocol/src/json-depth.ts',
                  'utils/net/read-json-reply.ts',
                  'utils/net/read-at-most.ts',
                  'utils/net/problem.ts',
                  ...['all', 'binance', 'bybit', 'coinbase', 'okx', 'upbit'].map((exchange) => `utils/exchanges/${exchange}.ts`),
                ].map((file) => resolve(root, file)),
              ),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
