/**
 * The web page's service worker's address (web/sw.ts): at the root, so it may serve the whole page,
 * and not hashed, so the browser finds a new build's at the same address. A module of its own: the
 * page imports it without sharing a chunk with the worker, which must stay one script.
 */
export const WORKER_PATH = '/sw.js';
