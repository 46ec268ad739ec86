import { describe, expect, it } from 'vitest';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { standInListings } from '@/devkit/stand-ins/binance-markets';
import { keptDocuments } from '@/tests/fakes/kept-documents';
import type { Fetch } from '../outbound/fetch-capped';
import { MAX_JSON_DEPTH } from '../outbound/json-bounds';
import { coinOfBase } from './catalog';
import { MAX_KEPT_BYTES, MAX_LIST_SYMBOLS, MarketLists, marketsByBase } from './markets';
import { CoinNames } from './names';

const binance = (bases: string[]): Fetch => async (input) => {
  const { spot, futures } = standInListings(bases);
  const url = String(input);
  if (url === 'https://spot.example/api/v3/exchangeInfo') return Response.json({ symbols: [...spot, { symbol: 'bad symbol', status: 'TRADING' }] });
  if (url === 'https://futures.example/fapi/v1/exchangeInfo') return Response.json({ symbols: futures });
  return new Response('', { status: 404 });
};
const offline: Fetch = async () => {
  throw new TypeError('fetch failed');
};

const options = (fetch: Fetch, store = keptDocuments(), now = () => 1_000) => ({ spotApi: 'https://spot.example/', futuresApi: 'https://futures.example', fetch, documents: store, log: () => {}, now });

describe('marketsByBase', () => {
  it('lists perpetuals first, then spot pairs dollars first, and leaves out what does not trade', () => {
    const { spot, futures } = standInListings(['WIF']);
    expect(marketsByBase(spot, futures).get('WIF')).toEqual([
      { exchange: 'binance-futures', symbol: 'WIFUSDT' },
      { exchange: 'binance', symbol: 'WIFUSDT' },
      { exchange: 'binance', symbol: 'WIFBTC' },
    ]);
    expect(marketsByBase(spot, futures).has('OLD')).toBe(false);
  });

  it('counts a lot of a cheap coin as the coin it multiplies, with its own symbols kept', () => {
    const perpetual = (base: string) => ({ symbol: `${base}USDT`, status: 'TRADING', baseAsset: base, quoteAsset: 'USDT', contractType: 'PERPETUAL' });
    const spot = [{ symbol: 'PEPEUSDT', status: 'TRADING', baseAsset: 'PEPE', quoteAsset: 'USDT' }, { symbol: '1000SATSUSDT', status: 'TRADING', baseAsset: '1000SATS', quoteAsset: 'USDT' }];
    const markets = marketsByBase(spot, ['1000PEPE', '1000SATS', '1000000MOG', '1MBABYDOGE', '1INCH', '4'].map(perpetual));
    expect(markets.get('PEPE')).toEqual([
      { exchange: 'binance-futures', symbol: '1000PEPEUSDT' },
      { exchange: 'binance', symbol: 'PEPEUSDT' },
    ]);
    expect(markets.get('SATS')).toEqual([
      { exchange: 'binance-futures', symbol: '1000SATSUSDT' },
      { exchange: 'binance', symbol: '1000SATSUSDT' },
    ]);
    expect(markets.get('MOG')).toEqual([{ exchange: 'binance-futures', symbol: '1000000MOGUSDT' }]);
    expect(markets.get('BABYDOGE')).toEqual([{ exchange: 'binance-futures', symbol: '1MBABYDOGEUSDT' }]);
    expect([...markets.keys()].sort()).toEqual(['1INCH', '4', 'BABYDOGE', 'MOG', 'PEPE', 'SATS']);
  });

  it.each([
    ['1000PEPE', 'PEPE'],
    ['10000SATS', 'SATS'],
    ['1000000MOG', 'MOG'],
    ['1MBABYDOGE', 'BABYDOGE'],
    ['1INCH', '1INCH'],
    ['1000', '1000'],
    ['42', '42'],
    ['MOG', 'MOG'],
  ])('reads the base %s as the coin %s', (base, coin) => {
    expect(coinOfBase(base)).toBe(coin);
  });
});

describe('MarketLists', () => {
  it('fetches both lists, keeps them, and detects from them; one odd listing is dropped alone', async () => {
    const store = keptDocuments();
    const lists = new MarketLists(options(binance(['WIF', 'ENA']), store));
    expect(await lists.refresh()).toBe(true);
    lists.stop();
    expect(lists.detector.detect('$WIF and $ENA').map((s) => s.coin)).toEqual(['WIF', 'ENA']);
    expect(lists.health()).toEqual({ coins: 2, fetchedAt: 1_000, error: null });
    expect(store.kept.get('markets')?.savedAt).toBe(1_000);
  });

  it('starts offline from the kept lists, and says why a refresh failed while keeping them', async () => {
    const store = keptDocuments();
    const online = new MarketLists(options(binance(['WIF']), store));
    await online.refresh();
    online.stop();
    const later = new MarketLists(options(offline, store, () => 1_000 + 2 * 86_400_000));
    await later.start();
    await later.settled();
    later.stop();
    expect(later.detector.detect('$WIF').map((s) => s.coin)).toEqual(['WIF']);
    expect(later.health()).toMatchObject({ coins: 1, fetchedAt: 1_000, error: 'unreachable (fetch failed)' });
  });

  it('has its universe read at once from kept lists of any age, and after a first refresh was tried without them', async () => {
    const store = keptDocuments();
    const online = new MarketLists(options(binance(['WIF']), store));
    await online.refresh();
    online.stop();
    const waiting: (() => void)[] = [];
    const answer = () => waiting.splice(0).forEach((one) => one());
    const slow: Fetch = (input) => new Promise((resolve) => waiting.push(() => resolve(binance(['WIF', 'ENA'])(input))));
    const stale = new MarketLists(options(slow, store, () => 1_000 + 2 * 86_400_000));
    await stale.start();
    await stale.read();
    expect(stale.detector.detect('$WIF').map((s) => s.coin)).toEqual(['WIF']);
    stale.stop();
    answer();

    const fresh = new MarketLists(options(slow, keptDocuments()));
    await fresh.start();
    let read = false;
    void fresh.read().then(() => (read = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBe(false);
    answer();
    await fresh.read();
    fresh.stop();
    expect(fresh.detector.detect('$ENA').map((s) => s.coin)).toEqual(['ENA']);

    // A kept copy that cannot be read is no universe: the first refresh is waited for.
    const broken = keptDocuments();
    broken.kept.set('markets', { json: '{"spot": [', savedAt: 1_000 });
    const unreadable = new MarketLists(options(offline, broken, () => 2_000));
    await unreadable.start();
    await unreadable.read();
    unreadable.stop();
    expect(unreadable.health()).toMatchObject({ coins: 0, fetchedAt: null, error: 'unreachable (fetch failed)' });
  });

  it(`uses and keeps each list's first ${MAX_LIST_SYMBOLS} symbols, whatever was sent, and keeps only what it read from them`, async () => {
    // 307,000 listings (28 MB) with fields the service does not read, as an exchange or a mirror could send.
    const listings = Array.from({ length: 307_000 }, (_, i) => ({ symbol: `C${i}USDT`, status: 'TRADING', baseAsset: `C${i}`, quoteAsset: 'USDT', filters: 1 }));
    const huge: Fetch = async (input) => Response.json({ symbols: String(input).includes('/fapi/') ? [] : listings });
    const store = keptDocuments();
    const lines: string[] = [];
    const lists = new MarketLists({ ...options(huge, store), log: (line) => lines.push(line) });
    expect(await lists.refresh()).toBe(true);
    lists.stop();
    expect(lists.health().coins).toBe(MAX_LIST_SYMBOLS);
    expect(lists.detector.detect(`$C${MAX_LIST_SYMBOLS - 1}`).map((s) => s.coin)).toEqual([`C${MAX_LIST_SYMBOLS - 1}`]);
    expect(lists.detector.detect(`$C${MAX_LIST_SYMBOLS}`)).toEqual([]);
    expect(lines).toEqual([`market lists: https://spot.example/api/v3/exchangeInfo lists 307000 symbols; the first ${MAX_LIST_SYMBOLS} are used`]);
    const kept = store.kept.get('markets')!.json;
    expect(kept.length).toBeLessThan(MAX_KEPT_BYTES);
    expect(kept).not.toContain('filters');
    expect(kept.length).toBeLessThan(2 * 1024 * 1024);
  }, 60_000);

  it(`refuses a list nested deeper than ${MAX_JSON_DEPTH} levels by name, and keeps the lists it had`, async () => {
    const store = keptDocuments();
    const lists = new MarketLists(options(binance(['WIF']), store));
    expect(await lists.refresh()).toBe(true);
    // 3 MB of brackets inside the symbols list: within the size budget, millions of levels deep.
    const deep: Fetch = async () => new Response(`{"symbols":[${'['.repeat(3 * 1024 * 1024)}]}`, { headers: { 'content-type': 'application/json' } });
    const again = new MarketLists(options(deep, store, () => 2 * 24 * 60 * 60_000));
    await again.start();
    await again.settled();
    again.stop();
    expect(again.health().error).toBe(`https://spot.example/api/v3/exchangeInfo nests deeper than ${MAX_JSON_DEPTH} levels`);
    expect(again.detector.detect('$WIF').map((s) => s.coin)).toEqual(['WIF']);
  });

  it('reads no kept copy larger than the caps allow (one from before them): it fetches the lists again instead', async () => {
    const store = keptDocuments();
    const listing = { symbol: 'WIFUSDT', status: 'TRADING', baseAsset: 'WIF', quoteAsset: 'USDT' };
    store.kept.set('markets', { json: JSON.stringify({ spot: Array(120_000).fill(listing), futures: [] }), savedAt: 1_000 });
    let asked = 0;
    const counting: Fetch = async (input) => {
      asked++;
      return binance(['ENA'])(input);
    };
    const lists = new MarketLists(options(counting, store, () => 2_000));
    await lists.start();
    await lists.settled();
    lists.stop();
    expect(asked).toBe(2);
    expect(lists.detector.detect('$WIF and $ENA').map((s) => s.coin)).toEqual(['ENA']);
  });

  it('names coins from the fetched names list, and builds the detector again when the names change', async () => {
    const store = keptDocuments();
    let coins = [{ id: 'bonk', symbol: 'bonk', name: 'Bonk' }];
    const fetch: Fetch = async (input) => (String(input) === 'https://names.example/api/v3/coins/list' ? Response.json(coins) : binance(['ZEREBRO', 'BONK'])(input));
    const names = new CoinNames({ api: 'https://names.example', fetch, documents: store, log: () => {}, now: () => 1_000 });
    const lists = new MarketLists({ ...options(fetch, store), names });
    await lists.start();
    await lists.settled();
    await names.settled();
    // The bundled list, older than the coin, has no name for ZEREBRO: until the names list has one, the name finds nothing.
    expect(lists.detector.detect('Zerebro rallies 40%').map((s) => s.coin)).toEqual([]);
    coins = [{ id: 'zerebro', symbol: 'zerebro', name: 'Zerebro' }];
    expect(await names.refresh()).toBe(true);
    lists.stop();
    expect(lists.detector.detect('Zerebro rallies 40%').map((s) => s.coin)).toEqual(['ZEREBRO']);
    expect(lists.health()).toEqual({ coins: 2, fetchedAt: 1_000, error: null, names: { entries: 1, fetchedAt: 1_000, error: null } });
  });
});

/**
 * Binance's lists as it sent them: spot `exchangeInfo` of 2023-09-08 (SM2A/Binance_API
 * `exchangeInfoCompact.json` at a563fcbd6a655d7a38de81c8f7db7dbe4215885f, the body byte for byte), its
 * 451 to a US runner (same repository, `exchangeInfo.json` at ec05e16d84b7d2c648189c7c84fe49eacaeb21f7), and
 * USDⓈ-M `fapi/v1/exchangeInfo` of late 2025 (AlphaDogsResearch/Coinbase-Python `futures_exchange_info.json`
 * at c59e98aa7390bae9323c3176f7fd3579f0f6f5ac).
 */
describe.skipIf(!RECORDED)('MarketLists, as Binance answered', () => {
  const serving = (spot: () => Response): Fetch => async (input) => {
    const url = String(input);
    if (url === 'https://spot.example/api/v3/exchangeInfo') return spot();
    if (url === 'https://futures.example/fapi/v1/exchangeInfo') return new Response(recorded('markets/binance-fapi-exchangeInfo-2025.json.gz'), { headers: { 'content-type': 'application/json' } });
    return new Response('', { status: 404 });
  };

  it('detects from the trading spot pairs and USDT perpetuals, perpetuals first', async () => {
    const lines: string[] = [];
    const lists = new MarketLists({ ...options(serving(() => new Response(recorded('markets/binance-spot-exchangeInfo-2023-09-08.json.gz'), { headers: { 'content-type': 'application/json' } }))), log: (line) => lines.push(line) });
    expect(await lists.refresh()).toBe(true);
    lists.stop();
    // 1,340 trading spot pairs of 368 bases and 514 trading USDT perpetuals: 668 coins once lots (1000PEPE) are their coin.
    expect(lists.health()).toEqual({ coins: 668, fetchedAt: 1_000, error: null });
    const [sei] = lists.detector.detect('Binance Will List Sei (SEI)');
    expect(sei!.coin).toBe('SEI');
    expect(sei!.symbols.slice(0, 3)).toEqual([
      { exchange: 'binance-futures', symbol: 'SEIUSDT' },
      { exchange: 'binance', symbol: 'SEIUSDT' },
      { exchange: 'binance', symbol: 'SEIFDUSD' },
    ]);
    expect(lists.detector.detect('$PEPE rallies')[0]!.symbols[0]).toEqual({ exchange: 'binance-futures', symbol: '1000PEPEUSDT' });
    // Quarterly contracts (BTCUSDT_251226) and the two perpetuals with Chinese bases (币安人生USDT) are not of the symbol shape read: left out.
    expect(lists.detector.detect('币安人生USDT')).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('names the 451 Binance sends a restricted location, and keeps nothing from it', async () => {
    const lists = new MarketLists(options(serving(() => new Response(recorded('markets/binance-451-restricted-location.json'), { status: 451, headers: { 'content-type': 'application/json' } }))));
    expect(await lists.refresh()).toBe(false);
    lists.stop();
    expect(lists.health()).toEqual({ coins: 0, fetchedAt: null, error: "https://spot.example/api/v3/exchangeInfo: Binance serves no market list to this address's country (HTTP 451); --binance-api and --binance-futures-api can name a mirror" });
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
