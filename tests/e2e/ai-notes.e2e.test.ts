import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startChatStandIn, type ChatStandIn } from '@/devkit/stand-ins/chat-completions';
import { defaultAlerts } from '@/utils/settings/schema';
import { ChaosProxy } from './chaos-proxy';
import { ext } from './extension-api';
import { launch, until, type BrowserKind, type ExtensionSession } from './harness';
import { E2eService } from './service';

/** What a card shows of the model's note: its summary (and whether it sits under the title) and the importance mark. */
const noteOf = (page: Page, id: string) =>
  page.evaluate((newsId) => {
    const card = document.querySelector(`.card[data-id="${CSS.escape(newsId)}"]`);
    const title = card?.querySelector('.title');
    const summary = card?.querySelector('.ai-summary');
    const mark = card?.querySelector('.importance');
    return {
      summary: summary?.textContent ?? null,
      underTitle: !!title && !!summary && summary.getBoundingClientRect().top >= title.getBoundingClientRect().bottom,
      mark: mark?.textContent ?? null,
      label: mark?.getAttribute('aria-label') ?? null,
    };
  }, id);

/**
 * The stand-in model rates a listing, a hack or an exploit 4 and anything else 2, and summarises the
 * item's text. Each item has words of its own, so none joins another's story on the service.
 */
const hack = { title: 'Exchange hack drains a hot wallet', body: 'An exchange lost funds from its hot wallet overnight and paused withdrawals.' };
const wrap = { title: 'Weekly market wrap', body: 'Prices moved little this week and volumes stayed thin across the majors.' };
const listing = { title: 'Bybit lists Berachain', body: 'Bybit opens spot trading for Berachain against USDT later today.' };
const funding = { title: 'Funding rates steady this weekend', body: 'Perpetual funding rates held near zero through the weekend on every venue.' };
const exploit = { title: 'Bridge exploit freezes deposits', body: 'A cross-chain bridge halted deposits after an attacker minted unbacked tokens.' };

/**
 * The operator's model's notes (server/ai/, --ai-endpoint on the chat-completions stand-in) in the
 * built extension: the note on the card, an importance rule notifying an item when its note makes
 * the rule match, and never a second notification for an item. The extension talks to the service
 * through the chaos proxy so a test can send a second note for an item, which the service never does.
 */
describe.each<BrowserKind>(['chromium', 'firefox'])("the operator's model's notes in %s", (kind) => {
  let chat: ChatStandIn;
  let service: E2eService;
  let proxy: ChaosProxy;
  let session: ExtensionSession;
  let page: Page;

  const shown = async () => (await ext.status(page)).counters.notificationsShown;
  /**
   * The worker counts a notification once the browser's create has answered, which can be after the
   * notification is listed: the count is waited for to reach `count`, then checked exactly.
   */
  const shownSince = async (before: number, count: number) => (await until(shown, (now) => now - before >= count, `${count} notifications counted`)) - before;
  const notified = (id: string) => until(() => ext.notifications(page), (all) => `newsflash:item:${id}` in all, `the notification of ${id}`);
  const noted = (id: string) => until(() => noteOf(page, id), (card) => card.mark !== null, `the note on ${id}'s card`);

  beforeAll(async () => {
    chat = await startChatStandIn();
    service = new E2eService(['--ai-endpoint', chat.endpoint]);
    await service.start();
    proxy = new ChaosProxy(() => service.url);
    await proxy.start();
  });
  afterAll(async () => {
    await proxy?.stop();
    await service?.dispose();
    await chat?.close();
  });

  beforeEach(async () => {
    session = await launch(kind);
    page = await session.open('/popup.html');
    // Nothing notifies by default: only an important note or the Berachain keyword does.
    const rules = [
      { id: 'important', name: 'Important', enabled: true, action: 'notify', match: { minImportance: 4 } },
      { id: 'berachain', name: 'Berachain', enabled: true, action: 'notify', match: { keywords: ['berachain'] } },
    ];
    const apiKey = await service.admin.addKey(`ai-notes-${kind}-${Date.now()}`);
    await ext.configure(page, { serverAddress: proxy.url, apiKey, alerts: { ...defaultAlerts, rules, defaultAction: 'feed', maxPerWindow: 20 } });
    await until(() => ext.status(page), (status) => status.feed.connection === 'open' && status.feed.login.state === 'ok', 'a logged-in connection');
  });
  afterEach(() => session?.close());

  it('shows the summary under the title and the importance mark, and "importance at least 4" notifies the item once its note comes', async () => {
    const before = await shown();
    const minor = await service.publish(wrap);
    const important = await service.publish(hack);

    expect(await noted(important)).toEqual({
      summary: `Summary: ${hack.body}`,
      underTitle: true,
      mark: '▮▮▮▮',
      label: "Importance 4 of 5 (the service's model)",
    });
    expect(await noted(minor)).toMatchObject({ summary: `Summary: ${wrap.body}`, mark: '▮▮' });
    await notified(important);
    expect(Object.keys(await ext.notifications(page))).toEqual([`newsflash:item:${important}`]);
    expect(await shownSince(before, 1)).toBe(1);
  });

  it('raises no second notification for an item notified on arrival, nor for a second note', async () => {
    const before = await shown();
    const listed = await service.publish(listing);
    await notified(listed);
    const minor = await service.publish(funding);
    expect(await noted(listed)).toMatchObject({ mark: '▮▮▮▮' });
    expect(await noted(minor)).toMatchObject({ summary: `Summary: ${funding.body}`, mark: '▮▮' });

    // A second note, as only a hostile or broken service would send: the first is kept and nothing is raised.
    const rejected = (await ext.status(page)).counters.rejectedFrames;
    expect(proxy.inject(JSON.stringify({ update: minor, ai: { importance: 5, summary: 'A second note' } }))).toBe(1);
    expect(proxy.inject(JSON.stringify({ update: listed, ai: { importance: 5, summary: 'A second note' } }))).toBe(1);
    // The next item's note comes after both on the same socket: once it notifies, both were handled.
    const later = await service.publish(exploit);
    await notified(later);

    expect(await shownSince(before, 2)).toBe(2);
    expect((await ext.status(page)).counters.rejectedFrames).toBe(rejected);
    expect(Object.keys(await ext.notifications(page)).sort()).toEqual([`newsflash:item:${listed}`, `newsflash:item:${later}`].sort());
    expect(await noteOf(page, minor)).toMatchObject({ summary: `Summary: ${funding.body}`, mark: '▮▮' });
    expect(await noteOf(page, listed)).toMatchObject({ summary: `Summary: ${listing.body}`, mark: '▮▮▮▮' });
  });
});
