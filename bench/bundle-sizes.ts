import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './stats';

const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/** Gzip size of the JS a page loads at once (its module scripts and their preloaded chunks). */
function pageJsKb(dir: string, html: string): number {
  const page = readFileSync(join(dir, html), 'utf8');
  return [...page.matchAll(/(?:src|href)="([^"]+\.js)"/g)].reduce((sum, match) => sum + gzipKb(join(dir, match[1]!)), 0);
}

/** The largest of the five non-English languages' notice words, each a chunk a page loads with it (utils/text/notice-text.ts). */
function noticeWordsKb(dir: string): number {
  const chunks = readdirSync(join(dir, 'chunks')).filter((name) => /^(es|ja|ko|ru|zh_CN)-[\w-]+\.js$/.test(name));
  const words = chunks.map((name) => join(dir, 'chunks', name)).filter((file) => readFileSync(file, 'utf8').includes('forms:'));
  if (words.length !== 5) throw new Error(`expected five languages' notice words among the chunks, found ${words.length}`);
  return Math.max(...words.map(gzipKb));
}

/** What the built extension's worker and pages load: `npm run bench -- --bundle` prints these alone, from a fresh build. */
export function bundleFigures(dir = resolve('.output/chrome-mv3')): Figure[] {
  return [
    { figure: 'background JS (gzip)', value: gzipKb(join(dir, 'background.js')), unit: 'kB', budget: '≤ 80 kB', baseline: 'what the worker parses at every start' },
    { figure: 'pattern engine (gzip)', value: gzipKb(join(dir, 'pattern-engine.js')), unit: 'kB', baseline: 're2js, a script the worker loads at its first rule pattern (utils/notify/pattern-engine-script.ts)' },
    { figure: 'popup JS (gzip)', value: pageJsKb(dir, 'popup.html'), unit: 'kB', budget: '≤ 25 kB', baseline: `at first paint, for an English reader; another language adds its notice words, at most ${noticeWordsKb(dir).toFixed(1)} kB` },
    { figure: 'options JS (gzip)', value: pageJsKb(dir, 'options.html'), unit: 'kB' },
  ];
}
