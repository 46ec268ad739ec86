import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { claimScope, parseSources, readSources, SOURCES_BUDGET } from './config';
import { sourceSecrets } from './secrets';

describe('sources file', () => {
  it('reads each kind with its defaults', () => {
    expect(
      parseSources(
        JSON.stringify({
          sources: [
            { kind: 'feed', name: 'CoinDesk', url: 'https://www.coindesk.com/arc/outboundfeeds/rss/' },
            { kind: 'upstream', name: 'Tree of Alpha', url: 'wss://news.treeofalpha.com/ws', key: 'k' },
            { kind: 'bybit-announcements', name: 'Bybit' },
          ],
        }),
      ),
    ).toEqual([
      { kind: 'feed', name: 'CoinDesk', url: 'https://www.coindesk.com/arc/outboundfeeds/rss/', language: 'en', intervalSeconds: 60, timeoutSeconds: 20 },
      { kind: 'upstream', name: 'Tree of Alpha', url: 'wss://news.treeofalpha.com/ws', key: 'k' },
      { kind: 'bybit-announcements', name: 'Bybit', url: 'https://api.bybit.com', locale: 'en-US', intervalSeconds: 5, timeoutSeconds: 20 },
    ]);
  });

  it('reads the example for real origins the README points to', () => {
    expect(readSources(fileURLToPath(new URL('../sources.example.json', import.meta.url))).map((source) => source.kind)).toEqual(['upstream', 'feed', 'feed', 'bybit-announcements', 'binance-announcements', 'binance-stream', 'okx-announcements', 'upbit-announcements', 'bluesky']);
  });

  it('reads the exchanges\' notices and Bluesky with defaults their public limits allow', () => {
    const kinds = ['binance-announcements', 'okx-announcements', 'upbit-announcements'].map((kind) => ({ kind, name: kind }));
    expect(parseSources(JSON.stringify({ sources: [...kinds, { kind: 'bluesky', name: 'Bluesky', handles: ['alice.bsky.social'] }] }))).toEqual([
      { kind: 'binance-announcements', name: 'binance-announcements', url: 'https://www.binance.com', catalogIds: [48, 161], intervalSeconds: 10, timeoutSeconds: 20 },
      { kind: 'okx-announcements', name: 'okx-announcements', url: 'https://www.okx.com', annTypes: ['announcements-new-listings', 'announcements-delistings'], language: 'en-US', intervalSeconds: 3, timeoutSeconds: 20 },
      { kind: 'upbit-announcements', name: 'upbit-announcements', url: 'https://api-manager.upbit.com', category: 'trade', intervalSeconds: 10, timeoutSeconds: 20 },
      { kind: 'bluesky', name: 'Bluesky', url: 'wss://jetstream2.us-east.bsky.network/subscribe', appView: 'https://public.api.bsky.app', handles: ['alice.bsky.social'] },
    ]);
    const bad = [
      { kind: 'bluesky', name: 'A', handles: [] },
      { kind: 'bluesky', name: 'B', handles: ['not a handle'] },
      { kind: 'okx-announcements', name: 'C', annTypes: ['a&b=c'] },
      { kind: 'binance-announcements', name: 'D', catalogIds: ['48'] },
      { kind: 'upbit-announcements', name: 'E', category: '../x' },
    ];
    expect(() => parseSources(JSON.stringify({ sources: bad }))).toThrow(/sources\[0\] \("A"\)[^]*sources\[1\] \("B"\)[^]*sources\[2\] \("C"\)[^]*sources\[3\] \("D"\)[^]*sources\[4\] \("E"\)/);
  });

  it('names every bad entry by position and name, in one message', () => {
    const file = JSON.stringify({
      sources: [
        { kind: 'feed', name: 'A', url: 'file:///etc/passwd' },
        { kind: 'gopher', name: 'B' },
        { kind: 'upstream', name: 'C', url: 'https://not-a-socket' },
        { kind: 'feed', name: 'D', url: 'https://d.example/rss', intervalSeconds: 0, extra: true },
        { kind: 'feed', name: 'A', url: 'https://e.example/rss' },
        { kind: 'feed', name: 'F', url: 'https://e.example/rss' },
        'junk',
      ],
    });
    expect(() => parseSources(file)).toThrow(
      [
        'sources[0] ("A"): url: an http(s) URL',
        'sources[1] ("B"): kind must be one of feed, upstream, bybit-announcements, binance-announcements, binance-stream, okx-announcements, upbit-announcements, bluesky, market-list',
        'sources[2] ("C"): url: a ws(s) URL',
        'sources[3] ("D"): intervalSeconds: must be at least 1; value: unknown field extra',
        'sources[5] ("F"): another feed source has this url',
        'sources[6]: kind must be one of feed, upstream, bybit-announcements, binance-announcements, binance-stream, okx-announcements, upbit-announcements, bluesky, market-list',
      ].join('\n'),
    );
  });

  it('refuses a duplicate name', () => {
    const file = JSON.stringify({ sources: [{ kind: 'feed', name: 'A', url: 'https://a.example/1' }, { kind: 'feed', name: 'A', url: 'https://a.example/2' }] });
    expect(() => parseSources(file)).toThrow('sources[1] ("A"): another source has this name');
  });

  it('refuses what is not a sources file, and files past the budget', () => {
    expect(() => parseSources('{')).toThrow(/not JSON/);
    // The parser's own message would quote the text around the fault: a key written unquoted, say.
    expect(() => parseSources('{"sources": [{"kind": "upstream", "key": sekritUpstreamKey}]}')).toThrow(/^not JSON$/);
    expect(() => parseSources('{"sources": [{"kind": "upstream",\n  "key": "sekritUpstreamKey" "url": 1}]}')).toThrow(/^not JSON \(line 2, column 30\)$/);
    expect(() => parseSources('[]')).toThrow('expected {"sources": [ … ]}');
    const many = { sources: Array.from({ length: SOURCES_BUDGET.sources + 1 }, (_, i) => ({ kind: 'feed', name: `s${i}`, url: `https://e.example/${i}` })) };
    expect(() => parseSources(JSON.stringify(many))).toThrow(`at most ${SOURCES_BUDGET.sources} entries`);
    expect(() => parseSources(' '.repeat(SOURCES_BUDGET.fileBytes + 1))).toThrow('larger than 256 kB');
  });

  it('refuses a user name or password in an address, without repeating them', () => {
    const file = JSON.stringify({
      sources: [
        { kind: 'feed', name: 'Token', url: 'https://alice:token-s3cret@feeds.example/feed' },
        { kind: 'upstream', name: 'Socket', url: 'wss://k3y-in-user@news.example/ws' },
        { kind: 'bybit-announcements', name: 'Bybit', url: 'https://:pa55@api.example' },
      ],
    });
    let message = '';
    try {
      parseSources(file);
    } catch (error) {
      message = (error as Error).message;
    }
    const reason = 'url: no user name or password in the address (an upstream\'s key goes in "key")';
    expect(message).toBe([`sources[0] ("Token"): ${reason}`, `sources[1] ("Socket"): ${reason}`, `sources[2] ("Bybit"): ${reason}`].join('\n'));
    for (const secret of ['alice', 'token', 's3cret', 'k3y', 'pa55']) expect(message).not.toContain(secret);
  });

  it('takes allowPrivate on the sources that fetch, as a yes or no', () => {
    const file = (allowPrivate: unknown) => JSON.stringify({ sources: [{ kind: 'feed', name: 'Intranet', url: 'https://intranet.example/rss', allowPrivate }] });
    expect(parseSources(file(true))[0]).toMatchObject({ allowPrivate: true });
    expect(() => parseSources(file('yes'))).toThrow('sources[0] ("Intranet"): allowPrivate: ');
  });

  it('takes Binance\'s stream with its key and secret, claimed with the CMS list of its site, and gives both to the log\'s redactor', () => {
    const key = 'vmPUZE6mv9SD5VNHk4HlWFsOr6aKE2zvsw0MuIgwCIPy6utIco14y7Ju91duEh8A';
    const secret = 'NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j';
    const [poll, stream] = parseSources(JSON.stringify({ sources: [{ kind: 'binance-announcements', name: 'Binance' }, { kind: 'binance-stream', name: 'Pushed', apiKey: key, apiSecret: secret }] }));
    expect(stream).toEqual({ kind: 'binance-stream', name: 'Pushed', url: 'wss://api.binance.com/sapi/wss', site: 'https://www.binance.com', topic: 'com_announcement_en', apiKey: key, apiSecret: secret, recvWindowMs: 30_000 });
    expect(claimScope(stream!)).toBe(claimScope(poll!));
    expect(sourceSecrets([stream!])).toEqual(expect.arrayContaining([key, secret]));
  });

  it('refuses a stream without credentials, with a space in one, or a receive window Binance does not take, never repeating them', () => {
    const stream = (fields: Record<string, unknown>) => JSON.stringify({ sources: [{ kind: 'binance-stream', name: 'Pushed', apiKey: 'key-0123456789', apiSecret: 'secret-0123456789', ...fields }] });
    expect(() => parseSources(stream({ apiSecret: undefined }))).toThrow('sources[0] ("Pushed"): apiSecret: ');
    expect(() => parseSources(stream({ recvWindowMs: 60_001 }))).toThrow('sources[0] ("Pushed"): recvWindowMs: ');
    expect(() => parseSources(stream({ url: 'https://api.binance.com/sapi/wss' }))).toThrow('url: a ws(s) URL');
    let message = '';
    try {
      parseSources(stream({ apiSecret: 'secret with spaces' }));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^sources\[0\] \("Pushed"\): apiSecret: /);
    expect(message).not.toContain('with spaces');
    // Two streams of one site would be one stream twice.
    const twice = JSON.stringify({ sources: [0, 1].map((n) => ({ kind: 'binance-stream', name: `S${n}`, apiKey: 'k0123456789', apiSecret: 's0123456789' })) });
    expect(() => parseSources(twice)).toThrow('sources[1] ("S1"): another binance-stream source has this site');
  });

  it('refuses a stream whose site is not the url of the CMS list beside it (every notice twice), naming both and what to set, never the addresses', () => {
    const file = (site: string, url = 'https://www.binance.com/?token=list-secret') =>
      JSON.stringify({ sources: [{ kind: 'binance-announcements', name: 'Polled', url }, { kind: 'binance-stream', name: 'Pushed', site, apiKey: 'k0123456789', apiSecret: 's0123456789' }, { kind: 'feed', name: 'Blog', url: 'https://blog.example/rss' }] });
    let message = '';
    try {
      parseSources(file('https://www.binance.com/?token=stream-secret'));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('binance-stream "Pushed": its site is not the url of binance-announcements "Polled", so every notice would be published twice (pushed and polled); set its "site" to that source\'s "url", character for character');
    expect(message).not.toMatch(/secret|https/);
    // The same address is taken, and a trailing slash is another address (claims are keyed by it as written).
    expect(parseSources(file('https://www.binance.com/?token=list-secret')).map((source) => source.name)).toEqual(['Polled', 'Pushed', 'Blog']);
    expect(() => parseSources(file('https://www.binance.com/', 'https://www.binance.com'))).toThrow('binance-stream "Pushed": its site is not the url');
    // Told with the file's other problems, in one go.
    expect(() => parseSources(file('https://www.binance.com/').replace('"Blog"', '"Polled"'))).toThrow(/another source has this name\nbinance-stream "Pushed"/);
  });

  it('takes a stream alone, and a stream sharing one of two lists\' claims', () => {
    const stream = { kind: 'binance-stream', name: 'Pushed', site: 'https://mirror.example', apiKey: 'k0123456789', apiSecret: 's0123456789' };
    expect(parseSources(JSON.stringify({ sources: [stream] }))).toHaveLength(1);
    const lists = [{ kind: 'binance-announcements', name: 'Binance' }, { kind: 'binance-announcements', name: 'Mirror', url: 'https://mirror.example' }];
    expect(parseSources(JSON.stringify({ sources: [...lists, stream] }))).toHaveLength(3);
  });
});
