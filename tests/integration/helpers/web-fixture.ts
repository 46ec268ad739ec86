import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const WEB_INDEX = '<!doctype html><html lang="en"><head><title>Newsflash</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="app"></div></body></html>';
export const WEB_SCRIPT = `console.log(${JSON.stringify('newsflash '.repeat(200))});`;
export const WEB_WORKER = 'self.addEventListener("fetch", () => {});';
export const WEB_SECRET = 'not-for-the-web-7Qk2';

/**
 * A built web page as `npm run build:server` leaves it (a file and its `.gz` and `.br`), plus what
 * must never be served beside it: a file outside the page's two places, one of a kind it does not
 * use, and a link out of the folder. `root` holds it all, to be removed.
 */
export function webFixture(): { dir: string; root: string } {
  const root = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-web-'));
  const dir = join(root, 'web');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const write = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
  };
  write('index.html', WEB_INDEX);
  write('assets/index-Ab12Cd34.js', WEB_SCRIPT);
  write('sw.js', WEB_WORKER);
  writeFileSync(join(dir, 'secret.txt'), WEB_SECRET);
  writeFileSync(join(dir, 'assets', 'notes.md'), WEB_SECRET);
  const outside = join(root, 'outside.txt');
  writeFileSync(outside, WEB_SECRET);
  symlinkSync(outside, join(dir, 'assets', 'linked-Zz99Yy88.js'));
  return { dir, root };
}
