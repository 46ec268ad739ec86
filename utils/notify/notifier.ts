import type { WxtBrowser } from 'wxt/browser';
import type { Sound } from './sounds';
import type { Desktop } from './coalesce';
import { buildNotification, itemIdOf, SUMMARY_ID, type NotificationContext } from './notification-options';
import type { VoteOutcome } from '@/utils/votes/vote-messages';
import type { VoteAction } from '@newsflash/protocol/control';
import { t } from '@/utils/base/i18n';

export interface NotifierDeps {
  browser: WxtBrowser;
  context: () => NotificationContext;
  /** The item's icon as a data URL, downloaded without cookies or referrer; undefined: use ours. */
  loadIcon: (url: string) => Promise<string | undefined>;
  playSound: (sound: Sound) => Promise<void>;
  linkOf: (itemId: string) => Promise<string | undefined>;
  vote: (newsId: string, action: VoteAction) => Promise<VoteOutcome>;
  /** Called with frame-arrival-to-create latency (ms) for each item notification. */
  onLatency: (ms: number) => void;
  onShown: () => void;
  monotonic: () => number;
}

const VOTE_ERROR_ID = 'newsflash:vote-error';

/** Desktop notifications: shows them, and turns clicks and buttons into actions. */
export class Notifier {
  constructor(private readonly deps: NotifierDeps) {}

  async show(desktop: Desktop): Promise<void> {
    const context = this.deps.context();
    const built = buildNotification(desktop, context);
    const { id } = built;
    // The browser would fetch a remote icon itself, sending what it chooses; the worker fetches it instead.
    const options =
      built.options.iconUrl === context.fallbackIcon ? built.options : {
        ...built.options,
        iconUrl: (await this.deps.loadIcon(built.options.iconUrl)) ?? context.fallbackIcon,
      };
    if (desktop.kind === 'item' && desktop.arrivedAt !== undefined) this.deps.onLatency(this.deps.monotonic() - desktop.arrivedAt);
    try {
      await this.deps.browser.notifications.create(id, options);
      this.deps.onShown();
    } catch (error) {
      // Chrome refuses the whole notification when the item's icon cannot be downloaded: the
      // headline matters more than the picture, so it goes out again with ours.
      if (options.iconUrl === context.fallbackIcon) return void console.warn('newsflash: notification failed', error);
      try {
        await this.deps.browser.notifications.create(id, { ...options, iconUrl: context.fallbackIcon });
        this.deps.onShown();
      } catch (retryError) {
        console.warn('newsflash: notification failed', retryError);
      }
    }
    if (desktop.sound) await this.deps.playSound(desktop.sound as Sound).catch((error: unknown) => console.warn('newsflash: sound failed', error));
  }

  register(): void {
    const { notifications } = this.deps.browser;
    notifications.onClicked.addListener((id) => void this.clicked(id));
    // Firefox has no notification buttons; the event simply never fires there.
    notifications.onButtonClicked?.addListener((id, index) => void this.buttonClicked(id, index));
  }

  async clicked(notificationId: string): Promise<void> {
    const itemId = itemIdOf(notificationId);
    const link = itemId ? await this.deps.linkOf(itemId) : undefined;
    const { browser } = this.deps;
    await browser.tabs.create({ url: link ?? browser.runtime.getURL('/popup.html') });
    await browser.notifications.clear(notificationId);
  }

  async buttonClicked(notificationId: string, index: number): Promise<void> {
    const itemId = itemIdOf(notificationId);
    if (!itemId || notificationId === SUMMARY_ID) return;
    const outcome = await this.deps.vote(itemId, index === 0 ? 'like' : 'dislike');
    await this.deps.browser.notifications.clear(notificationId);
    if (!outcome.ok) {
      await this.deps.browser.notifications.create(VOTE_ERROR_ID, {
        type: 'basic',
        iconUrl: this.deps.context().fallbackIcon,
        title: t('notification.voteFailed'),
        message: outcome.error.message,
      });
    }
  }
}
