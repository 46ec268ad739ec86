import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startBinanceStandIn } from '@/devkit/stand-ins/binance-markets';
import { startOrigin, type Origin } from '@/devkit/stand-ins/origin-server';

interface Closeable {
  close(): Promise<void>;
}

type BinanceStandIn = Awaited<ReturnType<typeof startBinanceStandIn>>;

export interface SourcesScaffold {
  /** A temporary directory of this test file, for sources files and SQLite databases. */
  dir: string;
  /** Writes `{ sources }` to a new file in `dir` and returns its path. */
  sourcesFile(sources: unknown[]): string;
  /** A stand-in origin, closed after the test. */
  origin(route: Parameters<typeof startOrigin>[0]): Promise<Origin>;
  /** Closes `one` after the test, after everything tracked later (reverse order). */
  track<T extends Closeable>(one: T): T;
  /** Closes `one` now, within the test, so the end of the test does not close it again. */
  closeNow(one: Closeable): Promise<void>;
  /** The Binance markets stand-in started before the tests; only when asked for with `{ binance: true }`. */
  binance(): BinanceStandIn;
}

/**
 * What the tests of configured sources share: call it at the top of a test file or describe
 * block, where it registers the hooks that start the Binance stand-in and close whatever a test
 * started, so no origin, upstream or service outlives its test.
 */
export function sourcesScaffold(name: string, options: { binance?: boolean } = {}): SourcesScaffold {
  const dir = mkdtempSync(join(tmpdir(), `newsflash-${name}-`));
  const running: Closeable[] = [];
  let files = 0;
  let binance: BinanceStandIn | undefined;

  if (options.binance) {
    beforeAll(async () => {
      binance = await startBinanceStandIn();
    });
    afterAll(() => binance?.close());
  }
  afterEach(async () => {
    for (const one of running.splice(0).reverse()) await one.close();
  });

  const track = <T extends Closeable>(one: T): T => {
    running.push(one);
    return one;
  };

  return {
    dir,
    sourcesFile(sources) {
      const file = join(dir, `sources-${++files}.json`);
      writeFileSync(file, JSON.stringify({ sources }));
      return file;
    },
    origin: async (route) => track(await startOrigin(route)),
    track,
    async closeNow(one) {
      await one.close();
      const at = running.indexOf(one);
      if (at >= 0) running.splice(at, 1);
    },
    binance() {
      if (!binance) throw new Error('sourcesScaffold: the Binance stand-in was not asked for, or has not started yet');
      return binance;
    },
  };
}
