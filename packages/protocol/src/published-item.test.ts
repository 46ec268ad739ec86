import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCorpus } from '@/tests/fixtures/corpus';
import { rawItemSchema } from './item';
import { ITEM_KINDS, itemKindOf, missingFields, shapeProblems } from './item-kinds';
import { toBacklogShape } from './item-shapes';
import { LIST_LIMITS, TEXT_LIMITS, toPublishedItem, type PublishCheck } from './published-item';

const T = 1_741_000_000_000;
const base = { _id: 'a1', title: 'Headline', time: T };
const corpus = [...readCorpus('live-items'), ...readCorpus('backlog-items')];

function published(input: Record<string, unknown>) {
  const result = toPublishedItem(input);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result;
}
const errorsOf = (result: PublishCheck) => (result.ok ? [] : result.errors);

describe('toPublishedItem', () => {
  it('publishes every real frame as it came: nothing dropped, votes left to the service, missing flags made false', () => {
    for (const frame of corpus.filter((frame) => frame.source !== 'Twitter')) {
      const { likes: _likes, dislikes: _dislikes, ...sent } = frame;
      const { item, dropped } = published(frame);
      expect(dropped).toEqual({});
      const info = sent.info as Record<string, unknown> | undefined;
      expect(item).toEqual(info ? { ...sent, info: { isSelfReply: false, ...info } } : sent);
    }
  });

  it('publishes a post given in the backlog\'s shape in the live one: unfolded at the first ": ", link for url, no source', () => {
    const backlogPost = corpus.find((frame) => frame.source === 'Twitter')!;
    const { item, dropped } = published(backlogPost);
    expect(dropped).toEqual({});
    const [name, text] = [String(backlogPost.title).slice(0, String(backlogPost.title).indexOf(': ')), String(backlogPost.title).slice(String(backlogPost.title).indexOf(': ') + 2)];
    expect(item).toMatchObject({ title: name, body: text, link: backlogPost.url, type: 'direct' });
    expect(item).not.toHaveProperty('source');
    expect(item).not.toHaveProperty('url');
    expect(shapeProblems(item, 'live')).toEqual([]);
    const { likes: _likes, dislikes: _dislikes, ...asStored } = backlogPost;
    expect(toBacklogShape(item)).toEqual({ ...asStored, info: { isSelfReply: false, ...(asStored.info as object) } });
  });

  it('says a post\'s network in `network`, never in `source`; a news item says none', () => {
    const post = { ...base, type: 'direct', info: { twitterId: 'did:plc:a' }, link: 'https://bsky.app/profile/a/post/1' };
    expect(published({ ...post, network: 'bluesky' }).item).toMatchObject({ network: 'bluesky', link: post.link });
    const sourced = published({ ...post, source: 'Bluesky' }).item;
    expect(sourced).toMatchObject({ network: 'bluesky', link: post.link });
    expect(sourced).not.toHaveProperty('source');
    expect(published({ ...base, type: 'telegram', source: 'Telegram', url: 'https://t.me/x/1' }).item).toEqual({ ...base, type: 'telegram', link: 'https://t.me/x/1' });
    const news = published({ ...base, source: 'Blogs', network: 'bluesky' }).item;
    expect(news).toEqual({ ...base, source: 'Blogs' });
    expect(errorsOf(toPublishedItem({ ...post, network: 'n'.repeat(41) }))).toEqual([expect.stringContaining('network')]);
  });

  it('cuts text to its stated length and keeps what the reader would', () => {
    const { item } = published({ ...base, title: 't'.repeat(5_000), en: 'e'.repeat(5_000), body: 'b'.repeat(3_000_000) });
    expect(item.title).toHaveLength(TEXT_LIMITS.title + 1);
    expect(item.en).toHaveLength(TEXT_LIMITS.en + 1);
    expect(item.body).toBe(`${'b'.repeat(TEXT_LIMITS.body)}…`);
    expect(rawItemSchema.parse(item)).toMatchObject({ title: item.title, body: item.body });
  });

  it('keeps an exchange notice\'s own category as a name of at most 100 characters', () => {
    expect(published({ ...base, source: 'OKX', category: 'announcements-new-listings' }).item.category).toBe('announcements-new-listings');
    expect(errorsOf(toPublishedItem({ ...base, category: 'c'.repeat(101) }))).toEqual([expect.stringContaining('category')]);
    expect(errorsOf(toPublishedItem({ ...base, category: 5 }))).toEqual([expect.stringContaining('category')]);
  });

  it('keeps an exchange notice\'s classification, its bad parts dropped alone, and drops an unreadable one without refusing the item', () => {
    const notice = { kind: 'spot-listing', sign: '+', exchange: 'Binance', coins: ['ARB'], markets: ['ARB_USDT'], at: Date.UTC(2026, 0, 2) };
    expect(published({ ...base, source: 'Binance EN', notice }).item.notice).toEqual(notice);
    expect(published({ ...base, notice: { ...notice, sign: '?', coins: ['ARB', 7] } }).item.notice).toEqual({ ...notice, sign: undefined, coins: ['ARB'] });
    const unreadable = published({ ...base, notice: { kind: 'moon' } });
    expect(unreadable.item).not.toHaveProperty('notice');
    expect(unreadable.dropped).toEqual({ unknown: 1 });
    expect(unreadable.item.title).toBe(base.title);
  });

  it('drops unknown fields, at any level, and counts them; a key named like Object\'s own is unknown too', () => {
    const input = JSON.parse('{"_id":"a1","title":"t","time":1741000000000,"x":1,"__proto__":{"polluted":true},"constructor":"c","suggestions":[{"coin":"BTC","extra":[1]}],"info":{"twitterId":"1","secret":"s"}}') as Record<string, unknown>;
    const { item, dropped } = published(input);
    expect(Object.keys(item).sort()).toEqual(['_id', 'info', 'suggestions', 'time', 'title']);
    expect(dropped).toEqual({ unknown: 5 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a bad suggestion alone and makes a partial one whole', () => {
    const { item, dropped } = published({
      ...base,
      suggestions: [null, { coin: 'BTC' }, { coin: 5 }, 'ETH', { coin: 'ETH', found: ['ETH', 7], symbols: [{ exchange: 'binance', symbol: 'ETHUSDT' }, 'x'], supply: 120_000_000 }],
    });
    expect(item.suggestions).toEqual([
      { coin: 'BTC', found: [], symbols: [] },
      { coin: 'ETH', found: ['ETH'], symbols: [{ exchange: 'binance', symbol: 'ETHUSDT' }], supply: 120_000_000 },
    ]);
    expect(dropped).toEqual({ suggestions: 5 });
  });

  it('keeps at most the stated number of entries per list, counting the rest', () => {
    const suggestions = Array.from({ length: 2_000 }, (_, i) => ({ coin: `C${i}`, found: [], symbols: [] }));
    const actions = Array.from({ length: 100 }, (_, i) => ({ action: `A${i}`, title: 'x' }));
    const { item, dropped } = published({ ...base, suggestions, actions, symbols: Array.from({ length: 60 }, () => 'BTC_USDT') });
    expect(item.suggestions).toHaveLength(LIST_LIMITS.suggestions);
    expect(item.actions).toHaveLength(LIST_LIMITS.actions);
    expect(dropped).toEqual({ suggestions: 2_000 - LIST_LIMITS.suggestions, actions: 100 - LIST_LIMITS.actions, symbols: 60 - LIST_LIMITS.symbols });
  });

  it('keeps only plausible publication prices: positive, finite, within range, of a real symbol, at most 20', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`C${i}USDT`, 1 + i]));
    const { item, dropped } = published({ ...base, firstPrice: { NEGUSDT: -1, HUGEUSDT: 1e308, ZEROUSDT: 0, 'bad symbol': 1, TEXTUSDT: '3', ETHUSDT: 3_000.5, ...many } });
    expect(item.firstPrice).toEqual({ ETHUSDT: 3_000.5, ...Object.fromEntries(Object.entries(many).slice(0, 19)) });
    expect(dropped).toEqual({ firstPrice: 5 + 11 });
  });

  it.each([
    ['a title that is not text', { title: 7 }, 'title: must be text'],
    ['an empty title', { title: '  ' }, 'title: must not be empty'],
    ['a script link', { link: 'javascript:alert(1)' }, 'link: wrong type or unsafe value'],
    ['a fractional time', { time: T + 0.5 }, 'time: must be a whole number of milliseconds'],
    ['a time before 2009', { time: 1 }, 'time: time is not a plausible date'],
    ['suggestions that are not a list', { suggestions: { coin: 'BTC' } }, 'suggestions: must be a list'],
    ['firstPrice that is a list', { firstPrice: [1] }, 'firstPrice: must be an object'],
    ['a source past 100 characters', { source: 's'.repeat(101) }, 'source: must be text of at most 100 characters'],
    ['a flag that is not true or false', { info: { isQuote: 'yes' } }, 'info.isQuote: must be true or false'],
    ['a quoted user that is not an object', { info: { quotedUser: 'x' } }, 'info.quotedUser: must be an object'],
    ['a negative delay', { delay: -5 }, 'delay: must be a number from 0'],
  ])('refuses %s, naming the field', (_, fields, error) => {
    expect(errorsOf(toPublishedItem({ ...base, ...fields })).join('; ')).toContain(error);
  });

  it('gives a social item its whole info: every flag (false unless set), the id as text; a "quote" type is a tweet with that flag', () => {
    expect(published({ ...base, type: 'direct', info: { twitterId: 1_300_000_000_000_002 } }).item.info).toEqual({ isQuote: false, isReply: false, isRetweet: false, isSelfReply: false, twitterId: '1300000000000002' });
    const quote = published({ ...base, type: 'quote', info: { twitterId: '9', quotedUser: { screen_name: 'someone' } } }).item;
    expect(quote).toMatchObject({ type: 'direct', info: { isQuote: true, isReply: false, quotedUser: { screen_name: 'someone', name: 'someone', text: '' } } });
    expect(itemKindOf(quote)).toBe('quote');
  });

  it.each([
    ['a tweet without info', { type: 'direct' }, ['info.twitterId: required for a tweet item']],
    ['a feed entry named like a social network', { source: 'Twitter', url: 'https://x.example/1' }, ['info.twitterId: required for a tweet item']],
    ['a retweet without the retweeted post', { type: 'retweet', info: { twitterId: '1' } }, ['info.quotedUser.name: required for a retweet item', 'info.quotedUser.screen_name: required for a retweet item', 'info.quotedUser.text: required for a retweet item']],
    ['a reply whose author is unknown', { type: 'direct', info: { twitterId: '1', isReply: true, replyUser: { text: 'hi' } } }, ['info.replyUser.name: required for a reply item', 'info.replyUser.screen_name: required for a reply item']],
  ])('refuses %s rather than publish it half-made', (_, fields, errors) => {
    expect(errorsOf(toPublishedItem({ ...base, ...fields }))).toEqual(errors);
  });

  it('reads its own output as it is: publishing is idempotent (another node reads it again off the bus)', () => {
    const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.double());
    // Long text built, not generated character by character: the limits are what is under test.
    const long = (max: number) => fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.nat(max)).map(([unit, n]) => unit.repeat(n)),
    );
    const changes = fc.record(
      {
        title: long(1_200),
        body: fc.oneof(long(12_000), junk),
        link: fc.oneof(fc.webUrl(), fc.constantFrom('', 'javascript:alert(1)')),
        suggestions: fc.array(fc.oneof(junk, fc.record({ coin: fc.string({ maxLength: 50 }), found: fc.array(fc.oneof(fc.string(), fc.integer())), symbols: fc.array(fc.oneof(fc.record({ exchange: fc.string(), symbol: fc.string() }), junk)), more: junk }, { requiredKeys: ['coin'] }))),
        actions: fc.array(fc.oneof(junk, fc.record({ action: fc.string(), title: fc.string(), icon: fc.oneof(fc.webUrl(), fc.string()) }))),
        symbols: fc.array(fc.oneof(fc.string(), fc.integer())),
        firstPrice: fc.dictionary(fc.oneof(fc.string(), fc.stringMatching(/^[A-Z0-9]{2,8}$/)), junk),
        info: fc.record({ twitterId: fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.nat()), isQuote: fc.boolean(), quotedUser: fc.record({ screen_name: fc.string({ maxLength: 20 }), name: fc.string(), text: fc.string() }, { requiredKeys: [] }), other: junk }, { requiredKeys: ['twitterId'] }),
        x: junk,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom(...corpus), changes, (frame, changes) => {
        const first = toPublishedItem({ ...frame, ...changes });
        if (!first.ok) return;
        // node's deep equality: vitest's is slow on 10,000-character strings, a hundred times over.
        expect(isDeepStrictEqual(toPublishedItem(first.item), { ok: true, item: first.item, dropped: {} })).toBe(true);
        expect(missingFields(first.item)).toEqual([]);
        expect(rawItemSchema.safeParse(first.item).success).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});

describe('ITEM_KINDS', () => {
  it('is what the real frames carry: every kind is seen, and every frame holds its kind\'s fields (bar flags the service makes false)', () => {
    const kinds = new Set(corpus.map((frame) => itemKindOf(frame)));
    expect([...kinds].sort()).toEqual(Object.keys(ITEM_KINDS).sort());
    for (const frame of corpus) expect(missingFields(frame).filter((path) => path !== 'info.isSelfReply'), String(frame._id)).toEqual([]);
  });

  it('is the shape of every real frame live and in the backlog (bar flags the service makes false, and the one reconstructed news frame without symbols)', () => {
    const problems = (frame: Record<string, unknown>, where: 'live' | 'backlog') => shapeProblems(frame, where).filter((problem) => !problem.startsWith('info.isSelfReply:') && !(frame.source === 'SEC_ETF_SRO' && problem.startsWith('symbols:')));
    for (const frame of readCorpus('live-items')) expect(problems(frame, 'live'), String(frame._id)).toEqual([]);
    for (const frame of readCorpus('backlog-items')) expect(problems(frame, 'backlog'), String(frame._id)).toEqual([]);
    const tweet = readCorpus('live-items').find((frame) => frame.type === 'direct')!;
    expect(shapeProblems({ ...tweet, source: 'Bluesky' }, 'live')).toContain('source: never on a live tweet item');
    expect(shapeProblems(tweet, 'backlog')).toEqual(expect.arrayContaining(['type: never on a backlog tweet item', 'body: never on a backlog tweet item', 'source: missing from a backlog tweet item']));
  });
});
