import { WebSocket } from 'ws';
import { FeedSession } from '@newsflash/protocol/feed-session';
import { itemKindOf } from '@newsflash/protocol/item-kinds';
import { z } from '@newsflash/protocol/zod';
import { withEnglishHeadline } from '../items/english-headline';
import type { SourceConfig } from './config';
import { fetchCapped } from '../outbound/fetch-capped';
import { jsonDepthPast, MAX_JSON_DEPTH } from '../outbound/json-bounds';
import { socketLoop } from './socket-loop';
import type { Candidate } from './candidate';
import type { RunningSource, SourceContext } from './types';
import { readEntries, reasonOf, UNREADABLE_REASONS, UnreadableRun, type EntryFields, type UnreadableReason } from './unreadable';

/** The protocol's keep-alive; a socket silent for three of them is dead, whatever TCP thinks. */
const PING_MS = 20_000;
const SILENCE_MS = 60_000;
/** Items up to 2 MB, as this service accepts. */
const MAX_FRAME_BYTES = 4 * 1024 * 1024;
/** A real feed sends a few items a minute; a burst of 500, then 50 a second on average, is far past it. */
const FRAME_BURST = 500;
const FRAMES_PER_SECOND = 50;
/** Backfill after every (re)connect: the newest items, enough to cover a few minutes' gap. */
const BACKFILL = 100;
const BACKFILL_MAX_BYTES = 16 * 1024 * 1024;

/** Frames in a row that cannot be read before the source is failing: the upstream's shape has changed, or it speaks another protocol. */
const UNREADABLE_RUN = 50;

const itemShaped = z.looseObject({ _id: z.union([z.string(), z.number()]), title: z.string(), time: z.number() });
const FIELDS: EntryFields = { time: ['time'] };
const REASONS: Record<string, UnreadableReason> = { _id: 'bad-id', title: 'no-title', time: 'bad-time' };

/** The frame (or backlog row) as an item to republish (keeping `_id` and `time`), or why it is none. */
export function upstreamCandidate(value: unknown): Candidate | UnreadableReason {
  const parsed = itemShaped.safeParse(value);
  if (!parsed.success) {
    const reason = reasonOf(parsed.error.issues, REASONS);
    return reason === 'bad-time' && (value as { time?: unknown }).time === undefined ? 'no-time' : reason;
  }
  const { likes: _likes, dislikes: _dislikes, ...item } = parsed.data as Record<string, unknown> & { _id: string | number; time: number };
  const { hops, ...rest } = item;
  const republished = { ...rest, _id: String(item._id) };
  // Another Newsflash states its origin's own time: the chain's first hop, kept (its read and sent are its own, replaced by ours).
  const stated = typeof hops === 'object' && hops !== null ? (hops as { origin?: unknown }).origin : undefined;
  return { identity: republished._id, item: itemKindOf(republished) === 'news' ? withEnglishHeadline(republished) : republished, ...(typeof stated === 'number' ? { origin: stated } : {}) };
}


/** `wss://host/ws` → `https://host`: where the same service answers `/api/news`. */
export function backlogAddress(socketUrl: string): string {
  const url = new URL(socketUrl);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = `${url.pathname.replace(/\/ws\/?$/, '')}/api/news`;
  url.search = `?limit=${BACKFILL}`;
  return url.href;
}

/**
 * Another service speaking this protocol (Tree of Alpha's with the operator's key, or another
 * Newsflash): kept alive, reconnected with backoff, and backfilled over HTTP after every connect so
 * a gap loses nothing. Logging in and reading frames is the protocol's FeedSession, the one the
 * extension uses: a refused key is said on the source and not sent again. Items keep their `_id`
 * and `time`. Frames and backlog rows that are no item are counted by reason (a frame that is not
 * a JSON object, or too large, is `malformed`); UNREADABLE_RUN of them in a row make it failing.
 */
export function startUpstreamSource(source: Extract<SourceConfig, { kind: 'upstream' }>, context: SourceContext): RunningSource {
  const loop = socketLoop(context, { perSecond: FRAMES_PER_SECOND, burst: FRAME_BURST }, connect);
  const sayRefused = (reason: string) => context.failing(`login refused: ${reason.slice(0, 200)} (reading without a key, delayed)`);
  const unreadableRun = new UnreadableRun(UNREADABLE_RUN, FIELDS, context);
  const unreadable = (reason: string) => {
    const known = UNREADABLE_REASONS.find((one) => one === reason) ?? 'malformed';
    context.unreadable({ [known]: 1 });
    unreadableRun.add(known);
  };
  const session = new FeedSession<Candidate>(source.key, {
    // A frame that is not shaped as an item is rejected with why (onUnreadable); control frames never come here.
    readItem: (value) => {
      const candidate = upstreamCandidate(value);
      return typeof candidate === 'string' ? { kind: 'rejected', reason: candidate } : { kind: 'item', item: candidate };
    },
    onItem: (candidate) => {
      unreadableRun.add(undefined);
      void loop.offer([candidate]);
    },
    onLogin: (login) => {
      if (login.state === 'rejected') sayRefused(login.reason);
    },
    onUnreadable: unreadable,
    maxFrameChars: MAX_FRAME_BYTES,
  });

  const backfill = async () => {
    try {
      const response = await fetchCapped(
        backlogAddress(source.url),
        { fetch: context.fetch, maxBytes: BACKFILL_MAX_BYTES, timeoutMs: 20_000, allowPrivate: source.allowPrivate },
      );
      const rows = await context.readJson(response.text, 'the backlog', { max: BACKFILL });
      if (!rows) throw new Error('the backlog is not a list');
      // Backfilled items come out of the same budget as frames: a reconnect buys no extra items.
      await loop.offer(readEntries(rows.entries, upstreamCandidate, FIELDS, context.unreadable).filter(() => loop.take()));
    } catch (error) {
      context.failing(`backfill: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  function connect() {
    if (loop.stopped) return;
    const ws = new WebSocket(source.url, { maxPayload: MAX_FRAME_BYTES, handshakeTimeout: 15_000, perMessageDeflate: false, followRedirects: false });
    const { opened, end } = loop.use(ws);
    let heardAt = context.now();
    ws.on('open', () => {
      opened(
        setInterval(() => {
          if (context.now() - heardAt > SILENCE_MS) return end(`silent for ${SILENCE_MS / 1000} s`);
          ws.send('ping');
        }, PING_MS),
      );
      session.opened(ws);
      // A key refused on an earlier connection is not sent again: the source still says it was refused.
      if (session.login.state === 'rejected') sayRefused(session.login.reason);
      void backfill();
    });
    ws.on('message', (data, isBinary) => {
      heardAt = context.now();
      if (!loop.take()) return end(`sent more than ${FRAMES_PER_SECOND} frames a second`);
      if (isBinary) return;
      const text = data.toString();
      // Parsed on the main thread (frames are small and many): one nested past the budget is never parsed.
      if (jsonDepthPast(text)) return context.dropped(1, `a frame nested deeper than ${MAX_JSON_DEPTH} levels`);
      session.received(text);
    });
    ws.on('close', (code) => end(`closed (${code})`));
    ws.on('error', (error) => end(error.message));
  }

  connect();
  return { stop: loop.stop };
}
