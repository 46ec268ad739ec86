import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScriptedFeedServer } from '@/devkit/stand-ins/feed-socket-server';
import { parseSources, type SourceConfig } from './config';
import type { Candidate } from './candidate';
import type { SourceContext } from './types';
import type { UnreadableCounts } from './unreadable';
import { startUpstreamSource } from './upstream-source';
import { MAX_JSON_DEPTH, readJsonHere } from '../outbound/json-bounds';

const running: { close(): Promise<void> | void }[] = [];
afterEach(async () => {
  for (const one of running.splice(0).reverse()) await one.close();
});

/** The source against a scripted feed server on loopback; storage is a fake that keeps what is offered. */
async function setup(key?: string, refused = false, backlog: unknown[] = [], now: () => number = Date.now) {
  const upstream = new ScriptedFeedServer();
  if (key && refused) upstream.rejectKeys.add(key);
  // Rows of its /api/news as they are, readable or not.
  upstream.published.push(...(backlog as typeof upstream.published));
  const address = await upstream.listen();
  running.push(upstream);
  const [source] = parseSources(JSON.stringify({ sources: [{ kind: 'upstream', name: 'Upstream', url: `ws://${address}/ws`, allowPrivate: true, ...(key ? { key } : {}) }] }));
  const offered: Candidate[] = [];
  const states: string[] = [];
  const dropped: string[] = [];
  const unreadable: UnreadableCounts[] = [];
  const context: SourceContext = {
    offer: async (candidates) => {
      offered.push(...candidates);
      return candidates.length;
    },
    ok: () => void states.push('ok'),
    failing: (reason) => void states.push(reason),
    note: () => {},
    dropped: (_count, why) => void dropped.push(why),
    fetch,
    kept: { read: async () => undefined, write: async () => {} },
    unreadable: (counts) => void unreadable.push(counts),
    readFeed: async () => [],
    readJson: readJsonHere,
    now,
    // The shortest reconnect backoff: 1 s.
    random: () => 0,
  };
  const relay = startUpstreamSource(source as Extract<SourceConfig, { kind: 'upstream' }>, context);
  running.push({ close: () => relay.stop() });
  await vi.waitFor(() => expect(upstream.connected).toBe(1));
  return { upstream, offered, states, dropped, unreadable };
}

const REFUSED = 'login refused: Invalid API key (reading without a key, delayed)';

describe('the upstream source', () => {
  it('says a refused key on every connection but sends it only once, and reads on without it', async () => {
    const { upstream, offered, states } = await setup('wrong-key', true);
    await vi.waitFor(() => expect(states.at(-1)).toBe(REFUSED));
    upstream.dropAll();
    await vi.waitFor(() => expect(upstream.accepted).toBe(2), { timeout: 5_000 });
    // Reconnected: up again, and still reading without the refused key.
    await vi.waitFor(() => expect(states.slice(-2)).toEqual(['ok', REFUSED]));
    expect(upstream.logins).toEqual(['wrong-key']);
    const item = upstream.publish({ title: 'After the reconnect' });
    await vi.waitFor(() => expect(offered.map((candidate) => candidate.identity)).toContain(item._id));
  });

  it('offers items as they came, less the votes, skips every control frame, and counts each unreadable frame by reason', async () => {
    const { upstream, offered, unreadable, states } = await setup('good-key');
    await vi.waitFor(() => expect(upstream.logins).toEqual(['good-key']));
    upstream.sendRaw('pong');
    upstream.sendRaw(JSON.stringify({ time: Date.now(), user: { id: '1', username: 'desk' } }));
    upstream.sendRaw('{not json');
    upstream.sendRaw('[1, 2]');
    upstream.sendRaw(JSON.stringify({ _id: 'no-title', time: Date.now() }));
    upstream.sendRaw(JSON.stringify({ _id: 'no-time', title: 'T' }));
    upstream.sendRaw(JSON.stringify({ _id: 'bad-time', title: 'T', time: 'soon' }));
    upstream.sendRaw(JSON.stringify({ title: 'No id', time: Date.now() }));
    const item = upstream.publish({ title: 'Kept whole', unknownField: [1, 2], likes: 9, dislikes: 1 });
    await vi.waitFor(() => expect(offered).toHaveLength(1));
    expect(offered[0]).toEqual({ identity: item._id, item: { _id: item._id, title: 'Kept whole', en: 'Kept whole', time: item.time, unknownField: [1, 2] } });
    expect(unreadable).toEqual([{ malformed: 1 }, { malformed: 1 }, { 'no-title': 1 }, { 'no-time': 1 }, { 'bad-time': 1 }, { 'bad-id': 1 }]);
    // Six in a row are not yet a changed upstream.
    expect(states.filter((state) => state.includes('could not be read'))).toEqual([]);
  });

  it('is failing after 50 unreadable frames in a row, saying which, and ok at the next item', async () => {
    const { upstream, offered, states } = await setup();
    for (let i = 0; i < 50; i++) upstream.sendRaw(JSON.stringify({ _id: `n${i}`, title: 'No time' }));
    await vi.waitFor(() => expect(states.at(-1)).toBe('the last 50 events could not be read: 50 entries without a time field the service reads (time)'));
    const item = upstream.publish({ title: 'Readable again' });
    await vi.waitFor(() => expect(offered.map((candidate) => candidate.identity)).toEqual([item._id]));
    expect(states.at(-1)).toBe('ok');
  });

  it('counts unreadable backlog rows, offers the rest, and says so when none of the backlog could be read', async () => {
    const readable = { _id: 'kept', title: 'From the backlog', time: Date.now() };
    const some = await setup(undefined, false, [{ _id: 'b1', time: Date.now() }, readable, 'not a row']);
    await vi.waitFor(() => expect(some.offered.map((candidate) => candidate.identity)).toEqual(['kept']));
    expect(some.unreadable).toEqual([{ 'no-title': 1, malformed: 1 }]);

    const none = await setup(undefined, false, [{ _id: 'b1', time: Date.now() }, { _id: 'b2', title: 'T', time: 'soon' }]);
    await vi.waitFor(() => expect(none.states).toContain("backfill: none of the answer's entries could be read: 1 entry with a time that is not one (time), 1 entry without a title"));
    expect(none.offered).toEqual([]);
  });

  it('gives a news item without en its title as en unless in another script, and keeps an en or a post as they came', async () => {
    const { upstream, offered } = await setup();
    const korean = upstream.publish({ title: '[거래] 이그잼플(EXMP) 원화 마켓', source: 'Upbit' });
    const translated = upstream.publish({ title: '[거래] 세이(SEI)', en: '[Trading] Sei (SEI)', source: 'Upbit' });
    const post = upstream.publish({ title: 'Someone (@someone)', type: 'direct', info: { twitterId: '1' } });
    await vi.waitFor(() => expect(offered).toHaveLength(3));
    expect(offered.map((candidate) => candidate.item.en)).toEqual([undefined, '[Trading] Sei (SEI)', undefined]);
    expect(offered.map((candidate) => candidate.identity)).toEqual([korean._id, translated._id, post._id]);
  });

  it('takes an item frame past the extension\'s 2 million characters and under its own 4 MB', async () => {
    const { upstream, offered } = await setup();
    const item = upstream.publish({ title: 'Long body', body: 'x'.repeat(3_000_000) });
    await vi.waitFor(() => expect(offered.map((candidate) => candidate.identity)).toEqual([item._id]));
  });

  it('keeps its frame budget across connections: a flood, a cut, a reconnect and a flood again publish one burst in all', async () => {
    // The clock stands still, so the budget never refills: everything offered came out of the one burst of 500.
    const frozen = Date.now();
    const { upstream, offered, states } = await setup(undefined, false, [], () => frozen);
    const flooded = 'sent more than 50 frames a second';
    for (let n = 0; n < 600; n++) upstream.publish({ title: `Flood ${n}` });
    await vi.waitFor(() => expect(states).toContain(flooded));
    await vi.waitFor(() => expect(upstream.accepted).toBe(2), { timeout: 5_000 });
    for (let n = 0; n < 600; n++) upstream.publish({ title: `Flood again ${n}` });
    await vi.waitFor(() => expect(states.filter((state) => state === flooded)).toHaveLength(2), { timeout: 5_000 });
    // A budget per connection would have taken 500 more frames, and the backfill 100 more.
    expect(offered.length).toBeLessThanOrEqual(500);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((candidate) => String(candidate.item.title).startsWith('Flood again'))).toBe(false);
  });

  it(`skips a frame nested deeper than ${MAX_JSON_DEPTH} levels unparsed, counting it, and reads on`, async () => {
    const { upstream, offered, dropped } = await setup();
    upstream.sendRaw(`{"_id":"deep","title":"t","time":1,"x":${'['.repeat(3_000_000)}}`);
    const item = upstream.publish({ title: 'After the deep frame' });
    await vi.waitFor(() => expect(offered.map((candidate) => candidate.identity)).toEqual([item._id]));
    expect(dropped).toEqual([`a frame nested deeper than ${MAX_JSON_DEPTH} levels`]);
  });
});

describe('an upstream Newsflash service\'s hops', () => {
  it("keeps its origin's stated time and drops its own read and sent (ours replace them)", async () => {
    const { upstreamCandidate } = await import('./upstream-source');
    const time = Date.now() - 5_000;
    const candidate = upstreamCandidate({ _id: 'u1', title: 'Relayed', time, source: 'Blogs', hops: { origin: time - 700, read: time - 200, sent: time } });
    expect(candidate).toMatchObject({ identity: 'u1', origin: time - 700 });
    expect((candidate as Candidate).item).not.toHaveProperty('hops');
    expect(upstreamCandidate({ _id: 'u2', title: 'Tree of Alpha', time, source: 'Blogs' })).not.toHaveProperty('origin');
  });
});
