import { describe, expect, it } from 'vitest';
import { FeedSession, type FeedSessionOptions, type LoginState } from './feed-session';
import { parseItem } from './frames';
import type { NewsItem } from './news-item';
import { loginAccepted, loginRefused, newsFrame, PONG } from './server-frames';

/** Timers run by hand: `fire` runs whatever is due, so nothing here sleeps. */
function manualTimers() {
  let now = 0;
  const due = new Map<number, { at: number; callback: () => void }>();
  let next = 0;
  return {
    setTimeout: (callback: () => void, ms: number) => {
      due.set(++next, { at: now + ms, callback });
      return next;
    },
    clearTimeout: (handle: unknown) => void due.delete(handle as number),
    advance(ms: number) {
      now += ms;
      for (const [handle, timer] of [...due]) {
        if (timer.at > now) continue;
        due.delete(handle);
        timer.callback();
      }
    },
    get pending() {
      return due.size;
    },
  };
}

function fakeSocket() {
  const sent: string[] = [];
  return { sent, send: (text: string) => void sent.push(text) };
}

function session(key: string | undefined, overrides: Partial<FeedSessionOptions<NewsItem>> = {}) {
  const items: { item: NewsItem; arrivedAt?: number }[] = [];
  const logins: LoginState[] = [];
  const unreadable: string[] = [];
  const timers = manualTimers();
  const feed = new FeedSession<NewsItem>(key, {
    readItem: parseItem,
    onItem: (item, arrivedAt) => items.push({ item, arrivedAt }),
    onLogin: (login) => logins.push(login),
    onUnreadable: (reason) => unreadable.push(reason),
    loginTimeoutMs: 10_000,
    timers,
    ...overrides,
  });
  return { feed, items, logins, unreadable, timers };
}

const item = { _id: 'a1', title: 'Binance Will List Ethena (ENA)', time: Date.UTC(2026, 0, 5) };

describe('FeedSession', () => {
  it('reads anonymously without a key, sending nothing', () => {
    const { feed, logins } = session(undefined);
    const socket = fakeSocket();
    feed.opened(socket);
    expect(socket.sent).toEqual([]);
    expect(logins).toEqual([{ state: 'anonymous' }]);
  });

  it('logs in with the trimmed key and takes the server\'s answer', () => {
    const { feed, logins, timers } = session('  key-1 ');
    const socket = fakeSocket();
    feed.opened(socket);
    expect(socket.sent).toEqual(['login key-1']);
    feed.received(loginAccepted({ id: '1', username: 'desk' }, item.time));
    expect(logins).toEqual([{ state: 'pending' }, { state: 'ok', username: 'desk' }]);
    expect(timers.pending).toBe(0);
  });

  it('an unanswered login reads as unconfirmed once its time is up, and not before', () => {
    const { feed, timers } = session('key-1');
    feed.opened(fakeSocket());
    timers.advance(9_999);
    expect(feed.login).toEqual({ state: 'pending' });
    timers.advance(1);
    expect(feed.login).toEqual({ state: 'unconfirmed' });
  });

  it('waits for the answer when there is no login timeout (the service\'s relay)', () => {
    const { feed, timers } = session('key-1', { loginTimeoutMs: undefined, timers: undefined });
    feed.opened(fakeSocket());
    timers.advance(60_000);
    expect(feed.login).toEqual({ state: 'pending' });
  });

  it('a refused key is not sent again on the next connections, until the key changes', () => {
    const { feed, logins } = session('wrong');
    const first = fakeSocket();
    feed.opened(first);
    feed.received(loginRefused('Invalid API key'));
    expect(feed.login).toEqual({ state: 'rejected', reason: 'Invalid API key' });
    const second = fakeSocket();
    feed.opened(second);
    expect(second.sent).toEqual([]);
    expect(feed.login.state).toBe('rejected');
    feed.setKey('right');
    const third = fakeSocket();
    feed.opened(third);
    expect(third.sent).toEqual(['login right']);
    expect(logins.map((login) => login.state)).toEqual(['pending', 'rejected', 'pending']);
  });

  it('a new server forgets the refusal of the same key', () => {
    const { feed } = session('key-1');
    feed.opened(fakeSocket());
    feed.received(JSON.stringify({ success: false, error: 'no such key' }));
    feed.setKey('key-1');
    const socket = fakeSocket();
    feed.opened(socket);
    expect(socket.sent).toEqual(['login key-1']);
  });

  it('a refusal after the login timed out still counts', () => {
    const { feed, timers } = session('key-1');
    feed.opened(fakeSocket());
    timers.advance(10_000);
    feed.received(loginRefused('API key revoked'));
    expect(feed.login).toEqual({ state: 'rejected', reason: 'API key revoked' });
  });

  it('passes items on with their arrival time, and pongs nowhere', () => {
    const { feed, items, unreadable } = session(undefined);
    feed.received(PONG);
    feed.received(newsFrame(item), 42);
    expect(items).toEqual([{ item: expect.objectContaining({ id: 'a1', title: item.title }), arrivedAt: 42 }]);
    expect(unreadable).toEqual([]);
  });

  it('says why a frame is unreadable: not JSON, not an object, not an item, too large', () => {
    const { feed, items, unreadable } = session(undefined, { maxFrameChars: 1_000 });
    feed.received('{nope');
    feed.received('[1,2]');
    feed.received(JSON.stringify({ _id: 'x', time: item.time }));
    feed.received(JSON.stringify({ ...item, body: 'x'.repeat(1_000) }));
    expect(items).toEqual([]);
    expect(unreadable).toEqual(['not JSON', 'not a JSON object', expect.stringMatching(/^not an item \(title/), expect.stringMatching(/^frame too large/)]);
  });

  it('hands a relay the item as it came, for its own reading', () => {
    const raw: object[] = [];
    const relay = new FeedSession<object>(undefined, {
      readItem: (value) => ({ kind: 'item', item: value }),
      onItem: (value) => raw.push(value),
      onLogin: () => {},
      onUnreadable: () => {},
    });
    const frame = { ...item, unknownField: [1], likes: 3 };
    relay.received(JSON.stringify(frame));
    expect(raw).toEqual([frame]);
  });

  it('stop clears a pending login timer', () => {
    const { feed, timers } = session('key-1');
    feed.opened(fakeSocket());
    feed.stop();
    expect(timers.pending).toBe(0);
    timers.advance(20_000);
    expect(feed.login).toEqual({ state: 'pending' });
  });
});
