import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ext } from './extension-api';
import { launch, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

const korean = '[거래] 아비트럼(ARB) 원화 마켓 디지털 자산 추가';
const listing = { title: korean, source: 'Upbit', notice: { kind: 'spot-listing', sign: '+', exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW'] } };
const decoy = { title: 'Trading competition: share 100,000 ARB', source: 'Binance EN', notice: { kind: 'promotion', exchange: 'Binance', coins: ['ARB'], markets: [] } };

interface NoticeCard {
  title: string;
  chip: string;
  original: string | null;
}

const card = (page: Page, id: string): Promise<NoticeCard | null> =>
  page.evaluate((newsId) => {
    const node = document.querySelector(`.card[data-id="${CSS.escape(newsId)}"]`);
    if (!node) return null;
    return { title: node.querySelector('.title')?.textContent ?? '', chip: node.querySelector('.notice-kind')?.textContent ?? '', original: node.querySelector('.original')?.textContent ?? null };
  }, id);

describe.each<BrowserKind>(['chromium', 'firefox'])('notice kinds in %s', (kind) => {
  let service: E2eService;
  let session: ExtensionSession;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    session = await launch(kind);
  });
  afterAll(async () => {
    await session?.close();
    await service?.dispose();
  });

  it('a listing shows its kind and its words with the original one click away, notifies by the default Listings rule; a promotion does neither; the kind filter works', async () => {
    const page = await session.open('/popup.html');
    await ext.configure(page, { serverAddress: service.url, apiKey: await service.admin.addKey(`notices-${kind}`) });
    await until(() => ext.status(page), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'a logged-in connection');
    // The install's own alerts: only headlines a rule notifies reach the desktop (the welcome page's "important").
    const { alerts } = (await ext.stored(page, ['alerts'])) as { alerts: { rules: { id: string; enabled: boolean }[] } };
    expect(alerts.rules.map((rule) => [rule.id, rule.enabled])).toEqual([['listings', true]]);
    await ext.setStored(page, { alerts: { ...alerts, desktop: 'important' } });
    await ext.status(page);

    const decoyId = await service.publish(decoy);
    const listingId = await service.publish(listing);
    await until(() => ext.notifications(page), (all) => `newsflash:item:${listingId}` in all, 'the listing notified');
    await until(() => ext.storedIds(page), (ids) => ids.includes(decoyId), 'the decoy stored');
    expect(Object.keys(await ext.notifications(page))).not.toContain(`newsflash:item:${decoyId}`);

    // The service said the Korean notice in English for every client; the popup says it in the reader's language.
    const served = (await (await fetch(`${service.url}/api/news?id=${listingId}`)).json()) as { en?: string };
    expect(served.en).toBe('Upbit lists ARB (KRW markets)');
    const shown = await until(() => card(page, listingId), (view) => view !== null, 'the listing in the popup');
    expect(shown).toEqual({ title: 'Upbit lists ARB (KRW markets)', chip: '+Expected to lift the price: Spot listing', original: null });
    await page.click(`.card[data-id="${listingId}"] .original-toggle`);
    // Drawn after the click, and the decoy's card after its storing: each waited for, then checked whole.
    expect((await until(() => card(page, listingId), (view) => view?.original !== null, 'the original shown'))?.original).toBe(`As published: ${korean}`);
    expect(await until(() => card(page, decoyId), (view) => view !== null, 'the decoy in the popup')).toEqual({ title: decoy.title, chip: 'Promotion', original: null });

    await page.select('select[aria-label="Notice kind"]', 'spot-listing');
    await until(() => ext.renderedIds(page), (ids) => ids.length === 1 && ids[0] === listingId, 'only the listing');
    await page.select('select[aria-label="Notice kind"]', 'promotion');
    await until(() => ext.renderedIds(page), (ids) => ids.length === 1 && ids[0] === decoyId, 'only the promotion');
    await page.select('select[aria-label="Notice kind"]', '');
    await until(() => ext.renderedIds(page), (ids) => ids.includes(listingId) && ids.includes(decoyId), 'both again');
  });
});
