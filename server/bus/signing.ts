import { createHmac, timingSafeEqual } from 'node:crypto';

/** An event older (or further ahead) than this is refused: a captured entry cannot be replayed later. */
export const FRESH_MS = 2 * 60_000;
/** The shortest shared secret accepted: 32 characters (the service's own generated tokens are 32). */
export const MIN_SECRET_LENGTH = 32;
/** Senders whose last sequence number is remembered (nodes restart with new ids; old ones are forgotten first). */
const REMEMBERED_SENDERS = 1_000;

export type Opened = { ok: true; event: string; sentAt: number } | { ok: false; reason: string } | 'own';

/**
 * Authenticates what nodes put on the bus. Whoever can write to Redis can write anything there,
 * so each entry carries an HMAC-SHA256, under a secret only the nodes hold, of the sender, its
 * sequence number, the time it was sent and the event. A reader refuses entries with no or a
 * wrong signature, entries not sent within FRESH_MS, and entries whose sequence number is not
 * above the last one it took from that sender (a replay). The sequence number survives outages
 * (events are signed as they are sent); a sender that restarts starts a new id.
 */
export class BusSigner {
  private seq = 0;
  private readonly lastSeq = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly node: string,
    private readonly now: () => number = Date.now,
  ) {
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`the bus secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }

  /** The stream entry's fields for one event. */
  sign(event: string): string[] {
    const envelope = JSON.stringify({ node: this.node, seq: ++this.seq, at: this.now(), event });
    return ['m', envelope, 's', this.mac(envelope)];
  }

  open(fields: string[]): Opened {
    const field = (name: string) => {
      const at = fields.indexOf(name);
      return at >= 0 && at % 2 === 0 ? fields[at + 1] : undefined;
    };
    const envelope = field('m');
    const signature = field('s');
    if (envelope === undefined || signature === undefined) return { ok: false, reason: 'unsigned' };
    const expected = Buffer.from(this.mac(envelope), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'wrong signature' };
    const { node, seq, at, event } = JSON.parse(envelope) as { node: string; seq: number; at: number; event: string };
    if (node === this.node) return 'own';
    if (Math.abs(this.now() - at) > FRESH_MS) return { ok: false, reason: 'stale' };
    if (seq <= (this.lastSeq.get(node) ?? 0)) return { ok: false, reason: 'replayed' };
    this.lastSeq.delete(node);
    this.lastSeq.set(node, seq);
    if (this.lastSeq.size > REMEMBERED_SENDERS) this.lastSeq.delete(this.lastSeq.keys().next().value!);
    return { ok: true, event, sentAt: at };
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }
}
