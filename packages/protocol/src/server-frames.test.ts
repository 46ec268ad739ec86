import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCorpus } from '@/tests/fixtures/corpus';
import { parseBacklog } from './backlog';
import { likesFrameSchema, voteActions } from './control';
import { parseNewsFrame, readJson } from './frames';
import { toPublishedItem, type PublishedItem } from './published-item';
import { backlogEntry, encodeLikesFrame, likesFrame, loginAccepted, loginRefused, newsFrame, PONG, voteReply } from './server-frames';
import { voteResponseSchema } from './vote-replies';

/** The corpus's real items, as the service would publish them. */
const published: PublishedItem[] = [...readCorpus('live-items'), ...readCorpus('backlog-items')].flatMap((frame) => {
  const check = toPublishedItem(frame as Record<string, unknown>);
  return check.ok ? [check.item] : [];
});

const totals = fc.record({ likes: fc.nat(), dislikes: fc.nat(), version: fc.nat() });

describe('every frame the service builds is read back by the parser the extension uses', () => {
  it('has real items to build from', () => {
    expect(published.length).toBeGreaterThan(10);
  });

  it.each(published.map((item) => [item._id, item] as const))('item %s: a news frame reads as the same item', (_id, item) => {
    const frame = parseNewsFrame(newsFrame(item));
    expect(frame).toMatchObject({ kind: 'item', item: { id: item._id, time: item.time } });
  });

  it('a backlog page of entries reads whole, with the votes the service counted', () => {
    const page = JSON.parse(JSON.stringify(published.map((item, index) => backlogEntry(item, { likes: index, dislikes: 1 })))) as unknown;
    const read = parseBacklog(page);
    expect(read.rejected).toEqual([]);
    expect(read.items.map((item) => [item.id, item.likes, item.dislikes])).toEqual(published.map((item, index) => [item._id, index, 1]));
  });

  it('every item reads as the same item live and from the backlog: a post\'s text, link and network survive the folding', () => {
    const bluesky = toPublishedItem({ _id: 'at1', title: 'Alice (@alice.bsky.social)', body: 'Sei: listed', time: Date.now(), type: 'direct', network: 'bluesky', link: 'https://bsky.app/profile/alice.bsky.social/post/1', info: { twitterId: 'did:plc:alice' } });
    const items = [...published, ...(bluesky.ok ? [bluesky.item] : [])];
    expect(items.some((item) => item.network === 'bluesky')).toBe(true);
    for (const item of items) {
      const live = parseNewsFrame(newsFrame(item));
      const read = parseBacklog(JSON.parse(JSON.stringify([backlogEntry(item, { likes: 0, dislikes: 0 })])));
      expect(read.rejected).toEqual([]);
      const { likes: _likes, dislikes: _dislikes, ...fromBacklog } = read.items[0]!;
      expect(live.kind === 'item' && live.item, item._id).toEqual(fromBacklog);
    }
    const post = parseNewsFrame(newsFrame(bluesky.ok ? bluesky.item : published[0]!));
    expect(post.kind === 'item' && post.item).toMatchObject({ kind: 'tweet', source: 'Bluesky', title: 'Alice (@alice.bsky.social)', body: 'Sei: listed', link: 'https://bsky.app/profile/alice.bsky.social/post/1' });
  });

  it('a post stored before posts lost `source` is listed with its network', () => {
    const stored = { _id: 'old', title: 'Alice (@alice.bsky.social)', body: 'hi', time: Date.now(), type: 'direct', source: 'Bluesky', link: 'https://bsky.app/profile/alice.bsky.social/post/1', info: { twitterId: 'did:plc:alice' } };
    expect(backlogEntry(stored, { likes: 0, dislikes: 0 })).toMatchObject({ source: 'Twitter', network: 'bluesky', title: 'Alice (@alice.bsky.social): hi', url: stored.link });
    const read = parseBacklog([backlogEntry(stored, { likes: 0, dislikes: 0 })]);
    expect(read.items[0]).toMatchObject({ source: 'Bluesky', kind: 'tweet', body: 'hi' });
  });

  it('a likes frame reads back field for field, for every vote action', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), fc.constantFrom(...voteActions), totals, (newsId, type, counts) => {
        const frame = likesFrame(newsId, type, counts);
        const json = readJson(encodeLikesFrame(frame));
        expect(json.ok && likesFrameSchema.parse(json.value)).toEqual(frame);
      }),
    );
  });

  it('an accepted login reads as login-ok with the key\'s name', () => {
    expect(parseNewsFrame(loginAccepted({ id: '7', username: 'desk' }, Date.now()))).toEqual({ kind: 'login-ok', username: 'desk' });
  });

  it('a refused or revoked key reads as login-failed with its reason', () => {
    expect(parseNewsFrame(loginRefused('Invalid API key'))).toEqual({ kind: 'login-failed', reason: 'Invalid API key' });
    expect(parseNewsFrame(loginRefused('API key revoked'))).toEqual({ kind: 'login-failed', reason: 'API key revoked' });
  });

  it('the answer to a ping reads as a pong', () => {
    expect(parseNewsFrame(PONG)).toEqual({ kind: 'pong' });
  });

  it('a vote reply reads back field for field, a vote taken back as null', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom('like' as const, 'dislike' as const, null), totals, (newsId, vote, counts) => {
        const reply = voteReply(newsId, vote, counts);
        expect(voteResponseSchema.parse(JSON.parse(JSON.stringify(reply)))).toEqual(reply);
      }),
    );
  });
});
