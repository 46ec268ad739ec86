import type { WxtBrowser } from 'wxt/browser';
import { badgeTrouble, badgeView } from './badge-state';
import type { BadgeMode } from '@/utils/settings/badge-mode';
import type { FeedStatus } from '@/utils/feed/news-feed';
import { t } from '@/utils/base/i18n';
import type { Setting } from '@/utils/settings';

/**
 * The toolbar icon's badge: headlines since the popup was last opened (or nothing, as the reader
 * chose), and "!" with a title saying why whenever the key is refused or the feed has been down
 * too long (badge-state.ts decides).
 */
export class Badge {
  private unread = 0;
  private mode: BadgeMode = 'count';
  private feed: Pick<FeedStatus, 'connection' | 'login'> = { connection: 'idle', login: { state: 'anonymous' } };
  /** The worker starts without a socket: an outage is counted from then until one opens. */
  private downSince: number | undefined;

  constructor(
    private readonly browser: WxtBrowser,
    private readonly persist: (unread: number) => Promise<void>,
    private readonly now: () => number,
  ) {
    this.downSince = now();
  }

  /** At start: the count kept across restarts, and the reader's choice of what it shows, followed from then on. */
  async start(unread: number, mode: Pick<Setting<BadgeMode>, 'get' | 'watch'>): Promise<void> {
    this.unread = unread;
    this.setMode(await mode.get());
    mode.watch((next) => this.setMode(next));
  }

  get count(): number {
    return this.unread;
  }

  add(count: number): void {
    if (count <= 0) return;
    this.unread += count;
    void this.render(true);
  }

  clear(): void {
    this.unread = 0;
    void this.render(true);
  }

  setMode(mode: BadgeMode): void {
    this.mode = mode;
    void this.render();
  }

  /** Each feed status change. */
  follow(status: Pick<FeedStatus, 'connection' | 'login'>): void {
    if (status.connection === 'open') this.downSince = undefined;
    else this.downSince ??= this.now();
    this.feed = status;
    void this.render();
  }

  /** The watchdog's tick: an outage crosses the threshold with no status change to say so. */
  refresh(): void {
    void this.render();
  }

  private async render(persist = false): Promise<void> {
    // Chrome MV3 has `action`; Firefox MV2 has `browserAction`.
    const action = this.browser.action ?? (this.browser as unknown as { browserAction: WxtBrowser['action'] }).browserAction;
    const trouble = badgeTrouble({ ...this.feed, downSince: this.downSince, now: this.now() });
    const view = badgeView({ mode: this.mode, unread: this.unread, trouble });
    try {
      await action.setBadgeText({ text: view.text });
      await action.setBadgeBackgroundColor({ color: view.color });
      await action.setTitle({ title: view.title ? t(view.title) : t('extName') });
      if (persist) await this.persist(this.unread);
    } catch (error) {
      console.warn('newsflash: badge update failed', error);
    }
  }
}
