import { z } from '@newsflash/protocol/zod';
import { NAME_LIMITS } from '@newsflash/protocol/published-item';
import { parseJson } from '../outbound/fetch-capped';
import { plainText } from './plain-text';
import type { Candidate } from './candidate';
import type { UnreadableReason } from './unreadable';
import { readBoundedJson } from '../outbound/json-bounds';

/** A post's `network`: live posts never carry `source` (clients take an item with one for news). */
export const BLUESKY_NETWORK = 'bluesky';
const POSTS = 'app.bsky.feed.post';
/** A post's text is at most 300 graphemes (3,000 bytes); anything longer is not Bluesky's. */
const MAX_TEXT = 3_000;

/** An account the sources file names, as the AppView describes it. */
export interface BlueskyAccount {
  did: string;
  handle: string;
  name: string;
  avatar?: string;
}

const did = z.string().check(z.maxLength(NAME_LIMITS.twitterId), z.regex(/^did:[a-z]+:[A-Za-z0-9._:%-]+$/));
const profile = z.object({
  did,
  handle: z.string().check(z.maxLength(253)),
  displayName: z.optional(z.string()),
  avatar: z.optional(z.string().check(z.maxLength(2_000))),
});
const profiles = z.object({ profiles: z.array(z.unknown()) });

/**
 * `app.bsky.actor.getProfiles`' answer to a request for the handles `asked` as accounts. Only what
 * was asked is taken: a profile of a handle not asked for (an AppView adding an account of its
 * choosing, which the service would then follow and publish as that account) is left out, and so
 * is a second profile of a handle. A profile that cannot be read, or whose DID is longer than an
 * item's author id may be (did:web names can be), is left out too.
 */
export function blueskyAccounts(text: string, asked: readonly string[]): BlueskyAccount[] {
  const answer = profiles.safeParse(parseJson(text, 'the profiles answer'));
  if (!answer.success) throw new Error('not a profiles answer');
  const wanted = new Set(asked.map((handle) => handle.toLowerCase()));
  return answer.data.profiles.slice(0, 25).flatMap((entry) => {
    const parsed = profile.safeParse(entry);
    if (!parsed.success) return [];
    const { did, displayName, avatar } = parsed.data;
    const handle = parsed.data.handle.toLowerCase();
    if (!wanted.delete(handle)) return [];
    const name = plainText(displayName, 100) || handle;
    return [{ did, handle, name, ...(avatar && /^https:\/\//.test(avatar) ? { avatar } : {}) }];
  });
}

const atUri = z.string().check(z.maxLength(1_000), z.regex(/^at:\/\/[^/]+\/[^/]+\/[^/]+$/));
const strongRef = z.object({ uri: atUri });
const event = z.object({
  did,
  time_us: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  kind: z.string(),
  commit: z.optional(
    z.object({
      operation: z.string(),
      collection: z.string(),
      rkey: z.string().check(z.regex(/^[A-Za-z0-9._:~-]{1,512}$/)),
      record: z.optional(z.object({ text: z.optional(z.string()), reply: z.optional(z.object({ parent: strongRef })), embed: z.optional(z.unknown()) })),
    }),
  ),
});
const recordEmbed = z.object({ $type: z.literal('app.bsky.embed.record'), record: strongRef });
const recordWithMedia = z.object({ $type: z.literal('app.bsky.embed.recordWithMedia'), record: z.object({ record: strongRef }) });

/** Why an event is not one: its time (`time_us`, Jetstream's documented cursor), the rkey that makes a post's identity, or its shape. */
function unreadableEvent(value: unknown, issues: readonly { path: readonly PropertyKey[] }[]): UnreadableReason {
  const [field, inner] = issues[0]?.path ?? [];
  if (field === 'time_us') return typeof value === 'object' && value !== null && (value as { time_us?: unknown }).time_us === undefined ? 'no-time' : 'bad-time';
  if (field === 'commit' && inner === 'rkey') return 'bad-id';
  return 'malformed';
}

/** The DID and collection an `at://` URI names. */
function authorOf(uri: string): { did: string; collection: string } {
  const [did, collection] = uri.slice('at://'.length).split('/') as [string, string];
  return { did, collection };
}

function quotedUri(embed: unknown): string | undefined {
  const plain = recordEmbed.safeParse(embed);
  if (plain.success) return plain.data.record.uri;
  const withMedia = recordWithMedia.safeParse(embed);
  return withMedia.success ? withMedia.data.record.record.uri : undefined;
}

/**
 * One Jetstream event as an item in the feed's social shape (no `source`; `network` "bluesky",
 * `link` the post on bsky.app), or undefined for what is not a new post of a chosen account
 * (identity and account events, deletions, other collections); an event that cannot be read at
 * all says why (`unreadable`), to be counted.
 * `info.twitterId` is the author's DID: clients read it as "the author's id", which it is. A post
 * replied to or quoted is named by its author's handle when that is a chosen account, else by
 * the DID; its text is not fetched (`""`), as the edge makes whole.
 */
export function blueskyCandidate(
  text: string,
  accounts: ReadonlyMap<string, BlueskyAccount>,
): { candidate?: Candidate; timeUs?: number; unreadable?: UnreadableReason } {
  let value: unknown;
  try {
    value = readBoundedJson(text, 'the event');
  } catch {
    return { unreadable: 'malformed' };
  }
  const parsed = event.safeParse(value);
  if (!parsed.success) return { unreadable: unreadableEvent(value, parsed.error.issues) };
  const { did: author, time_us: timeUs, kind, commit } = parsed.data;
  const account = accounts.get(author);
  if (kind !== 'commit' || !commit || commit.operation !== 'create' || commit.collection !== POSTS || !commit.record || !account) return { timeUs };
  const { record } = commit;
  const who = (did: string) => {
    const known = accounts.get(did);
    return known ? { name: known.name, screen_name: known.handle } : { name: did, screen_name: did };
  };
  const parent = record.reply ? authorOf(record.reply.parent.uri) : undefined;
  const quoted = quotedUri(record.embed);
  const quotedPost = quoted && authorOf(quoted).collection === POSTS ? authorOf(quoted) : undefined;
  const info = {
    twitterId: author,
    isReply: !!parent,
    isSelfReply: parent?.did === author,
    isQuote: !!quotedPost,
    isRetweet: false,
    ...(parent ? { replyUser: { ...who(parent.did), text: '' } } : {}),
    ...(quotedPost ? { quotedUser: { ...who(quotedPost.did), text: '' } } : {}),
  };
  const body = (record.text ?? '').length > MAX_TEXT ? `${record.text!.slice(0, MAX_TEXT - 1)}…` : (record.text ?? '');
  const identity = `at://${author}/${POSTS}/${commit.rkey}`;
  return {
    timeUs,
    candidate: {
      identity,
      item: {
        title: `${account.name} (@${account.handle})`,
        ...(body ? { body } : {}),
        ...(account.avatar ? { icon: account.avatar } : {}),
        link: `https://bsky.app/profile/${account.handle}/post/${commit.rkey}`,
        type: parent ? 'reply' : quotedPost ? 'quote' : 'direct',
        network: BLUESKY_NETWORK,
        info,
        time: Math.floor(timeUs / 1000),
      },
    },
  };
}
