import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startBinanceStandIn } from '@/devkit/stand-ins/binance-markets';
import { defaultAlerts } from '@/utils/settings/schema';
import { ChaosProxy } from './chaos-proxy';
import { ext, form } from './extension-api';
import { launch, setViewport, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

/** What a card shows of its coin's moves: each span's text, tone and title. */
const movesOn = (page: Page, id: string) =>
  page.evaluate(
    (newsId) =>
      [...document.querySelectorAll(`.card[data-id="${CSS.escape(newsId)}"] .outcome`)].map((span) => ({
        text: span.textContent,
        tone: span.className,
        title: span.getAttribute('title'),
      })),
    id,
  );

/** The rule's row of the record in Options → Alerts: its cells as shown. */
const recordRow = (page: Page, name: string) =>
  page.evaluate((rule) => {
    const row = [...document.querySelectorAll('.outcome-record tbody tr')].find((tr) => tr.querySelector('th')?.textContent === rule);
    return row ? [...row.querySelectorAll('td')].map((cell) => cell.textContent) : null;
  }, name);

const exmp = (title: string) => ({
  title,
  // Past its first minute, so the service measures it at once.
  time: Date.now() - 61_000,
  suggestions: [{ coin: 'EXMP', found: ['EXMP'], symbols: [{ exchange: 'binance', symbol: 'EXMPUSDT' }] }],
  firstPrice: { EXMPUSDT: 0.4 },
});

/**
 * What each headline did to the price (issue 55) in the built extension: the service measures EXMP
 * (its kline stand-in quotes 0.5; the items say 0.4 at publication: +25 %), the card shows the move,
 * the rule's follow-up ("10 % within 5 minutes") notifies once per item, and the rule's record counts
 * it. The extension talks to the service through the chaos proxy so a test can send a second outcome
 * for an item, as the service does for its next span.
 */
describe.each<BrowserKind>(['chromium', 'firefox'])('outcomes in %s', (kind) => {
  let binance: Awaited<ReturnType<typeof startBinanceStandIn>>;
  let service: E2eService;
  let proxy: ChaosProxy;
  let session: ExtensionSession;
  let page: Page;
  let first = '';

  const rule = { id: 'exmp', name: 'EXMP moves', enabled: true, action: 'notify', match: { coins: ['EXMP'] }, followUp: { percent: 10, span: '5m' } };
  const notifications = async () => Object.keys(await ext.notifications(page)).sort();

  beforeAll(async () => {
    binance = await startBinanceStandIn(['BTC', 'EXMP'], (symbol) => (symbol === 'EXMPUSDT' ? 0.5 : undefined));
    service = new E2eService(['--coins', 'true', '--binance-api', binance.url, '--binance-futures-api', binance.url, '--bybit-api', binance.url]);
    await service.start();
    proxy = new ChaosProxy(() => service.url);
    await proxy.start();
    session = await launch(kind);
    page = await session.open('/popup.html');
    await setViewport(page, { width: 420, height: 600 });
    const apiKey = await service.admin.addKey(`outcomes-${kind}-${Date.now()}`);
    await ext.configure(page, { serverAddress: proxy.url, apiKey, alerts: { ...defaultAlerts, rules: [rule], defaultAction: 'feed', maxPerWindow: 20 } });
    await until(() => ext.status(page), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'a logged-in connection');
  });
  afterAll(async () => {
    await session?.close();
    await proxy?.stop();
    await service?.dispose();
    await binance?.close();
  });

  it('shows the move beside the coin chip once measured, and the rule follows it up once: a second outcome of the item raises nothing', async () => {
    first = await service.publish(exmp('Exchange lists EXMP'));
    const shown = await until(() => movesOn(page, first), (spans) => spans.length > 0, 'the +1 min outcome on the card');
    expect(shown).toEqual([{ text: '+1m +25.0 %', tone: 'outcome up', title: 'After 1 min: +25.0 % (highest +25.0 %, lowest ±0.0 %)' }]);
    // The item's own notification may still be on its way (its icon, its create) when the follow-up is up: both are waited for.
    const both = (id: string) => (ids: string[]) => ids.includes(`newsflash:followup:${id}`) && ids.includes(`newsflash:item:${id}`);
    expect(await until(notifications, both(first), 'the notification and its follow-up')).toEqual([`newsflash:followup:${first}`, `newsflash:item:${first}`]);

    // The next span's update, further still: the card shows it, and the item is not followed up again.
    await ext.clearNotifications(page);
    const spans = {
      '1m': { price: 0.5, move: 25, rise: 25, fall: 0 },
      '5m': { price: 0.52, move: 30, rise: 32, fall: 0 },
    };
    const outcome = { coins: [{ coin: 'EXMP', market: 'binance', symbol: 'EXMPUSDT', from: 0.4, spans }] };
    expect(proxy.inject(JSON.stringify({ update: first, outcome }))).toBe(1);
    const moves = await until(() => movesOn(page, first), (shown) => shown.length === 2, 'the +5 min outcome on the card');
    expect(moves.map((move) => move.text)).toEqual(['+1m +25.0 %', '+5m +30.0 %']);
    // A later item's outcome comes after it on the same socket: once that one is followed up, the second update was judged.
    const second = await service.publish(exmp('EXMP opens deposits'));
    expect(await until(notifications, both(second), 'the second item’s notification and follow-up')).toEqual([`newsflash:followup:${second}`, `newsflash:item:${second}`]);
    // The follow-up's record is stored apart from its notification.
    const followUps = async () => (((await ext.stored(page, ['followUps'])).followUps ?? []) as { id: string }[]).map((entry) => entry.id);
    expect(await until(followUps, (ids) => ids.includes(second), 'the second follow-up recorded')).toEqual([first, second]);
  });

  it("a rule's record in Options → Alerts counts its items and how far they moved; its editor shows the follow-up and refuses one past the bounds", async () => {
    const options = await session.open('/options.html#alerts');
    try {
      const row = await until(() => recordRow(options, rule.name), (cells) => cells !== null, "the rule's row in the record");
      // Two items; one measured at +5 min, past the default 2 % its way; none measured at +30 min.
      expect(row).toEqual(['2', '100 % of 1', '–', '+30.0 %', '–', '+30.0 % Exchange lists EXMP', '+30.0 % Exchange lists EXMP']);
      expect(await until(() => form.text(options, '.rule-what'), (text) => text.includes('EXMP'), "the rule's summary")).toBe('coins EXMP → Notify · again at ≥ 10 % within 5 min');

      await form.press(options, 'Edit');
      const followUp = () =>
        options.evaluate(() => ({
          percent: document.querySelector<HTMLInputElement>('#rule-follow-up-percent')?.value,
          span: document.querySelector<HTMLSelectElement>('#rule-follow-up-span')?.selectedOptions[0]?.textContent,
          hint: document.querySelector('#rule-follow-up-hint')?.textContent,
        }));
      expect(await until(followUp, (fields) => fields.percent !== undefined, 'the rule editor')).toMatchObject({ percent: '10', span: '5 min' });
      await form.fill(options, 'Notify again if its coin moves at least (%)', '0.05');
      await form.press(options, 'Save rule');
      expect(await until(followUp, (fields) => fields.hint?.startsWith('A percentage') === true, 'the refusal')).toMatchObject({ hint: 'A percentage from 0.1 to 100, or empty for none.' });
      const stored = (await ext.stored(options, ['alerts'])).alerts as { rules: { followUp?: unknown }[] };
      expect(stored.rules[0]?.followUp).toEqual(rule.followUp);
    } finally {
      await options.close();
    }
  });
});
