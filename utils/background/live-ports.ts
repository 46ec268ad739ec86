import type { WxtBrowser } from 'wxt/browser';
import { isOwnPage, LIVE_PORT, type LiveEvent } from '@/utils/messages';

type Port = ReturnType<WxtBrowser['runtime']['connect']>;

/** Open pages subscribed over the `live` port; events are pushed to all of them. */
export class LivePorts {
  private readonly ports = new Set<Port>();

  constructor(
    private readonly browser: Pick<WxtBrowser, 'runtime'>,
    private readonly onOpen: (send: (event: LiveEvent) => void) => void,
  ) {}

  register(): void {
    this.browser.runtime.onConnect.addListener((port) => {
      if (port.name !== LIVE_PORT || !port.sender || !isOwnPage(this.browser, port.sender)) {
        port.disconnect();
        return;
      }
      this.ports.add(port);
      port.onDisconnect.addListener(() => this.ports.delete(port));
      this.onOpen((event) => this.post(port, event));
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
