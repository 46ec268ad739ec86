import type { WxtBrowser } from 'wxt/browser';
import { isOwnPage, LIVE_PORT, type LiveEvent } from '@/utils/messages';

type Port = ReturnType<WxtBrowser['runtime']['connect']>;

export interface LivePortHandlers {
  onOpen(send: (event: LiveEvent) => void): void;
  /** What a page says over its port (unchecked: the handler validates); `page` identifies the port. */
  onMessage(page: object, message: unknown): void;
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
      port.onMessage.addListener((message) => this.handlers.onMessage(port, message));
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
