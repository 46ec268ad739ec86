import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startBinanceStandIn } from '@/devkit/stand-ins/binance-markets';
import { ext } from './extension-api';
import { launch, setViewport, until, type ExtensionSession } from './harness';
import { E2eService } from './service';

/** The stand-in's candles quote EXMP at 0.5; the item says 0.4 at publication: +25 %. */
describe('outcomes on a card in chromium', () => {
  let binance: Awaited<ReturnType<typeof startBinanceStandIn>>;
  let service: E2eService;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    binance = await startBinanceStandIn(['BTC', 'EXMP'], (symbol) => (symbol === 'EXMPUSDT' ? 0.5 : undefined));
    service = new E2eService(['--coins', 'true', '--binance-api', binance.url, '--binance-futures-api', binance.url, '--bybit-api', binance.url]);
    await service.start();
    session = await launch('chromium');
    page = await session.open('/popup.html');
    await setViewport(page, { width: 420, height: 600 });
    await ext.configure(page, { serverAddress: service.url, apiKey: await service.admin.addKey(`outcomes-${Date.now()}`) });
    await until(() => ext.status(page), (s) => s.feed.connection === 'open', 'an open connection');
  });
  afterAll(async () => {
    await session?.close();
    await service?.dispose();
    await binance?.close();
  });

  it('shows the move at +1 min beside the coin chip once the service measured it', async () => {
    const id = await service.publish({
      title: 'Exchange lists EXMP',
      time: Date.now() - 61_000,
      suggestions: [{ coin: 'EXMP', found: ['EXMP'], symbols: [{ exchange: 'binance', symbol: 'EXMPUSDT' }] }],
      firstPrice: { EXMPUSDT: 0.4 },
    });
    const stored = await until(async () => ((await (await fetch(`${service.url}/api/news?id=${id}`)).json()) as { outcome?: unknown }).outcome, (outcome) => outcome !== undefined, 'the outcome on the service');
    expect(stored).toBeDefined();
    const shown = await until(
      () => page.evaluate((newsId) => [...document.querySelectorAll(`.card[data-id="${newsId}"] .outcome`)].map((span) => ({ text: span.textContent, tone: span.className, title: span.getAttribute('title') })), id),
      (spans) => spans.length > 0,
      'the +1 min outcome on the card',
    );
    expect(shown[0]).toEqual({ text: '+1m +25.0 %', tone: 'outcome up', title: 'After 1 min: +25.0 % (highest +25.0 %, lowest ±0.0 %)' });
  });
});
