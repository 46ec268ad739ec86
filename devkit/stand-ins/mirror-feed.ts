import WebSocket from 'ws';
import { ScriptedFeedServer, type ScriptedItem } from './feed-socket-server';

/**
 * A second feed publishing the same items as another: it reads a feed service's socket (logged in,
 * so nothing is delayed) and republishes each item, with the same `_id`, `offsetMs()` later on a
 * feed-protocol server of its own. The demo and the bench race it against the service it mirrors.
 */
export class MirrorFeed {
  readonly server = new ScriptedFeedServer();
  private socket?: WebSocket;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  republished = 0;

  constructor(private readonly offsetMs: () => number) {}

  /** Listens, then follows `socketUrl`; resolves with the mirror's own address (host:port). */
  async start(socketUrl: string, key: string): Promise<string> {
    const address = await this.server.listen();
    const socket = new WebSocket(socketUrl);
    this.socket = socket;
    socket.on('open', () => socket.send(`login ${key}`));
    socket.on('message', (data) => {
      let item: unknown;
      try {
        item = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (typeof item !== 'object' || item === null || typeof (item as { _id?: unknown })._id !== 'string') return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.server.publish(item as ScriptedItem);
        this.republished++;
      }, Math.max(0, this.offsetMs()));
      this.timers.add(timer);
    });
    await new Promise<void>((resolve, reject) => (socket.once('open', () => resolve()), socket.once('error', reject)));
    const ping = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('ping'), 20_000);
    socket.on('close', () => clearInterval(ping));
    return address;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.socket?.close();
    await this.server.close();
  }
}
