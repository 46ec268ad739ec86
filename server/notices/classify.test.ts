import { describe, expect, it } from 'vitest';
import { listingKinds, type NoticeKind } from '@newsflash/protocol/notice';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { binanceCandidates } from '../sources/binance-source';
import { bybitCandidates } from '../sources/bybit-source';
import { okxCandidates } from '../sources/okx-source';
import { upbitCandidates } from '../sources/upbit-source';
import type { Candidate } from '../sources/candidate';
import { classifyNotice, TITLE_READ } from './classify';

const NOW = Date.UTC(2026, 10, 27, 10);
/** The exchange a table title is from, by its script and words. */
const sourceOf = (title: string) => (/[가-힣]/.test(title) ? 'Upbit' : /OKX|欧易/.test(title) ? 'OKX' : title.startsWith('New Listing:') ? 'Bybit' : 'Binance EN');
const classify = (title: string, more: Record<string, unknown> = {}) => classifyNotice({ title, source: sourceOf(title), time: NOW, ...more });
const ofCandidate = ({ item }: Candidate) => classifyNotice({ ...item, time: item.time });

/** Titles of the shapes the exchanges send (the recorded ones under ../shared/real-world/origins, and the same shapes in Korean and Chinese). */
const TITLES: [NoticeKind, string][] = [
  ['spot-listing', 'Binance Will List World Liberty Financial USD (USD1)'],
  ['spot-listing', 'Binance Will List StraitsX USD (XUSD) and Introduce XUSD Zero Trading Fee Promotion'],
  ['spot-listing', 'Binance Announced the First Batch of Vote to List Results and Will List Mubarak (MUBARAK) With Seed Tags Applied'],
  ['spot-listing', 'New Listing: Arbitrum (ARB) — Deposit, Trade and Stake ARB to Share a 400,000 USDT Prize Pool!'],
  ['spot-listing', 'OKX to list Virtuals Protocol (VIRTUAL) for spot trading'],
  ['new-markets', '딥북(DEEP) KRW 마켓 디지털 자산 추가'],
  ['spot-listing', '币安将上线Arbitrum (ARB)，并开启种子标签交易'],
  ['futures-listing', 'Binance Futures Will Launch USDⓈ-Margined AERGOUSDT Perpetual Contract'],
  ['futures-listing', 'Bondex (BDXN) Will Be Available on Binance Alpha and Binance Futures'],
  ['futures-listing', '关于OKX上线BANK永续合约的公告'],
  ['new-markets', 'Binance Adds ADA/RUB, ENJ/BRL & NEO/TRY Trading Pairs'],
  ['new-markets', 'Notice on New Trading Pairs & Trading Bots Services on Binance Spot - 2025-03-20'],
  ['new-markets', 'Binance Will Add Bubblemaps (BMT) on Earn, Buy Crypto, Convert & Margin'],
  ['new-markets', '[거래] 비트코인(BTC) USDT 마켓 추가'],
  ['launch-platform', 'Introducing Initia (INIT) on Binance Launchpool! Farm INIT by Locking BNB, FDUSD and USDC'],
  ['launch-platform', 'Introducing Sign (SIGN) on Binance HODLer Airdrops! Earn SIGN With Retroactive BNB Simple Earn Subscriptions'],
  ['launch-platform', 'Binance Futures Will Launch USDⓈ-Margined BABYUSDT Perpetual Contract Pre-Market Trading'],
  ['launch-platform', 'Doodles (DOOD) Will Be Available on Binance Alpha'],
  ['launch-platform', '币安新币挖矿上线第50期项目 Arbitrum (ARB)'],
  ['delisting', 'Binance Will Delist AERGO, AST, BURGER, COMBO, LINA on 2025-03-28'],
  ['delisting', 'Notice of Removal of Spot Trading Pairs - 2025-03-21'],
  ['delisting', '[거래] 에이다(ADA) 거래지원 종료 안내'],
  ['delisting', '欧易将下架ABC (ABC) 现货交易对'],
  ['tag-added', 'Binance Will Extend the Monitoring Tag to Include BIFI, FIS, KMD & MDT on 2025-06-05'],
  ['tag-added', '[거래] 에이다(ADA) 유의 종목 지정 안내'],
  ['tag-removed', 'Binance Will Remove the Monitoring Tag for ABC (ABC)'],
  ['tag-removed', '[거래] 에이다(ADA) 유의 종목 지정 해제 안내'],
  ['transfers-suspended', 'Wallet Maintenance for Ethereum Network (ETH) - 2025-04-30'],
  ['transfers-suspended', '[입출금] 네트워크 업그레이드에 따른 에이다(ADA) 입출금 일시 중단 안내'],
  ['transfers-suspended', '币安暂停ABC充提业务'],
  ['transfers-resumed', '네트워크 이슈에 따른 밸리디티(VAL) 입출금 일시 중단 안내 (완료)'],
  ['network-upgrade', 'Binance Will Support the Ronin (RONIN) Network Upgrade & Hard Fork - 2025-03-17'],
  ['network-upgrade', 'Completion of X Layer Mainnet Upgrade'],
  ['promotion', 'Binance Earn New Listing Special Offer: Enjoy Up to 30% APR on ARB'],
  ['other', 'Binance Introduces the 2nd Batch of Vote to List Campaign'],
  ['other', 'Delisting of USDⓈ-M OMGUSDT Perpetual Contract Postponed'],
  ['other', 'Binance Completes Integration of Bio Protocol (BIO) on Base Network, Opens Deposits and Withdrawals'],
  ['promotion', 'AB Trading Competition: Trade AB (AB) and Share about $1M of Rewards'],
  ['promotion', '[이벤트] 신규 상장 기념 에어드랍 이벤트'],
  ['promotion', '币安合约交易赛：瓜分100万USDT奖励'],
  ['other', 'Binance Launches Private Portfolios for Spot Copy Trading'],
  ['other', 'Important Notice on Binance Listing Information & Requirements'],
  ['other', 'Updates on Funding Rate Settlement Frequency of USDⓈ-M ORCAUSDT Perpetual Contract (2025-04-12)'],
];

describe('classifyNotice', () => {
  it.each(TITLES)('reads %s from "%s"', (expected, title) => {
    expect(classify(title)?.kind).toBe(expected);
  });

  it('gives the exchange, the coins, the markets as BASE_QUOTE and the sign', () => {
    expect(classify('Binance Will List Arbitrum (ARB): ARB/USDT, ARB/BTC')).toEqual({ kind: 'spot-listing', sign: '+', exchange: 'Binance', coins: ['ARB'], markets: ['ARB_USDT', 'ARB_BTC'] });
    expect(classify('아비트럼(ARB) KRW, USDT 마켓 디지털 자산 추가')).toMatchObject({ exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW', 'ARB_USDT'] });
    expect(classify('Binance Futures Will Launch USDⓈ-Margined AIOTUSDT, DOLOUSDT and HAEDALUSDT Perpetual Contracts')).toMatchObject({ coins: ['AIOT', 'DOLO', 'HAEDAL'], markets: ['AIOT_USDT', 'DOLO_USDT', 'HAEDAL_USDT'] });
    expect(classify('Binance Will Delist AERGO, AST, BURGER, COMBO, LINA on 2025-03-28')).toMatchObject({ kind: 'delisting', sign: '-', coins: ['AERGO', 'AST', 'BURGER', 'COMBO', 'LINA'] });
    expect(classify('Wallet Maintenance for Ethereum Network (ETH) - 2025-04-30')).not.toHaveProperty('sign');
    // A sign is the effect on the coins named: none named, none.
    expect(classify('Notice of Removal of Spot Trading Pairs - 2025-03-21')).toEqual({ kind: 'delisting', exchange: 'Binance', coins: [], markets: [] });
    expect(classify('Binance Futures Will Launch USDⓈ-Margined 1000000BOBUSDT Perpetual Contract')).toMatchObject({ coins: ['BOB'], markets: ['1000000BOB_USDT'] });
    // Ⓢ is S once folded (NFKC): "USDⓈ-M" is the USDT margin.
    expect(classify('Binance Futures Will Launch USDⓈ-M MEME Perpetual Contract With Up to 75x Leverage')).toMatchObject({ kind: 'futures-listing', coins: ['MEME'], markets: ['MEME_USDT'] });
    // "Futures" as a product names no contract: XUSD is the coin, not X against USD.
    expect(classify('Binance Will Add StraitsX USD (XUSD) and Four (FORM) on Earn, Buy Crypto, Margin, Convert & Futures')).toEqual({ kind: 'futures-listing', sign: '+', exchange: 'Binance', coins: ['XUSD', 'FORM'], markets: [] });
  });

  it('takes detected coins only when the title\'s structure names none', () => {
    expect(classify('Binance Will List the Arbitrum token', { detected: ['ARB'] })).toMatchObject({ kind: 'spot-listing', coins: ['ARB'] });
    expect(classify('Introducing Initia (INIT) on Binance Launchpool! Farm INIT by Locking BNB', { detected: ['INIT', 'BNB'] })?.coins).toEqual(['INIT']);
  });

  it('reads a Chinese listing of a coin no market list knows, named in Latin letters after 上线, as a listing; an exchange or a product there names none', () => {
    expect(classify('欧易OKX关于上线Kcash的公告')?.kind).toBe('spot-listing');
    expect(classifyNotice({ title: 'gate.io上线Dock交易公告', source: 'Gate', time: NOW })?.kind).toBe('spot-listing');
    expect(classify('欧易OKX关于上线Web3钱包的公告')?.kind).toBe('other');
    expect(classifyNotice({ title: 'WLFIUSDT 永续合约将于 2025 年 8 月 23 日10:15 UTC 上线 Bybit 盘前交易平台', source: 'Bybit', time: NOW })?.kind).toBe('launch-platform');
    expect(classifyNotice({ title: '多个新项目即将上线Bitget创新区', source: 'Bitget', time: NOW })?.kind).toBe('other');
  });

  it('reads a title with a character a reader cannot tell apart (items/text-key.ts) as the same notice', () => {
    const plain = classify('Binance Will List Example (EXMP) - ARB/USDT');
    for (const variant of ['Binance Will List Example\u200B（ＥＸＭＰ） – ARB／USDT', 'Binance\u00A0Will List Example (EXMP) — ARB/USDT.', 'Binance Will List Exa\u00ADmple (EXMP) − ARB/USDT…']) {
      expect(classify(variant)).toEqual(plain);
    }
  });

  it('gives the moment the notice states, within notice.ts\'s range', () => {
    expect(classify('Binance Will List ABC (ABC) at 2026-11-28 10:00 (UTC)')?.at).toBe(Date.UTC(2026, 10, 28, 10));
    expect(classify('에이비씨(ABC) KRW 마켓 디지털 자산 추가 (11/28 10:00 거래 개시)')?.at).toBe(Date.UTC(2026, 10, 28, 1));
    expect(classify('Bybit Will List ABCUSDT Perpetual', { source: 'Bybit', body: 'Trading opens at 10:00 (UTC+8).' })?.at).toBe(Date.UTC(2026, 10, 28, 2));
    // Further ahead than a notice may state (120 days): a broken sender, the time left out, the notice kept.
    expect(classify('Binance Will List ABC (ABC) at 2027-11-28 10:00 (UTC)')).toMatchObject({ kind: 'spot-listing', coins: ['ABC'] });
    expect(classify('Binance Will List ABC (ABC) at 2027-11-28 10:00 (UTC)')).not.toHaveProperty('at');
  });

  it('classifies nothing whose source names no exchange', () => {
    expect(classifyNotice({ title: 'Binance Will List ABC (ABC)', source: 'Blogs', time: NOW })).toBeUndefined();
    expect(classifyNotice({ title: 'Binance Will List ABC (ABC)', time: NOW })).toBeUndefined();
  });

  it('reads a title only to its budget, and hostile parts as nothing', () => {
    const long = classify(`${'Binance '.repeat(40)}Will List ABC (ABC)${' x'.repeat(100_000)}`);
    expect(long).toEqual({ kind: 'other', exchange: 'Binance', coins: [], markets: [] });
    expect('Binance '.repeat(40).length).toBeGreaterThan(TITLE_READ);
    const many = classify(`Binance Will List ${Array.from({ length: 50 }, (_, i) => `Coin (C${i})`).join(', ')} with ${Array.from({ length: 50 }, (_, i) => `C${i}/USDT`).join(', ')}`);
    expect(many?.coins.length).toBeLessThanOrEqual(20);
    expect(many?.markets.length).toBeLessThanOrEqual(20);
    expect(classifyNotice({ title: 42, en: {}, body: [], category: 7, source: 'Binance EN', time: NOW })).toEqual({ kind: 'other', exchange: 'Binance', coins: [], markets: [] });
    expect(classify('Binance Will List ABC (ABC) at 2026-02-31 10:00 (UTC) 99:99 (UTC)')).not.toHaveProperty('at');
  });

  it('reads hostile titles as their first TITLE_READ characters, never throwing: thousands of openers, 100 kB of spaces or emoji, zero-width characters between letters', () => {
    const hostile = {
      openers: `${'[Update]'.repeat(5_000)} Binance Will List ABC (ABC)`,
      spaces: `Binance Will${' '.repeat(100_000)}List ABC (ABC)`,
      emoji: `${'🚀'.repeat(50_000)} Binance Will List ABC (ABC)`,
      'zero-width between letters': 'Binance Will List ABC (ABC) '.repeat(1_000).split('').join('\u200b'),
      'mixed scripts': 'Бinance Will List 比特币 ABC (ABC) 비트코인 '.repeat(2_000),
    };
    for (const [name, title] of Object.entries(hostile)) {
      const read = classifyNotice({ title, en: title, body: title, source: 'Binance EN', time: NOW });
      expect(read, name).toEqual(classifyNotice({ title: title.slice(0, TITLE_READ), en: title.slice(0, TITLE_READ), body: title, source: 'Binance EN', time: NOW }));
      expect(read!.coins.length, name).toBeLessThanOrEqual(20);
    }
    expect(classify(hostile.openers)).toEqual({ kind: 'other', exchange: 'Binance', coins: [], markets: [] });
    // At most 20 openers are taken off before the coins are read: a title of them all is read bare.
    expect(classify(`${'[A]'.repeat(20)} ENA Now Available on Binance`)?.coins).toEqual(['ENA']);
    expect(classify(`${'[A]'.repeat(21)} ENA Now Available on Binance`)?.coins).toEqual([]);
  });
});

describe.skipIf(!RECORDED)('classifyNotice on the exchanges\' recorded answers', () => {
  const catalogs = () => {
    const items: Candidate['item'][] = [];
    for (const page of ['full', ...Array.from({ length: 10 }, (_, i) => `full-page${i + 1}`)]) items.push(...binanceCandidates(recorded(`binance-cms/coinsniper-${page}.json`), NOW).map(({ item }) => item));
    return items;
  };

  it('reads every Binance catalog (RichieLoco/CoinSniper src/test/resources/testResponse_Full*.json at 02be570b8909f7b1ff8ef50f068101f4091d1ef2) as its notices are', () => {
    const items = catalogs();
    expect(items.length).toBeGreaterThan(700);
    const kinds = new Map<string, Set<NoticeKind>>();
    for (const item of items) {
      const notice = classifyNotice(item)!;
      expect(notice, item.title as string).toMatchObject({ exchange: 'Binance' });
      kinds.set(item.category as string, (kinds.get(item.category as string) ?? new Set()).add(notice.kind));
      const title = item.title as string;
      // The decoys traders filter by hand are never a listing.
      if (/Launchpool|HODLer Airdrop|Megadrop|Pre-Market|Monitoring Tag|Special Offer|Competition/i.test(title)) expect(listingKinds, title).not.toContain(notice.kind);
      if (/^Binance Futures Will Launch .* Perpetual Contracts?(?! Pre-Market)/.test(title)) expect(notice, title).toMatchObject({ kind: 'futures-listing', markets: expect.arrayContaining([expect.stringMatching(/^[A-Z0-9]+_USDT$/)]) });
      if (/^Binance Will Delist /.test(title)) expect(notice.coins.length, title).toBeGreaterThan(1);
    }
    // The title wins over the catalog: a postponed delisting, one out of Earn or loans, a vote campaign filed as an activity.
    expect([...kinds.get('Delisting')!].sort()).toEqual(['delisting', 'other', 'transfers-suspended']);
    expect([...kinds.get('Latest Activities')!].sort()).toEqual(['other', 'promotion']);
    expect([...kinds.get('New Cryptocurrency Listing')!].sort()).toEqual(['futures-listing', 'launch-platform', 'new-markets', 'other', 'spot-listing']);
  });

  it('reads the recorded Upbit page (Hojip-Kim/KimpRun_BE_JAVA UpbitScrapTest.java at 5a06fd6120b9533df5e7b2c43ccde7c5cc6dfc09)', () => {
    const notices = upbitCandidates(recorded('upbit/kimprun-2025-04-22.json'), Date.UTC(2025, 3, 22, 7)).map(ofCandidate);
    expect(notices).toEqual([
      { kind: 'transfers-resumed', exchange: 'Upbit', coins: ['VAL'], markets: [] },
      { kind: 'other', exchange: 'Upbit', coins: [], markets: [], at: Date.UTC(2025, 3, 27, 18) },
      { kind: 'new-markets', sign: '+', exchange: 'Upbit', coins: ['DEEP'], markets: ['DEEP_KRW'] },
    ]);
  });

  it('reads OKX\'s and Bybit\'s documented examples (OKX API v5 docs; bybit-exchange/docs docs/v5/announcement.mdx at 460ae0986e6e2684b00725d83511e640a79f6d79)', () => {
    // OKX publishes its example with a trailing comma: the comma is taken out to read it.
    const okx = okxCandidates(recorded('okx/docs-example-zh.json').replace(/\},\s{0,40}\]/, '}]'), NOW).map(ofCandidate);
    expect(okx).toEqual([
      { kind: 'spot-listing', sign: '+', exchange: 'OKX', coins: ['VIRTUAL'], markets: [] },
      { kind: 'network-upgrade', exchange: 'OKX', coins: [], markets: [] },
    ]);
    expect(bybitCandidates(recorded('bybit/docs-example.json'), 'Bybit', NOW).map(ofCandidate)).toEqual([{ kind: 'spot-listing', sign: '+', exchange: 'Bybit', coins: ['ARB'], markets: [] }]);
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
