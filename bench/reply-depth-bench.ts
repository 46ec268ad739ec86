import type { BrowserKind } from '@/devkit/extension-browser';
import { launchPlainBrowser } from '../devkit/web-browser';
import { jsonDepthPast, MAX_JSON_DEPTH } from '@newsflash/protocol/json-depth';
import { MAX_REPLY_BYTES } from '@/utils/net/read-json-reply';
import type { Figure } from './stats';

/** What one browser took to read each reply, in the page's own thread, as the worker and the web page read them. */
interface Readings {
  parseDeepMs: number;
  parseDeepError?: string;
  scanDeepMs: number;
  refused: boolean;
  parseFlatMs: number;
  scanFlatMs: number;
}

/** What the page runs: the depth counter as the extension bundles it, so both browsers run the same code. */
const IN_PAGE = `(scan, bytes, max) => {
  const timed = (run) => {
    const started = performance.now();
    return [run(), performance.now() - started];
  };
  const deep = '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
  const item = JSON.stringify({ _id: 'x'.repeat(24), title: 'Binance Will List Example Coin (EXC) with Seed Tag Applied', source: 'Binance EN', url: 'https://www.binance.com/en/support/announcement/x', time: 1764000000000, coins: [{ coin: 'EXC' }] });
  const flat = '[' + Array.from({ length: Math.floor(bytes / (item.length + 1)) }, () => item).join(',') + ']';
  const [refused, scanDeepMs] = timed(() => scan(deep, max));
  const [, scanFlatMs] = timed(() => scan(flat, max));
  const [, parseFlatMs] = timed(() => JSON.parse(flat));
  let parseDeepError;
  const [, parseDeepMs] = timed(() => {
    try {
      JSON.parse(deep);
    } catch (error) {
      parseDeepError = String(error).slice(0, 80);
    }
  });
  return { parseDeepMs, parseDeepError, scanDeepMs, refused, parseFlatMs, scanFlatMs };
}`;

/**
 * A service's reply of the largest size the extension reads (16 MB), nested as deep as its
 * brackets allow, read in each real browser as it was before issue 53 (parsed) and as it is now
 * (its nesting counted first, then refused): the time the reading thread is held. A real reply of
 * the same size (a backlog of flat items) is parsed beside it, for scale.
 */
export async function benchReplyDepth(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of ['chromium', 'firefox'] as BrowserKind[]) {
    const { browser, close } = await launchPlainBrowser(kind);
    try {
      const page = await browser.newPage();
      // Given as text: the runner's transform would otherwise add helpers the page does not have.
      const readings = (await page.evaluate(`(${IN_PAGE})(${jsonDepthPast.toString()}, ${MAX_REPLY_BYTES}, ${MAX_JSON_DEPTH})`)) as Readings;
      const name = kind === 'chromium' ? 'Chromium' : 'Firefox';
      figures.push(
        { figure: `${name}: a 16 MB reply of brackets, parsed (before)`, value: Math.round(readings.parseDeepMs), unit: 'ms', baseline: readings.parseDeepError ? `the parse threw: ${readings.parseDeepError}` : 'parsed whole' },
        { figure: `${name}: the same reply, its nesting counted and refused (now)`, value: Math.round(readings.scanDeepMs), unit: 'ms', budget: '≤ 100 ms', baseline: readings.refused ? `refused at level ${MAX_JSON_DEPTH + 1}` : 'NOT refused' },
        { figure: `${name}: a real 16 MB backlog, counted then parsed`, value: `${Math.round(readings.scanFlatMs)} + ${Math.round(readings.parseFlatMs)}`, unit: 'ms', baseline: 'the count is what every reply now costs beside its parse' },
      );
    } finally {
      await close();
    }
  }
  return figures;
}
