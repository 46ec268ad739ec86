/** A client's connection as the budget sees it: what it has queued, and how to cut it. */
export interface QueuedSocket {
  /** Bytes accepted for this client and not yet handed to the kernel (ws's queue plus the socket's, or an HTTP answer's). */
  readonly bufferedAmount: number;
  terminate(): void;
}

export interface SendBudgetLimits {
  /** Bytes queued to every client of the node together. */
  total: number;
  /** Bytes queued to the clients of one address together. */
  perAddress: number;
}

/** An address for clients tracked without one: they share a single address's budget. */
const NO_ADDRESS = '';

/**
 * Bytes a second a client must drain to count as reading (a poor mobile link's 128 kbit/s): one
 * that reads a byte a second only looks like a reader, and holds its page as long as one that
 * stopped. Slower than this, it is cut among the stalled when a budget is past; never otherwise.
 */
export const READING_PACE = 16 * 1024;

/**
 * One budget for the bytes queued to every client of the node, whatever it asked for: feed and
 * vote sockets and HTTP answers (a backlog page of up to 8 MiB) alike. Each socket's own cap
 * bounds one reader; this bounds all of them, overall and per address, so many readers that
 * stopped reading cannot together hold the node's memory. Past either, the clients holding the
 * most (of that address, or of all) are cut until the total is back under it; readers that keep
 * up hold little and are never the ones cut, and one still draining a large page is cut only after
 * every client that stopped reading. Reading is draining at READING_PACE or better since last
 * measured (or emptying the queue), so a trickle of a byte a second counts as stalled. Among the
 * stalled, the one that has gone longest without reading goes first: a page queued a moment ago
 * has not had time to drain yet, and its size alone would otherwise make its reader the first one
 * cut. A client asking for another answer while one is still queued to it (pipelined requests) is
 * no reader being answered: it is cut like any other.
 *
 * Totals are kept from what each client had queued after its last write (no sweep per write); a
 * client that drained since is only seen when written to again, so a total can run high. It is
 * measured again, client by client, before anyone is cut.
 */
export class SendBudget {
  private total = 0;
  /** Per client: bytes queued when last measured and when that was, its address, and when it last read (at pace, or emptied its queue). */
  private readonly seen = new Map<QueuedSocket, Measured>();
  private readonly byAddress = new Map<string, number>();
  private cut = 0;
  private readonly limits: SendBudgetLimits;

  constructor(
    limits: number | SendBudgetLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.limits = typeof limits === 'number' ? { total: limits, perAddress: limits } : limits;
  }

  /** Tracks `socket` under `address` (tracking again moves it, as a proxied request names its client). */
  track(socket: QueuedSocket, address = NO_ADDRESS): void {
    const known = this.seen.get(socket);
    if (known?.address === address) return;
    const queued = known?.queued ?? 0;
    if (known) this.add(known.address, -queued);
    const now = this.now();
    this.seen.set(socket, { queued, address, readAt: known?.readAt ?? now, measuredAt: known?.measuredAt ?? now });
    this.add(address, queued);
  }

  untrack(socket: QueuedSocket): void {
    const known = this.seen.get(socket);
    if (!known) return;
    this.total -= known.queued;
    this.add(known.address, -known.queued);
    this.seen.delete(socket);
  }

  /**
   * Before `bytes` are queued to `socket` at once (an HTTP answer): makes room for them by cutting
   * the clients holding the most, of its address and of all, never `socket` itself. A reader asking
   * for a large page is answered; those that stopped reading theirs are the ones cut.
   */
  admit(socket: QueuedSocket, bytes: number): void {
    const known = this.seen.get(socket);
    if (!known) return;
    // Asking again with nothing left queued: it read every byte it was sent.
    if (socket.bufferedAmount === 0) known.readAt = this.now();
    if (this.total + bytes <= this.limits.total && (this.byAddress.get(known.address) ?? 0) + bytes <= this.limits.perAddress) return;
    this.settle(socket, bytes);
  }

  /**
   * Records what `socket` holds queued after a write (`before`: what it held just before it, for
   * how much it read since last measured); past a budget, cuts the heaviest readers.
   */
  note(socket: QueuedSocket, queued: number, before = queued): void {
    const known = this.seen.get(socket);
    if (!known) return;
    const now = this.now();
    if (queued === 0 || readAtPace(known, before, now)) known.readAt = now;
    known.measuredAt = now;
    this.total += queued - known.queued;
    this.add(known.address, queued - known.queued);
    known.queued = queued;
    if (this.total > this.limits.total || (this.byAddress.get(known.address) ?? 0) > this.limits.perAddress) this.settle();
  }

  /** Bytes queued across every tracked client as last seen (high, never low), and clients cut for the budget since start. */
  counts(): { queuedBytes: number; cut: number } {
    return { queuedBytes: this.total, cut: this.cut };
  }

  /** A missing address is one with nothing queued: entries go with their bytes, so addresses seen once are not kept for ever. */
  private add(address: string, bytes: number): void {
    const sum = (this.byAddress.get(address) ?? 0) + bytes;
    if (sum === 0) this.byAddress.delete(address);
    else this.byAddress.set(address, sum);
  }

  /** Measures every client again, then cuts the heaviest, of each address past its budget and of all, until `bytes` more fit for `writer`. */
  private settle(writer?: QueuedSocket, bytes = 0): void {
    const reading = this.measureAll();
    const writerAddress = writer && this.seen.get(writer)?.address;
    // Only a writer that read all it was sent is being answered as a reader; one still holding an answer is a candidate like the rest.
    const spared = writer && writer.bufferedAmount === 0 ? writer : undefined;
    for (const [socket, known] of cutOrder(this.seen, reading, spared)) {
      const extra = known.address === writerAddress ? bytes : 0;
      const addressOver = (this.byAddress.get(known.address) ?? 0) + extra > this.limits.perAddress;
      if (!addressOver && this.total + bytes <= this.limits.total) continue;
      if (known.queued === 0) continue;
      this.untrack(socket);
      this.cut++;
      socket.terminate();
      // A writer cut queues nothing more: no room is needed for its answer.
      if (socket === writer) bytes = 0;
    }
  }

  /** Measures every client's queue again and rebuilds the totals; returns the clients still draining at pace (reading). */
  private measureAll(): Set<QueuedSocket> {
    this.total = 0;
    this.byAddress.clear();
    const reading = new Set<QueuedSocket>();
    const now = this.now();
    for (const [socket, known] of this.seen) {
      // A client that drained at pace since it was last measured is reading: a large page it drains is not the stall the budget is for.
      if (readAtPace(known, socket.bufferedAmount, now)) {
        if (socket.bufferedAmount > 0) reading.add(socket);
        known.readAt = now;
      }
      known.queued = socket.bufferedAmount;
      known.measuredAt = now;
      this.total += known.queued;
      this.byAddress.set(known.address, (this.byAddress.get(known.address) ?? 0) + known.queued);
    }
    return reading;
  }
}

/**
 * The order clients are cut in: the stalled first, the longest without reading then the heaviest;
 * readers after them, cut only if the stalled did not make room; `spared` never.
 */
export function cutOrder<S, M extends Pick<Measured, 'readAt' | 'queued'>>(clients: Iterable<[S, M]>, reading: ReadonlySet<S>, spared?: S): [S, M][] {
  return [...clients]
    .filter(([socket]) => socket !== spared)
    .sort((a, b) => Number(reading.has(a[0])) - Number(reading.has(b[0])) || a[1].readAt - b[1].readAt || b[1].queued - a[1].queued);
}

interface Measured {
  queued: number;
  address: string;
  readAt: number;
  measuredAt: number;
}

/** Whether a client that held `known.queued` when last measured and holds `left` now drained at READING_PACE or better meanwhile (or emptied its queue). */
function readAtPace(known: Measured, left: number, now: number): boolean {
  const drained = known.queued - left;
  return left === 0 || (drained > 0 && drained * 1000 >= READING_PACE * (now - known.measuredAt));
}
