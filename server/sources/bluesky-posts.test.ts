import { describe, expect, it } from 'vitest';
import { toPublishedItem } from '@newsflash/protocol/published-item';
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
        source: 'Bluesky',
        info: { twitterId: ALICE.did, isReply: false, isSelfReply: false, isQuote: false, isRetweet: false },
        time: Math.floor(TIME_US / 1000),
      },
    });
    const published = toPublishedItem({ _id: '1', ...candidate!.item });
    expect(published).toMatchObject({ ok: true, item: { type: 'direct', info: { twitterId: ALICE.did } } });
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
    expect(blueskyCandidate('not json', accounts)).toEqual({});
    expect(blueskyCandidate(JSON.stringify({ did: ALICE.did, time_us: 'now', kind: 'commit' }), accounts)).toEqual({});
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
