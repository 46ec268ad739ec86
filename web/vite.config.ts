import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { compressPlugin } from './compress-plugin';
import { messagesPlugin } from './messages-plugin';
import { shellPlugin, WORKER_FILE } from './shell-plugin';

const root = resolve(import.meta.dirname, '..');

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
  plugins: [messagesPlugin(root), shellPlugin(), compressPlugin()],
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
      output: { entryFileNames: (chunk) => (chunk.name === 'sw' ? WORKER_FILE : 'assets/[name]-[hash].js') },
    },
  },
});
