import { describe, expect, it } from 'vitest';
import { FakeClock } from '@/tests/fakes/clock';
import { AiBudget } from './ai-budget';
import { AI_MAX_PAUSE_MS, AI_MIN_PAUSE_MS, AI_QUEUE_MAX, AiNotes, type AiOutcome } from './ai-notes';
import type { AiAsk } from './ask';
import type { ChatResult } from './chat-client';

const item = (id: string) => ({ _id: id, time: 1, title: `Headline ${id}` });
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function scene(
  answers: (ask: AiAsk) => Promise<ChatResult> | ChatResult,
  limits = { requestsPerMinute: 100, requestsPerDay: 1_000, tokensPerMinute: 1e6, tokensPerDay: 1e6 },
) {
  const clock = new FakeClock();
  const asked: string[] = [];
  const announced: [string, unknown][] = [];
  const counted: AiOutcome[] = [];
  const notes = new AiNotes(
    {
      ask: async (ask) => {
        asked.push(ask.id);
        return answers(ask);
      },
      budget: new AiBudget(limits, () => clock.now()),
      concurrency: 2,
      clock,
      announce: (id, note) => announced.push([id, note]),
      count: (outcome) => counted.push(outcome),
      random: () => 1,
    },
    'm',
  );
  return { clock, asked, announced, counted, notes };
}

const answer = (content = '{"importance":3}'): ChatResult => ({ kind: 'answer', content, tokens: 100 });

describe('AiNotes', () => {
  it('asks once per item and announces the checked note', async () => {
    const { notes, asked, announced, counted } = scene(() => answer());
    notes.add(item('a'));
    notes.add(item('b'));
    await flush();
    expect(asked).toEqual(['a', 'b']);
    expect(announced).toEqual([['a', { importance: 3 }], ['b', { importance: 3 }]]);
    expect(counted).toEqual(['noted', 'noted']);
    expect(notes.health().day).toMatchObject({ requests: 2, tokens: 200 });
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const pending: ((result: ChatResult) => void)[] = [];
    const { notes, asked } = scene(() => new Promise((resolve) => pending.push(resolve)));
    for (const id of ['a', 'b', 'c', 'd']) notes.add(item(id));
    await flush();
    expect(asked).toEqual(['a', 'b']);
    expect(notes.health()).toMatchObject({ inFlight: 2, queued: 2 });
    pending[0]!(answer());
    await flush();
    expect(asked).toEqual(['a', 'b', 'c']);
  });

  it('drops what the endpoint says wrongly and counts it, announcing nothing', async () => {
    const { notes, announced, counted } = scene((ask) => (ask.id === 'a' ? answer('no json') : answer('{"importance":3,"summary":"see https://x.example"}')));
    notes.add({ ...item('a') });
    notes.add({ ...item('b'), body: 'A body far longer than the headline it belongs to.' });
    await flush();
    expect(announced).toEqual([]);
    expect(counted.sort()).toEqual(['markup', 'not-json']);
  });

  it('gives items past the budget no request', async () => {
    const { notes, asked, counted } = scene(() => answer(), { requestsPerMinute: 1, requestsPerDay: 10, tokensPerMinute: 1e6, tokensPerDay: 1e6 });
    notes.add(item('a'));
    notes.add(item('b'));
    await flush();
    expect(asked).toEqual(['a']);
    expect(counted.sort()).toEqual(['noted', 'over-budget']);
  });

  it('pauses after a 429 for its Retry-After, within bounds, without asking about that item again', async () => {
    let first = true;
    const { notes, asked, clock, counted } = scene(() => {
      if (first) {
        first = false;
        return { kind: 'rate-limited', retryAfterMs: 10 * 60 * 60_000 };
      }
      return answer();
    });
    notes.add(item('a'));
    await flush();
    notes.add(item('b'));
    await flush();
    expect(asked).toEqual(['a']);
    expect(notes.health().pausedUntil).toBe(clock.now() + AI_MAX_PAUSE_MS);
    clock.advance(AI_MAX_PAUSE_MS - 1);
    await flush();
    expect(asked).toEqual(['a']);
    clock.advance(1);
    await flush();
    expect(asked).toEqual(['a', 'b']);
    expect(counted).toEqual(['rate-limited', 'noted']);
  });

  it('backs off doubling after 5xx without Retry-After', async () => {
    const { notes, clock } = scene(() => ({ kind: 'server-error', status: 502 }));
    const pauses: number[] = [];
    for (const id of ['a', 'b', 'c']) {
      notes.add(item(id));
      await flush();
      pauses.push(notes.health().pausedUntil! - clock.now());
      clock.advance(pauses.at(-1)!);
    }
    expect(pauses).toEqual([AI_MIN_PAUSE_MS * 2, AI_MIN_PAUSE_MS * 4, AI_MIN_PAUSE_MS * 8]);
  });

  it('drops the oldest waiting item past the queue cap', async () => {
    const { notes, counted } = scene(() => new Promise(() => {}));
    for (let i = 0; i < AI_QUEUE_MAX + 2 + 5; i++) notes.add(item(`i${i}`));
    await flush();
    expect(notes.health()).toMatchObject({ inFlight: 2, queued: AI_QUEUE_MAX });
    expect(counted).toEqual(Array(5).fill('queue-full'));
  });

  it('announces nothing once stopped', async () => {
    let release: (result: ChatResult) => void = () => {};
    const { notes, announced } = scene(() => new Promise((resolve) => (release = resolve)));
    notes.add(item('a'));
    await flush();
    notes.stop();
    release(answer());
    await flush();
    expect(announced).toEqual([]);
  });
});
