import { afterEach, describe, expect, it, vi } from 'vitest';
import { JetstreamStandIn, profilesAnswer, type StandInAccount } from '@/devkit/stand-ins/jetstream';
import { parseSources, type SourceConfig } from './config';
import { MAX_FRAME_BYTES, MAX_READ_BYTES, POISON_STEP_US, startBlueskySource } from './bluesky-source';
import { CURSOR_OVERLAP_US } from './jetstream-cursor';
import type { Candidate } from './candidate';
import type { SourceContext } from './types';
import type { UnreadableCounts } from './unreadable';
import { readJsonHere } from '../outbound/json-bounds';

const ALICE: StandInAccount = { did: 'did:plc:alice0000000000000000000', handle: 'alice.bsky.social', displayName: 'Alice' };
const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const one of running.splice(0).reverse()) await one.close();
});

/** The source against a Jetstream stand-in on loopback; the AppView and storage are fakes, and offering a post titled "slow" waits for `release`. */
async function setup(stored?: string, profiles = profilesAnswer([ALICE], [ALICE.handle])) {
  const jetstream = new JetstreamStandIn();
  await jetstream.start();
  running.push({ close: () => jetstream.stop() });
  const [source] = parseSources(JSON.stringify({ sources: [{ kind: 'bluesky', name: 'Bluesky', url: jetstream.url, appView: 'http://appview.example', handles: [ALICE.handle] }] }));
  const written: number[] = [];
  const offered: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let refusals = 0;
  const states: string[] = [];
  const unreadable: UnreadableCounts[] = [];
  const skips: string[] = [];
  const context: SourceContext = {
    skipped: (what) => void skips.push(what),
    offer: async (candidates: Candidate[]) => {
      if (candidates.some((candidate) => candidate.item.body === 'slow')) await gate;
      if (refusals > 0 && refusals--) throw new Error('storage: database is locked');
      offered.push(...candidates.map((candidate) => String(candidate.item.body)));
      return candidates.length;
    },
    ok: () => void states.push('ok'),
    failing: (reason) => void states.push(reason),
    note: () => {},
    dropped: () => {},
    fetch: (async () => new Response(profiles, { headers: { 'content-type': 'application/json' } })) as typeof fetch,
    kept: {
      read: async () => stored,
      write: async (json) => void written.push((JSON.parse(json) as { timeUs: number }).timeUs),
    },
    unreadable: (counts) => void unreadable.push(counts),
    readFeed: async () => [],
    readJson: readJsonHere,
    now: Date.now,
    // The shortest reconnect backoff: 1 s.
    random: () => 0,
  };
  const bluesky = startBlueskySource(source as Extract<SourceConfig, { kind: 'bluesky' }>, context);
  await vi.waitFor(() => expect(jetstream.connections).toHaveLength(1));
  return { jetstream, bluesky, written, offered, states, unreadable, skips, release, refuseNext: (count: number) => void (refusals = count) };
}

describe('the Bluesky source\'s stored cursor', () => {
  it('at stop, stays before a post still being offered, though later events came: the next start replays it', async () => {
    const { jetstream, bluesky, written, offered, release } = await setup();
    jetstream.post(ALICE.did, 'fast');
    await vi.waitFor(() => expect(offered).toEqual(['fast']));
    const fast = jetstream.events.at(-1)!.time_us;
    await vi.waitFor(() => expect(written).toEqual([fast]));
    jetstream.post(ALICE.did, 'slow');
    jetstream.identity(ALICE.did, ALICE.handle);
    jetstream.post(ALICE.did, 'after');
    await jetstream.delivered();
    bluesky.stop();
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([fast]);
  });

  it('after storage failed a post, reconnects from the last post handled and offers it again; the cursor never passes it meanwhile', async () => {
    const { jetstream, bluesky, written, offered, refuseNext } = await setup();
    jetstream.post(ALICE.did, 'stored');
    await vi.waitFor(() => expect(offered).toEqual(['stored']));
    const stored = jetstream.events.at(-1)!.time_us;
    refuseNext(1);
    jetstream.post(ALICE.did, 'refused');
    jetstream.identity(ALICE.did, ALICE.handle);
    await vi.waitFor(() => expect(jetstream.connections).toHaveLength(2), { timeout: 3_000 });
    expect(Number(jetstream.connections[1]!.get('cursor'))).toBe(stored);
    await vi.waitFor(() => expect(offered).toEqual(['stored', 'stored', 'refused']));
    bluesky.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.every((timeUs, index) => index === 0 || timeUs > stored)).toBe(true);
    expect(written.at(-1)).toBe(jetstream.events.at(-1)!.time_us);
  });

  it('resumes from what storage holds, less the overlap', async () => {
    const at = Date.now() * 1000 - 60_000_000;
    const { jetstream, bluesky } = await setup(JSON.stringify({ timeUs: at }));
    expect(Number(jetstream.connections[0]!.get('cursor'))).toBe(at - CURSOR_OVERLAP_US);
    bluesky.stop();
  });
});

describe('the Bluesky source\'s unreadable events', () => {
  it('counts each, is failing after 50 in a row with what is wrong, and ok again at the next event it reads', async () => {
    const { jetstream, bluesky, offered, states, unreadable } = await setup();
    await vi.waitFor(() => expect(states).toEqual(['ok']));
    for (let index = 0; index < 49; index++) jetstream.raw(index % 2 ? 'not json' : JSON.stringify({ did: ALICE.did, kind: 'commit' }));
    await jetstream.delivered();
    expect(states).toEqual(['ok']);
    jetstream.raw('{');
    await jetstream.delivered();
    expect(unreadable).toHaveLength(50);
    expect(unreadable.slice(0, 2)).toEqual([{ 'no-time': 1 }, { malformed: 1 }]);
    expect(states).toEqual(['ok', 'the last 50 events could not be read: 25 entries without a time field the service reads (time_us), 25 entries not shaped as documented']);
    jetstream.post(ALICE.did, 'readable');
    await vi.waitFor(() => expect(offered).toEqual(['readable']));
    expect(states.at(-1)).toBe('ok');
    bluesky.stop();
  });
});

describe('the Bluesky source\'s accounts', () => {
  it('follows only the accounts asked for: a profile the AppView added unasked is neither subscribed to nor published', async () => {
    const binance = { did: 'did:plc:binance00000000000000000000', handle: 'binance.com', displayName: 'Binance' };
    const { jetstream, bluesky, offered } = await setup(undefined, JSON.stringify({ profiles: [{ ...ALICE }, binance] }));
    expect(jetstream.connections[0]!.getAll('wantedDids')).toEqual([ALICE.did]);
    jetstream.post(binance.did, 'Binance will list $SCAM');
    jetstream.post(ALICE.did, 'after');
    await vi.waitFor(() => expect(offered).toEqual(['after']));
    bluesky.stop();
  });
});

describe('the Bluesky source and a poison pill', () => {
  it('skips an event over the frame budget where it stands, counts it, and carries on: no cut, no resume before it', async () => {
    const { jetstream, bluesky, offered, skips } = await setup();
    jetstream.post(ALICE.did, 'x'.repeat(MAX_FRAME_BYTES + 1_000));
    const poison = jetstream.events.at(-1)!.time_us;
    jetstream.post(ALICE.did, 'after');
    await vi.waitFor(() => expect(offered).toEqual(['after']));
    expect(skips).toEqual([expect.stringMatching(/^an event of \d+ bytes \(more than 262144\)$/)]);
    expect(jetstream.connections).toHaveLength(1);
    // The cursor passed it: a reconnect resumes after it.
    await jetstream.stop();
    await jetstream.start();
    await vi.waitFor(() => expect(jetstream.connections).toHaveLength(2), { timeout: 10_000 });
    expect(Number(jetstream.connections[1]!.get('cursor'))).toBeGreaterThan(poison);
    expect(skips).toHaveLength(1);
    bluesky.stop();
  });

  it('past what it takes in at all: cut, then cut again at the same cursor, it resumes past the event and counts it once', async () => {
    const { jetstream, bluesky, offered, skips } = await setup();
    jetstream.post(ALICE.did, 'before');
    await vi.waitFor(() => expect(offered).toEqual(['before']));
    const before = jetstream.events.at(-1)!.time_us;
    jetstream.post(ALICE.did, 'x'.repeat(MAX_READ_BYTES + 1_000));
    await vi.waitFor(() => expect(jetstream.connections).toHaveLength(3), { timeout: 10_000 });
    expect(jetstream.connections.map((query) => query.get('cursor'))).toEqual([null, String(before), String(before + POISON_STEP_US)]);
    expect(skips).toEqual([expect.stringContaining('twice at the same place')]);
    jetstream.post(ALICE.did, 'after');
    await vi.waitFor(() => expect(offered.at(-1)).toBe('after'));
    expect(jetstream.connections).toHaveLength(3);
    bluesky.stop();
  });
});
