import type { LikesFrame } from '@newsflash/protocol/control';
import { readLikesFrame, REFUSED } from '@newsflash/protocol/item-read';
import { readJson } from '@newsflash/protocol/frames';
import { Emitter } from '@/utils/net/emitter';
import { defaultTimings, SocketSession, type ConnectionState, type SessionDeps, type SessionTimings } from '@/utils/net/socket-session';

export interface LikesEvents {
  tally: LikesFrame;
  state: ConnectionState;
  [name: string]: unknown;
}

/** A total past this is no count of readers' votes: the frame is refused (a hostile feed's 1e15 never reaches a card). */
export const MAX_TALLY = 1_000_000_000;

/**
 * The `/ws/likes` socket: no login, absolute vote totals per item. The stream may be quiet for
 * long stretches, so silence alone never counts as a dead connection here.
 */
export class LikesFeed extends Emitter<LikesEvents> {
  private readonly session: SocketSession;
  private url: string;
  rejectedFrames = 0;

  constructor(url: string, deps: SessionDeps, timings: SessionTimings = defaultTimings) {
    super();
    this.url = url;
    this.session = new SocketSession(
      deps,
      {
        url: () => this.url,
        onOpen: () => {},
        onText: (text) => this.onText(text),
        onStateChange: (state) => this.emit('state', state),
      },
      { ...timings, silenceTimeoutMs: undefined },
    );
  }

  start(): void {
    this.session.start();
  }

  stop(): void {
    this.session.stop();
  }

  poke(): void {
    this.session.poke();
  }

  get connectionState(): ConnectionState {
    return this.session.connectionState;
  }

  setUrl(url: string): void {
    if (url === this.url) return;
    this.url = url;
    if (this.session.connectionState !== 'idle' && this.session.connectionState !== 'stopped') this.session.restart();
  }

  private onText(text: string): void {
    if (text === 'pong') return;
    const json = readJson(text);
    const frame = json.ok ? readLikesFrame(json.value) : REFUSED;
    if (frame !== REFUSED && frame.likes <= MAX_TALLY && frame.dislikes <= MAX_TALLY) this.emit('tally', frame);
    else this.rejectedFrames++;
  }
}
