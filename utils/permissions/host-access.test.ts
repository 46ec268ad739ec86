import { describe, expect, it } from 'vitest';
import { originsInUse, originsToRelease, originsToRequest, type SavedHosts } from './host-access';

const PUBLIC = 'https://news.treeofalpha.com/*';
const saved = (change: Partial<SavedHosts> = {}): SavedHosts => ({ serverAddress: 'https://news.treeofalpha.com', overrides: {}, priceSource: 'binance', ...change });

/** A save as the pages make it: ask for what is missing, then give back what the new settings do not use. */
function save(granted: string[], before: SavedHosts, after: SavedHosts) {
  const inUseBefore = originsInUse(before);
  const request = originsToRequest(originsInUse({ ...after, priceSource: 'binance' }), granted);
  const nowGranted = [...granted, ...request];
  const release = originsToRelease({ granted: nowGranted, required: [PUBLIC], inUse: originsInUse(after) });
  return { inUseBefore, request, release };
}

describe('host access', () => {
  it('the public service and Binance use nothing beyond the manifest', () => {
    expect(originsInUse(saved())).toEqual([]);
  });

  it('a self-hosted service on this machine uses loopback for the API and the socket, any port', () => {
    expect(originsInUse(saved({ serverAddress: 'http://127.0.0.1:8787' }))).toEqual(['http://127.0.0.1/*']);
    expect(originsInUse(saved({ serverAddress: 'http://localhost:8787', overrides: { socketUrl: 'ws://127.0.0.1:9/ws' } }))).toEqual(['http://localhost/*', 'http://127.0.0.1/*']);
  });

  it('a price source of the reader\'s own keeps its host, a stored address that does not read keeps nothing', () => {
    expect(originsInUse(saved({ priceSource: 'ws://127.0.0.1:9443/stream' }))).toEqual(['http://127.0.0.1/*']);
    expect(originsInUse(saved({ serverAddress: 'http://lan-host:8787' }))).toEqual([]);
  });

  it('saving a loopback address asks for loopback only when it is not granted yet', () => {
    expect(save([PUBLIC], saved(), saved({ serverAddress: 'http://127.0.0.1:8787' })).request).toEqual(['http://127.0.0.1/*']);
    expect(save([PUBLIC, 'http://127.0.0.1/*'], saved(), saved({ serverAddress: 'http://127.0.0.1:8787' })).request).toEqual([]);
  });

  it('moving from a custom server back to the public one gives its grant back', () => {
    const before = saved({ serverAddress: 'https://news.example.com' });
    expect(save([PUBLIC, 'https://news.example.com/*'], before, saved())).toEqual({ inUseBefore: ['https://news.example.com/*'], request: [], release: ['https://news.example.com/*'] });
  });

  it('moving from this machine to a custom server asks for the new host and gives loopback back', () => {
    const result = save([PUBLIC, 'http://127.0.0.1/*'], saved({ serverAddress: 'http://127.0.0.1:8787' }), saved({ serverAddress: 'https://feed.example' }));
    expect(result.request).toEqual(['https://feed.example/*']);
    expect(result.release).toEqual(['http://127.0.0.1/*']);
  });

  it('a grant still used by the price source is kept when the account leaves that host', () => {
    const after = saved({ priceSource: 'ws://127.0.0.1:9443/stream' });
    expect(save([PUBLIC, 'http://127.0.0.1/*'], saved({ serverAddress: 'http://127.0.0.1:8787' }), after).release).toEqual([]);
  });

  it("an extra feed's hosts stay granted while it is listed, and go back once it is removed", () => {
    const withFeed = saved({ extraFeeds: [{ serverAddress: 'https://nf.example', socketUrl: 'wss://eu.nf.example/ws' }] });
    expect(originsInUse(withFeed)).toEqual(['https://nf.example/*', 'https://eu.nf.example/*']);
    const granted = [PUBLIC, 'https://nf.example/*', 'https://eu.nf.example/*'];
    expect(save(granted, withFeed, withFeed).release).toEqual([]);
    expect(save(granted, withFeed, saved()).release).toEqual(['https://nf.example/*', 'https://eu.nf.example/*']);
  });

  it('grants left behind by earlier servers are all given back, never what the manifest requires', () => {
    const granted = [PUBLIC, 'https://old-one.example/*', 'https://old-two.example/*', 'http://localhost/*'];
    expect(originsToRelease({ granted, required: [PUBLIC, 'http://localhost/*'], inUse: [] })).toEqual(['https://old-one.example/*', 'https://old-two.example/*']);
  });
});
