import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ext } from './extension-api';
import { launch, setViewport, until, type BrowserKind, type ExtensionSession } from './harness';
import { startBinancePriceStream } from '@/devkit/stand-ins/binance-prices';
import { E2eService } from './service';

/** A coin only Bybit lists, spot and perpetual: its price comes from Bybit's streams. */
const bybx = { title: 'Bybit lists BYBX', suggestions: [{ coin: 'BYBX', found: ['BYBX'], symbols: [{ exchange: 'bybit-perps', symbol: 'BYBXUSDT' }, { exchange: 'okx', symbol: 'BYBXUSDT' }] }] };

const exmp = (firstPrice?: Record<string, number>) => ({
  title: 'Exchange lists EXMP',
  suggestions: [{ coin: 'EXMP', found: ['EXMP'], symbols: [{ exchange: 'binance', symbol: 'EXMPUSDT' }] }],
  ...(firstPrice && { firstPrice }),
});

describe.each<BrowserKind>(['chromium', 'firefox'])('price moves in %s', (kind) => {
  let service: E2eService;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    service = new E2eService([], 200);
    await service.start();
  });
  afterAll(() => service.dispose());

  beforeEach(async () => {
    session = await launch(kind);
    page = await session.open('/popup.html');
    await setViewport(page, { width: 420, height: 600 });
    await ext.configure(page, { serverAddress: service.url, apiKey: await service.admin.addKey(`prices-${kind}-${Date.now()}`) });
    await until(() => ext.status(page), (s) => s.feed.connection === 'open', 'an open connection');
    await page.bringToFront();
  });
  afterEach(() => session.close());

  const move = (id: string) =>
    page.evaluate((newsId) => {
      const chip = document.querySelector(`.card[data-id="${newsId}"] .move`);
      return chip ? { text: chip.firstChild?.textContent ?? '', tone: chip.className, label: chip.getAttribute('aria-label') ?? '', spark: chip.querySelector('svg path') !== null } : null;
    }, id);
  const priceClients = () => service.priceClients();

  it('shows the move since publication that matches the stand-in price, and the prices then and now', async () => {
    service.pinPrice('EXMPUSDT', 0.5);
    const id = await service.publish(exmp({ EXMPUSDT: 0.4 }));
    const shown = await until(() => move(id), (m) => m?.text === '+25.0%', 'the +25.0% move');
    expect(shown!.tone).toContain('up');
    expect(shown!.label).toBe('EXMPUSDT on Binance: +25.0% since publication; at publication 0.4, now 0.5 USDT');
    expect(shown!.spark).toBe(true);
    service.pinPrice('EXMPUSDT', 0.3);
    await until(() => move(id), (m) => m?.text === '-25.0%' && m.tone.includes('down'), 'the move following the price down');
  });

  it('measures from the first price seen when the item has no publication price', async () => {
    service.pinPrice('EXMPUSDT', 0.5);
    await service.publish(exmp({ EXMPUSDT: 0.5 }));
    const id = await service.publish(exmp());
    const shown = await until(() => move(id), (m) => m !== null, 'a move since seen');
    expect(shown).toMatchObject({ text: '0.0%', tone: 'move flat' });
    expect(shown!.label).toContain('since seen; first seen 0.5');
  });

  it('streams only while a page shows prices: off in the options closes the stream, and so does closing the page', async () => {
    service.pinPrice('EXMPUSDT', 0.5);
    const id = await service.publish(exmp({ EXMPUSDT: 0.5 }));
    await until(() => move(id), (m) => m !== null, 'the move');
    expect(await priceClients()).toBe(1);

    await ext.configure(page, { prices: { enabled: false, ...service.prices!.sources } });
    await until(priceClients, (n) => n === 0, 'the price stream closed');
    await until(() => move(id), (m) => m === null, 'the move gone from the chip');
    expect((await ext.status(page)).prices).toMatchObject({ enabled: false, state: 'off' });

    await ext.configure(page, { prices: { enabled: true, ...service.prices!.sources } });
    await until(priceClients, (n) => n === 1, 'the price stream back');
    await page.close();
    await until(priceClients, (n) => n === 0, 'no price stream once no page is open');
  });

  it('reports a price source that refuses (HTTP 451) in its status (not retrying it is a unit test)', async () => {
    const refusing = await startBinancePriceStream({ refuse: 451 });
    try {
      await ext.configure(page, { prices: { enabled: true, source: refusing.url, bybit: 'off' } });
      service.pinPrice('EXMPUSDT', 0.5);
      await service.publish(exmp({ EXMPUSDT: 0.5 }));
      const status = await until(() => ext.status(page), (s) => s.prices.state === 'refused', 'the refusal reported');
      expect(status.prices).toMatchObject({ enabled: true, state: 'refused', refusedStatus: 451 });
    } finally {
      await refusing.close();
    }
  });

  // Last: the item stays in the feed, and later openings would stream it from Bybit too.
  it("prices a coin Binance does not list from Bybit's linear stream, and the chip names Bybit", async () => {
    service.prices!.bybit.walks.linear.pin('BYBXUSDT', 2);
    const id = await service.publish(bybx);
    const seen = await until(() => move(id), (m) => m !== null, 'a move from Bybit');
    expect(seen).toMatchObject({ text: '0.0%', tone: 'move flat' });
    expect(seen!.label).toContain('BYBXUSDT on Bybit: 0.0% since seen; first seen 2, now 2 USDT');
    expect(service.prices!.bybit.counts()).toMatchObject({ clients: 1, topics: 1 });
    service.prices!.bybit.walks.linear.pin('BYBXUSDT', 2.5);
    await until(() => move(id), (m) => m?.text === '+25.0%' && m.tone.includes('up'), 'the move following Bybit up');
  });
});
