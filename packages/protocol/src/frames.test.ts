import { describe, expect, it } from 'vitest';
import { readCorpus, stripAnnotations } from '@/tests/fixtures/corpus';
import { parseBacklog } from './backlog';
import { aiFrame } from './ai-note';
import { parseItem, parseNewsFrame } from './frames';
import { outcomeFrame, type Outcome } from './outcome';

const live = readCorpus('live-items');
const backlog = readCorpus('backlog-items');
const control = readCorpus('control-frames').map(stripAnnotations);

function item(frame: unknown) {
  const result = parseNewsFrame(JSON.stringify(frame));
  if (result.kind !== 'item') throw new Error(`expected an item, got ${JSON.stringify(result)}`);
  return result.item;
}

describe('corpus: live items', () => {
  it.each(live.map((frame) => [frame._id, frame]))('%s parses to a NewsItem', (_id, frame) => {
    const parsed = item(frame);
    expect(parsed.id).toBe(frame._id);
    expect(parsed.time).toBe(frame.time);
    expect(parsed.title.length).toBeGreaterThan(0);
    expect(parsed.link).toMatch(/^https:\/\//);
  });

  it('a tweet keeps its account title, body, link, coins and importance', () => {
    expect(item(live[0])).toMatchObject({
      id: '1749403469352710423',
      title: 'Gala Games (@GoGalaGames)',
      kind: 'tweet',
      source: 'Twitter',
      link: 'https://twitter.com/GoGalaGames/status/1749403469352710423',
      icon: 'https://pbs.twimg.com/profile_images/1613892706656309253/GSS0cQ8V.jpg',
      requireInteraction: true,
      coins: [{ coin: 'GALA', found: ['GALA', 'Gala'] }],
    });
    expect(item(live[0]).body).toContain('$GALA ecosystem');
    // An empty `image` is not a URL and is dropped.
    expect(item(live[0]).image).toBeUndefined();
  });

  it('quote, self-reply and retweet are told apart from info', () => {
    const byId = (id: string) => item(live.find((frame) => frame._id === id));
    expect(byId('1900000000000000004').post).toEqual({
      kind: 'quote',
      account: 'example_project',
      text: 'Mainnet is live. Bridging opens in 2 hours. $EXMP',
    });
    expect(byId('1900000000000000005').post).toMatchObject({ kind: 'self-reply', account: 'example_research' });
    expect(byId('1900000000000000006').post).toMatchObject({ kind: 'retweet', account: 'example_exchange' });
    expect(byId('1900000000000000007').post).toBeUndefined();
  });

  it('telegram items get the Telegram source', () => {
    expect(item(live.find((frame) => frame.type === 'telegram'))).toMatchObject({ kind: 'telegram', source: 'Telegram' });
  });

  it('news items use url as link and prefer the English headline, keeping the original', () => {
    const upbit = item(live.find((frame) => frame.source === 'Upbit'));
    expect(upbit).toMatchObject({
      kind: 'news',
      source: 'Upbit',
      title: '[Trading] Market Support for Example(EXMP) (KRW Market)',
      originalTitle: '[거래] 이그잼플(EXMP) 원화 마켓 디지털 자산 추가',
      link: 'https://upbit.com/service_center/notice?id=9999',
      actions: ['BINFUT_EXMPUSDT', 'BYBIT_EXMPUSDT'],
    });
    const blog = item(live.find((frame) => frame._id === '1681851104138CLCUIAAtBAoA'));
    expect(blog.originalTitle).toBeUndefined();
    expect(blog.coins.map((coin) => coin.coin)).toEqual(['ARB', 'LDO']);
  });
});

describe('corpus: backlog items', () => {
  const { items, rejected } = parseBacklog(backlog);

  it('all parse', () => {
    expect(rejected).toEqual([]);
    expect(items.map((entry) => entry.id)).toEqual(backlog.map((frame) => frame._id));
  });

  it('backlog tweets are split on the first ": " into account and text', () => {
    const tweet = items.find((entry) => entry.id === '1906732376517955771');
    expect(tweet).toMatchObject({ kind: 'tweet', source: 'Twitter', title: 'CoinDesk (@CoinDesk)' });
    expect(tweet?.body).toMatch(/^As countries like the U\.S\. and El Salvador/);
    expect(tweet?.link).toBe('https://twitter.com/CoinDesk/status/1906732376517955771');
  });

  it('keeps vote totals', () => {
    expect(items[0]).toMatchObject({ likes: 2, dislikes: 1 });
  });
});

describe('control frames', () => {
  it('login success names the user', () => {
    expect(parseNewsFrame(JSON.stringify(control[0]))).toEqual({ kind: 'login-ok', username: '<username>' });
  });

  it('both failure shapes are login failures with the reason', () => {
    expect(parseNewsFrame(JSON.stringify(control[1]))).toEqual({
      kind: 'login-failed',
      reason: '<error text, exact wording unknown>',
    });
    expect(parseNewsFrame(JSON.stringify(control[2]))).toEqual({ kind: 'login-failed', reason: 'Invalid login syntax.' });
  });

  it('a user name and a refusal lose what would hide or reorder the words around them on the pages', () => {
    expect(parseNewsFrame(JSON.stringify({ user: { username: '\u202Eresu\u202C\u200B desk' } }))).toEqual({ kind: 'login-ok', username: 'resu desk' });
    expect(parseNewsFrame(JSON.stringify({ message: 'Key \u2066revoked\u2069&#x202E;' }))).toEqual({ kind: 'login-failed', reason: 'Key revoked' });
    expect(parseNewsFrame(JSON.stringify({ message: '\u202E' }))).toEqual({ kind: 'login-failed', reason: 'login refused' });
  });

  it('pong is recognised', () => {
    expect(parseNewsFrame('pong')).toEqual({ kind: 'pong' });
  });
});

describe('tolerant reading', () => {
  const base = { _id: 'x1', title: 'Hello', time: 1_700_000_000_000 };

  it('needs only _id, title and time', () => {
    expect(parseItem(base)).toMatchObject({ kind: 'item', item: { id: 'x1', source: 'Unknown', coins: [] } });
  });

  it.each([
    ['_id', { title: 'a', time: 1 }],
    ['title', { _id: 'a', time: 1 }],
    ['time', { _id: 'a', title: 'a' }],
  ])('rejects a frame without %s, with a reason', (field, frame) => {
    const result = parseNewsFrame(JSON.stringify(frame));
    expect(result.kind).toBe('rejected');
    expect(result.kind === 'rejected' && result.reason).toContain(field === '_id' ? 'not an item' : field);
  });

  it('drops wrong-typed optional fields and keeps the rest', () => {
    const result = parseItem({ ...base, body: 42, requireInteraction: 'yes', suggestions: 'BTC', likes: -3, link: 'https://ok.example/' });
    expect(result).toMatchObject({ kind: 'item', item: { link: 'https://ok.example/', coins: [], requireInteraction: false } });
    expect(result.kind === 'item' && result.item.body).toBeUndefined();
  });

  it('keeps the prices an item was published at, dropping unreadable or hostile entries', () => {
    const result = parseItem({ ...base, firstPrice: { ARBUSDT: 1.673, ARBBTC: 5.515e-5, 'bad symbol': 1, NANUSDT: Number.NaN, NEGUSDT: -1, STRUSDT: '2', __proto__: { X: 1 } } });
    expect(result.kind === 'item' && result.item.firstPrice).toEqual({ ARBUSDT: 1.673, ARBBTC: 5.515e-5 });
    const empty = parseItem({ ...base, firstPrice: {} });
    expect(empty.kind === 'item' && empty.item.firstPrice).toBeUndefined();
    expect(parseItem({ ...base, firstPrice: 'junk' })).toMatchObject({ kind: 'item' });
  });

  it('drops unreadable array elements only', () => {
    const result = parseItem({ ...base, suggestions: [{ coin: 'BTC', found: ['BTC'], symbols: [] }, 'junk', { coin: 3 }] });
    expect(result.kind === 'item' && result.item.coins.map((coin) => coin.coin)).toEqual(['BTC']);
  });

  it('removes non-http links', () => {
    const result = parseItem({ ...base, link: 'javascript:alert(1)', icon: 'data:image/png;base64,AAAA', image: '//cdn/x.png' });
    expect(result.kind === 'item' && [result.item.link, result.item.icon, result.item.image]).toEqual([undefined, undefined, undefined]);
  });

  it('loads images only over https: plain http ones are upgraded, so no host on the path sees what is read', () => {
    const result = parseItem({ ...base, link: 'http://plain.example/story', icon: 'http://tracker.example/p.gif?u=1', image: 'https://cdn.example/x.png' });
    expect(result.kind === 'item' && [result.item.link, result.item.icon, result.item.image]).toEqual([
      'http://plain.example/story',
      'https://tracker.example/p.gif?u=1',
      'https://cdn.example/x.png',
    ]);
  });

  it('keeps markup as text', () => {
    const result = parseItem({ ...base, title: '<script>alert(1)</script>' });
    expect(result.kind === 'item' && result.item.title).toBe('<script>alert(1)</script>');
  });

  it('caps a huge body', () => {
    const result = parseItem({ ...base, body: 'x'.repeat(1_000_000) });
    expect(result.kind === 'item' && result.item.body?.length).toBeLessThanOrEqual(10_001);
  });

  it('rejects non-JSON, non-objects and oversized frames with reasons', () => {
    expect(parseNewsFrame('{"_id":')).toEqual({ kind: 'rejected', reason: 'not JSON' });
    expect(parseNewsFrame(`{"_id":${'['.repeat(900_000)}${']'.repeat(900_000)}}`)).toEqual({ kind: 'rejected', reason: 'nested deeper than 64 levels' });
    expect(parseNewsFrame('[1,2]')).toEqual({ kind: 'rejected', reason: 'not a JSON object' });
    expect(parseNewsFrame(`"${'a'.repeat(2_000_001)}"`).kind).toBe('rejected');
  });
});

describe("update frames: an item's outcome", () => {
  const outcome = { coins: [{ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', from: 2, spans: { '1m': { price: 2.02, move: 1, rise: 1.5, fall: -0.5 }, '5m': { missed: true } } }] };

  it("reads an item's outcome, the frame the service sends once an item's coins moved", () => {
    expect(parseNewsFrame(outcomeFrame('1700000000000abc', outcome as Outcome))).toEqual({ kind: 'outcome', id: '1700000000000abc', outcome });
  });

  it.each([
    ['a move no market makes', { ...outcome, coins: [{ ...outcome.coins[0], spans: { '1m': { price: 2, move: 1e9, rise: 0, fall: 0 } } }] }],
    ['a price of zero', { coins: [{ ...outcome.coins[0], spans: { '1m': { price: 0, move: 0, rise: 0, fall: 0 } } }] }],
    ['an unknown span', { coins: [{ ...outcome.coins[0], spans: { '1y': { missed: true } } }] }],
    ['an unknown market', { coins: [{ ...outcome.coins[0], market: 'evil' }] }],
    ['too many coins', { coins: Array(4).fill(outcome.coins[0]) }],
    ['an extra field', { ...outcome, script: 'x' }],
    ['a move as a string', { coins: [{ ...outcome.coins[0], spans: { '1m': { price: 2, move: '5', rise: 5, fall: 0 } } }] }],
    ['a move of null (NaN as JSON writes it)', { coins: [{ ...outcome.coins[0], spans: { '1m': { price: 2, move: null, rise: 0, fall: 0 } } }] }],
    ['a fall past −100 %', { coins: [{ ...outcome.coins[0], spans: { '1m': { price: 2, move: -1, rise: 0, fall: -100.5 } } }] }],
    // Each figure in range, together no market: they would count in the record and raise follow-ups.
    ['a rise below zero', { coins: [{ ...outcome.coins[0], spans: { '1m': { price: 2, move: -1, rise: -50, fall: -2 } } }] }],
    ['a fall above zero', { coins: [{ ...outcome.coins[0], spans: { '1m': { price: 2, move: 1, rise: 2, fall: 80 } } }] }],
    ['a move past the largest rise', { coins: [{ ...outcome.coins[0], spans: { '1m': { price: 2, move: 99_999, rise: 1, fall: 0 } } }] }],
    ['a move below the largest fall', { coins: [{ ...outcome.coins[0], spans: { '1m': { price: 2, move: -90, rise: 0, fall: -1 } } }] }],
  ])('refuses an update with %s, never throwing', (_, bad) => {
    expect(parseNewsFrame(JSON.stringify({ update: 'x', outcome: bad })).kind).toBe('rejected');
  });

  it('refuses an update whose id is no item id (10 kB, empty, a number), reading nothing of it', () => {
    for (const update of ['x'.repeat(10_000), '', 42]) expect(parseNewsFrame(JSON.stringify({ update, outcome })).kind).toBe('rejected');
    expect(parseNewsFrame(JSON.stringify({ update: 'x'.repeat(200), outcome })).kind).toBe('outcome');
  });

  it('reads a move of negative zero as it is, never throwing (it moves nothing: utils/notify/follow-up.test.ts)', () => {
    const still = { coins: [{ ...outcome.coins[0], spans: { '1m': { price: 2, move: -0, rise: 0, fall: -0 } } }] };
    const read = parseNewsFrame('{"update":"x","outcome":' + JSON.stringify(still).replace('"move":0', '"move":-0') + '}');
    expect(read.kind === 'outcome' && Object.is((read.outcome.coins[0]!.spans['1m'] as { move: number }).move, -0)).toBe(true);
  });

  it('refuses a frame carrying both an outcome and a note, reading neither', () => {
    expect(parseNewsFrame(JSON.stringify({ update: 'x', outcome, ai: { importance: 3 } })).kind).toBe('rejected');
  });
});

describe("an item's outcome in the backlog", () => {
  const base = { _id: 'o1', title: 'ARB listed', time: 1_700_000_000_000, source: 'Blogs' };
  const outcome = { coins: [{ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', from: 2, spans: { '30m': { price: 2.5, move: 25, rise: 30, fall: -1 } } }] };

  it('is kept on the item; one outside the schema is left off, the item kept', () => {
    const read = parseItem({ ...base, outcome });
    expect(read.kind === 'item' && read.item.outcome).toEqual(outcome);
    const hostile = parseItem({ ...base, outcome: { coins: [{ ...outcome.coins[0], symbol: 'arb usdt' }] } });
    expect(hostile.kind === 'item' && hostile.item.outcome).toBeUndefined();
    expect(parseBacklog([{ ...base, outcome }])).toMatchObject({ items: [{ outcome }] });
  });
});

describe("update frames: the operator's model's note", () => {
  it('reads the note the service sends after an item', () => {
    expect(parseNewsFrame(aiFrame('1700000000000abc', { importance: 4, summary: 'Binance lists ARB.' }))).toEqual({ kind: 'ai', id: '1700000000000abc', ai: { importance: 4, summary: 'Binance lists ARB.' } });
  });

  it.each([
    ['an importance of 6', { importance: 6 }],
    ['a summary with a link', { importance: 3, summary: 'claim at https://x.example' }],
    ['a summary with markup', { importance: 3, summary: '<img src=x onerror=alert(1)>' }],
    ['a summary with a bidi override', { importance: 3, summary: 'abc\u202edef' }],
    ['a summary over 140 characters', { importance: 3, summary: 'x'.repeat(141) }],
    ['an extra field', { importance: 3, html: '<b>' }],
  ])('refuses an update with %s, never throwing', (_, ai) => {
    expect(parseNewsFrame(JSON.stringify({ update: 'x', ai })).kind).toBe('rejected');
  });

  it('keeps a note on a backlog item; one outside the schema is left off, the item kept', () => {
    const base = { _id: 'n1', title: 'ARB listed', time: 1_700_000_000_000, source: 'Blogs' };
    const read = parseItem({ ...base, ai: { importance: 5, en: 'ARB listed' } });
    expect(read.kind === 'item' && read.item.ai).toEqual({ importance: 5, en: 'ARB listed' });
    const hostile = parseItem({ ...base, ai: { importance: 5, summary: 'see www.evil.example' } });
    expect(hostile.kind === 'item' && hostile.item.ai).toBeUndefined();
  });
});
