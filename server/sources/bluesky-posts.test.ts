import { describe, expect, it } from 'vitest';
import { toPublishedItem } from '@newsflash/protocol/published-item';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { profilesAnswer } from '@/devkit/stand-ins/jetstream';
import { blueskyAccounts, blueskyCandidate, type BlueskyAccount } from './bluesky-posts';
import { jetstreamAddress } from './bluesky-source';

const ALICE: BlueskyAccount = { did: 'did:plc:alice0000000000000000000', handle: 'alice.bsky.social', name: 'Alice', avatar: 'https://cdn.bsky.app/a.jpg' };
const BOB: BlueskyAccount = { did: 'did:plc:bob00000000000000000000000', handle: 'bob.bsky.social', name: 'Bob' };
const accounts = new Map([ALICE, BOB].map((account) => [account.did, account]));
const TIME_US = Date.UTC(2026, 10, 23, 12) * 1000 + 123;

const post = (did: string, record: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ did, time_us: TIME_US, kind: 'commit', commit: { rev: 'r', operation: 'create', collection: 'app.bsky.feed.post', rkey: '3labc', record: { $type: 'app.bsky.feed.post', createdAt: '2026-11-23T12:00:00Z', ...record }, cid: 'bafy' }, ...extra });

describe('Bluesky posts', () => {
  it('reads profiles as accounts, leaving out what cannot be an author id', () => {
    const text = profilesAnswer([{ did: ALICE.did, handle: 'Alice.bsky.social', displayName: 'Alice', avatar: ALICE.avatar }, { did: `did:web:${'x'.repeat(60)}.example`, handle: 'long.example', displayName: 'Long' }, { did: BOB.did, handle: 'bob.bsky.social', displayName: '' }], ['Alice.bsky.social', 'long.example', 'bob.bsky.social']);
    // No display name: the handle names the account.
    expect(blueskyAccounts(text, ['Alice.bsky.social', 'long.example', 'bob.bsky.social'])).toEqual([ALICE, { ...BOB, name: 'bob.bsky.social' }]);
  });

  it('takes only the profiles asked for: an extra account the AppView added, or a second profile of a handle, is left out', () => {
    const binance = { did: 'did:plc:binance00000000000000000000', handle: 'binance.com', displayName: 'Binance' };
    const impostor = { did: 'did:plc:impostor000000000000000000', handle: 'alice.bsky.social', displayName: 'Alice' };
    const text = JSON.stringify({ profiles: [{ did: ALICE.did, handle: ALICE.handle, displayName: 'Alice', avatar: ALICE.avatar }, binance, impostor, { did: BOB.did, handle: BOB.handle, displayName: 'Bob' }] });
    expect(blueskyAccounts(text, [ALICE.handle, BOB.handle])).toEqual([ALICE, BOB]);
    expect(blueskyAccounts(text, ['ALICE.bsky.social'])).toEqual([ALICE]);
    expect(blueskyAccounts(text, [])).toEqual([]);
  });

  it('makes a post the feed\'s social item: "Name (@handle)", its text, avatar, link, a whole info', () => {
    const { candidate, timeUs } = blueskyCandidate(post(ALICE.did, { text: 'Sei is listed on Binance' }), accounts);
    expect(timeUs).toBe(TIME_US);
    expect(candidate).toEqual({
      identity: `at://${ALICE.did}/app.bsky.feed.post/3labc`,
      item: {
        title: 'Alice (@alice.bsky.social)',
        body: 'Sei is listed on Binance',
        icon: ALICE.avatar,
        link: 'https://bsky.app/profile/alice.bsky.social/post/3labc',
        type: 'direct',
        network: 'bluesky',
        info: { twitterId: ALICE.did, isReply: false, isSelfReply: false, isQuote: false, isRetweet: false },
        time: Math.floor(TIME_US / 1000),
      },
    });
    const published = toPublishedItem({ _id: '1', ...candidate!.item });
    expect(published).toMatchObject({ ok: true, item: { type: 'direct', network: 'bluesky', link: candidate!.item.link, info: { twitterId: ALICE.did } } });
    expect(published.ok && published.item).not.toHaveProperty('source');
  });

  it('marks replies (self-replies too) and quotes, naming the other post\'s author by handle when chosen, else by DID', () => {
    const reply = blueskyCandidate(post(ALICE.did, { text: 're', reply: { root: { uri: `at://${BOB.did}/app.bsky.feed.post/1`, cid: 'c' }, parent: { uri: `at://${BOB.did}/app.bsky.feed.post/1`, cid: 'c' } } }), accounts).candidate!;
    expect(reply.item).toMatchObject({ type: 'reply', info: { isReply: true, isSelfReply: false, replyUser: { name: 'Bob', screen_name: 'bob.bsky.social', text: '' } } });
    const self = blueskyCandidate(post(ALICE.did, { text: 'thread', reply: { parent: { uri: `at://${ALICE.did}/app.bsky.feed.post/0`, cid: 'c' } } }), accounts).candidate!;
    expect(self.item).toMatchObject({ info: { isReply: true, isSelfReply: true } });
    const stranger = 'did:plc:stranger0000000000000000';
    const quote = blueskyCandidate(post(BOB.did, { text: 'look', embed: { $type: 'app.bsky.embed.recordWithMedia', record: { record: { uri: `at://${stranger}/app.bsky.feed.post/9`, cid: 'c' } }, media: {} } }), accounts).candidate!;
    expect(quote.item).toMatchObject({ type: 'quote', info: { isQuote: true, quotedUser: { name: stranger, screen_name: stranger, text: '' } } });
    for (const candidate of [reply, self, quote]) expect(toPublishedItem({ _id: '1', ...candidate.item }).ok).toBe(true);
    // A feed generator embedded is no quote of a post.
    const card = blueskyCandidate(post(BOB.did, { text: 'feed', embed: { $type: 'app.bsky.embed.record', record: { uri: `at://${stranger}/app.bsky.feed.generator/x`, cid: 'c' } } }), accounts).candidate!;
    expect(card.item.type).toBe('direct');
  });

  it('passes over what is not a chosen account\'s new post, but still moves the cursor', () => {
    const identity = JSON.stringify({ did: ALICE.did, time_us: TIME_US + 1, kind: 'identity', identity: { did: ALICE.did, handle: 'alice.bsky.social' } });
    expect(blueskyCandidate(identity, accounts)).toEqual({ timeUs: TIME_US + 1 });
    expect(blueskyCandidate(post('did:plc:other000000000000000000000', { text: 'x' }), accounts)).toEqual({ timeUs: TIME_US });
    expect(blueskyCandidate(post(ALICE.did, { text: 'x' }).replace('"create"', '"delete"'), accounts).candidate).toBeUndefined();
  });

  it('says why an event cannot be read, to be counted', () => {
    expect(blueskyCandidate('not json', accounts)).toEqual({ unreadable: 'malformed' });
    expect(blueskyCandidate(JSON.stringify({ did: ALICE.did, time_us: 'now', kind: 'commit' }), accounts)).toEqual({ unreadable: 'bad-time' });
    expect(blueskyCandidate(JSON.stringify({ did: ALICE.did, kind: 'commit' }), accounts)).toEqual({ unreadable: 'no-time' });
    expect(blueskyCandidate(post(ALICE.did, { text: 'x' }).replace('"3labc"', '"../../evil?x=1"'), accounts)).toEqual({ unreadable: 'bad-id' });
    expect(blueskyCandidate(JSON.stringify({ time_us: TIME_US, kind: 'commit' }), accounts)).toEqual({ unreadable: 'malformed' });
  });

  it('bounds a huge text and refuses a hostile rkey', () => {
    const huge = blueskyCandidate(post(ALICE.did, { text: 'y'.repeat(1_000_000) }), accounts).candidate!;
    expect(String(huge.item.body)).toHaveLength(3_000);
    expect(blueskyCandidate(post(ALICE.did, { text: 'x' }).replace('"3labc"', '"../../evil?x=1"'), accounts).candidate).toBeUndefined();
    expect(blueskyCandidate(post(ALICE.did, { text: 5 }), accounts).candidate).toBeUndefined();
  });

  it('subscribes to posts of the chosen DIDs as repeated parameters, from the cursor', () => {
    const address = new URL(jetstreamAddress('wss://jetstream2.us-east.bsky.network/subscribe', [ALICE.did, BOB.did], 1700000000000000));
    expect(address.searchParams.getAll('wantedDids')).toEqual([ALICE.did, BOB.did]);
    expect(address.searchParams.getAll('wantedCollections')).toEqual(['app.bsky.feed.post']);
    expect(address.searchParams.get('cursor')).toBe('1700000000000000');
  });
});

/**
 * Events production Jetstream v1 served, verbatim: bluesky-social/jetstream
 * `internal/corpus/testdata/expected_v1.jsonl` (152 events of 2026-07-04) and
 * `internal/subscribe/testdata/golden_v1.jsonl` (10 of 2026-05-25) at 9a30defd224e9058814a7d6ce8d9e4fc48d5493c;
 * and one `app.bsky.actor.getProfiles` answer of the public AppView, recorded in mattmassicotte/ATAT
 * `Tests/ATATTests/ActorTests.swift` at 4f52780127d5ff0dea7c2802c1b34da2bb0fbdc4.
 */
describe.skipIf(!RECORDED)('Bluesky, as Jetstream and the AppView answered', () => {
  const lines = () => [...recorded('jetstream/corpus-expected_v1.jsonl').split('\n'), ...recorded('jetstream/subscribe-golden_v1.jsonl').split('\n')].filter((line) => line.trim());
  /** Every account that posted in the recording, chosen; names are this test's, the events are Jetstream's. */
  const chosen = () => {
    const dids = new Set(lines().flatMap((line) => {
      const event = JSON.parse(line) as { did: string; commit?: { collection: string } };
      return event.commit?.collection === 'app.bsky.feed.post' ? [event.did] : [];
    }));
    return new Map([...dids].map((did, index) => [did, { did, handle: `poster${index}.test`, name: `Poster ${index}` }]));
  };

  it('reads every event, publishes the 18 new posts once each, and passes over deletes, likes, follows, identity and account events', () => {
    const accounts = chosen();
    const read = lines().map((line) => blueskyCandidate(line, accounts));
    expect(read).toHaveLength(162);
    expect(read.filter((one) => one.unreadable)).toEqual([]);
    expect(read.every((one) => Number.isSafeInteger(one.timeUs))).toBe(true);
    const posts = read.flatMap((one) => (one.candidate ? [one.candidate] : []));
    expect(posts).toHaveLength(18);
    expect(new Set(posts.map((post) => post.identity)).size).toBe(18);
    const [identityEvent, accountEvent] = lines().filter((line) => /"kind":"(identity|account)"/.test(line)).map((line) => blueskyCandidate(line, accounts));
    expect(identityEvent).toEqual({ timeUs: 1783175888384849 });
    expect(accountEvent).toEqual({ timeUs: 1783175888390226 });
    const deleted = lines().find((line) => line.includes('"operation":"delete","collection":"app.bsky.feed.post"'))!;
    expect(blueskyCandidate(deleted, accounts)).toEqual({ timeUs: 1783175888377628 });
  });

  it('takes each post\'s time from time_us, not its author\'s createdAt, and reads Korean text, replies, a self-thread and an empty text', () => {
    const accounts = chosen();
    const byRkey = new Map(lines().flatMap((line) => {
      const { candidate } = blueskyCandidate(line, accounts);
      return candidate ? [[candidate.identity.split('/').at(-1)!, candidate.item] as const] : [];
    }));
    const korean = 'did:plc:o2rolxey6s5k7d4lxcz3inl4';
    expect(byRkey.get('3mptbyp7lu223')).toMatchObject({
      body: '이쁘시네용~~~',
      link: `https://bsky.app/profile/${accounts.get(korean)!.handle}/post/3mptbyp7lu223`,
      type: 'reply',
      info: { twitterId: korean, isReply: true, isSelfReply: false, replyUser: { name: 'did:plc:i5y2f3gtpjxs3qg6fwgb6jb4', screen_name: 'did:plc:i5y2f3gtpjxs3qg6fwgb6jb4', text: '' } },
      time: 1783175888130,
    });
    // The thread of three: its first post, then two replies to itself.
    expect(['3mptbyospqk2i', '3mptbyou7ls2i', '3mptbyoumc22i'].map((rkey) => [byRkey.get(rkey)!.type, (byRkey.get(rkey)!.info as { isSelfReply: boolean }).isSelfReply])).toEqual([['direct', false], ['reply', true], ['reply', true]]);
    // createdAt 2026-07-04T14:37:36.557Z, 31.8 s before Jetstream saw it; and a createdAt in +00:00 form.
    expect(byRkey.get('3mptbxs3hq22j')!.time).toBe(1783175888373);
    expect(byRkey.get('3mptbyoigog2b')!.time).toBe(1783175888267);
    // A reply with only a link card: no body.
    expect(byRkey.get('3mptbyproxc2q')).not.toHaveProperty('body');
    for (const item of byRkey.values()) expect(toPublishedItem({ _id: '1', ...item }).ok).toBe(true);
  });

  it('reads the AppView\'s getProfiles answer, extra fields and all, as the account', () => {
    expect(blueskyAccounts(recorded('appview/atat-getprofiles.json'), ['andresitorresm.com'])).toEqual([
      {
        did: 'did:plc:3nlkmby2zllrhcj6z5dnicui',
        handle: 'andresitorresm.com',
        name: 'andrés ignacio torres',
        avatar: 'https://cdn.bsky.app/img/avatar/plain/did:plc:3nlkmby2zllrhcj6z5dnicui/bafkreiczuaxfwkgem6ivkagbxyz3x4qfg2vlxnui652e34artvops4tlzq@jpeg',
      },
    ]);
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
