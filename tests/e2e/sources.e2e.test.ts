import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBinanceStandIn } from '@/devkit/stand-ins/binance-markets';
import { bybitAnnouncements, rssDocument } from '@/devkit/stand-ins/documents';
import { startOrigin, type Origin } from '@/devkit/stand-ins/origin-server';
import { ext } from './extension-api';
import { launch, setViewport, until, type BrowserKind } from './harness';
import { E2eService } from './service';

/**
 * The promise, end to end: a service given only a sources file, with no operator action,
 * fills a fresh browser's feed with items carrying coins, prices and stories. (One notification per
 * story is tested in background.e2e.test.ts, with items arriving live.)
 */
describe.each<BrowserKind>(['chromium', 'firefox'])('a service gathering its own news, read in %s', (kind) => {
  const dir = mkdtempSync(join(tmpdir(), 'newsflash-e2e-sources-'));
  let binance: Awaited<ReturnType<typeof startBinanceStandIn>>;
  let origins: Origin;
  let service: E2eService;
  const link = `https://announcements.bybit.com/en/article/new-listing-bera-${kind}`;

  beforeAll(async () => {
    binance = await startBinanceStandIn();
    const now = Date.now();
    origins = await startOrigin((path) => {
      if (path === '/v5/announcements/index') return { body: bybitAnnouncements([{ id: link, title: 'New Listing: BERA/USDT — Deposit Now Open', link, time: now - 60_000 }]), type: 'application/json' };
      if (path === '/rss') {
        const entries = [
          { id: 'echo', title: 'COINDESK: Bybit lists Berachain (BERA)', link: `${link}?utm_source=coindesk`, time: now - 30_000 },
          { id: 'arb', title: 'Arbitrum DAO approves gaming catalyst program', link: 'https://blog.example/arb', time: now - 45_000 },
        ];
        return { body: rssDocument('Blogs', entries), type: 'application/rss+xml' };
      }
      return undefined;
    });
    const file = join(dir, 'sources.json');
    writeFileSync(
      file,
      JSON.stringify({
        sources: [
          { kind: 'bybit-announcements', name: 'Bybit', url: origins.url, intervalSeconds: 2 },
          { kind: 'feed', name: 'Blogs', url: `${origins.url}/rss`, intervalSeconds: 2 },
        ],
      }),
    );
    service = new E2eService(['--sources', file, '--coins', 'true', '--binance-api', binance.url, '--binance-futures-api', binance.url]);
    await service.start();
  });
  afterAll(async () => {
    await service.dispose();
    await Promise.all([origins.close(), binance.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills the feed with coins, prices and one card per story', async () => {
    const session = await launch(kind);
    try {
      const page = await session.open('/popup.html');
      await setViewport(page, { width: 420, height: 600 });
      await ext.configure(page, { serverAddress: service.url, apiKey: await service.admin.addKey(`sources-${kind}`) });
      const cards = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.card')].map((card) => ({
            title: card.querySelector('.title')?.textContent ?? '',
            coins: [...card.querySelectorAll('.coin')].map((coin) => coin.textContent ?? ''),
            also: card.querySelector('.also-from')?.textContent ?? null,
          })),
        );
      const shown = await until(cards, (all) => all.length === 2 && all.some((card) => card.also !== null), 'two cards, one of them a story of two origins', 30_000);
      const story = shown.find((card) => card.also !== null)!;
      expect([story.title, story.also]).toEqual(
        // Bybit's notice is in the reader's language: its own words, as traders search and quote them.
        story.title.startsWith('New Listing') ? ['New Listing: BERA/USDT — Deposit Now Open', 'Also reported by Blogs'] : ['COINDESK: Bybit lists Berachain (BERA)', 'Also reported by Bybit'],
      );
      expect(story.coins.join(' ')).toContain('BERA');
      expect(shown.find((card) => card !== story)!.coins.join(' ')).toContain('ARB');
      const items = (await (await fetch(`${service.url}/api/news`)).json()) as { title: string; firstPrice?: Record<string, number> }[];
      expect(items.find((item) => item.title.startsWith('Arbitrum'))?.firstPrice).toEqual({ ARBUSDT: 0.21, ARBBTC: expect.any(Number) });
    } finally {
      await session.close();
    }
  });
});
