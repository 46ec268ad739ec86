/** A client's connection as the budget sees it: what it has queued, and how to cut it. */
export interface QueuedSocket {
  /** Bytes accepted for this client and not yet handed to the kernel (ws's queue plus the socket's). */
  readonly bufferedAmount: number;
  terminate(): void;
}

/**
 * One budget for the bytes queued to every client of the node, whatever its path: each client's
 * own cap bounds one reader, this bounds all of them together, so many readers that stopped
 * reading cannot together hold the node's memory. Past it, the clients holding the most are cut
 * until the total is back under it; readers that keep up hold little and are never the ones cut.
 *
 * The total is kept from what each client had queued after its last write (no sweep per write);
 * a client that drained since is only seen when written to again, so the total can run high. It
 * is measured again, client by client, before anyone is cut.
 */
export class SendBudget {
  private total = 0;
  private readonly seen = new Map<QueuedSocket, number>();
  private cut = 0;

  constructor(private readonly maxBytes: number) {}

  track(socket: QueuedSocket): void {
    if (!this.seen.has(socket)) this.seen.set(socket, 0);
  }

  untrack(socket: QueuedSocket): void {
    this.total -= this.seen.get(socket) ?? 0;
    this.seen.delete(socket);
  }

  /** Records what `socket` holds queued after a write; past the budget, cuts the heaviest readers. */
  note(socket: QueuedSocket, queued: number): void {
    const before = this.seen.get(socket);
    if (before === undefined) return;
    this.seen.set(socket, queued);
    this.total += queued - before;
    if (this.total > this.maxBytes) this.settle();
  }

  /** Bytes queued across every tracked client as last seen (high, never low), and clients cut for the budget since start. */
  counts(): { queuedBytes: number; cut: number } {
    return { queuedBytes: this.total, cut: this.cut };
  }

  private settle(): void {
    this.total = 0;
    for (const socket of this.seen.keys()) {
      const queued = socket.bufferedAmount;
      this.seen.set(socket, queued);
      this.total += queued;
    }
    if (this.total <= this.maxBytes) return;
    const heaviest = [...this.seen].sort((a, b) => b[1] - a[1]);
    for (const [socket] of heaviest) {
      if (this.total <= this.maxBytes) return;
      this.untrack(socket);
      this.cut++;
      socket.terminate();
    }
  }
}
