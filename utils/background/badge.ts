import type { WxtBrowser } from 'wxt/browser';

/** The unread count on the toolbar icon: headlines since the popup was last opened. */
export class Badge {
  private unread = 0;

  constructor(
    private readonly browser: WxtBrowser,
    private readonly persist: (unread: number) => Promise<void>,
  ) {}

  restore(unread: number): void {
    this.unread = unread;
    void this.render();
  }

  get count(): number {
    return this.unread;
  }

  add(count: number): void {
    if (count <= 0) return;
    this.unread += count;
    void this.render();
  }

  clear(): void {
    this.unread = 0;
    void this.render();
  }

  private async render(): Promise<void> {
    // Chrome MV3 has `action`; Firefox MV2 has `browserAction`.
    const action = this.browser.action ?? (this.browser as unknown as { browserAction: WxtBrowser['action'] }).browserAction;
    const text = this.unread === 0 ? '' : this.unread > 999 ? '999+' : String(this.unread);
    try {
      await action.setBadgeText({ text });
      await action.setBadgeBackgroundColor({ color: '#d97706' });
      await this.persist(this.unread);
    } catch (error) {
      console.warn('newsflash: badge update failed', error);
    }
  }
}
