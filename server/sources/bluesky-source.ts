import { WebSocket } from 'ws';
import { blueskyAccounts, blueskyCandidate, type BlueskyAccount } from './bluesky-posts';
import type { SourceConfig } from './config';
import { fetchCapped, joinUrl } from '../outbound/fetch-capped';
import { CursorKeeper, plausibleTimeUs, resumeFrom } from './jetstream-cursor';
import { socketLoop } from './socket-loop';
import { UnreadableRun, type UnreadableReason } from './unreadable';
import { MAX_ENTRY_AGE_MS } from './candidate';
import type { RunningSource, SourceContext } from './types';

/** Jetstream's events are a few kB; a post's record is at most tens. A frame past this is not read. */
export const MAX_FRAME_BYTES = 256 * 1024;
/**
 * What the socket takes in at all: a frame past the budget but under this is skipped, its place in
 * the stream read from its head; one past this cuts the socket (ws reads no byte of it).
 */
export const MAX_READ_BYTES = 4 * 1024 * 1024;
/**
 * How far the cursor moves past a frame too large to take in, once the socket was cut by it twice
 * at the same cursor: the stream resumes a second later, so the same frame is not received for ever.
 */
export const POISON_STEP_US = 1_000_000;
/** An event's time, as Jetstream writes it near the start of every event. */
const HEAD_TIME_US = /"time_us"\s*:\s*(\d{1,16})/;
/** Chosen accounts post a few times a minute; a resume replays a backlog, hence the burst. */
const FRAME_BURST = 5_000;
const FRAMES_PER_SECOND = 200;
/** Accounts may be quiet for hours: liveness is the socket's own ping, not the posts. */
const PING_MS = 30_000;
/** getProfiles takes 25 actors a request. */
const PROFILES_PER_REQUEST = 25;
const PROFILES_MAX_BYTES = 1024 * 1024;
/** Events in a row that cannot be read before the source is failing: Jetstream's shape has changed, or this is not Jetstream. */
const UNREADABLE_RUN = 50;

/** The subscribe address: posts only, of the chosen DIDs, as repeated parameters; from `cursor` (µs) after a reconnect. */
export function jetstreamAddress(base: string, dids: string[], cursor: number | undefined): string {
  const url = new URL(base);
  url.searchParams.append('wantedCollections', 'app.bsky.feed.post');
  for (const did of dids) url.searchParams.append('wantedDids', did);
  if (cursor !== undefined) url.searchParams.set('cursor', String(cursor));
  return url.href;
}

/**
 * Posts of the accounts the sources file names, live from Bluesky's Jetstream. Handles are read
 * as DIDs, names and avatars from the public AppView at every (re)connect; a reconnect resumes
 * from the last event's time, so nothing is lost. Jetstream replays the event at the cursor:
 * the claim on the post's `at://` address publishes it once.
 *
 * Across restarts and nodes the cursor is the last event handled, kept in storage (CursorKeeper)
 * and read back at start (resumeFrom): an event counts as handled once its post went through the
 * claim, so a shutdown that gives a claim back resumes before it.
 */
export function startBlueskySource(source: Extract<SourceConfig, { kind: 'bluesky' }>, context: SourceContext): RunningSource {
  const loop = socketLoop(context, { perSecond: FRAMES_PER_SECOND, burst: FRAME_BURST }, () => void connect());
  /** Where the next socket starts: the last event seen, or handled when storage failed a post. */
  let cursor: number | undefined;
  let resumed = false;
  /** The cursor read from storage at start, and the last event handled since. */
  let resumedUs: number | undefined;
  let handledUs: number | undefined;
  let accounts = new Map<string, BlueskyAccount>();
  // `time_us` is Jetstream's documented event time (its README), and what the cursor is made of.
  const unreadableRun = new UnreadableRun(UNREADABLE_RUN, { time: ['time_us'] }, context);
  /** Where in the stream (the cursor) the last socket was cut by a frame too large to take in: the same again means the same frame. */
  let cutAt: number | undefined;
  const keeper = new CursorKeeper({
    write: context.kept.write,
    failed: context.note,
    now: context.now,
    schedule: (run, ms) => {
      const timer = setTimeout(run, ms);
      return { cancel: () => clearTimeout(timer) };
    },
  });

  const resolve = async () => {
    const found = new Map<string, BlueskyAccount>();
    for (let start = 0; start < source.handles.length; start += PROFILES_PER_REQUEST) {
      const address = new URL(joinUrl(source.appView, '/xrpc/app.bsky.actor.getProfiles'));
      const asked = source.handles.slice(start, start + PROFILES_PER_REQUEST);
      for (const handle of asked) address.searchParams.append('actors', handle);
      const response = await fetchCapped(
        address.href,
        { fetch: context.fetch, maxBytes: PROFILES_MAX_BYTES, timeoutMs: 20_000, allowPrivate: source.allowPrivate },
      );
      for (const account of blueskyAccounts(response.text, asked)) found.set(account.did, account);
    }
    const known = new Set([...found.values()].map((account) => account.handle));
    const missing = source.handles.filter((handle) => !known.has(handle.toLowerCase()));
    if (missing.length) context.note(`no Bluesky account read for ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`);
    return found;
  };

  async function connect() {
    if (loop.stopped) return;
    if (!resumed) {
      try {
        const resume = resumeFrom(await context.kept.read(), context.now(), context.now() - MAX_ENTRY_AGE_MS);
        if (resume.note) context.note(resume.note);
        cursor = resumedUs = resume.cursor;
        resumed = true;
      } catch (error) {
        // Starting live would lose what was posted while the service was down.
        return loop.reconnectLater(`reading the stored Jetstream cursor: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (loop.stopped) return;
    }
    try {
      accounts = await resolve();
    } catch (error) {
      // Accounts read before stay good: only a first start without them waits.
      if (accounts.size === 0) return loop.reconnectLater(`reading the accounts: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (loop.stopped) return;
    if (accounts.size === 0) return loop.reconnectLater('none of the handles is a Bluesky account');
    const address = jetstreamAddress(source.url, [...accounts.keys()], cursor);
    const ws = new WebSocket(address, { maxPayload: MAX_READ_BYTES, handshakeTimeout: 15_000, perMessageDeflate: false, followRedirects: false });
    const { opened, end } = loop.use(ws);
    let alive = true;
    ws.on('open', () => {
      opened(
        setInterval(() => {
          if (!alive) return end(`no pong within ${PING_MS / 1000} s`);
          alive = false;
          ws.ping();
        }, PING_MS),
      );
    });
    ws.on('pong', () => (alive = true));
    /** Storage failed a post of this socket: nothing after it counts as handled, and the next socket starts before it. */
    let failed = false;
    ws.on('message', (data, isBinary) => {
      alive = true;
      if (!loop.take()) return end(`sent more than ${FRAMES_PER_SECOND} events a second`);
      if (isBinary) return;
      const buffer = data as Buffer;
      let candidate: ReturnType<typeof blueskyCandidate>['candidate'];
      let timeUs: number | undefined;
      let unreadable: UnreadableReason | undefined;
      if (buffer.length > MAX_FRAME_BYTES) {
        // Not read: skipped and passed, so a resume does not receive it again and again.
        context.skipped?.(`an event of ${buffer.length} bytes (more than ${MAX_FRAME_BYTES})`);
        const head = HEAD_TIME_US.exec(buffer.subarray(0, 1_024).toString('latin1'));
        timeUs = head ? Number(head[1]) : undefined;
      } else {
        ({ candidate, timeUs, unreadable } = blueskyCandidate(buffer.toString(), accounts));
        if (unreadable) context.unreadable({ [unreadable]: 1 });
        unreadableRun.add(unreadable);
      }
      const at = timeUs !== undefined && plausibleTimeUs(timeUs, context.now()) ? timeUs : undefined;
      if (candidate) {
        void loop.offer([{
          ...candidate,
          ...(candidate.item.time > context.now() ? { origin: candidate.item.time } : {}),
          item: { ...candidate.item, time: Math.min(candidate.item.time, context.now()) },
        }]).then((offered) => {
          if (offered || failed || loop.stopped) return;
          failed = true;
          cursor = handledUs ?? resumedUs ?? at;
          end('a post could not be claimed or stored; reading again from the last post handled');
        });
      }
      if (at === undefined) return;
      cursor = Math.max(cursor ?? 0, at);
      // In the order the events came, after the offers before them: a stop or a storage failure mid-offer leaves the cursor before that event.
      void loop.offered.then(() => {
        if (loop.stopped || failed) return;
        handledUs = Math.max(handledUs ?? 0, at);
        keeper.advance(at);
      });
    });
    ws.on('unexpected-response', (_request, response) => end(`Jetstream answered HTTP ${response.statusCode}`));
    ws.on('close', (code) => end(`closed (${code})`));
    ws.on('error', (error) => {
      const at = cursor;
      if ((error as { code?: string }).code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' && at !== undefined) {
        // The same frame twice at the same place in the stream: resumed past it, or it would come for ever.
        if (cutAt === at) {
          cursor = at + POISON_STEP_US;
          context.skipped?.(`an event of more than ${MAX_READ_BYTES} bytes, twice at the same place: resuming ${POISON_STEP_US / 1_000_000} s past it`);
        }
        cutAt = at;
      }
      end(error.message);
    });
  }

  void connect();
  return {
    stop() {
      loop.stop();
      keeper.flush();
    },
  };
}
