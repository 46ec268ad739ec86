import type { Plugin } from 'vite';

/** The module Vite wraps every on-demand `import()` of a page's code in (its `__vitePreload`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
/** A chunk loaded on demand as it is, its own imports found by the browser as it reads it. */
export const LEAN_PRELOAD_HELPER = 'export const __vitePreload = (load) => load();';
/** Left in a chunk only by Vite's own helper, and by a dependency list that only it reads. */
const VITE_HELPER_MARKS = ['vite:preloadError', '__vite__mapDeps'];

/**
 * The extension's pages and the service's web page load an on-demand chunk by a plain `import()`
 * (Vite has no option for it: vitejs/vite#18551). Vite's helper adds a preload link for each of the
 * chunk's imports before importing it: 0.7 kB gzip in the first paint of every page that loads a
 * chunk later (the popup's budget is 25 kB, the web page's first 3 s 40 kB), plus a list of each
 * chunk's imports beside each `import()`. The extension's files come from its own package, where the
 * browser finds a chunk's imports as quickly as it reads them (and adding the links cost the popup's
 * first rows about 10 ms, components/after-paint.ts); the web page's chunks load after its first
 * paint, from its service worker's cache or the service, a chunk's own imports one request later.
 * Pages still preload their first paint's chunks from the HTML. Vite's helper also loads a later chunk's own CSS, which none of ours has: a build with one
 * (or with Vite's helper back, as a Vite that renamed it would bring) stops with a message.
 */
export function leanPreload(): Plugin {
  return {
    name: 'newsflash-lean-preload',
    enforce: 'pre',
    apply: 'build',
    config: () => ({ build: { modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) } } }),
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER_ID ? LEAN_PRELOAD_HELPER : undefined),
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        const mark = file.type === 'chunk' ? VITE_HELPER_MARKS.find((text) => file.code.includes(text)) : undefined;
        if (mark) this.error(`${file.fileName} still holds Vite's preload helper (${mark}): a chunk loaded on demand brings CSS of its own, or Vite renamed ${JSON.stringify(PRELOAD_HELPER_ID)} (web/lean-preload-plugin.ts)`);
      }
    },
  };
}
