import { describe, expect, it } from 'vitest';
import { FEED_REMOVED, voteTarget } from './vote-route';

const first = { apiKey: 'main-key', apiUrl: 'https://news.treeofalpha.com/api' };
const extras = [
  { id: 'self', name: 'Self', apiKey: 'self-key', endpoints: { origin: 'https://nf.example', socketUrl: 'wss://nf.example/ws', likesUrl: 'wss://nf.example/ws/likes', apiUrl: 'https://nf.example/api' } },
  { id: 'broken', name: 'Broken', error: 'bad' },
];

describe('voteTarget', () => {
  it("sends a vote to the API of the item's feed of origin", () => {
    expect(voteTarget(undefined, first, extras)).toBe(first);
    expect(voteTarget('self', first, extras)).toEqual({ apiKey: 'self-key', apiUrl: 'https://nf.example/api', feed: 'self' });
  });

  it('sends a vote on an item from a removed or broken feed nowhere, never to another feed', () => {
    expect(voteTarget('gone', first, extras)).toBe(FEED_REMOVED);
    expect(voteTarget('broken', first, extras)).toEqual({ apiKey: '', apiUrl: '' });
  });
});
