import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, WebWorker } from 'puppeteer-core';
import { configureExtension, launchWithExtension } from '../devkit/extension-browser';
import { defaultAlerts } from '../utils/settings/schema';
import { bundleFigures } from './bundle-sizes';
import { startBenchService, waitFor, workerHeapMb, workerStatus } from './harness';
import { percentile, type Figure } from './stats';
import { startChannelStandIns } from '../devkit/stand-ins/alert-channels';

const ours = resolve('.output/chrome-mv3');

async function workerOf(browser: Browser, match: (url: string) => boolean): Promise<WebWorker> {
  const target = await browser.waitForTarget((t) => t.type() === 'service_worker' && match(t.url()));
  return (await target.worker())!;
}

/**
 * Frame-to-notification latency of the built extension beside a bare baseline in the same browser,
 * worker memory after 10,000 items, and bundle sizes.
 */
export async function benchExtension(options: { items: number; ratePerSecond: number; memoryItems: number }): Promise<Figure[]> {
  if (!existsSync(join(ours, 'manifest.json'))) throw new Error('build the extension first: npm run build');
  const { service, key, publish: publishItem } = await startBenchService();
  const publish = (title: string) => publishItem({ title, body: 'Bench item body text.' });

  const work = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'newsflash-bench-'));
  const baseline = join(work, 'baseline');
  cpSync(resolve('bench/baseline-extension'), baseline, { recursive: true });
  cpSync(join(ours, 'icon/128.png'), join(baseline, 'icon.png'));
  writeFileSync(join(baseline, 'config.js'), `self.BASELINE_SOCKET = ${JSON.stringify(`${service.url.replace('http', 'ws')}/ws`)};\nself.BASELINE_KEY = ${JSON.stringify(key)};\n`);

  // Every bench alert also goes to an ntfy topic on a local stand-in: frame → channel request.
  const channels = await startChannelStandIns();
  const session = await launchWithExtension('chromium', { extraExtensions: [baseline] });
  const { browser } = session;
  try {
    const ourWorker = await session.worker!();
    const baseWorker = await workerOf(browser, (url) => !url.startsWith(session.origin));
    const page = await session.open('/popup.html');
    // Loosen coalescing so every bench item gets its own notification, as the budget assumes.
    await configureExtension(page, {
      serverAddress: service.url,
      apiKey: key,
      alerts: { ...defaultAlerts, maxPerWindow: 20, windowSeconds: 1, allowRequireInteraction: false },
      channels: [{ id: 'bench', name: 'bench', enabled: true, every: true, kind: 'ntfy', topicUrl: `${channels.url}/bench` }],
    });
    await page.close();
    const status = () => workerStatus(ourWorker);
    await waitFor(status, (s) => s.feed.login.state === 'ok', 20_000);

    for (let i = 0; i < options.items; i++) {
      await publish(`Latency ${i}`);
      await new Promise((r) => setTimeout(r, 1000 / options.ratePerSecond));
    }
    const ourSamples = await waitFor(
      () => ourWorker.evaluate(() => (globalThis as unknown as { newsflashDebug: { latencies(): number[] } }).newsflashDebug.latencies()),
      (samples) => samples.length >= options.items,
      10_000,
    );
    const channelSamples = await waitFor(
      () => ourWorker.evaluate(() => (globalThis as unknown as { newsflashDebug: { channelLatencies(): number[] } }).newsflashDebug.channelLatencies()),
      (samples) => samples.length >= options.items,
      10_000,
    );
    const baseSamples = await baseWorker.evaluate(() => (globalThis as unknown as { samples: number[] }).samples);

    const before = (await status()).counters.items;
    const queue = Array.from({ length: options.memoryItems }, (_, i) => i);
    await Promise.all(Array.from({ length: 8 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) await publish(`Memory ${i}`);
    }));
    const after = await waitFor(status, (s) => s.counters.items >= before + options.memoryItems, 60_000);
    const heap = await workerHeapMb(ourWorker);

    const fmt = (samples: number[]) => `p50 ${percentile(samples, 50).toFixed(2)} / p99 ${percentile(samples, 99).toFixed(2)} ms (n=${samples.length})`;
    return [
      { figure: 'frame → notification latency p50', value: percentile(ourSamples, 50), unit: 'ms', baseline: `bare baseline ${fmt(baseSamples)}` },
      {
        figure: 'frame → notification latency p99',
        value: percentile(ourSamples, 99),
        unit: 'ms',
        budget: `≤ ${(percentile(baseSamples, 99) + 1).toFixed(2)} ms (the bare baseline's p99 + 1 ms)`,
        baseline: `(${ourSamples.length} items at ${options.ratePerSecond}/s)`,
      },
      {
        figure: 'frame → channel request latency p95',
        value: percentile(channelSamples, 95),
        unit: 'ms',
        budget: '≤ 300 ms',
        baseline: `p50 ${percentile(channelSamples, 50).toFixed(2)} ms, ${channelSamples.length} ntfy requests to a local stand-in (${channels.requests.length} received)`,
      },
      { figure: `worker JS heap after ${options.memoryItems} more items`, value: heap, unit: 'MB', budget: '≤ 40 MB', baseline: `items received: ${after.counters.items}` },
      ...bundleFigures(ours),
    ];
  } finally {
    await session.close();
    await service.stop();
    await channels.close();
    rmSync(work, { recursive: true, force: true });
  }
}
