import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { WebSocket } from 'ws';
import { z } from '@newsflash/protocol/zod';
import { binanceNotice } from './binance-source';
import { signedStreamAddress } from './binance-signing';
import type { SourceConfig } from './config';
import { jsonDepthPast } from '../outbound/json-bounds';
import { plainText } from './plain-text';
import { socketLoop } from './socket-loop';
import type { Candidate } from './candidate';
import type { RunningSource, SourceContext } from './types';
import { readEntry, UnreadableRun, type EntryFields, type UnreadableReason } from './unreadable';

/** Binance asks for a PING every 30 s and closes a connection that sent none for a minute (developers.binance.com/docs/cms/general-info). */
const PING_MS = 30_000;
/** No pong nor frame for this long: the socket is dead, whatever TCP thinks. */
const SILENCE_MS = 75_000;
/** A notice carries its whole HTML body; the longest seen are tens of kB. */
export const MAX_FRAME_BYTES = 1024 * 1024;
/** Binance publishes a few notices an hour: a burst of 30 frames, then one a second on average, is far past it. */
export const FRAME_BURST = 30;
export const FRAMES_PER_SECOND = 1;
/** What is read of a refused handshake's answer, to say why. */
const REFUSAL_BYTES = 2_048;
/** Frames in a row that are no notice before the source is failing: Binance changed the shape. */
const UNREADABLE_RUN = 10;

const FIELDS: EntryFields = { time: ['publishDate'] };
const REASONS: Record<string, UnreadableReason> = { title: 'no-title', catalogName: 'malformed', catalogId: 'malformed' };
const envelope = z.object({ type: z.string(), data: z.optional(z.unknown()) });
const notice = z.object({
  catalogId: z.optional(z.nullable(z.int())),
  catalogName: z.optional(z.nullable(z.string())),
  title: z.string().check(z.minLength(1)),
});
const ANNOUNCEMENTS = 'https://www.binance.com/en/support/announcement';

/**
 * One frame of the stream: a notice (`{"type": "DATA", "topic": …, "data": "<the notice as a JSON
 * string>"}`, the notice's fields catalogId, catalogName, publishDate, title, body, disclaimer, as
 * developers.binance.com/docs/cms/announcement shows them; `data` taken as an object too, as public
 * clients do: code index id 52944762912), `undefined` for any other frame (a command's answer), or
 * why the notice cannot be read. The notice has no article code: its link is its catalog's page, its
 * identity its title (binanceNotice), shared with the CMS list's.
 */
export function binanceStreamCandidate(frame: string, now: number): Candidate | UnreadableReason | undefined {
  if (jsonDepthPast(frame)) return 'malformed';
  let outer: unknown;
  try {
    outer = JSON.parse(frame);
  } catch {
    return 'malformed';
  }
  const parsed = envelope.safeParse(outer);
  if (!parsed.success) return 'malformed';
  if (parsed.data.type !== 'DATA') return undefined;
  let data = parsed.data.data;
  if (typeof data === 'string') {
    if (jsonDepthPast(data)) return 'malformed';
    try {
      data = JSON.parse(data);
    } catch {
      return 'malformed';
    }
  }
  const read = readEntry(data, notice, FIELDS, REASONS);
  if (typeof read === 'string') return read;
  const { data: fields, given } = read;
  if (given === undefined) return 'no-time';
  if (typeof given !== 'number' || !Number.isSafeInteger(given) || given <= 0) return 'bad-time';
  const catalog = fields.catalogId;
  const link = typeof catalog === 'number' && catalog > 0 && catalog <= 100_000 ? `${ANNOUNCEMENTS}/list/${catalog}` : ANNOUNCEMENTS;
  return binanceNotice({ title: fields.title, time: Math.min(given, now), link, ...(fields.catalogName ? { category: fields.catalogName } : {}) });
}

/** "HTTP 401 (Signature for this request is not valid.)": what Binance said, cut, never the address asked. */
function refusalOf(response: IncomingMessage, body: string): string {
  let said = '';
  try {
    const answer = JSON.parse(body) as { msg?: unknown };
    if (typeof answer.msg === 'string') said = plainText(answer.msg, 200);
  } catch {
    said = plainText(body, 200);
  }
  return `refused: HTTP ${response.statusCode ?? 0}${said ? ` (${said})` : ''}`;
}

/**
 * Binance's announcements as it publishes them, over its signed WebSocket API: each connection is
 * signed afresh (binance-signing.ts) with the operator's key in X-MBX-APIKEY, pinged every 30 s,
 * reconnected with back-off (a connection lasts at most 24 hours). A handshake Binance turns away (a
 * wrong key or signature, a clock outside `recvWindowMs`) makes the source `failing` with Binance's
 * reason and `refusal: "refused"`, asked again after REFUSED_RETRY_MS. Notices are published as the
 * CMS list's are, claimed under their title with the list's (claimScope), so a notice both pushed and
 * polled is published once; keep the `binance-announcements` source as the fallback.
 */
export function startBinanceStreamSource(source: Extract<SourceConfig, { kind: 'binance-stream' }>, context: SourceContext): RunningSource {
  const loop = socketLoop(context, { perSecond: FRAMES_PER_SECOND, burst: FRAME_BURST }, connect);
  const unreadableRun = new UnreadableRun(UNREADABLE_RUN, FIELDS, context);

  function connect() {
    if (loop.stopped) return;
    const address = signedStreamAddress(source.url, { topic: source.topic, recvWindowMs: source.recvWindowMs, timestamp: context.now(), random: randomBytes(16).toString('hex') }, source.apiSecret);
    const ws = new WebSocket(address, { headers: { 'X-MBX-APIKEY': source.apiKey }, maxPayload: MAX_FRAME_BYTES, handshakeTimeout: 15_000, perMessageDeflate: false, followRedirects: false });
    const { opened, end } = loop.use(ws);
    let heardAt = context.now();
    ws.on('unexpected-response', (request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (body.length < REFUSAL_BYTES) body += chunk.slice(0, REFUSAL_BYTES - body.length);
      });
      const refused = () => {
        const status = response.statusCode ?? 0;
        // Said before the request is let go: its hang-up would otherwise be the reason.
        end(refusalOf(response, body), status === 429 || status === 418 ? 'rate-limited' : status >= 400 && status < 500 ? 'refused' : undefined);
        request.destroy();
      };
      response.on('end', refused);
      response.on('error', refused);
    });
    ws.on('open', () => {
      opened(
        setInterval(() => {
          if (context.now() - heardAt > SILENCE_MS) return end(`silent for ${SILENCE_MS / 1000} s`);
          ws.ping();
        }, PING_MS),
      );
      // Also asked for after connecting, as public clients do (code index ids 18366773331, 52944762912); the topic is in the signed address too.
      ws.send(JSON.stringify({ command: 'SUBSCRIBE', value: source.topic }));
    });
    ws.on('pong', () => (heardAt = context.now()));
    ws.on('message', (data, isBinary) => {
      heardAt = context.now();
      if (!loop.take()) return end(`sent more than ${FRAME_BURST} frames at once or ${FRAMES_PER_SECOND} a second`);
      if (isBinary) return;
      const read = binanceStreamCandidate(data.toString(), context.now());
      if (read === undefined) return;
      if (typeof read === 'string') {
        context.unreadable({ [read]: 1 });
        unreadableRun.add(read);
        return;
      }
      unreadableRun.add(undefined);
      void loop.offer([read]);
    });
    ws.on('close', (code) => end(`closed (${code})`));
    ws.on('error', (error) => end(error.message));
  }

  connect();
  return { stop: loop.stop };
}
