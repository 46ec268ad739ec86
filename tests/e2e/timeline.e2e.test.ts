import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ext } from './extension-api';
import { launch, until, type BrowserKind } from './harness';
import { E2eService } from './service';

/** What a listing's card shows: its stages' words and the countdown's text. */
const timelineOf = (page: Page, id: string) =>
  page.evaluate((id) => {
    const card = document.querySelector(`article[data-id="${id}"]`);
    return {
      stages: [...(card?.querySelectorAll('.timeline li') ?? [])].map((stage) => [stage.querySelector('.stage-label')?.textContent ?? '', stage.textContent?.includes('upcoming') ?? false] as const),
      countdown: card?.querySelector('[role="timer"]')?.textContent ?? null,
    };
  }, id);

/** One listing story (the service folds it by coin) shown as one card with its stages and a running countdown. */
describe.each<BrowserKind>(['chromium', 'firefox'])('a listing\'s timeline in %s', (kind) => {
  let service: E2eService;
  beforeAll(async () => {
    service = new E2eService();
    await service.start();
  });
  afterAll(() => service.dispose());

  it('shows the notice, the stated start with a countdown that runs, and the market gone live, in one card', async () => {
    const now = Date.now();
    const coin = kind === 'chromium' ? 'TLCHR' : 'TLFOX';
    const notice = { kind: 'spot-listing', exchange: 'Binance', coins: [coin], markets: [`${coin}_USDT`], at: now + 2 * 3_600_000 };
    const session = await launch(kind);
    try {
      const page = await session.open('/popup.html');
      await ext.configure(page, { serverAddress: service.url });
      await until(() => ext.status(page), (status) => status.feed.connection === 'open', 'an open connection');
      const en = await service.publish({ title: `Binance Will List Timeline (${coin})`, source: 'Binance EN', notice });
      await service.publish({ title: `币安将上市Timeline (${coin})`, source: 'Binance CN', notice });
      await service.publish({ title: `Binance spot market ${coin}/USDT is live`, source: 'Binance markets', market: { exchange: 'Binance', kind: 'spot', symbol: `${coin}_USDT`, at: Date.now() } });
      const shown = await until(() => timelineOf(page, en), (card) => card.stages.length === 3 && card.countdown !== null, 'the card with its stages');
      expect(shown.stages).toEqual([
        ['Notice on Binance', false],
        [`${coin}/USDT live on Binance`, false],
        ['Trading starts on Binance', true],
      ]);
      expect(shown.countdown).toMatch(/^Trading on Binance starts in 1h 59m \d+s$/);
      // It counts down on its own.
      await until(() => timelineOf(page, en), (card) => card.countdown !== shown.countdown, 'the countdown ticking', 5_000);
      // One card for the story: the Chinese copy and the market are folded into it.
      expect(await page.evaluate(() => document.querySelectorAll('article.card').length)).toBe(1);
    } finally {
      await session.close();
    }
  });
});
