import type { WxtBrowser } from 'wxt/browser';
import { livePageMessageSchema } from '@/utils/messages/payloads';
import { isOwnPage, LIVE_PORT, type LiveEvent } from '@/utils/messages';
import type { PriceWatch } from '@/utils/prices/price-feed';

type Port = ReturnType<WxtBrowser['runtime']['connect']>;

export interface LivePortHandlers {
  onOpen(send: (event: LiveEvent) => void): void;
  /** The prices a page shows changed; `page` identifies its port. What fails the schema is dropped. */
  onWatches(page: object, watches: PriceWatch[]): void;
  onClose(page: object): void;
}

/** Open pages subscribed over the `live` port; events are pushed to all of them. */
export class LivePorts {
  private readonly ports = new Set<Port>();

  constructor(
    private readonly browser: Pick<WxtBrowser, 'runtime'>,
    private readonly handlers: LivePortHandlers,
  ) {}

  register(): void {
    this.browser.runtime.onConnect.addListener((port) => {
      // Other ports of ours (the welcome page's) have listeners of their own.
      if (port.name !== LIVE_PORT) return;
      if (!port.sender || !isOwnPage(this.browser, port.sender)) {
        port.disconnect();
        return;
      }
      this.ports.add(port);
      port.onDisconnect.addListener(() => {
        this.ports.delete(port);
        this.handlers.onClose(port);
      });
      port.onMessage.addListener((message) => {
        const parsed = livePageMessageSchema.safeParse(message);
        if (parsed.success) this.handlers.onWatches(port, parsed.data.watches);
      });
      this.handlers.onOpen((event) => this.post(port, event));
    });
  }

  get count(): number {
    return this.ports.size;
  }

  broadcast(event: LiveEvent): void {
    for (const port of this.ports) this.post(port, event);
  }

  private post(port: Port, event: LiveEvent): void {
    try {
      port.postMessage(event);
    } catch {
      // The page closed between our check and the post.
      this.ports.delete(port);
    }
  }
}
