import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { TABS } from '@/utils/settings-forms/options-tabs';
import { ScriptedFeedServer } from '@/devkit/stand-ins/feed-socket-server';
import { startChannelStandIns, type ChannelStandIns } from '@/devkit/stand-ins/alert-channels';
import type { Rule } from '@/utils/notify/rules';
import { ext, form, popup } from './extension-api';
import { launch, setViewport, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

/**
 * Issue 54's task walk: four things a trader comes to the options page for, each from a fresh
 * install, on one page, in at most the stated number of actions. An action is what a person does
 * once: a click on a tab, a button or a box, a field filled, a menu choice. The budgets (also in
 * docs/using.md) are the walk's result: a change that makes a task longer fails here.
 */
const BUDGET = { binanceToNtfy: 11, muteSourceHour: 5, exportVotes: 2, extraFeed: 5 };

/** Drives the page as a person does and counts each action. */
function walker(page: Page) {
  let actions = 0;
  const act = async <T,>(step: () => Promise<T>) => {
    actions++;
    return step();
  };
  return {
    get actions() {
      return actions;
    },
    /** Opens a tab and waits, as a person does, until it is drawn. */
    tab: async (name: string) => {
      const hash = await act(() =>
        page.evaluate((text) => {
          const link = [...document.querySelectorAll<HTMLAnchorElement>('nav.tabs a')].find((a) => a.textContent?.trim() === text);
          if (!link) throw new Error(`no tab named "${text}"`);
          link.click();
          return link.hash.slice(1);
        }, name),
      );
      await until(() => page.evaluate(() => document.querySelector('.tab')?.getAttribute('data-tab')), (shown) => shown === hash, `the ${name} tab`);
    },
    press: (name: string, within?: string) => act(() => form.press(page, name, within)),
    fill: (label: string, value: string, within?: string) => act(() => form.fill(page, label, value, within)),
    tick: (label: string, within = 'body') =>
      act(() =>
        page.evaluate(
          (text, scope) => {
            const control = [...document.querySelectorAll<HTMLLabelElement>(`${scope} label`)].find((l) => l.textContent?.trim() === text)?.control as HTMLInputElement | null;
            if (!control) throw new Error(`no box labelled "${text}"`);
            control.click();
          },
          label,
          within,
        ),
      ),
    /** A choice from a menu named by its accessible name (aria-label). */
    choose: (name: string, value: string) =>
      act(() =>
        page.evaluate(
          (label, next) => {
            const select = document.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`);
            if (!select) throw new Error(`no menu named "${label}"`);
            select.value = next;
            select.dispatchEvent(new Event('change', { bubbles: true }));
          },
          name,
          value,
        ),
      ),
  };
}

const shots = '.tmp/screenshots';
const storedRules = async (page: Page) => ((await ext.stored(page, ['alerts'])) as { alerts: { rules: Rule[] } }).alerts.rules;
/** Waits for the rules list to show every stored rule: it redraws on the save's storage change, which can come after "Saved rule". */
const listed = (page: Page) =>
  until(
    async () => [(await storedRules(page)).length, await page.evaluate(() => document.querySelectorAll('#rules .rules > li').length)],
    ([stored, shown]) => stored === shown,
    'every saved rule listed',
  );

describe.each<BrowserKind>(['chromium', 'firefox'])('options task walk in %s', (kind) => {
  let service: E2eService;
  let channels: ChannelStandIns;
  let key: string;
  let session: ExtensionSession;
  let page: Page;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    channels = await startChannelStandIns();
    key = await service.admin.addKey(`walk-${kind}`);
  });
  afterAll(async () => {
    await channels.close();
    await service.dispose();
  });

  beforeEach(async () => {
    session = await launch(kind);
    page = await session.open('/options.html');
    await ext.configure(page, { serverAddress: service.url, apiKey: key });
    await until(() => ext.status(page), (s) => s.feed.connection === 'open' && s.feed.login.state === 'ok', 'a logged-in connection');
  });
  afterEach(() => session.close());

  it(`(1) sends Binance listings to an ntfy topic in at most ${BUDGET.binanceToNtfy} actions`, async () => {
    const walk = walker(page);
    await walk.tab('Alerts');
    await walk.press('Add a rule');
    await walk.fill('Come from any of these sources', 'Binance EN');
    await walk.tick('Spot listing', '.rule-editor');
    await walk.tick('Futures listing', '.rule-editor');
    await walk.press('Add a phone or chat channel');
    await walk.fill('Name', 'Phone', '.rule-channels');
    await walk.fill('Topic address (https://ntfy.sh/your-secret-topic)', `${channels.url}/binance-listings`, '.rule-channels');
    await walk.press('Save channel', '.rule-channels');
    await until(() => page.evaluate(() => [...document.querySelectorAll<HTMLLabelElement>('.rule-channels label')].some((label) => label.textContent?.trim() === 'Phone' && (label.control as HTMLInputElement).checked)), Boolean, 'the new channel ticked for the rule');
    await walk.press('Save rule');
    await until(() => form.outcome(page, 'rules'), (text) => text.includes('Saved rule'), 'the rule saved');
    await listed(page);
    // First match wins: above the install's Listings rule, or that one takes Binance's listings.
    await walk.press('↑', '#rules .rules li:last-child');
    expect(walk.actions).toBeLessThanOrEqual(BUDGET.binanceToNtfy);

    const rules = await until(() => storedRules(page), (all) => all[0]?.match.sources?.[0] === 'Binance EN', 'the Binance rule first');
    // The channel is stored by its own save, apart from the rule's.
    const { channels: saved } = (await until(() => ext.stored(page, ['channels']), (stored) => Array.isArray(stored.channels) && stored.channels.length > 0, 'the channel stored')) as { channels: { id: string; every: boolean }[] };
    // Added from the rule, for the rule: not every alert.
    expect(saved).toMatchObject([{ every: false }]);
    expect(rules[0]!.channels).toEqual([saved[0]!.id]);
    const id = await service.publish({ title: 'Binance Will List Walk (WALK)', source: 'Binance EN', notice: { kind: 'spot-listing', sign: '+', exchange: 'Binance', coins: ['WALK'], markets: ['WALKUSDT'] } });
    const sent = await until(async () => channels.requests.filter((request) => request.api === 'ntfy'), (all) => all.length === 1, 'the listing at the ntfy topic');
    expect(sent[0]!.body).toMatchObject({ topic: 'binance-listings' });
    expect(id).toBeTruthy();
  });

  it(`(2) mutes a noisy source for an hour in at most ${BUDGET.muteSourceHour} actions`, async () => {
    const walk = walker(page);
    await walk.tab('Alerts');
    await walk.press('Add a rule');
    await walk.fill('Come from any of these sources', 'Noisy');
    await walk.press('Save rule');
    await until(() => form.outcome(page, 'rules'), (text) => text.includes('Saved rule'), 'the rule saved');
    const name = (await storedRules(page)).at(-1)!.name;
    await listed(page);
    await walk.choose(`Mute rule ${name}`, '1');
    expect(walk.actions).toBeLessThanOrEqual(BUDGET.muteSourceHour);

    const rule = await until(async () => (await storedRules(page)).at(-1)!, (last) => last.mutedUntil !== undefined, 'the rule muted');
    expect(rule.mutedUntil! - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(rule.mutedUntil! - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const noisy = await service.publish({ title: 'Noise again', source: 'Noisy' });
    const other = await service.publish({ title: 'Something else', source: 'Quiet' });
    await until(() => ext.notifications(page), (all) => `newsflash:item:${other}` in all, 'the other source notified');
    expect(Object.keys(await ext.notifications(page))).not.toContain(`newsflash:item:${noisy}`);
  });

  it(`(3) exports my votes in at most ${BUDGET.exportVotes} actions`, async () => {
    const id = await service.publish({ title: 'A headline I liked' });
    const feed = await session.open('/popup.html');
    await until(() => popup.card(feed, id), (card) => card !== null, 'the item in the popup');
    await popup.press(feed, id, 'Like');
    await until(() => popup.card(feed, id), (card) => card?.like === true && !card.busy, 'the like accepted');
    await feed.close();
    // The file a download would save, caught where the page hands it to the browser.
    await page.evaluate(() => {
      const seen: { name: string; text: Promise<string> }[] = [];
      const blobs = new Map<string, Blob>();
      Object.assign(globalThis, { downloads: seen });
      const make = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob) => {
        const url = make(blob);
        blobs.set(url, blob);
        return url;
      };
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (!this.download) return click.call(this);
        seen.push({ name: this.download, text: blobs.get(this.href)?.text() ?? Promise.resolve('') });
      };
    });

    const walk = walker(page);
    await walk.tab('Data');
    await until(() => form.text(page, `#history tr[data-id="${id}"]`), (text) => text.includes('A headline I liked'), 'the vote in the history');
    await walk.press('Export CSV');
    expect(walk.actions).toBeLessThanOrEqual(BUDGET.exportVotes);
    const file = await page.evaluate(async () => {
      const [first] = (globalThis as unknown as { downloads: { name: string; text: Promise<string> }[] }).downloads;
      return first && { name: first.name, text: await first.text };
    });
    expect(file?.name).toBe('newsflash-votes.csv');
    expect(file?.text).toContain('A headline I liked');
  });

  it(`(4) adds an extra feed in at most ${BUDGET.extraFeed} actions`, async () => {
    const second = new ScriptedFeedServer();
    const address = await second.listen();
    onTestFinished(() => second.close());
    const walk = walker(page);
    await walk.tab('Connection');
    await walk.fill('Feed name', 'Second');
    await walk.fill('Its server address', `http://${address}`);
    await walk.fill('Its API key', 'key-second');
    await walk.press('Add feed', '#feeds');
    expect(walk.actions).toBeLessThanOrEqual(BUDGET.extraFeed);
    await until(() => form.outcome(page, 'feeds'), (text) => text.includes('Added Second'), 'the feed added');
    await until(async () => second.logins, (logins) => logins.includes('key-second'), 'the second feed logged in with its own key');
  });

  it('each tab has its own address: back, forward and a fresh opening keep it; the popup\'s pill opens Diagnostics', async () => {
    const current = () => page.evaluate(() => document.querySelector('nav.tabs a[aria-current="page"]')?.textContent ?? '');
    await until(current, (tab) => tab === 'Connection', 'the first tab by default');
    const walk = walker(page);
    await walk.tab('Alerts');
    await until(current, (tab) => tab === 'Alerts', 'Alerts open');
    expect(page.url()).toMatch(/options\.html#alerts$/);
    expect(await page.$('#rules')).not.toBeNull();
    await walk.tab('Data');
    await until(current, (tab) => tab === 'Data', 'Data open');
    await page.evaluate(() => history.back());
    await until(current, (tab) => tab === 'Alerts', 'back to Alerts');
    await page.evaluate(() => history.forward());
    await until(current, (tab) => tab === 'Data', 'forward to Data');
    // An old one-page address lands on the tab that holds it.
    const old = await session.open('/options.html#transfer');
    await until(() => old.evaluate(() => document.querySelector('nav.tabs a[aria-current="page"]')?.textContent ?? ''), (tab) => tab === 'Data', 'the old #transfer on Data');
    await old.close();

    const feed = await session.open('/popup.html');
    const href = await until(() => feed.evaluate(() => document.querySelector<HTMLAnchorElement>('.bar a.pill-label')?.href ?? ''), Boolean, 'the pill as a link');
    expect(href).toMatch(/\/options\.html#diagnostics$/);
    const diagnostics = await session.open('/options.html#diagnostics');
    await until(() => diagnostics.evaluate(() => document.querySelectorAll('#diagnostics table.source-latency, #diagnostics [data-testid="hops"]').length), (n) => n > 0, 'Diagnostics drawn');
    // One latency table, not two.
    expect(await diagnostics.evaluate(() => document.querySelectorAll('.source-delays, .source-hops').length)).toBe(0);

    // Each tab as a reader sees it (copied to docs/ for the README): light, 900 px wide.
    mkdirSync(shots, { recursive: true });
    for (const source of ['Binance EN', 'Blogs']) await service.publish({ title: `${source} headline`, source, hops: { origin: Date.now() - 700 } });
    await until(() => diagnostics.evaluate(() => document.querySelectorAll('table.source-latency tbody tr').length), (rows) => rows >= 2, 'sources in the latency table');
    await setViewport(diagnostics, { width: 900, height: 1000 });
    for (const tab of TABS) {
      await diagnostics.evaluate((hash) => (location.hash = hash), tab);
      await until(() => diagnostics.evaluate(() => document.querySelector('.tab')?.getAttribute('data-tab')), (shown) => shown === tab, `the ${tab} tab`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await diagnostics.screenshot({ path: `${shots}/options-${kind}-${tab}.png`, fullPage: true });
    }
  });
});
