import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { fakeFetch, jsonResponse } from '@/tests/fakes/fetch';
import type { ResponseLike } from '@/utils/net/net-types';
import type { ChannelConfig } from './config';
import { ATTEMPTS_MAX, ChannelSender, QUEUE_MAX } from './sender';
import { REQUEST_TIMEOUT_MS, RETRY_AFTER_MAX_MS, RETRY_AFTER_MIN_MS } from './send-once';

const hook = (id: string): ChannelConfig => ({ id, name: id, enabled: true, every: true, kind: 'webhook', url: `https://${id}.example/hook`, shape: 'slack' });
const message = (title: string) => ({ title, text: '' });
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup(answer: (url: URL) => ResponseLike | Promise<ResponseLike>, channels = [hook('a')]) {
  const clock = new FakeClock();
  const { fetch, calls } = fakeFetch(answer);
  const sender = new ChannelSender({ fetch, clock, random: () => 0.5, channels: () => channels });
  return { clock, calls, sender };
}

describe('ChannelSender', () => {
  it('sends one request per alert per channel, in order, one at a time', async () => {
    const t = setup(() => jsonResponse({}), [hook('a'), hook('b')]);
    t.sender.send(message('one'), ['a', 'b']);
    t.sender.send(message('two'), ['a']);
    await flush();
    expect(t.calls.map((url) => url.host)).toEqual(['a.example', 'b.example', 'a.example']);
    expect(t.sender.states().map((s) => [s.id, s.sent])).toEqual([['a', 2], ['b', 1]]);
  });

  it('a refusal is not retried; it is counted and said', async () => {
    const t = setup(() => jsonResponse({}, 401));
    t.sender.send(message('one'), ['a']);
    await flush();
    t.clock.advance(60 * 60_000);
    await flush();
    expect(t.calls).toHaveLength(1);
    expect(t.sender.states()[0]).toMatchObject({ sent: 0, failed: 1, lastProblem: { kind: 'refused', status: 401 } });
  });

  it('a 429 rests the channel for its Retry-After, then the same alert goes once more', async () => {
    let limited = true;
    const t = setup(() => (limited ? jsonResponse({}, 429, { 'retry-after': '30' }) : jsonResponse({})));
    t.sender.send(message('one'), ['a']);
    t.sender.send(message('two'), ['a']);
    await flush();
    expect(t.calls).toHaveLength(1);
    expect(t.sender.states()[0]).toMatchObject({ queued: 2, lastProblem: { kind: 'limited', waitMs: 30_000 } });
    limited = false;
    t.clock.advance(29_999);
    await flush();
    expect(t.calls).toHaveLength(1);
    t.clock.advance(1);
    await flush();
    expect(t.calls).toHaveLength(3);
    expect(t.sender.states()[0]).toMatchObject({ sent: 2, failed: 0, queued: 0 });
  });

  it('a channel that never answers costs ATTEMPTS_MAX requests per alert, spaced by a growing rest, never a storm', async () => {
    const t = setup(() => new Promise<ResponseLike>(() => {}));
    t.sender.send(message('one'), ['a']);
    for (let i = 0; i < 20; i++) {
      t.clock.advance(REQUEST_TIMEOUT_MS);
      await flush();
      t.clock.advance(15 * 60_000);
      await flush();
    }
    expect(t.calls).toHaveLength(ATTEMPTS_MAX);
    expect(t.sender.states()[0]).toMatchObject({ failed: 1, queued: 0, lastProblem: { kind: 'failed', reason: 'timeout' } });
  });

  it('past QUEUE_MAX waiting alerts the newest are dropped and counted; a turned-off channel gets nothing', async () => {
    const channels = [hook('a'), { ...hook('off'), enabled: false }];
    const t = setup(() => new Promise<ResponseLike>(() => {}), channels);
    for (let i = 0; i < QUEUE_MAX + 5; i++) t.sender.send(message(`m${i}`), ['a', 'off']);
    await flush();
    expect(t.calls.map((url) => url.host)).toEqual(['a.example']);
    expect(t.sender.states()).toEqual([expect.objectContaining({ id: 'a', queued: QUEUE_MAX, dropped: 5 })]);
  });

  it('a host asking for a rest of 10^12 s rests the channel RETRY_AFTER_MAX_MS and says until when, while another channel sends on', async () => {
    const t = setup((url) => (url.host === 'a.example' ? jsonResponse({}, 429, { 'retry-after': '1000000000000' }) : jsonResponse({})), [hook('a'), hook('b')]);
    t.sender.send(message('one'), ['a', 'b']);
    t.sender.send(message('two'), ['a', 'b']);
    await flush();
    const start = t.clock.now();
    expect(t.sender.states()).toEqual([
      expect.objectContaining({ id: 'a', sent: 0, queued: 2, restingUntil: start + RETRY_AFTER_MAX_MS, lastProblem: { kind: 'limited', waitMs: RETRY_AFTER_MAX_MS, at: start } }),
      expect.objectContaining({ id: 'b', sent: 2, queued: 0 }),
    ]);
    t.clock.advance(RETRY_AFTER_MAX_MS - 1);
    await flush();
    expect(t.calls.filter((url) => url.host === 'a.example')).toHaveLength(1);
    t.clock.advance(1);
    await flush();
    expect(t.calls.filter((url) => url.host === 'a.example')).toHaveLength(2);
  });

  it('a host answering 429 with a wait of 0 gets one request a RETRY_AFTER_MIN_MS at most, not a burst of the whole queue', async () => {
    const t = setup(() => jsonResponse({}, 429, { 'retry-after': '0' }));
    for (let i = 0; i < QUEUE_MAX; i++) t.sender.send(message(`m${i}`), ['a']);
    await flush();
    expect(t.calls).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(RETRY_AFTER_MIN_MS);
      await flush();
    }
    expect(t.calls).toHaveLength(6);
  });

  it('a channel whose host never answers holds up neither another channel nor the next alert elsewhere', async () => {
    const t = setup((url) => (url.host === 'a.example' ? new Promise<ResponseLike>(() => {}) : jsonResponse({})), [hook('a'), hook('b')]);
    t.sender.send(message('one'), ['a', 'b']);
    t.sender.send(message('two'), ['a', 'b']);
    await flush();
    expect(t.sender.states().map((s) => [s.id, s.sent, s.queued])).toEqual([['a', 0, 2], ['b', 2, 0]]);
    t.clock.advance(REQUEST_TIMEOUT_MS);
    await flush();
    expect(t.sender.states()[0]).toMatchObject({ lastProblem: { kind: 'failed', reason: 'timeout' }, restingUntil: expect.any(Number) });
  });
});
