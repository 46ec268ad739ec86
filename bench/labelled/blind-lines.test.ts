import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLIND_ENTRIES,
  BLIND_LINES,
  BLIND_LINES_MISSING,
  BLIND_LINES_UNRESOLVED,
  BODY_MAX,
  locatorOf,
  MAX_FILE_BYTES,
  resolveBlindLines,
  sharedReader,
  TITLE_MAX,
  type BlindEntry,
  type ReadShared,
} from './blind-lines';

/** Binance's bases on spot and USDⓈ-M futures (bench/markets/), written as coins: 1000PEPE is PEPE. */
const market = JSON.parse(readFileSync(new URL('../markets/binance-exchange-info.json', import.meta.url), 'utf8')) as { spot: { baseAsset: string }[]; futures: { baseAsset: string }[] };
const asCoin = (base: string) => base.replace(/^(1000000|100000|10000|1000|1M)(?=[A-Z])/, '');
const LISTED = new Set([...market.spot, ...market.futures].map(({ baseAsset }) => asCoin(baseAsset)));

describe('blind lines: labels', () => {
  it('labels only coins Binance lists, written as coins, each once and never both expected and allowed', () => {
    const wrong = BLIND_ENTRIES.flatMap(({ ref, expect: wanted, allow = [] }) => {
      const at = `${ref.file} ${locatorOf(ref)}`;
      return [
        ...[...wanted, ...allow].filter((coin) => !LISTED.has(coin) || asCoin(coin) !== coin).map((coin) => `${at}: ${coin} is not a listed coin`),
        ...wanted.filter((coin) => allow.includes(coin)).map((coin) => `${at}: ${coin} is both expected and allowed`),
        ...(new Set(wanted).size !== wanted.length || new Set(allow).size !== allow.length ? [`${at}: a coin twice`] : []),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('marks as traps exactly the lines that expect no coin, about a third of them', () => {
    expect(BLIND_ENTRIES.filter(({ kind, expect: wanted }) => (kind === 'trap') !== (wanted.length === 0))).toEqual([]);
    const traps = BLIND_ENTRIES.filter(({ kind }) => kind === 'trap').length / BLIND_ENTRIES.length;
    expect(traps).toBeGreaterThanOrEqual(0.25);
    expect(traps).toBeLessThanOrEqual(0.4);
  });

  it('references each line once, 250 lines or more, of every kind and origin', () => {
    const keys = BLIND_ENTRIES.map(({ ref }) => `${ref.file} ${locatorOf(ref)}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(BLIND_ENTRIES.length).toBeGreaterThanOrEqual(250);
    expect(new Set(BLIND_ENTRIES.map(({ kind }) => kind))).toEqual(new Set(['notice', 'media', 'post', 'trap']));
    expect(new Set(BLIND_ENTRIES.map(({ ref }) => ref.origin)).size).toBe(9);
  });
});

if (BLIND_LINES_MISSING) console.log(`blind lines: resolution skipped, ${BLIND_LINES_MISSING}`);

describe.skipIf(BLIND_LINES_MISSING !== undefined)('blind lines: the real lines in ../shared', () => {
  it('resolves every reference', () => {
    expect(BLIND_LINES_UNRESOLVED).toEqual([]);
    expect(BLIND_LINES).toHaveLength(BLIND_ENTRIES.length);
  });

  it('holds no line twice', () => {
    const texts = BLIND_LINES.map(({ title, body }) => `${title}\n${body ?? ''}`);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('carries them as the feed does: exchange sources, prefixed media, posts titled by their author', () => {
    const sources = new Set(BLIND_LINES.map(({ source }) => source));
    for (const source of ['Binance EN', 'Upbit', 'OKX', 'Bybit', 'Blogs']) expect(sources).toContain(source);
    expect(BLIND_LINES.some(({ source, title }) => source === 'Upbit' && /[가-힣]/.test(title))).toBe(true);
    expect(BLIND_LINES.filter(({ source, title }) => source === 'Blogs' && !/^[A-Z][A-Z0-9 ]*: \S/.test(title))).toEqual([]);
    const posts = BLIND_LINES.filter(({ title, source }) => (source === undefined || source === 'Twitter') && / \((@|t\.me\/)[^)]+\)/.test(title));
    expect(posts.length).toBeGreaterThanOrEqual(20);
    expect(posts.filter(({ body, title }) => !body && !title.includes('): '))).toEqual([]);
  });
});

/** Stand-ins written for this test, one per origin's shape. */
const STAND_INS: Record<string, string> = {
  'cms.json': JSON.stringify({ data: { catalogs: [{ articles: [{ code: 'c1', title: 'Binance Will List Example (EXA)' }, { code: 'c2', title: 'Notice of <script>alert(1)</script>Removal &amp; More' }] }] } }),
  'cms.pyliteral': `{'data': {'articles': [{'id': 1, 'code': 'ab12', 'title': "Binance Adds X's Pair", 'body': None}]}}`,
  'upbit.json': JSON.stringify({ data: { notices: [{ id: 7, title: '예시(EXA) 원화 마켓 추가' }] } }),
  'okx.json': '{"data":[{"details":[{"title":"OKX to list Example (EXA)","url":"https://okx.example/a"},]}]}',
  'bybit.json': JSON.stringify({ result: { list: [{ title: 'New Listing: EXA', description: 'Bybit lists EXA', url: 'https://bybit.example/a' }] } }),
  'posts.jsonl': [
    JSON.stringify({ did: 'did:plc:a', kind: 'commit', commit: { operation: 'create', collection: 'app.bsky.feed.post', rkey: 'r1', record: { text: 'gm $EXA' } } }),
    'not json',
    JSON.stringify({ did: 'did:plc:a', kind: 'commit', commit: { operation: 'create', collection: 'app.bsky.feed.like', rkey: 'r2', record: {} } }),
  ].join('\n'),
  'media.rss': `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><item><title><![CDATA[EXA rallies 5% ]]></title><guid>g1</guid><link>https://media.example/1</link></item></channel></rss>`,
  'expected.json': JSON.stringify({ docs: [{ id: 'd1', entries: [{ i: 0, title: 'A Primer' }] }] }),
  'frames.jsonl': JSON.stringify({ _id: 'f1', title: 'Name (@name)', body: 'about $EXA', source: 'Twitter' }),
  'long.json': JSON.stringify({ data: { catalogs: [{ articles: [{ code: 'long', title: 'word '.repeat(TITLE_MAX) }] }] } }),
  'broken.json': '{"data": ',
  'huge.json': JSON.stringify({ data: { catalogs: [{ articles: [{ code: 'h', title: 'fits' }] }] }, pad: 'x'.repeat(MAX_FILE_BYTES) }),
  'longbody.jsonl': JSON.stringify({ _id: 'b', title: 'Name (@name)', body: 'x'.repeat(BODY_MAX + 1) }),
};
const fakeRead: ReadShared = (file) => {
  const text = STAND_INS[file];
  if (text === undefined) throw new Error(`${file} is absent`);
  return text;
};

const line = (ref: BlindEntry['ref'], wanted: string[] = [], allow?: string[]): BlindEntry => ({ ref, kind: wanted.length ? 'notice' : 'trap', expect: wanted, ...(allow ? { allow } : {}) });

describe('resolveBlindLines', () => {
  it('reads each origin as the feed carries it', () => {
    const { items, unresolved } = resolveBlindLines(
      [
        line({ origin: 'binance-cms', file: 'cms.json', code: 'c1' }, ['EXA']),
        line({ origin: 'binance-cms', file: 'cms.json', code: 'c2' }),
        line({ origin: 'binance-cms-2021', file: 'cms.pyliteral', code: 'ab12' }),
        line({ origin: 'upbit', file: 'upbit.json', id: 7 }, ['EXA']),
        line({ origin: 'okx', file: 'okx.json', url: 'https://okx.example/a' }, ['EXA']),
        line({ origin: 'bybit', file: 'bybit.json', url: 'https://bybit.example/a' }, ['EXA']),
        line({ origin: 'jetstream', file: 'posts.jsonl', did: 'did:plc:a', rkey: 'r1' }, ['EXA']),
        line({ origin: 'media', file: 'media.rss', outlet: 'theblock', guid: 'g1' }, ['EXA']),
        line({ origin: 'feeds', file: 'expected.json', doc: 'd1', index: 0, prefix: 'NYT' }),
        line({ origin: 'corpus', file: 'frames.jsonl', id: 'f1' }, ['EXA']),
      ],
      fakeRead,
    );
    expect(unresolved).toEqual([]);
    expect(items.map(({ title, body, source }) => ({ title, body, source }))).toEqual([
      { title: 'Binance Will List Example (EXA)', body: undefined, source: 'Binance EN' },
      { title: 'Notice of Removal & More', body: undefined, source: 'Binance EN' },
      { title: "Binance Adds X's Pair", body: undefined, source: 'Binance EN' },
      { title: '예시(EXA) 원화 마켓 추가', body: undefined, source: 'Upbit' },
      { title: 'OKX to list Example (EXA)', body: undefined, source: 'OKX' },
      { title: 'New Listing: EXA', body: 'Bybit lists EXA', source: 'Bybit' },
      { title: 'did:plc:a (@did:plc:a)', body: 'gm $EXA', source: undefined },
      { title: 'THE BLOCK: EXA rallies 5%', body: undefined, source: 'Blogs' },
      { title: 'NYT: A Primer', body: undefined, source: 'Blogs' },
      { title: 'Name (@name)', body: 'about $EXA', source: 'Twitter' },
    ]);
  });

  it('allows BNB on a line that names Binance, once, and not on one that does not', () => {
    const { items } = resolveBlindLines(
      [
        line({ origin: 'binance-cms', file: 'cms.json', code: 'c1' }, ['EXA'], ['USDT']),
        line({ origin: 'binance-cms', file: 'cms.json', code: 'c1' }, ['EXA', 'BNB']),
        line({ origin: 'binance-cms', file: 'cms.json', code: 'c1' }, ['EXA'], ['BNB']),
        line({ origin: 'upbit', file: 'upbit.json', id: 7 }, ['EXA']),
      ],
      fakeRead,
    );
    expect(items.map(({ allow }) => allow)).toEqual([['USDT', 'BNB'], undefined, ['BNB'], undefined]);
  });

  it('leaves out, with why, a line past a budget or in a file that cannot be read, and keeps every other line', () => {
    const { items, unresolved } = resolveBlindLines(
      [
        line({ origin: 'binance-cms', file: 'huge.json', code: 'h' }),
        line({ origin: 'binance-cms', file: 'long.json', code: 'long' }),
        line({ origin: 'corpus', file: 'longbody.jsonl', id: 'b' }),
        line({ origin: 'binance-cms', file: 'broken.json', code: 'c1' }),
        line({ origin: 'binance-cms', file: 'absent.json', code: 'c1' }),
        line({ origin: 'binance-cms', file: 'cms.json', code: 'nowhere' }),
        line({ origin: 'jetstream', file: 'posts.jsonl', did: 'did:plc:a', rkey: 'r2' }),
        line({ origin: 'binance-cms', file: 'cms.json', code: 'c1' }, ['EXA']),
      ],
      fakeRead,
    );
    expect(unresolved).toEqual([
      expect.stringMatching(/^huge\.json h: .*budget/),
      expect.stringMatching(/^long\.json long: .*budget/),
      expect.stringMatching(/^longbody\.jsonl b: .*budget/),
      expect.stringMatching(/^broken\.json c1: /),
      'absent.json c1: absent.json is absent',
      'cms.json nowhere: no such line',
      'posts.jsonl did:plc:a/r2: no such line',
    ]);
    expect(items.map(({ title }) => title)).toEqual(['Binance Will List Example (EXA)']);
  });
});

describe('sharedReader', () => {
  const root = mkdtempSync(join(tmpdir(), 'blind-lines-'));
  mkdirSync(join(root, 'real-world'));
  writeFileSync(join(root, 'real-world', 'small.json'), '{}');
  writeFileSync(join(root, 'real-world', 'big.json'), 'x'.repeat(101));
  writeFileSync(join(root, '..', `${root.split('/').pop()}-outside.json`), '{}');
  const read = sharedReader(root, 100);

  it('reads a file under the shared folder within its budget', () => {
    expect(read('real-world/small.json')).toBe('{}');
  });

  it('refuses a file past its budget before reading it, and one outside the folder', () => {
    expect(() => read('real-world/big.json')).toThrow(/101 bytes, past the 100-byte budget/);
    expect(() => read(`../${root.split('/').pop()}-outside.json`)).toThrow(/outside the shared folder/);
    expect(() => read('real-world/absent.json')).toThrow();
  });
});
