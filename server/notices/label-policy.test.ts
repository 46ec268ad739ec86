import { describe, expect, it } from 'vitest';
import { listingKinds, type NoticeKind } from '@newsflash/protocol/notice';
import { classifyNotice } from './classify';

const NOW = Date.UTC(2026, 10, 27, 10);
const read = (source: string, title: string, category?: string) => classifyNotice({ title, source, time: NOW, ...(category ? { category } : {}) });
type Shape = [source: string, title: string];
/** Every shape read as the kind; the ones read otherwise listed with what they were read as. */
const each = (kind: NoticeKind, shapes: readonly Shape[]) => {
  const wrong = shapes.map(([source, title]) => `${source}: ${title} → ${read(source, title)?.kind}`).filter((line) => !line.endsWith(`→ ${kind}`));
  expect(wrong, kind).toEqual([]);
};

/**
 * The classes of titles docs/notice-kinds.md's label policy settles (issue 52: the forms an outside
 * set found missing), each in several shapes and the languages the exchanges write them in. The
 * titles are written for the test in the exchanges' forms, with made-up coins (ABC, XYZ).
 */
describe('the label policy, by class', () => {
  it('reads the title over the exchange\'s category, and the category only when the title says nothing', () => {
    expect(read('Binance EN', 'Binance Will List Abc Token (ABC)', 'Latest Activities')?.kind).toBe('spot-listing');
    expect(read('OKX', 'OKX to list XYZ (Xyz Protocol) for spot trading', 'announcements-latest-events')?.kind).toBe('spot-listing');
    expect(read('Bybit', 'Delisting of XYZUSDT Perpetual Contract Postponed', 'Delistings')?.kind).toBe('other');
    expect(read('OKX', 'OKX Jumpstart: ABC mining is now live', 'announcements-jumpstart')?.kind).toBe('launch-platform');
    expect(read('Binance EN', 'Notice on a Service Update', 'Delisting')?.kind).toBe('delisting');
    expect(read('Upbit', '서비스 안내', '입출금')?.kind).toBe('transfers-suspended');
  });

  it('reads several listings in one title as the first of spot, futures, new markets, launch platform', () => {
    each('spot-listing', [
      ['OKX', 'OKX to list XYZ (Xyz Protocol) for spot trading and pre-market futures'],
      ['Binance EN', 'Binance Will List Xyz (XYZ) and Open Futures'],
      ['Binance EN', 'Binance Will List Xyz (XYZ) and Launch XYZUSDT Perpetual Contract'],
      ['Bybit', 'Bybit to List XYZ on Spot and Perpetual'],
      ['OKX', '欧易将上线 XYZ (Xyz Protocol) 现货及永续合约'],
      ['Binance CN', '币安将上线Xyz (XYZ)并开通永续合约'],
    ]);
    each('futures-listing', [
      ['Binance EN', 'Binance Will Add Abc (ABC) on Earn, Buy Crypto, Convert, Margin & Futures'],
      ['Binance EN', 'Xyz (XYZ) Will Be Available on Binance Alpha and Binance Futures'],
      ['Binance CN', '币安理财、一键买币、闪兑、杠杆、合约上线Xyz (XYZ)'],
    ]);
    each('new-markets', [
      ['Binance EN', 'Binance Will Add Abc (ABC) on Earn, Buy Crypto, Convert & Margin'],
      ['Binance CN', '币安理财、一键买币、闪兑、杠杆上线Xyz (XYZ)'],
    ]);
    each('launch-platform', [
      ['Binance EN', 'Binance Futures Will Launch USDⓈ-Margined XYZUSDT Perpetual Contract Pre-Market Trading'],
      ['Bybit', 'XYZ Pre-Market Perpetual'],
      ['OKX', 'OKX to list XYZ pre-market futures'],
      ['Upbit', '엑스와이지(XYZ) 프리마켓 거래 안내'],
    ]);
  });

  it('reads the listing forms the project\'s own set lacked as listings', () => {
    each('spot-listing', [
      ['Binance EN', 'Binance Lists XYZ'],
      ['Binance EN', 'Binance Lists Xyz Protocol (XYZ)'],
      ['Binance EN', 'Binance Will List XYZ'],
      ['Binance EN', 'Binance Lists ABC and XYZ'],
      ['OKX', '欧易关于上线 XYZ (Xyz Protocol) 现货交易的公告'],
      ['OKX', '欧易关于上线XYZ (Xyz Protocol)现货交易的公告'],
      ['Binance CN', '币安将上市Xyz (XYZ)'],
      ['Bybit', 'Bybit will list XYZ. Come and grab a share of 100,000 XYZ!'],
      ['Bybit', 'New Listing: XYZ/USDT — Grab a Share of 100,000 XYZ'],
      ['OKX', 'OKX will list XYZ (Xyz Protocol) for spot trading. Join to win a share of 50,000 USDT'],
      ['Upbit', 'Market Support for Xyz(XYZ) (BTC, USDT Market)'],
      ['Upbit', 'Market Support for XYZ (KRW, BTC, USDT Market)'],
      ['Upbit', '엑스와이지(XYZ) 거래지원 안내 (KRW, BTC, USDT 마켓)'],
      ['Bithumb', '엑스와이지(XYZ) 원화 마켓 상장 안내'],
      ['Upbit', 'BTC, USDT 마켓 신규 거래지원 안내 (XYZ, ABC)'],
    ]);
    each('futures-listing', [
      ['Bybit', 'New Listings This Week: XYZUSDT and ABCUSDT Perpetual Contracts'],
      ['Bybit', "This Week's New Listings on Bybit Futures"],
      ['Binance CN', '本周上新：币安合约将上线XYZUSDT永续合约'],
    ]);
  });

  it('reads margin enablement and several pairs added at once as new markets', () => {
    each('new-markets', [
      ['Binance EN', 'Binance Will Add Xyz (XYZ) as a New Borrowable Asset on Isolated Margin'],
      ['Binance EN', 'Binance Margin Will Add XYZ/USDT and ABC/USDT Isolated Margin Pairs'],
      ['Binance EN', 'Binance Margin Will Launch XYZ/USDT Cross Margin Pair'],
      ['OKX', 'OKX to enable margin trading for XYZ'],
      ['OKX', 'OKX to list XYZ (Xyz Protocol) for margin trading'],
      ['OKX', '欧易将开通XYZ杠杆交易'],
      ['Binance EN', 'Binance Adds XYZ/BRL, ABC/TRY & XYZ/EUR Trading Pairs'],
      ['Binance EN', 'Binance Will Add New XYZ/USDC and ABC/USDC Trading Pairs'],
      ['Binance CN', '币安新增XYZ/USDC、ABC/TRY交易对'],
      ['Upbit', '엑스와이지(XYZ) KRW, BTC 마켓 추가'],
      ['Upbit', '엑스와이지(XYZ) 마진 거래 추가'],
    ]);
  });

  it('reads Korean delays and suspensions as transfers suspended, and a new transfer path as nothing resumed', () => {
    each('transfers-suspended', [
      ['Upbit', '엑스와이지(XYZ) 입출금 지연 안내'],
      ['Upbit', '[입출금] 엑스와이지(XYZ) 입출금 중단 안내'],
      ['Bithumb', '엑스와이지(XYZ) 입출금 일시 중단 안내'],
      ['Upbit', '엑스와이지(XYZ) BEP20 네트워크 지원 종료 안내'],
      ['Binance EN', 'Binance Will Cease Support for XYZ on the BEP2 Network'],
      ['Binance EN', 'Delayed Deposits and Withdrawals of XYZ'],
      ['Binance CN', '币安暂停XYZ充提业务'],
      ['OKX', '欧易关于延迟XYZ充值的公告'],
    ]);
    each('other', [
      ['Binance EN', 'Binance Completes Integration of Xyz (XYZ) on Base Network, Opens Deposits and Withdrawals'],
      ['Binance EN', 'Binance Will Complete the Integration of XYZ on Arbitrum One and Open Deposits'],
      ['Binance EN', 'Binance Supports Withdrawals from the Xyz (XYZ) Network'],
      ['Binance EN', 'Binance Now Supports Deposits of XYZ via Solana Network'],
      ['Binance EN', 'Notice on XYZ Deposit Address Change'],
      ['Upbit', '엑스와이지(XYZ) 입금 주소 변경 안내'],
      ['Binance CN', '币安完成Xyz (XYZ)在Base网络的集成，并开放充值和提现'],
      ['OKX', '欧易关于XYZ充值地址变更的公告'],
    ]);
    each('transfers-resumed', [
      ['Upbit', '엑스와이지(XYZ) 입출금 재개 안내'],
      ['Binance EN', 'Binance Has Resumed Deposits and Withdrawals of XYZ'],
      ['Binance CN', '币安恢复XYZ充提业务'],
    ]);
  });

  it('reads Earn, Pay, Pool, affiliate and rebate programmes, deals and fee promotions as promotions', () => {
    each('promotion', [
      ['Binance EN', 'Binance Earn New Listing Special Offer: Enjoy Up to 30% APR on XYZ'],
      ['Binance EN', 'Simple Earn: Subscribe to XYZ Locked Products and Enjoy Higher Yields'],
      ['Binance EN', 'Binance Will Add XYZ to Dual Investment'],
      ['Binance EN', 'Binance Pay: Send XYZ to Friends and Win Rewards'],
      ['Binance EN', 'Binance Pool Launches XYZ Mining with Zero Pool Fee'],
      ['Binance EN', 'Join the Binance Affiliate Program and Earn Commission on XYZ Trades'],
      ['OKX', 'OKX Launches XYZ Trading Rebate Program'],
      ['Bybit', 'Bybit Exclusive Offer: Buy XYZ at a Discount'],
      ['Binance EN', 'Binance Launches Zero-Fee Trading for XYZ/USDT'],
      ['Binance EN', 'Zero Maker Fee Promotion on XYZ/USDT Trading Pair'],
      ['Binance CN', '币安赚币：XYZ限时特惠'],
      ['OKX', '欧易返佣计划：交易XYZ享返利'],
      ['Upbit', '엑스와이지(XYZ) 거래 수수료 할인 안내'],
      ['Bithumb', '엑스와이지(XYZ) 스테이킹 혜택 안내'],
    ]);
  });

  it('never reads a decoy as a listing: academy and research notices, fee promotions on a pair, products that are "listed" or "launched"', () => {
    const decoys: readonly Shape[] = [
      ['Binance EN', 'Binance Academy Launches a Course on Xyz (XYZ)'],
      ['Binance EN', 'Binance Research: Xyz (XYZ) Project Report Now Live'],
      ['Binance EN', 'Learn About Xyz (XYZ) on Binance Academy, Now Available on Binance Square'],
      ['Binance CN', '币安学院上线Xyz (XYZ)课程'],
      ['Upbit', '업비트 아카데미 엑스와이지(XYZ) 교육 안내'],
      ['Binance EN', 'Binance Launches Zero-Fee Trading for XYZ/USDT'],
      ['OKX', 'OKX Launches 0 Maker Fee Promotion on XYZ/USDT Pair'],
      ['Binance EN', 'Binance Wallet Launches Xyz (XYZ) Swap Feature'],
      ['Binance EN', 'Binance Will Launch the Binance Card in XYZ Region'],
      ['Binance EN', 'XYZ Now Available on Binance Wallet'],
      ['Binance EN', 'Binance Launches Copy Trading for XYZ/USDT'],
      ['Binance EN', 'Binance Introduces the Vote to List Campaign for XYZ'],
      ['Binance EN', 'Important Notice on Binance Listing Requirements for XYZ Projects'],
      ['Binance CN', '币安钱包上线Xyz (XYZ)兑换功能'],
      ['Upbit', '업비트 지갑 엑스와이지(XYZ) 기능 출시'],
    ];
    for (const [source, title] of decoys) expect(listingKinds, `${source}: ${title}`).not.toContain(read(source, title)?.kind);
    each('other', [
      ['Binance EN', 'Binance Academy Launches a Course on Xyz (XYZ)'],
      ['Binance EN', 'Binance Research: Xyz (XYZ) Project Report Now Live'],
      ['Binance CN', '币安学院上线Xyz (XYZ)课程'],
    ]);
  });

  it('reads the forms the wild tuning set showed, by class', () => {
    each('spot-listing', [
      ['OKX', 'Xyz Protocol (XYZ) Now Available'],
      ['OKX', 'Xyz Protocol (XYZ) Available Soon'],
      ['Bitget', 'Bitget Will List Xyz（XYZ). Come and grab a share of 100,000 XYZ!'],
      ['Bitget', 'Bitget Will List Xyz ($XYZ). Come and grab a share of $10,000 worth of $XYZ!'],
      ['Bithumb', '엑스와이지(XYZ) BTC 마켓 상장 및 이벤트 안내'],
      ['Bybit', '新币上线：XYZ/USDT 现已上线－瓜分 1,000,000 XYZ 奖金池！'],
      ['Gate', 'Gate to List Xyz (XYZ) Spot Trading and Launch HODLer Airdrop'],
      ['OKX', 'OKX lists Xyz\'s native asset, XYZ, for spot trading'],
      ['OKX', 'OKX will list Xyz Chain\'s native asset,\u00a0XYZ,\u00a0for spot trading'],
      ['OKX', '欧易关于上线\u3000XYZ (Xyz Protocol)\u3000现货交易的公告'],
      ['Gate', 'Xyz Protocol (XYZ) Spot Trading to Open in Advance'],
      ['OKX', '欧易关于开启 XYZ/USDT 现货交易的公告'],
    ]);
    each('futures-listing', [
      ['Bitget', 'XYZUSDT now launched for futures trading and trading bots'],
      ['Gate', 'Gate Has Listed XYZ Contract (USDT-M)'],
      ['OKX', '欧易关于 XYZ 杠杆交易、永续合约及简单赚币上线的公告'],
      ['Binance EN', 'Binance Futures Will Convert USDⓈ-Margined XYZUSDT Perpetual Contract Pre-Market Trading to Standard Perpetual Futures Contract'],
      ['MEXC', 'XYZUSDT 盘前永续合约由盘前交易转为正式合约'],
    ]);
    each('new-markets', [
      ['Binance EN', 'Binance Margin Will Add New Pairs - 2026-01-20'],
      ['OKX', 'OKX to support XYZ/USDC spot trading pair'],
      ['Bitget', 'Bitget Will List XYZ/EUR Fiat Trading Pair'],
      ['OKX', '欧易关于上线 XYZ/USDC 交易币对的公告'],
      ['Binance EN', 'Binance Will Add Xyz (XYZ) on Earn, Buy Crypto & Convert'],
      ['Upbit', '[암호화폐] 엑스와이지(XYZ) 입출금 지원 및 원화마켓 오픈 예정 안내'],
      ['OKX', '欧易关于 XYZ 杠杆交易及简单赚币、活期借币上线的公告'],
      ['Bithumb', '[마켓 추가/수수료 이벤트] 엑스와이지(XYZ) 원화 마켓 추가 (거래 수수료 무료)'],
    ]);
    each('launch-platform', [
      ['Bitget', 'Bitget PoolX is listing Xyz (XYZ): Stake BGB to mine XYZ'],
      ['OKX', '欧易关于 XYZ 盘前交易正式上线的公告'],
    ]);
    each('other', [
      ['Binance EN', 'Binance Futures Will Postpone the Launch of XYZUSDT Perpetual Contract'],
      ['OKX', '欧易关于 Xyz (XYZ) 现货交易延迟上线的公告'],
      ['OKX', '欧易关于 XYZ 永续合约上线时间更新的公告'],
      ['OKX', '欧易关于暂停 Xyz (XYZ) 上线的公告'],
      ['OKX', 'OKX to adjust spot trading time and delivery time of pre-market futures for XYZ (XYZ)'],
      ['Binance EN', 'Binance Spot Launches TWAP (Time-Weighted Average Price) Orders on API'],
      ['Binance EN', 'Updates on Binance Simple Earn SAPI Endpoints'],
      ['Binance EN', 'Binance Will Remove Selected API Endpoints'],
      ['Bitget', 'Bitget to list Xyz (XYZ) in the Spot P2P'],
      ['OKX', 'C2C投资区上线XYZ交易的公告'],
    ]);
    each('promotion', [
      ['Bithumb', '엑스와이지(XYZ) 원화마켓 추가 기념 에어드랍 이벤트'],
      ['Binance EN', 'Binance Wheel of Fortune: Complete Challenge to Unlock Your Share of 1,000,000 XYZ!'],
      ['Binance EN', 'Binance Launches XYZ/U Zero Trading Fees Promotion'],
      ['Binance EN', 'Binance Pool Special: Refer Friends to Mine BTC and Win a Slice of 2,000 USDC'],
    ]);
    each('transfers-resumed', [['Bithumb', '엑스와이지(XYZ) 입출금 일시 지연 안내 (정상화)']]);
    each('tag-added', [['Bithumb', '엑스와이지(XYZ) 유의촉구 및 입출금 일시 중단 안내']]);
    each('network-upgrade', [
      ['Bithumb', '엑스와이지(XYZ) 가상자산 명칭 변경 안내'],
      ['OKX', '欧易关于完成 XYZ 置换的公告'],
    ]);
  });

  it('reads the classes the wild tuning set\'s second round showed', () => {
    // A standard contract listed with a pre-market one joined to it: the contract's listing comes first.
    each('futures-listing', [
      ['OKX', '欧易关于 XYZ 永续合约正式上线及交割 XYZ 盘前交易合约的公告'],
      ['OKX', 'OKX to list XYZ perpetual futures and XYZ pre-market delivery futures'],
    ]);
    each('launch-platform', [
      ['Bybit', 'XYZUSDT 永续合约将于 2026 年 1 月 5 日10:15 UTC 上线 Bybit 盘前交易平台'],
      ['Bybit', 'XYZ Pre-Market Perpetual'],
    ]);
    // A launch platform named only among a promotion's rewards, no coin launched: the promotion.
    each('promotion', [
      ['Binance EN', 'Buy Crypto and Start Earning: Unlock Rewards with Binance Earn, Launchpool and HODLer Airdrops'],
      ['Binance EN', 'Complete Tasks to Earn Rewards from Megadrop and Launchpool'],
    ]);
    each('launch-platform', [['Binance EN', 'Introducing Xyz (XYZ) on Binance Launchpool! Farm XYZ for Rewards']]);
    // Pairs listed, counted, with no coin named: new markets.
    each('new-markets', [
      ['Bybit', 'Bybit to list 21 MNT trading pairs on Spot'],
      ['OKX', 'OKX to list 13 USDC spot trading pairs'],
    ]);
    // Rules, policies and terms of use change no product's offer and stop no transfer.
    each('other', [
      ['Binance EN', 'Important Update: Binance Referral Program Advertising Policy'],
      ['Bithumb', '스테이킹 이용약관 개정 안내'],
      ['Bithumb', '가상자산 출금 지연 제도 재시행 안내'],
      ['Upbit', '일부 가상자산 출금 정책 변경 안내'],
      ['OKX', '欧易关于赚币服务条款更新的公告'],
      ['Bybit', 'Updates to the Bybit Earn Terms of Service'],
    ]);
    each('spot-listing', [['Bitget', 'Bitget Will List Xyzabc (xyz) in the Innovation, AI and Meme Zone!']]);
    // A pair opened with the coin's own transfers: the coin is new there.
    each('spot-listing', [
      ['OKX', 'XYZ/BTC Trading Pair and XYZ Withdrawal Now Available'],
      ['OKX', 'XYZ/USDT Trading Pair and XYZ Deposits Now Available'],
    ]);
    each('new-markets', [['OKX', 'XYZ/EUR Trading Pair Now Available']]);
    // A roundup of assets launched on a launch platform, no coin named.
    each('launch-platform', [
      ['Bybit', '3 new assets launched on Bybit Alpha!'],
      ['Bybit', '1 new tokens launched on Bybit Alpha'],
    ]);
    // A name and its ticker in brackets, in whatever case, opening OKX's old "Now Available".
    each('spot-listing', [
      ['OKX', 'Xyzcoin(Xyzcoin) Now Available'],
      ['OKX', 'Abc Protocol (abc) Now Available'],
    ]);
    // A bare ticker opening the title, OKX's old form.
    each('spot-listing', [
      ['OKX', 'XYZ Now Available'],
      ['OKX', 'Xyz Protocol (XYZ) Now Available'],
    ]);
    // A futures or spot word inside a coin's name is no market named.
    each('spot-listing', [
      ['Binance EN', 'Binance Will List Xyzfutures (XYZ)'],
      ['Binance EN', 'Binance Will List Abc (ABC) and Xyzperpetual (XYZ) with Seed Tag Applied'],
      ['OKX', 'OKX to list Xyzfutures (XYZ)'],
    ]);
    // A contract named by its symbol alone, no contract word.
    each('futures-listing', [
      ['MEXC', 'XYZUSDT 将于 2026年1月5日 16:00 (UTC+8) 上线'],
      ['MEXC', '[全球首发]ABCUSDT 将于 2026年1月5日 10:35 (UTC+8) 上线'],
      ['Bitget', 'XYZUSDC now live'],
      ['Gate', 'ABCUSDT Will Launch on 2026-01-05'],
    ]);
    each('spot-listing', [
      ['MEXC', 'MEXC 将上线 XYZUSDT 现货交易'],
      ['Binance EN', 'Binance Will List First Digital USD (FDUSD)'],
    ]);
    // Options on a coin add markets; they are no perpetual or delivery contract.
    each('new-markets', [
      ['Binance EN', 'Binance Options Will Launch XYZUSDT and ABCUSDT Monthly Options'],
      ['Binance EN', 'Binance Options Will Launch XYZUSDT Daily Options'],
      ['OKX', '欧易关于上线 XYZ 期权交易的公告'],
    ]);
    // Margin trading listed for coins it does not name, and a pair launched.
    each('new-markets', [
      ['OKX', 'OKX to list margin trading and Simple Earn for several crypto'],
      ['OKX', 'OKX to list margin trading for several crypto'],
      ['OKX', '欧易关于部分杠杆交易及简单赚币正式上线的公告'],
      ['OKX', 'Launching of XYZ/OKB Trading Pair'],
    ]);
    // A listing put off, whether or not the coin is named.
    each('other', [
      ['OKX', 'OKX delays the listing of perpetual for XYZ crypto, along with its margin trading and Simple Earn'],
      ['OKX', 'OKX delays the listing of 5 USDC spot trading pairs'],
      ['Bybit', 'Delayed Listing of ABC Perpetual Contract'],
    ]);
    // Deposits opening (充值上线) is a new deposit path, not a listing.
    each('other', [
      ['OKX', '欧易关于XYZ充值上线的公告'],
      ['OKX', '欧易OKX关于热门Meme币充值上线结果的公告'],
      ['OKX', '欧易关于 XYZ 充币上线的公告'],
      ['OKX', '欧易OKX关于开启热门Meme币充值上线专场的公告'],
      ['OKX', '欧易关于开启 XYZ 充值上线的公告'],
    ]);
    each('spot-listing', [['OKX', '欧易关于开启 XYZ/USDT 现货交易的公告']]);
    // Pairs added to (or made eligible for) a promotion, and liquidity provider programmes: promotions, never a listing.
    each('promotion', [
      ['Binance EN', 'Binance Adds ABC/USDC Pair to Ongoing Zero Fee Promotion for VIP Users'],
      ['Binance EN', 'Binance Adds XYZ/FDUSD and ABC/FDUSD Trading Pairs to Zero Maker Fee Promotion'],
      ['Binance EN', 'Binance Updates Eligible Trading Pairs for Altcoin Liquidity Boost Program'],
      ['Binance CN', '币安新增XYZ/USDC交易对加入零手续费活动'],
      ['Binance EN', 'Binance Updates Futures Liquidity Provider Program (2026-01-05)'],
      ['Binance EN', 'Introducing Binance Alpha Limit Order Liquidity Providers Program'],
      ['Binance EN', 'Binance Introduces Spot LiquidityBoost Program'],
      ['Bybit', 'Bybit Market Maker Program for XYZ Pairs'],
    ]);
    each('new-markets', [['Binance EN', 'Binance Adds XYZ/USDC and ABC/USDC Trading Pairs and Launches Zero Fee Promotion']]);
    // A share of a prize for doing something.
    each('promotion', [
      ['Binance EN', 'Hold XYZ in Your Spot Account to Share 1,000,000 XYZ'],
      ['Binance EN', 'Subscribe to XYZ Locked Products to Share 10 BNB for a Limited Time'],
      ['Binance EN', 'Give Feedback on the App to Share 5,000 USDC'],
      ['Binance EN', 'Binance Alpha Limited-Time Task: Trade XYZ to Earn Points'],
    ]);
    // Korean: a campaign alone (security, awareness) is no promotion; rewards promised are, in their usual words.
    each('other', [
      ['Bithumb', '개인정보 보호 캠페인 안내'],
      ['Upbit', '[안내] 보이스피싱 예방 캠페인'],
      ['Bithumb', '[보안 캠페인] 가짜 거래소 사이트 주의'],
      ['Upbit', '트래블룰 적용 대상금액 안내'],
      ['Bithumb', '가상자산 입금 방식 변경 안내 (이상금액 변경)'],
    ]);
    each('promotion', [
      ['Bithumb', '보안 캠페인 참여하고 경품 받아가세요'],
      ['Bithumb', '친구 초대하고 최대 10만원 받아 가세요!'],
      ['Bithumb', '지금 가입하면 5만원 상당 비트코인 지급'],
      ['Upbit', '엑스와이지(XYZ) 거래하고 1억원 상당 XYZ 받자!'],
      ['Bithumb', '추석에 빗썸이 쏩니다!'],
    ]);
    // A tag put on with the delisting: the delisting; a tag taken off stays so.
    each('delisting', [
      ['Bithumb', '엑스와이지(XYZ) 거래유의종목 지정 및 거래지원 종료'],
      ['Upbit', '[거래] 엑스와이지(XYZ) 유의 종목 지정 및 거래지원 종료 안내'],
    ]);
    each('tag-removed', [['Binance EN', 'Binance Will Remove the Monitoring Tag for XYZ']]);
    // Fiat deposits and withdrawals stopped or back: a bank's channel (rule 11), never a coin's transfers.
    each('other', [
      ['Bithumb', '원화(KRW) 입출금 지연 안내 (정상화)'],
      ['Upbit', '[점검] 원화 입출금 일시 중단 안내'],
      ['Binance EN', 'Temporary Suspension of Fiat Deposits via SEPA'],
      ['Binance CN', '币安暂停法币充值服务的公告'],
    ]);
    each('other', [
      ['Binance EN', 'Binance Wallet to Discontinue Support for ARC-20'],
      ['Binance EN', 'Binance Wallet Will Suspend Support for the XYZ Network'],
      ['Bithumb', '일부 개인지갑 서비스 종료에 따른 가상자산 출금 지원 중단'],
      ['Binance CN', '币安钱包将停止支持XYZ网络'],
    ]);
    each('transfers-suspended', [
      ['Binance EN', 'Binance Will Discontinue Support for XYZ on the BEP2 Network'],
      ['Binance EN', 'Wallet Maintenance for XYZ Network'],
      ['Binance CN', '币安暂停XYZ钱包充提'],
    ]);
    each('promotion', [
      ['Bithumb', '업계 최저 수준의 가상자산 출금 수수료 제공'],
      ['Binance EN', 'Zero Fees for Fiat Deposits & Withdrawals - Three Days Only!'],
    ]);
    // A suspension with its reopening appended, whatever caused it.
    each('transfers-resumed', [
      ['Bithumb', '엑스와이지(XYZ) 입금 주소 변경으로 인한 입출금 일시 중지 안내 (01/05 재개)'],
      ['Upbit', '엑스와이지(XYZ) 네트워크 업그레이드에 따른 입출금 일시 중단 안내 (재개)'],
      ['Binance EN', 'Suspension of XYZ Deposits Due to a Deposit Address Change (Resumed)'],
    ]);
  });

  it('reads the classes the third round showed: warnings, trading support ended or suspended, listings said as nouns, markets opened, wallet work done', () => {
    each('tag-added', [
      ['Upbit', 'Investment Warning (XYZ)'],
      ['Upbit', 'Investment Warning Designation for Xyz Protocol (XYZ)'],
      ['Upbit', '엑스와이지(XYZ) 투자유의 종목 지정 안내'],
    ]);
    expect(read('Upbit', 'Removal of Investment Warning (XYZ)')?.kind).toBe('tag-removed');
    // Trading support ended, or trading suspended for the coin: its market closes.
    each('delisting', [
      ['Upbit', 'Notice on Termination of Trading Support for Xyz(XYZ) (8/21 15:00)'],
      ['Upbit', 'Trading Support Termination for ABC(ABC)'],
      ['Coinbase', 'Coinbase will suspend trading in XYZ'],
      ['Kraken', 'Notice of Trading Suspension: XYZ and ABC'],
      ['Binance EN', 'Suspension of Trading for XYZ/BTC'],
    ]);
    // A suspension of deposits said first stays the transfers'.
    expect(read('Kraken', 'Suspension of XYZ Deposits and Trading Suspension for XYZ')?.kind).toBe('transfers-suspended');
    // A listing said as a noun ("Announcement on Listing X", "Kraken listing X"), or for spot trading of a coin the detector cannot name.
    each('spot-listing', [
      ['OKX', 'OKX Announcement on Listing Xyz Protocol (XYZ) for Spot Trading and Commencing Call Auction'],
      ['Kraken', 'Kraken listing Xyz Protocol (XYZ)'],
      ['OKX', "OKX will list Xyz Games' asset, QWXZ, for spot trading"],
      ['OKX', 'OKX to list X (X protocol) for spot trading and deliver pre-market futures for X crypto'],
    ]);
    // A KRW or BTC market opened for a coin already traded there.
    each('new-markets', [
      ['Upbit', '엑스와이지 원화 마켓(XYZ/KRW) 오픈 안내'],
      ['Upbit', '엑스와이지(XYZ) BTC 마켓 오픈'],
    ]);
    // A wallet upgrade or maintenance stops transfers; its completion starts them again, whatever the new deposit addresses.
    each('transfers-suspended', [
      ['Upbit', '[입출금] 월렛 업그레이드 7차 진행 안내'],
      ['Upbit', '[입출금] 엑스와이지(XYZ) 지갑 점검 안내'],
    ]);
    each('transfers-resumed', [
      ['Upbit', '[입출금] 월렛 업그레이드 7차 완료 (입금 주소 신규 발급 필수)'],
      ['Upbit', '[입출금] 엑스와이지(XYZ) 지갑 점검 완료'],
    ]);
    each('other', [
      ['Upbit', '[입출금] 엑스와이지(XYZ) 입금 주소 변경 완료'],
      ['Upbit', '고객센터 채팅 상담 오픈 안내'],
      ['OKX', 'OKX Spot Copy Trading Now Live'],
    ]);
  });

  it('reads a delisting out of a product that is no market beside a listing as the listing, and rules that name no coin as rules', () => {
    each('spot-listing', [
      ['Bitget', 'Bitget Will Delist XYZ (XYZ) from Spot OTC and List XYZ (XYZ) in the Innovation Zone'],
      ['Binance EN', 'Binance Will Delist XYZ from Simple Earn and List XYZ (XYZ) with Seed Tag Applied'],
    ]);
    each('other', [
      ['Bitget', 'Bitget Will Delist XYZ (XYZ) from Spot OTC'],
      ['Upbit', '유의 종목 지정 기준 안내'],
      ['Upbit', '거래지원 종료 기준 안내'],
      ['Upbit', 'Criteria for Investment Warning Designation'],
      ['Binance EN', 'Binance Delisting Guidelines Update'],
    ]);
    // A coin named: the tag or delisting is the notice, whatever rule it cites.
    expect(read('Upbit', '엑스와이지(XYZ) 유의 종목 지정 안내 (지정 기준 해당)')?.kind).toBe('tag-added');
  });

  it('reads a product changed, ended or paid out as other, and fee reductions and loss-free trades as promotions', () => {
    each('other', [
      ['Binance EN', 'Important Notice: Sunset of Binance Auto-Invest Daily Plans'],
      ['Binance EN', 'Binance Simple Earn Locked Products Now Accept Subscription from Corporate Accounts'],
      ['Binance EN', 'Binance Convert Integrates Simple Earn to Let Users Earn Rewards on Idle Balances'],
      ['Binance EN', 'XYZ Now Distributed as Weekly Rewards'],
      ['Binance EN', 'Binance Will Discontinue the Dual Investment Savings Plan'],
      ['Binance CN', '币安理财奖励发放公告'],
    ]);
    each('promotion', [
      ['Binance EN', 'Limited-Time Fee Reduction: Deposit EUR via SEPA, Fee Now at 0.5%'],
      ['Binance EN', 'Your First Futures Trade, Loss-Free'],
      ['Binance EN', 'Binance Simple Earn: Subscribe to XYZ Locked Products and Enjoy up to 20% APR'],
      ['Binance EN', 'Binance Soft Staking Now Supports XYZ'],
    ]);
  });

  it('reads a wallet\'s booster campaign and Bitget\'s launch platforms as launch platforms, and a named merge as a network upgrade', () => {
    each('launch-platform', [
      ['Binance EN', 'Participate in the Exclusive Xyz (XYZ) Booster Campaign on Binance Wallet'],
      ['Bitget', 'Bitget LaunchX: Xyz Protocol (XYZ) subscription opens'],
      ['Bitget', 'Bitget LaunchHub: commit BGB to get XYZ'],
      ['Binance EN', 'Binance Wallet Exclusive TGE: Xyz Protocol (XYZ)'],
      ['Binance CN', '币安钱包独家TGE：Xyz (XYZ)'],
    ]);
    // An Earn booster programme is an Earn offer.
    expect(read('Binance EN', 'Binance XYZ Booster Program: Enjoy Up to 20% APR with XYZ Flexible Products')?.kind).toBe('promotion');
    // A wallet's product introduced, naming no coin, launches nothing.
    expect(read('Binance EN', 'Introducing the Pre-TGE Prime Sale Edition on Binance Wallet')?.kind).toBe('other');
    each('network-upgrade', [
      ['Bybit', 'Notice About the Upcoming Ethereum Merge'],
      ['Binance EN', 'Binance Will Support the Xyz Network Merge'],
    ]);
  });

  it('reads the fifth round\'s decoys as no listing: contests, staking and Earn products launched, lists a product shows, votes, celebrations, fees waived', () => {
    each('promotion', [
      ['Binance EN', 'Binance Futures Will Launch USDⓈ-M XYZ Trading Competition: Share 60,000 USDT'],
      ['Bybit', 'Bybit Derivatives Will Launch XYZ Trading Contest: Share 100,000 USDT'],
      ['KuCoin', 'KuCoin Futures Will Launch XYZ Futures Trading Battle With 50,000 USDT Prize Pool'],
      ['Gate', 'Gate.io Launches USDT Settled Perpetual Contract Trading Competition with New Year Lucky Draw'],
      ['KuCoin', 'XYZ Trading Tournament: $50,000 in XYZ Are Up for Grabs!'],
      ['Binance EN', 'XYZ Staking Now Live on Binance Earn With Up to 4% APR'],
      ['Binance EN', 'Binance Launches XYZ Staking With Up to 12% APR'],
      ['Kraken', 'Kraken Staking Now Available for Xyz (XYZ)'],
      ['KuCoin', 'KuCoin Earn Lists New Staking Product for Xyz (XYZ)'],
      ['Binance CN', '币安理财上线 XYZ 活期产品'],
      ['Binance EN', 'Celebrate the XYZ Listing: Trade to Share $100,000 Worth of XYZ'],
      ['MEXC', 'MEXC Launches 0-Fee Futures Trading for XYZUSDT and ABCUSDT'],
      ['OKX', 'Futures Trading Fee Waived for 7 Days'],
      ['Binance EN', 'Binance Academy Learn & Earn: Discover Xyz (XYZ) and Share 300,000 XYZ'],
    ]);
    each('other', [
      ['Binance EN', 'Binance NFT Lists New Collection From BNB Chain Creators'],
      ['Binance EN', 'Binance Square Lists Top 10 Creators Writing About XYZ and ABC'],
      ['Bitget', 'Bitget Lists Its Proof of Reserves for BTC, ETH and USDT'],
      ['Binance EN', 'Binance Lists New Fiat Channels for Buying XYZ in Brazil'],
      ['Kraken', 'Kraken Launches Kraken Wallet With Support for Ethereum, Solana and Bitcoin'],
      ['KuCoin', 'KuCoin GemVote: Vote for ABC, DEF or XYZ to Be Listed on KuCoin'],
      ['Binance EN', 'Binance Ends Zero Maker Fee Promotion on XYZ Spot and Margin Trading Pairs'],
      ['Binance EN', 'Binance Options Upgrade: XYZ Options Writing and New Advanced Features Now Live'],
    ]);
    each('network-upgrade', [
      ['Bybit', 'Bybit Will Support the Xyz (XYZ) Dencun Upgrade'],
      ['OKX', 'OKX Will Support the Abc (ABC) to Xyz (XYZ) Migration'],
    ]);
    // What stays a listing: a contract launched with its leverage, a listing with a prize pool after it, a vote's results joined to it.
    expect(read('Binance EN', 'Binance Futures Will Launch USDⓈ-M XYZUSDT Perpetual Contract With Up to 50x Leverage')?.kind).toBe('futures-listing');
    expect(read('WEEX', 'New Listing: XYZ/USDT — Grab a Share of the 1,000 USDT Prize Pool!')?.kind).toBe('spot-listing');
    expect(read('Binance EN', 'Binance Will List Xyz (XYZ) with Seed Tag Applied')?.kind).toBe('spot-listing');
  });

  it('reads a staked or wrapped coin\'s ticker in capitals and small letters, and the larger exchanges\' own names', () => {
    expect(read('WEEX', 'New Listing: stXYZ/USDT — Grab a Share of the 1,000 USDT Prize Pool!')).toMatchObject({ kind: 'spot-listing', coins: ['STXYZ'] });
    expect(read('Binance EN', 'Binance Will List Staked Xyz (stXYZ)')).toMatchObject({ kind: 'spot-listing', coins: ['STXYZ'] });
    // One capital is a name's, and an exchange's name is none of the notice's coins.
    expect(read('Binance EN', 'Binance Will List Xyz (XYZ) (Beta)')?.coins).toEqual(['XYZ']);
    expect(read('Bitget', 'Xyz (XYZ) Now Listed on Bitget (KuCoin)')?.coins).toEqual(['XYZ']);
    expect(read('DigiFinex', 'Xyz (XYZ) to be Listed on DigiFinex!')?.kind).toBe('spot-listing');
  });

  it('reads every large exchange\'s own launch platform by its public name, and a listing said before one as the listing', () => {
    each('launch-platform', [
      ['KuCoin', 'KuCoin GemPool Launches Xyz (XYZ): Stake KCS to Earn XYZ'],
      ['KuCoin', 'KuCoin Spotlight: Xyz Protocol (XYZ) Token Sale'],
      ['KuCoin', 'KuCoin BurningDrop: Xyz (XYZ)'],
      ['MEXC', 'MEXC Kickstarter: Vote for Xyz (XYZ) to Get Airdrops'],
      ['HTX', 'HTX Primelist: Xyz (XYZ)'],
      ['Gate', 'Gate.io Startup: Xyz (XYZ) Free Offering'],
      ['Gate', 'Xyz (XYZ) IEO on Gate'],
    ]);
    // Huobi Prime's listings opened trading: the listing is said first.
    expect(read('HTX', 'Huobi Global Will List Xyz (XYZ) on Huobi Prime')?.kind).toBe('spot-listing');
  });

  it('reads the classes the fourth round showed: older margin and pair forms, leveraged tokens, a listing said before its launch platform, a discount sale that opens trading', () => {
    each('new-markets', [
      ['Binance EN', 'Xyz (XYZ) Enabled on Binance Isolated Margin'],
      ['Binance EN', 'Isolated Margin Trading for XYZ and ABC Enabled on Binance'],
      ['Binance EN', 'Cross Margin Trading for XYZ Enabled on Binance'],
      ['Binance EN', 'Binance Enables Isolated Margin Trading for XYZ, ABC and DEF'],
      ['Binance EN', 'New BUSD Trading Pairs Enabled on Binance Margin Trading'],
      ['Binance EN', 'Binance Adds Multiple USDT Trading Pairs'],
      ['Binance EN', 'Multiple BUSD and USDT Trading Pairs Added on Binance'],
      ['Binance EN', 'Binance Opens XYZ/ETH Trading Market'],
    ]);
    each('spot-listing', [
      ['Binance EN', 'Binance Will List XYZUP and XYZDOWN Binance Leveraged Tokens'],
      ['Binance EN', 'Binance Lists Leveraged Tokens: XYZBULL & XYZBEAR'],
      ['Binance EN', 'Binance Lists Xyz (XYZ) and Completes Distribution for Successful Launchpad Participants'],
      ['Binance EN', 'Binance Will List Xyz (XYZ) in the Innovation Zone. Purchase XYZ Tokens with BNB at a 30% Discount Using the Launchpad Subscription Format!'],
      ['Binance EN', 'Binance Completes the Xyz Discount Sale and Will Open Trading for XYZ'],
      ['Binance EN', 'Binance To Open Trading For Xyz (XYZ)'],
    ]);
    each('futures-listing', [
      ['Binance EN', 'Binance Will Launch an XYZ/USD Coin-Margined Perpetual Contract With Up to 50x Leverage and List XYZUP & XYZDOWN Binance Leveraged Tokens'],
      ['Binance EN', 'Binance Futures Will List Coin-Margined Quarterly Futures Contracts'],
    ]);
    // A launch platform said first, or a listing only in launching words, stays the platform.
    expect(read('Binance EN', 'Introducing Xyz (XYZ) on Binance Launchpool! Farm XYZ by Staking BNB')?.kind).toBe('launch-platform');
    expect(read('Binance EN', 'Binance Will Launch the Xyz (XYZ) Launchpool')?.kind).toBe('launch-platform');
  });

  it('reads the other exchanges\' forms the fourth round showed, and Binance Alpha only by its name', () => {
    each('futures-listing', [
      ['BingX', 'BingX Adds XYZUSDT for Perpetual Futures'],
      ['BingX', 'BingX Adds XYZUSDT, ABCUSDT  for Perpetual Futures'],
      ['Bitunix', 'Bitunix to Launch XYZ/USDT in Perpetual Futures'],
      ['OKX', 'OKX to list XYZUSD X-Perp'],
    ]);
    each('spot-listing', [
      ['BingX', 'XYZ Migration to BingX Spot'],
      ['Bitget', 'Notice of the official listing of XYZ/USDT on Bitget'],
      ['LBank', 'XYZ (XYZCOIN Token) Will Be Listed in LBank Innovation Zone'],
      ['Bitget', 'Bitget Will List Alpha Xyz Token (XYZ). Come and grab a share of 10,000 XYZ!'],
    ]);
    expect(read('BingX', 'BingX Pre-Launch Futures Has Launched XYZUSDT')?.kind).toBe('launch-platform');
    expect(read('Bitget', 'New spot margin trading pair — XYZ/USDT!')?.kind).toBe('new-markets');
    // A coin named Alpha is no Binance Alpha, in Chinese as in English; 币安Alpha still is.
    expect(read('Binance CN', '币安将上线Alpha Xyz (XYZ)')?.kind).toBe('spot-listing');
    expect(read('Binance CN', '币安Alpha将上线Xyz (XYZ)')?.kind).toBe('launch-platform');
    expect(read('LBank', 'XYZ (XYZCOIN Token) Will Be Listed in LBank')?.coins).toEqual(['XYZ']);
  });

  it('reads a title as written when a relay opens it with a tag, an emoji or a word and colon, or writes it in capitals', () => {
    for (const opened of ['[Update] XYZ Now Available', '【公告】XYZ Now Available', 'Notice: XYZ Now Available', '📢 🚨 XYZ Now Available', 'Just in: XYZ Now Available', 'XYZ NOW AVAILABLE']) {
      expect(read('OKX', opened), opened).toMatchObject({ kind: 'spot-listing', coins: ['XYZ'] });
    }
    // The opener's words still count for the kind: a tag saying delisting is read with the rest.
    expect(read('Binance EN', 'Listing: XYZ Token (XYZ)')?.kind).toBe('spot-listing');
    // In capitals, the words after a notice's verbs are its grammar, not tickers; a ticker there still is one.
    expect(read('Binance EN', 'BINANCE ADDS NEW JPY SPOT TRADING PAIRS AND LAUNCHES ZERO MAKER FEE PROMOTION')).toMatchObject({ kind: 'new-markets', coins: [] });
    expect(read('Binance EN', 'BINANCE MARGIN WILL ADD NEW PAIRS')?.coins).toEqual([]);
    expect(read('Binance EN', 'BINANCE WILL DELIST AERGO, AST & LINA')).toMatchObject({ kind: 'delisting', coins: ['AERGO', 'AST', 'LINA'] });
    expect(read('Binance EN', 'BINANCE ADDS MARGIN TRADING FOR XYZ')).toMatchObject({ kind: 'new-markets', coins: ['XYZ'] });
    // A coin's name before its ticker in brackets, in capitals, is still its name: no coin of its own.
    for (const [shouted, written] of [
      ['BINANCE WILL LIST ETHENA (ENA)', 'Binance Will List Ethena (ENA)'],
      ['BITGET WILL LIST ALPHA XYZ TOKEN (XYZ)', 'Bitget Will List Alpha Xyz Token (XYZ)'],
    ] as const) {
      const source = shouted.startsWith('BITGET') ? 'Bitget' : 'Binance EN';
      expect(read(source, shouted), shouted).toEqual(read(source, written));
    }
    // A title of 300 characters of openers is read in bounded time and names nothing.
    expect(read('OKX', '[a] 📢 '.repeat(60))?.coins).toEqual([]);
  });

  it('reads the sixth round\'s older Chinese forms: first listings and openings, pairs listed, campaigns in a leading tag, contests and point cards, mainnet mapping, wallet work', () => {
    each('spot-listing', [
      ['HTX', '火币全球专业站1月29日17:30全球首发Xyz Network (XYZ)'],
      ['HTX', '火币全球专业站将于4月28日12:00 Xyz(XYZ)开盘交易'],
      ['HTX', '【交易瓜分18888XYZ】火币全球专业站1月14日14:30上线Xyz Coins (XYZ)'],
      ['HTX', '【XYZ交易排名赛】火币全球专业站1月5日14:30上线XyzCoin(XYZ)'],
      ['HTX', '12月4日上线Xyz (XYZ)【价值400万元福利等你拿】'],
      ['Coinbase', 'Xyz Chain (XYZ) is launching on Coinbase Pro'],
    ]);
    each('new-markets', [
      ['HTX', '火币全球专业站将于1月26日18:00上线XYZ/USDT交易'],
      ['HTX', '火币专业站12月5日上线XYZ/USDT和ABC/USDT交易'],
      ['HTX', '火币全球专业站将于1月5日16:00开放XYZ/USDT杠杆交易'],
    ]);
    each('promotion', [
      ['HTX', 'XYZ交易排名赛 TOP10000都有奖'],
      ['HTX', '火币全球专业站将于1月24日10:00发布点卡套餐并赠送火币全球通用积分（HT）'],
      ['HTX', '杠杆免息周 点卡疯狂送'],
    ]);
    each('other', [
      ['HTX', '火币新年买卖XYZ送币活动1月7日名单公示'],
      ['HTX', '火币全球专业站关于购手续费点卡套餐送HT活动结束的公告'],
      ['HTX', '火币全球专业站关于XYZ开盘延迟的公告'],
      ['HTX', 'Xyz（XYZ）充值开放时间延迟至18:00'],
      ['Gate', 'Gate 關於下架部分代幣借貸功能的公告'],
      ['OKX', '欧易关于双币赢结算体验升级的公告'],
    ]);
    each('network-upgrade', [
      ['HTX', '火币全球专业站关于支持XYZ主网映射的公告'],
      ['Gate', 'gate.io将为Xyz（XYZ）用户兑换主网资产公告'],
      ['HTX', '关于Xyz现金简写XYZ变更为ABC的公告'],
    ]);
    each('transfers-suspended', [
      ['HTX', '火币全球专业站关于XYZ钱包升级的说明'],
      ['HTX', '火币全球专业站11月10日22:00进行钱包系统维护，交易正常'],
    ]);
    each('transfers-resumed', [['HTX', '火币全球专业站关于恢复XYZ充值业务并开启XYZ换币通道的公告']]);
    each('launch-platform', [['Binance EN', 'Binance Futures Will Launch XYZUSDT USDⓈ-Margined Perpetual Contract Pre-IPO Trading']]);
    // A debut lists only as the exchange's world premiere (全球首发), and a product's (a wallet's, a card's, a new product's) lists nothing.
    each('launch-platform', [['Binance EN', '币安钱包首发XYZ独家TGE活动']]);
    for (const title of ['Binance Wallet 首发 XYZ (XYZ) TGE', '欧易Web3钱包首发XYZ (XYZ)', '新品首发：币安卡 XYZ (XYZ)', '火币全球专业站开放XYZ (XYZ)充值']) {
      expect(listingKinds, title).not.toContain(read('Binance EN', title)?.kind);
    }
    // A coin's name says nothing of the notice where its ticker starts it ("Perpetual Protocol (PERP)").
    each('spot-listing', [
      ['Coinbase', 'Abc Chain (ABC) and Perpetual Protocol (PERP) are now available on Coinbase'],
      ['Binance EN', 'Binance Will List Launchpool Token (LAUNCH)'],
      ['OKX', 'OKX to list Margin Finance (MARGIN) for spot trading'],
    ]);
    each('futures-listing', [['Binance EN', 'Binance Futures Will Launch USDⓈ-M XYZ Perpetual Contract (XYZ)']]);
    each('transfers-suspended', [
      ['Coinbase', 'Delayed Sends - Solana Network'],
      ['Coinbase', 'Delayed Sends and Receives - XYZ (Xyz Network)'],
      ['Coinbase', 'Delayed Transactions - Optimism'],
    ]);
    each('launch-platform', [['Binance EN', 'Binance Futures Will Launch XYZUSDT USDⓈ-Margined Pre-IPO Perpetual Contract']]);
    // A mainnet launched opens no market; Kraken's tickers before "is available for trading" are the coins listed.
    each('network-upgrade', [
      ['Gate', 'gate.io全球首家上线Xyz链（XYZ）主网并为用户提供旧币兑换'],
      ['Binance EN', 'Binance Will Support the Xyz (XYZ) Mainnet Launch'],
    ]);
    each('spot-listing', [
      ['Kraken', 'XYZ is available for trading!'],
      ['Kraken', 'XYZ, ABC and DEF are available for trading!'],
    ]);
    expect(read('Kraken', 'XYZ, ABC and DEF are available for trading!')?.coins).toEqual(['XYZ', 'ABC', 'DEF']);
    // English names a new coin's pairs in its listing: the words decide, the pair alone adds no market.
    each('spot-listing', [['OKX', 'OKX to list XYZ/USDT (Xyz Protocol) for spot trading']]);
    each('futures-listing', [['Binance EN', 'Binance Futures Will Launch XYZ/USDT Perpetual Contract With Up to 50x Leverage']]);

    // The decoys and hidden listings the sixth round's words invited, by class.
    // A campaign past the listing's clause (a comma, a 【tag】, 并) is the listing's; one in the launching word's clause is what launches.
    each('spot-listing', [
      ['HTX', '火币全球站上线Xyz (XYZ)，送出10万XYZ'],
      ['HTX', '火币全球站上线Xyz (XYZ)【瓜分10万XYZ】'],
      ['HTX', '火币全球站上线Xyz (XYZ) [有奖答题]'],
      ['HTX', '火币全球专业站全球首发Xyz (XYZ)，豪送100万XYZ'],
      ['HTX', '火币全球站上线Xyz (XYZ)并开启交易赛'],
      ['OKX', '欧易OKX上线Xyz (XYZ) 并送出欧易OKX专属NFT赛车'],
      ['HTX', '火币全球站首发上线Xyz (XYZ)，开盘即送红包'],
    ]);
    each('promotion', [
      ['HTX', '火币全球站上线XYZ/USDT交易赛'],
      ['HTX', '火币全球站开启【Xyz (XYZ)全球大使】第二季招募活动'],
      ['HTX', '火币全球站Xyz (XYZ)开盘首日交易量排名赛'],
    ]);
    // Deposits or a tool said past the listing's clause leave the listing; deposits opened in a launching word's clause are a new transfer path.
    // A product's name anywhere makes the launching words its own ("Now Live - Exclusively on Binance Wallet").
    each('spot-listing', [
      ['HTX', '火币全球站上线Xyz (XYZ)，开放网格交易'],
      ['HTX', '火币全球站上线Xyz (XYZ)并开放充值'],
      ['OKX', '欧易将上线 Xyz (XYZ) 并开放充提'],
      ['HTX', '火币全球站上线XYZ/USDT交易并开放充值'],
    ]);
    each('other', [
      ['HTX', '火币全球站开启Xyz (XYZ)充值'],
      ['HTX', '火币全球站关于开启Xyz (XYZ)充提的公告'],
      ['Binance EN', 'Xyz (XYZ) Now Live - Exclusively on Binance Wallet'],
      ['Binance EN', 'Now Live: Xyz (XYZ) on Binance Wallet'],
      ['OKX', 'Xyz (XYZ) 现已上线，欧易钱包专享'],
      ['Bybit', 'Xyz (XYZ) Now Live! Copy Trading Available'],
    ]);
    each('promotion', [['Binance EN', 'Xyz (XYZ) Now Available - Binance Pay']]);
    // Several pairs said after a Chinese listing word add markets, as one does.
    each('new-markets', [
      ['HTX', '火币全球站上线XYZ/USDT、XYZ/BTC交易'],
      ['HTX', '火币全球站上线XYZ/USDT及XYZ/BTC交易'],
      ['HTX', '火币全球站上线XYZ/USDT，XYZ/BTC和XYZ/ETH交易'],
    ]);
    // A listing's time changed lists nothing yet; an opening or debut price is a number, a guess at it a contest.
    each('other', [
      ['HTX', '关于Xyz (XYZ)开盘时间变更的公告'],
      ['HTX', '关于Xyz (XYZ)上线时间变更的公告'],
      ['HTX', '火币全球站Xyz (XYZ)开盘时间更改通知'],
      ['HTX', '火币全球站XYZ/USDT交易对开盘时间提前'],
      ['Binance EN', 'Binance Will List Xyz (XYZ) (Time Update)'],
      ['Binance EN', 'Xyz (XYZ) Available for Trading: Time Change'],
      ['HTX', '火币全球站Xyz (XYZ)首发价格公布'],
    ]);
    each('promotion', [
      ['HTX', '火币全球站Xyz (XYZ)开盘价竞猜活动'],
      ['HTX', '火币全球站猜Xyz (XYZ)开盘价，赢取大奖'],
      ['HTX', 'Xyz (XYZ)开盘竞猜有奖'],
    ]);
    // OTC and fiat trading are P2P markets, whatever they list or debut.
    each('other', [
      ['HTX', '火币OTC上线Xyz (XYZ)'],
      ['HTX', '火币OTC首发Xyz (XYZ)交易'],
      ['HTX', '火币全球站法币交易上线Xyz (XYZ)'],
      ['Binance EN', 'Xyz (XYZ) Available for Trading on Binance OTC'],
    ]);
    // A product debuted or launched (collectibles, cards, mining machines, Earn, grid bots, a mainnet, a chain) lists no market.
    each('other', [
      ['HTX', '火币全球站首发Xyz (XYZ)数字藏品'],
      ['HTX', '火币全球站首发Xyz (XYZ)联名卡'],
      ['HTX', '火币全球站首发Xyz (XYZ)矿机'],
      ['Bybit', 'USDT-Margined Xyz (XYZ) Grid Bot Launching on Bybit'],
      ['Coinbase', 'Xyz (XYZ) is launching on Base'],
      ['Bybit', 'Xyz (XYZ) Vaults Launching on Bybit Earn'],
    ]);
    each('promotion', [
      ['Binance EN', '币安理财首发Xyz (XYZ)定期'],
      ['Gate', 'Gate.io 首发 Xyz (XYZ) 理财，年化 20%'],
      ['Gate', 'Gate.io 全球首发 Xyz (XYZ) 空投糖果'],
      ['HTX', '【送币】火币全球站开启Xyz (XYZ)网格交易'],
      ['HTX', '【有奖】火币全球站开启Xyz (XYZ)定投'],
      ['Binance EN', 'Xyz (XYZ) Staking Launching on Binance Earn'],
    ]);
    // Candy paid out (糖果分发) is a payout, as 发放 is.
    each('other', [['HTX', '火币全球专业站关于Xyz (XYZ)糖果分发的说明']]);
    each('network-upgrade', [['Coinbase', 'Xyz (XYZ) Mainnet Launching on March 1: Coinbase Will Support the Upgrade']]);
    each('spot-listing', [['Kraken', 'Xyz (XYZ) trading launching on Kraken']]);
    // A pair opened to a tool or a programme (grid trading, an API, copy trading, a feature, sub-accounts, market makers, fees) adds no market.
    each('other', [
      ['HTX', '火币全球站子账户开放杠杆交易功能'],
      ['HTX', '火币全球站开放Xyz (XYZ)/USDT交易对网格交易'],
      ['HTX', '火币全球站开放Xyz (XYZ)/USDT交易对API交易'],
      ['HTX', '火币全球站开放Xyz (XYZ)/USDT交易对跟单'],
      ['Binance EN', 'Binance Adds XYZ/USDT Trading Pair to Trading Bots'],
      ['Binance EN', 'Binance Enables Margin Trading for Sub-Accounts'],
    ]);
    each('promotion', [
      ['HTX', '火币全球站开放Xyz (XYZ)/USDT交易对做市商申请'],
      ['HTX', '火币全球站开放Xyz (XYZ)/USDT交易对手续费折扣'],
    ]);
    each('new-markets', [['HTX', '火币全球站开放Xyz (XYZ)杠杆交易']]);
  });

  it('reads the seventh round\'s forms: a named coin\'s trading stopped as a delisting (not a delay, transfers or a network\'s work), and exchanges by the names they went by', () => {
    each('delisting', [
      ['Bitget', 'Bitget announcement on suspending XYZ (XYZ) trading'],
      ['CoinEx', '关于暂停XYZ3L/USDT ，XYZ3S/USDT交易的公告'],
      ['HTX', '火币Pro暂停XYZ (XYZ)交易的公告'],
      ['Bitget', 'Bitget Spot Margin Announcement on Suspension of XYZ/USDT Margin Trading Services'],
    ]);
    each('transfers-suspended', [['Binance EN', 'Binance Will Suspend Xyz (XYZ) Deposits and Withdrawals']]);
    each('network-upgrade', [['Binance EN', 'Trading of XYZ paused for the Xyz (XYZ) network upgrade']]);
    expect(read('Binance EN', 'Binance Will Delay Trading of Xyz (XYZ)')?.kind).not.toBe('delisting');
    expect(read('Binance EN', 'Trading paused during system maintenance')?.kind).not.toBe('delisting');
    for (const [source, exchange] of [['BitMart', 'Bitmart'], ['BitMax', 'AscendEX'], ['XT', 'XT.COM'], ['BigONE', 'BigONE'], ['ZB', 'ZB'], ['Bittrex', 'Bittrex']]) {
      expect(read(source!, 'Listing of Xyz (XYZ)')?.exchange, source).toBe(exchange);
    }
  });

  it('reads the last round\'s attack by class: a conversion channel or margin adds markets, a pair opened is a market, a product past a trading clause leaves the listing, a name after 上线 names a coin', () => {
    each('new-markets', [
      ['Binance EN', 'Xyz (XYZ) Now Available for Trading on Binance Convert'],
      ['Binance EN', 'Xyz (XYZ) Is Now Available on Binance Convert'],
      ['Binance EN', 'Xyz (XYZ) Available for Trading on Binance Margin'],
      ['OKX', '欧易将开放XYZ/USDT交易'],
      ['OKX', '欧易将开放XYZ/USDT、XYZ/BTC交易'],
    ]);
    // Conversion joined after the listing's clause (并) is the listing's extra.
    each('spot-listing', [
      ['MEXC', '【首发上线】MEXC 将于创新区上线 Xyz (XYZ) 并支持闪兑服务'],
      ['OKX', '欧易上线XYZ交易，OKX Wallet同步支持'],
      ['Binance EN', 'Binance Will Launch Xyz (XYZ) Spot Trading, Binance Wallet Users Get Early Access'],
      ['OKX', '欧易OKX关于上线Kcash的公告'],
      ['Gate', 'gate.io上线Dock交易公告'],
    ]);
    // A pair opened to a tool, a product's launch with no trading in its clause, an exchange after 上线: no listing.
    each('other', [
      ['OKX', '欧易将开放XYZ/USDT网格交易'],
      ['Binance EN', 'Xyz (XYZ) Now Live, Deposit via Binance Wallet'],
      ['Bitget', '多个新项目即将上线Bitget创新区'],
    ]);
  });

  it('reads this round\'s classes: exchanges ccxt trades on and futures venues, a listing written as a noun, a re-listing, an update to a listing, a coin launched on an exchange named after 上线, Earn alone, token sales, a delisting out of a tool', () => {
    for (const source of ['Bullish', 'BTCTurk', 'Indodax', 'Coincheck', 'CME', 'Coinbase Derivatives', 'GX.COM', '10000EX']) expect(read(source, 'Listing of Xyz (XYZ)')?.exchange, source).toBe(source);
    each('futures-listing', [
      ['Coinbase Derivatives', '2025-03 Listing of Xyz (XYZ) Futures'],
      ['CME', 'Initial Listing of the Micro Xyz (XYZ) Futures Contract'],
    ]);
    each('spot-listing', [
      ['GX.COM', 'XYZ重磅上线GX.COM'],
      ['OKX', 'XYZ正式上线OKX'],
      ['LOEx', 'LOEx国际站6月24日14:00上线XYZ'],
    ]);
    each('spot-listing', [['Coinbase', 'Coinbase will re-enable trading for Xyz (XYZ) on the Xyz network.']]);
    // Earn alone is a product a coin joins; with a market named, the markets are added.
    each('promotion', [['Binance EN', 'Binance Will Add Xyz (XYZ) on Earn'], ['Binance EN', 'Binance Will Add Xyz (XYZ) on Earn (2026-01-05)']]);
    each('new-markets', [['Binance EN', 'Binance Adds Xyz (XYZ) on Earn, Buy Crypto, Convert & Margin']]);
    each('launch-platform', [
      ['Coinbase', 'The ideal way to launch – introducing token sales on Coinbase'],
      ['Bybit', 'Bybit Web3 IDO: Xyz (XYZ)'],
      ['Gate', 'Gate 初创板 Startup 上线 XYZ'],
    ]);
    // Out of a product or a tool where no market is named, nothing is delisted; a payout offers nothing to join.
    each('delisting', [
      ['Robinhood', 'Robinhood is removing Xyz (XYZ)'],
      ['Bitget', 'Bitget announcement: Delisting of XYZUSDT for futures trading and futures trading bots'],
    ]);
    each('other', [
      ['Binance EN', 'Binance Will Remove Xyz (XYZ) from Auto-Invest'],
      ['Binance EN', 'Binance Pay Will Remove Support for Xyz (XYZ)'],
      ['Binance EN', 'Binance Gift Card Will Remove Support for Xyz (XYZ)'],
      ['Bybit', 'Bybit Will Remove Xyz (XYZ) from Copy Trading'],
      ['Binance EN', 'Binance Will Delist Certain Fiat Channels'],
      ['Binance EN', 'Binance Completes the Distribution of Xyz (XYZ) Rewards'],
      ['OKX', 'OKX updates the listing of Xyz (XYZ) for spot trading'],
      ['Binance EN', 'Update on the Listing of Xyz (XYZ)'],
    ]);
    expect(read('OKX', 'XYZ正式上线OKX')?.coins).toEqual(['XYZ']);
  });

  it('reads the eighth round\'s classes: rules of delisting, dated futures listed and sunset, Earn products, a contest on a pre-market', () => {
    each('other', [
      ['Allcoin', '[Delisting Rules] Delisting Rules of Allcoin Trading Markets and Tokens'],
      ['BitMart', 'An announcement of rules governing suspension and delisting of trading pairs'],
      ['Gate', 'Update on Changes to Auto-Settlement Price Calculation in a Perpetual Contract Delisting Event'],
      ['OKX', 'USDT on Xyz delisting from Onchain Earn'],
    ]);
    each('futures-listing', [['BitMEX', 'New XYZ and ABC Monthly Futures'], ['BitMEX', 'New XYZ Quarterly Futures']]);
    each('delisting', [['BitMEX', 'Sunsetting of the XYZ and ABC Futures, and Early Settlement of the XYZUSD Perpetuals']]);
    each('promotion', [
      ['OKX', 'OKX Flash Earn is Now Live'],
      ['Gate', 'XYZ Pre-Market Futures Trading Challenge, Share 200,000 USDT'],
      ['Binance EN', 'Binance Launchpool Trading Competition: Trade XYZ to Share 100,000 XYZ'],
      ['Gate', 'Gate 盘前交易挑战赛：瓜分 10 万 USDT'],
    ]);
    // A launch with its rules announced beside it is the launch.
    each('launch-platform', [['Gate', 'Gate.io Startup Free Offering: Xyz (XYZ) and Announcement of Free Distribution Rules']]);
  });

  it('reads the probes\' classes: a coin listed on a product or live on a DEX lists nothing; a contract launched or headed "New Perpetual Contract:" lists', () => {
    each('other', [
      ['Binance EN', 'Binance Lists Xyz (XYZ) on Binance NFT'],
      ['OKX', 'Xyz (XYZ) now live on OKX DEX'],
      ['Binance EN', 'New Contract Specifications for XYZUSDT Perpetual'],
    ]);
    each('futures-listing', [
      ['KuCoin', 'KuCoin Futures Has Launched XYZUSDT Perpetual Contract'],
      ['Bybit', 'New Perpetual Contract: XYZUSDT'],
    ]);
    // A product's name elsewhere, or a spot market on it, leaves the listing.
    each('spot-listing', [
      ['Binance EN', 'Binance Will List Xyz (XYZ) & Enable Trading Bots Services on Binance Spot'],
      ['Bitget', 'Bitget Will List Xyz (XYZ) in the Innovation and NFT Zone!'],
    ]);
    each('promotion', [['Binance EN', 'New Perpetual Contract Trading Competition: Share $100,000']]);
  });

  it('reads the second written round\'s classes: delistings out of Earn and loans, pairs that have been added, listing as a heading\'s verb, staking and fee offers, cancelled and paused plans, Earn in a Chinese list of markets', () => {
    each('other', [
      ['OKX', 'OKX to delist XYZ from Flexible Loan'],
      ['KuCoin', 'KuCoin Will Delist XYZ from KuCoin Earn'],
      ['Binance EN', 'New Futures Requirement: Complete the Updated Futures Quiz Before Trading'],
      ['MEXC', 'MEXC 关于取消XYZ上线计划的公告'],
      ['HTX', 'HTX 关于XYZ暂缓下架的公告'],
    ]);
    each('new-markets', [['HTX', 'HTX Has Added XYZ/USDC and XYZ/BTC Trading Pairs'], ['Binance CN', '币安将在赚币、币安闪兑和杠杆上线XYZ']]);
    each('futures-listing', [['Binance CN', '币安将在赚币、币安闪兑、杠杆和合约上线XYZ']]);
    each('spot-listing', [['Kraken', 'Kraken listing XYZ: Trading starts December 3']]);
    each('promotion', [
      ['Kraken', 'Kraken Staking: XYZ Now Available for On-Chain Staking'],
      ['Upbit', 'Upbit Launches Staking Service for XYZ'],
      ['Coinbase', 'Coinbase One: 0% trading fees on XYZ through March 1'],
      ['Upbit', 'XYZ KRW Market Trading Event'],
    ]);
  });

  it('reads the attack round\'s classes: dated futures only in a "New …" heading, a launch that is a tool\'s, a vote to re-list, trading re-enabled after a stop, listings and delistings called off, "listing" heading a topic, a delisting with its products\' closing joined after it, a market named before a DEX', () => {
    each('other', [
      ['BitMEX', 'Settlement of the XYZ Quarterly Futures'],
      ['Binance EN', 'Binance Futures Will Update Leverage and Margin Tiers of XYZ Quarterly Futures'],
      ['BitMEX', 'XYZ Monthly Futures Expiry and Rollover'],
      ['OKX', 'Adjustment of position limits for XYZ monthly futures'],
      ['Bybit', 'Bybit Has Launched Copy Trading for XYZ'],
      ['KuCoin', 'KuCoin Has Launched Grid Trading for XYZ/USDT'],
      ['Binance EN', 'Vote to Relist Xyz (XYZ) on Binance'],
      ['Coinbase', 'Coinbase will re-enable trading for Xyz (XYZ) following the network upgrade'],
      ['Coinbase', 'Coinbase will re-enable trading for XYZ after the scheduled maintenance'],
      ['Binance EN', 'Binance Cancels the Listing of Xyz (XYZ)'],
      ['OKX', 'Cancellation of the listing of XYZ (Xyz Protocol) for spot trading'],
      ['Bybit', 'Listing of XYZ/USDT Rescheduled'],
      ['Upbit', '엑스와이지(XYZ) 신규 거래지원 취소 안내'],
      ['Bithumb', '엑스와이지(XYZ) 원화 마켓 상장 취소 안내'],
      ['Upbit', '엑스와이지(XYZ) 거래지원 종료 철회 안내'],
      ['Binance CN', '关于取消下架XYZ的公告'],
      ['Binance EN', 'Binance Cancels the Delisting of Xyz (XYZ)'],
      ['Binance EN', 'Cancellation of Xyz (XYZ) Delisting'],
      ['Kraken', 'KRAKEN LISTING SCHEDULE UPDATE'],
      ['Binance EN', 'NEW LISTING ANNOUNCEMENT POLICY'],
      ['Binance EN', 'New Listing AMA'],
      ['Bybit', 'APP正式上线Bybit'],
    ]);
    each('futures-listing', [['BitMEX', 'New XYZ Quarterly Futures'], ['BitMEX', 'New XYZ, ABC & DEF Monthly Futures'], ['BitMEX', 'New XYZ Monthly Futures: Trading Starts Friday']]);
    each('other', [['BitMEX', 'New XYZ Quarterly Futures Margin Tiers']]);
    each('spot-listing', [
      ['Coinbase', 'Coinbase will relist Xyz (XYZ)'],
      ['Kraken', 'Kraken listing XYZ: Trading starts December 3'],
      ['OKX', 'XYZ Now Available on OKX Spot and OKX DEX'],
      ['Bybit', 'Bybit将取消XYZ盘前交易，正式上线XYZ现货交易'],
    ]);
    each('delisting', [
      ['Bybit', 'Bybit Will Delist XYZ/USDT and Remove It From Grid Trading Bots'],
      ['Gate', 'Gate Will Delist XYZ and Cease Copy Trading and Grid Bot Services'],
      ['Binance CN', '关于下架XYZ交易对并终止网格交易的公告'],
      ['Binance EN', 'Binance Will Delist XYZ and Remove It from Simple Earn'],
      ['Binance EN', 'Binance Will Delist ABC, DEF & XYZ on 2026-01-05 (Including Auto-Invest Plans)'],
      ['OKX', 'OKX to delist XYZ; XYZ trading bots to be terminated'],
      ['Binance EN', 'Binance Will Delist XYZ and Cancel All Open Orders'],
      ['Binance CN', '币安将下架ABC，暂缓下架XYZ'],
    ]);
    expect(read('Kraken', 'Kraken listing XYZ: Trading starts December 3')?.coins).toEqual(['XYZ']);
    expect(read('Binance EN', 'New Listing AMA')?.coins ?? []).toEqual([]);
    expect(read('Bybit', 'APP正式上线Bybit')?.coins ?? []).toEqual([]);
  });

  it('reads the attack\'s second round: a vote on a listing, a listing denied or delayed, fees removed, a note in brackets, a tool joined after a market', () => {
    each('other', [
      ['Binance EN', 'Results of the Vote on the Listing of Xyz (XYZ)'],
      ['Binance EN', 'Binance Will Not Relist Xyz (XYZ)'],
      ['Bybit', 'Listing of XYZ/USDT Delayed'],
      ['Coinbase', 'Coinbase is removing the minimum order size for XYZ'],
      ['OKX', 'OKX 关于取消 XYZ 现货上线的公告'],
    ]);
    expect(read('Binance EN', 'Binance Will Remove Trading Fees for XYZ/USDT')?.kind).not.toBe('delisting');
    each('delisting', [['Upbit', '엑스와이지(XYZ) 거래지원 종료 안내 (미체결 주문 취소)'], ['OKX', 'OKX 关于下架 XYZ 并取消相关挂单的公告']]);
    each('spot-listing', [
      ['Upbit', '엑스와이지(XYZ) 신규 거래지원 안내 (기존 공지 취소)'],
      ['OKX', 'XYZ (Xyz) Now Available on OKX Spot, Web3 Wallet and OKX DEX'],
      ['Binance EN', 'Binance Will List Xyz (XYZ); Deposits Delayed on Arbitrum'],
    ]);
    each('futures-listing', [['Binance EN', 'XYZUSDT Perpetual Now Available on Binance Futures and Copy Trading']]);
    // A tool of the market itself is the tool's launch.
    each('other', [['Binance EN', 'Binance Launches Spot Copy Trading With Support for XYZ Pairs'], ['MEXC', 'MEXC Launches New Futures Grid Bot for XYZUSDT']]);
  });

  it('reads a coin listed first on a market, a product named later, as listed; a delisting with its Earn closing noted in brackets as a delisting', () => {
    each('spot-listing', [['Binance EN', 'Binance Lists Xyz (XYZ) in the Innovation Zone; Available in Buy Crypto']]);
    each('other', [['Binance EN', 'Binance Lists Xyz (XYZ) on Binance NFT; Trade It in Binance Spot']]);
    each('delisting', [['Binance EN', 'Binance Will Delist XYZ (Also Removed from Binance Earn)']]);
    // A self-custody wallet removing a coin's support leaves its market (rule 7); a market named with it is the delisting.
    each('other', [
      ['Robinhood', 'Robinhood is removing XYZ from Robinhood Wallet'],
      ['Coinbase', 'Coinbase Wallet is removing support for XYZ'],
      ['Binance EN', 'Binance Wallet Will Remove Support for Xyz (XYZ)'],
    ]);
    each('delisting', [['Kraken', 'Kraken is removing XYZ margin trading'], ['Binance EN', 'Binance Will Delist XYZ; Binance Wallet Support Unchanged']]);
    // A product opening the title lists on itself, as one after the exchange's name does.
    each('other', [['OKX', 'OKX DEX lists XYZ'], ['Binance EN', 'Binance NFT Lists XYZ Collection']]);
  });

  it('reads a pause said of another clause as leaving the listing, a Korean listing put off or moved as none, a Korean trading contest as a promotion', () => {
    each('spot-listing', [
      ['OKX', '欧易将上线XYZ现货交易，暂缓开放提币'],
      // A bracket after the listing notes its start put off: the labelled sets read the listing.
      ['Upbit', '엑스와이지(XYZ) 신규 거래지원 안내 (KRW, BTC, USDT 마켓) (거래지원 개시 시점 연기 안내)'],
    ]);
    each('other', [
      ['OKX', '欧易关于暂缓上线XYZ的公告'],
      ['Upbit', '엑스와이지(XYZ) 신규 거래지원 일정 변경 안내'],
      ['Bithumb', '엑스와이지(XYZ) 상장 연기 안내'],
      ['Upbit', '엑스와이지(XYZ) 거래지원 종료 연기 안내'],
    ]);
    each('promotion', [['Upbit', '엑스와이지(XYZ) 트레이딩 대회 개최'], ['Upbit', '엑스와이지(XYZ) 신규 거래지원 기념 트레이딩 대회']]);
    each('spot-listing', [['Upbit', '엑스와이지(XYZ) 신규 거래지원 안내 및 트레이딩 대회'], ['Bybit', '[Cancelled orders] Bybit Will List XYZ']]);
  });

  it('reads a cancel or postpone word set apart as a heading ("Cancelled: …", "(Postponed)", [已取消], (취소)) as calling off the whole title', () => {
    each('other', [
      ['Binance EN', 'Cancelled: Binance Will List Xyz (XYZ)'],
      ['Binance EN', 'Binance Will List Xyz (XYZ) (Cancelled)'],
      ['Binance EN', 'Binance Will List Xyz (XYZ) - Cancelled'],
      ['Kraken', 'Listing of XYZ: Cancelled'],
      ['Binance EN', '[Cancelled] Binance Will List Xyz (XYZ)'],
      ['Binance EN', 'Binance Will Delist XYZ - Postponed'],
      ['Binance EN', 'Binance Will Delist XYZ (Postponed)'],
      ['Upbit', '엑스와이지(XYZ) 신규 거래지원 안내 (취소)'],
      ['Upbit', '[취소] 엑스와이지(XYZ) 신규 거래지원 안내'],
      ['Binance CN', '【已取消】币安将上线XYZ'],
      ['Upbit', '엑스와이지(XYZ) 거래지원 종료 안내 (연기)'],
      // Put off anywhere, a delisting waits (as before the clause rule): only another delisting said apart is put off alone.
      ['Binance EN', 'Binance Will Delist XYZ on 2026-01-05, Postponed to 2026-01-12'],
      ['Binance EN', 'Delisting of XYZ: Postponed Until Further Notice'],
    ]);
    // A clause of several words is no heading: a note on something else.
    each('spot-listing', [['Upbit', '엑스와이지(XYZ) 신규 거래지원 안내 (기존 공지 취소)'], ['OKX', '欧易将上线XYZ现货交易，暂缓开放提币']]);
  });

  it('reads notices in Spanish, Portuguese, French, Russian, Ukrainian and Vietnamese by their own words, and their decoys as none', () => {
    each('spot-listing', [
      ['Binance EN', 'Binance listará Xyz (XYZ)'],
      ['OKX', 'OKX vai listar Xyz (XYZ) para negociação à vista'],
      ['Bybit', 'Bybit проведет листинг Xyz (XYZ) на споте'],
      ['Binance EN', 'Binance sẽ niêm yết Xyz (XYZ)'],
      ['Bitget', 'Bitget listera Xyz (XYZ)'],
    ]);
    each('futures-listing', [
      ['OKX', 'OKX listará el contrato perpetuo XYZUSDT'],
      ['Binance EN', 'Binance Futures ra mắt hợp đồng vĩnh cửu XYZUSDT'],
      ['Bybit', 'Bybit запускает бессрочный контракт XYZUSDT'],
    ]);
    each('delisting', [
      ['Binance EN', 'Binance hủy niêm yết Xyz (XYZ)'],
      ['OKX', 'OKX проведет делистинг Xyz (XYZ)'],
      ['MEXC', 'MEXC excluirá de la lista Xyz (XYZ)'],
      ['Bybit', 'Bybit делістинг Xyz (XYZ)'],
    ]);
    each('transfers-suspended', [['Binance EN', 'Binance tạm ngưng nạp và rút Xyz (XYZ)'], ['OKX', 'OKX приостановит ввод и вывод Xyz (XYZ)']]);
    each('promotion', [['Binance EN', 'Competición de trading de Xyz (XYZ): comparte 100.000 USDT'], ['OKX', 'Акция: торгуйте Xyz (XYZ) и получите награды']]);
    each('other', [['Binance EN', 'Binance actualiza su política de privacidad'], ['Bybit', 'Bybit обновляет условия использования']]);
  });

  it('reads Japanese notices by their own words, a campaign said last as the campaign', () => {
    each('spot-listing', [['bitFlyer', 'Xyz（XYZ）取扱開始のお知らせ'], ['Coincheck', '新規取扱銘柄 Xyz（XYZ）のお知らせ']]);
    each('delisting', [['bitbank', 'Xyz（XYZ）の取扱廃止について']]);
    each('transfers-suspended', [['bitFlyer', 'Xyz（XYZ）の入出金一時停止について']]);
    each('transfers-resumed', [['Coincheck', 'Xyz（XYZ）の入出金再開のお知らせ']]);
    each('network-upgrade', [['bitbank', 'Xyz（XYZ）のネットワークアップグレードに伴う対応について']]);
    each('promotion', [['bitFlyer', 'Xyz（XYZ）取扱開始記念キャンペーン']]);
    each('other', [['Coincheck', '利用規約改定のお知らせ']]);
  });

  it('reads the third written round\'s classes in other languages: removals from Earn and loans, listings called off, a tag added with a verb of adding, dated words of futures', () => {
    each('other', [
      ['Binance EN', 'Binance eliminará Xyz (XYZ) de Simple Earn, Préstamos de cripto y Auto-Invest'],
      ['Gate', 'Отмена листинга Xyz (XYZ) на Gate'],
      ['Coincheck', 'Xyz（XYZ）の取扱開始の中止について'],
      ['Binance EN', 'Binance actualiza sus criterios de listado y eliminación de tokens'],
    ]);
    each('delisting', [['KuCoin', 'Aviso de eliminación de los pares de trading XYZ/BTC y ABC/ETH']]);
    each('tag-added', [['Binance EN', 'Binance добавит тег мониторинга к XYZ и ABC']]);
    each('tag-removed', [['Binance EN', 'Binance sẽ gỡ Nhãn Giám Sát khỏi Xyz (XYZ)']]);
    each('futures-listing', [['OKX', 'A OKX listará futuros perpétuos de XYZ'], ['OKX', 'OKX va lister les contrats à terme perpétuels de XYZ']]);
    each('spot-listing', [['Binance EN', 'Binance va lister Xyz (XYZ) avec le Seed Tag appliqué']]);
    each('new-markets', [['GMO Coin', '暗号資産FX（レバレッジ取引）の取扱銘柄にXYZ/JPYを追加しました']]);
    each('promotion', [['MEXC', 'MEXC Airdrop+: deposita y opera XYZ para repartir 80.000 USDT'], ['bitbank', '【賞金総額500万円】bitbankトレ-ドコンテスト開催のお知らせ']]);
  });

  it('reads this session\'s probe classes: debuts on Binance Alpha, pairs and margin said in other words, tools and collateral that add no market', () => {
    each('launch-platform', [
      ['Binance EN', 'Binance Alpha Will Be the First Platform to Feature Xyz (XYZ)'],
      ['Binance EN', '币安Alpha将首发XYZ'],
      ['Binance EN', '币安Alpha首发Xyz (XYZ)'],
    ]);
    each('spot-listing', [['HTX', '火币全球专业站1月25日16:00全球首发XYZ'], ['Binance EN', 'Binance Will Be the First Platform to Feature Xyz (XYZ)']]);
    each('new-markets', [['Bybit', 'New Spot Pair: XYZ/USDC'], ['Bitget', 'Bitget Margin Trading Now Supports XYZ'], ['OKX', '欧易关于支持 XYZ 杠杆交易的公告']]);
    // A debut said by a news desk, a lab or an airdrop is no global debut; a coin taken as margin or collateral, or added by a tool, opens no market.
    each('other', [
      ['HTX', '火币资讯首发XYZ项目解读'],
      ['HTX', '火币Labs首发XYZ投资'],
      ['Binance EN', 'Binance Futures Now Supports XYZ as Margin Asset'],
      ['Binance EN', 'Binance Futures Will Support XYZ as Margin Asset'],
      ['Binance EN', 'Binance Copy Trading Now Supports XYZ Pairs'],
      ['Binance EN', 'Binance Copy Trading Will Support XYZ Pairs'],
      ['Binance EN', '币安合约支持XYZ作为保证金资产'],
      ['Binance EN', '币安广场上线XYZ AMA'],
      ['OKX', '欧易DEX上线XYZ交易'],
    ]);
  });

  it('reads the probes\' trading ended in other words, a margin asset removed, and Kraken\'s funding gateways', () => {
    each('delisting', [
      ['Coinbase', 'XYZ-USD trading will be disabled'],
      ['Binance EN', 'Binance Will End Trading Support for Xyz (XYZ)'],
      ['Binance EN', 'Binance Will Discontinue Xyz (XYZ) Trading'],
    ]);
    each('other', [['Binance EN', 'Binance Futures Will Remove Xyz (XYZ) as Margin Asset'], ['Binance EN', 'Binance Will Delist Xyz (XYZ) as a Collateral Asset on Cross Margin']]);
    each('transfers-suspended', [['Kraken', 'XYZ funding gateway delayed']]);
    each('transfers-resumed', [['Kraken', 'XYZ funding gateway back online'], ['Binance EN', 'Binance Has Completed the Wallet Maintenance for Xyz (XYZ) Network']]);
  });

  it('reads traditional Chinese with the simplified words, and the fourth written round\'s classes', () => {
    each('transfers-suspended', [['Gate', 'Gate 關於 XYZ 網絡擁堵暫停提現的公告'], ['Bitstamp', 'XYZ withdrawals temporarily unavailable on Bitstamp']]);
    each('launch-platform', [['Binance EN', '幣安 Alpha 將上線 Xyz（XYZ）']]);
    each('tag-added', [['Gate', 'Gate to Apply the ST Label to XYZ'], ['MEXC', 'MEXC关于为XYZ添加风险提示标签的公告']]);
    each('transfers-resumed', [['Bitfinex', 'XYZ deposits re-enabled on Bitfinex']]);
    each('network-upgrade', [['MEXC', 'MEXC关于XYZ（Xyz）代币1:100拆分的公告']]);
    each('new-markets', [['Bybit', 'Spot Margin Trading Now Available for XYZ on Bybit']]);
    each('futures-listing', [['Binance EN', '바이낸스 선물, USDⓈ-M XYZUSDT 무기한 계약 출시 예정']]);
    each('delisting', [['Bitstamp', 'Bitstamp will discontinue trading of XYZ on 15 December']]);
    each('other', [['Bitget', 'Bitget关于XYZ上币投票活动的公告']]);
  });

  it('reads the ninth round\'s classes: a coin listed on a launch platform, rules and regulations, mining events and anniversaries, delisted tokens as a topic', () => {
    each('launch-platform', [['Bitget', 'Xyz (XYZ) to be listed on Bitget Launchpool — lock BGB and XYZ to share 5,500,000 XYZ!']]);
    each('spot-listing', [['Bitget', 'Xyz (XYZ) to be listed on Bitget — trade to share 5,500,000 XYZ!']]);
    each('other', [
      ['Bitget', 'Bitget Launchpad Deposit Rules'],
      ['Bitget', 'Bitget Launchpad Commitment Calculation'],
      ['H&B', 'HnB Token Delisting/Market Closing Regulations'],
      ['BitMart', 'Regarding withdrawals for delisted tokens'],
      ['Binance EN', '幣安上線“XYZ反黑洞計劃”,調整XYZ銷毀機制'],
    ]);
    each('promotion', [
      ['LBank', 'Announcement of LBank Launches Internal Liquidity Mining Event for XYZ'],
      ['BitMart', 'You are Invited to Join BitMart’s One-Year Anniversary Celebration!'],
      ['Bitget', '合约精英榜竞逐榜单瓜分450,000USDT!开启盲盒,赢BTC及LALIGA限定周边!'],
    ]);
    each('network-upgrade', [['SuperEx', 'Announcement about supporting Xyz (XYZ) contract replacement']]);
    // CoinGecko's names of exchanges are read as the exchange they name.
    each('delisting', [['Gate.io', 'Gate.io Will Delist XYZ'], ['Huobi Global', 'Huobi Global Will Delist XYZ'], ['BKEX', 'BKEX 关于下架 XYZ 的公告']]);
  });

  it('reads Turkish, Indonesian, German, Italian, Polish and Arabic notices by their own words, Turkish in capitals too', () => {
    each('spot-listing', [
      ['Binance EN', "Binance, Xyz (XYZ)'yi Listeleyecek"],
      ['Binance EN', "BINANCE, XYZ TOKEN (XYZ)'Yİ LİSTELEYECEK"],
      ['Binance EN', 'Binance akan listing Xyz (XYZ)'],
      ['Binance EN', 'Binance wird Xyz (XYZ) listen'],
      ['Binance EN', 'Binance listerà Xyz (XYZ)'],
      ['Binance EN', 'Binance wprowadzi Xyz (XYZ)'],
      ['Binance EN', 'ستدرج Binance عملة Xyz (XYZ)'],
    ]);
    each('delisting', [
      ['Binance EN', "Binance, XYZ'yi Listeden Çıkaracak"],
      ['Binance EN', 'Binance akan menghapus XYZ'],
      ['Binance EN', 'Binance wird XYZ entfernen'],
      ['Binance EN', 'Binance rimuoverà XYZ'],
      ['Binance EN', 'Binance usunie XYZ'],
      ['Binance EN', 'Binance ستقوم بشطب XYZ'],
    ]);
    each('transfers-suspended', [
      ['Binance EN', 'Binance, XYZ yatırma ve çekme işlemlerini askıya alacak'],
      ['Binance EN', 'Binance zawiesza wpłaty i wypłaty XYZ'],
      ['Binance EN', 'تعليق الإيداع والسحب لعملة XYZ'],
    ]);
    each('tag-added', [['Binance EN', "Binance, XYZ'ye İzleme Etiketi Ekleyecek"]]);
    each('network-upgrade', [['Binance EN', 'Binance unterstützt das Netzwerk-Upgrade von Xyz (XYZ)'], ['Binance EN', 'Binance akan mendukung peningkatan jaringan Xyz (XYZ)']]);
    // An Italian word of prizes (premi) is no start of an English premiere.
    each('spot-listing', [['KuCoin', 'World Premiere: Xyz (XYZ) Listed on KuCoin']]);
  });

  it('reads no listing where a product lists, a fund, a price index or a feed is launched, a review is described, or another exchange lists', () => {
    each('other', [
      ['Binance EN', 'Xyz (XYZ) Will Be Listed on Coinbase: What It Means for Binance Users'],
      ['Binance EN', 'Binance Will Launch the Xyz (XYZ) Ecosystem Fund'],
      ['Binance EN', '币安将上线XYZ生态基金'],
      ['OKX', 'OKX to list XYZ price feed on OKX Oracle'],
      ['Upbit', '업비트 NFT 마켓 지케이싱크(ZK) 컬렉션 추가'],
      ['Upbit', '지케이싱크(ZK) 상장 심사 기준 안내'],
    ]);
    expect(read('Binance EN', 'Binance NFT Will List Xyz (XYZ) Mystery Boxes')?.kind).not.toBe('spot-listing');
    // A listing on the notice's own exchange, or one of its boards, stays a listing.
    each('spot-listing', [['Binance EN', 'Binance Will List Xyz (XYZ) on Binance Spot'], ['Coinbase', 'Xyz (XYZ) Will Be Listed on Coinbase']]);
    each('launch-platform', [['Binance EN', 'Xyz (XYZ) Will Be Available on Binance Alpha']]);
  });

  it('reads the fifth written round\'s classes, in smaller exchanges\' words: ST marks and areas, pairs opened, a listing with its first pair, rules and explainers', () => {
    each('tag-added', [
      ['KuCoin', 'KuCoin Will Place XYZ in the Special Treatment (ST) Area'],
      ['BYDFi', 'BYDFi ST Warning: XYZ and ABC Added to the ST List'],
      ['Bitget', 'Bitget 将对 XYZ 标记 ST'],
    ]);
    each('tag-removed', [['Bitget', 'Bitget Will Remove the ST Mark from XYZ'], ['KuCoin', 'XYZ Moved Out of the KuCoin Special Treatment (ST) Area'], ['Bitget', 'Bitget 关于取消 XYZ ST 标记的公告']]);
    each('new-markets', [['CoinEx', 'CoinEx Will Open the XYZ/BTC Trading Pair'], ['LBank', 'LBank Will Open Isolated Margin Trading for XYZ/USDT']]);
    each('spot-listing', [['HTX', 'HTX Will List Xyz Finance (XYZ) with the XYZ/USDT Trading Pair'], ['Coinbase', 'Xyz (XYZ) Has Been Added to the Coinbase Roadmap']]);
    each('delisting', [['AscendEX', 'Upcoming Removal of 3 Trading Pairs: XYZ/USDT, ABC/USDT and DEF/USDT']]);
    each('transfers-resumed', [['Bitget', 'Bitget 关于 XYZ 钱包维护完成的公告']]);
    each('promotion', [['Gate', 'Gate.io HODL & Earn Now Supports XYZ'], ['CoinW', 'CoinW Futures Protection Program Phase 4: Claim Daily Loss Subsidies']]);
    each('other', [
      ['WhiteBIT', 'How Delisting Works on WhiteBIT: The Penalty Period Explained'],
      ['BitMart', 'BitMart Updates Its Rules on Suspension and Delisting of Trading Pairs'],
      ['Phemex', 'Special Treatment (ST) Rules for Phemex'],
      ['Phemex', 'Phemex Adds Order Price Limits for Newly Listed Spot Pairs'],
      ['HTX', '火幣HTX 關於上線 App 6.0 版本的公告'],
      ['BingX', 'BingX 关于现货开盘保护机制的说明'],
      ['LBank', 'LBank Lists XYZ in Its Weekly Research Picks'],
    ]);
  });

  it('reads the tenth round\'s classes: WEEX\'s WE-Launch and its results, contracts added by name, a futures listing heading, P2P delistings, campaign cards', () => {
    each('launch-platform', [['WEEX', 'Xyz (XYZ) is live on WE-Launch—share 10,000 USDT in airdrops!'], ['WEEX', 'WEEX WE-Launch - Xyz (XYZ) Listed & 10,000 USDT Airdrops!']]);
    each('other', [
      ['WEEX', 'WE-Launch Result - Xyz (XYZ)'],
      ['WEEX', 'WEEX P2P notice on the delisting of ETB (Ethiopian Birr)'],
      ['WEEX', 'WEEX Community Vote-to-List S1: Win up to $200!'],
    ]);
    each('futures-listing', [['BingX', 'BingX Adds XYZ, ABC and More for Perpetual Futures'], ['Phemex', 'Phemex New Futures Listing - XYZUSDT'], ['Zoomex', 'XYZUSDT, ABCUSDT Stock Perpetuals Are Now Live']]);
    each('spot-listing', [['SafeTrade', 'Xyz ($XYZ) has been listed on SafeTrade!']]);
    each('promotion', [
      ['WEEX', 'XYZ airdrop: Share 50,000 USDT'],
      ['LBank', 'VIP Points Celebration'],
      ['WEEX', 'Spin to Win: BTC bull or bear'],
      ['WEEX', 'WEEX is about to Launch XYZ Staking!'],
      ['Zoomex', '🎉 Limited-Time Perk | Trade Stock Contract Perpetuals with 0 Fees!'],
    ]);
    each('network-upgrade', [['Zoomex', '[Pre-IPO] Announcement Regarding Completion of preXYZ Token Split and Resumption of Trading']]);
  });

  it('reads the last probes: campaigns that end in "to Win", holding to earn, a contract\'s address or a name changed', () => {
    each('promotion', [
      ['HTX', 'HTX Hold to Earn: Hold HTX to Earn XYZ'],
      ['HTX', 'HTX Deposit Bonanza: Deposit and Win'],
      ['Crypto.com', 'Crypto.com Exchange Trading Arena: Trade XYZ to Win'],
    ]);
    each('network-upgrade', [
      ['Binance EN', 'Binance Will Support the Xyz (XYZ) Contract Address Change'],
      ['Bybit', 'Bybit Will Support the Xyz (XYZ) Token Renaming to ABC'],
      ['Bitget', 'Bitget 关于 XYZ 合约地址变更的公告'],
      ['MEXC', 'MEXC关于XYZ代币名称变更的公告'],
      ['Bithumb', '엑스와이지(XYZ) 프로젝트명 변경 안내'],
      ['Coinone', '엑스와이지(XYZ) 컨트랙트 변경 안내'],
    ]);
  });

  it('reads forms varied past one house template: tenses, closed or back to normal, order books, a tag removed, a clause unaffected', () => {
    each('spot-listing', [['Kraken', 'Xyz (XYZ) goes live on Kraken'], ['Crypto.com', 'Xyz (XYZ) Arrives on Crypto.com Exchange'], ['Gate', 'Gate Is Listing Xyz (XYZ) Today']]);
    each('futures-listing', [['Bybit', 'XYZ Perpetual Goes Live with Up to 50x Leverage'], ['Bitunix', 'Bitunix Futures Arrives for Xyz (XYZ): XYZUSDT Perpetual Up to 75x']]);
    each('new-markets', [['Kraken', 'Kraken adds XYZ/USDC, XYZ/EUR and XYZ/GBP'], ['Gemini', 'Gemini Adds XYZ/GUSD and XYZ/BTC Order Books'], ['Coinone', '코인원, 엑스와이지(XYZ) USDT 마켓 신설'], ['Kraken', 'New margin pairs: XYZ/USD and XYZ/EUR']]);
    each('delisting', [['Kraken', 'Xyz (XYZ) trading ends on March 3'], ['HTX', 'HTX Will Cease Xyz (XYZ) Trading']]);
    each('transfers-suspended', [['WhiteBIT', 'WhiteBIT: Withdrawals of Xyz (XYZ) Are Closed for Technical Maintenance']]);
    each('transfers-resumed', [['Coinbase', 'Xyz (XYZ) sends and receives are back to normal'], ['Kraken', 'Resolved: Xyz (XYZ) funding back online'], ['Gate', 'Xyz (XYZ) Deposits and Withdrawals Now Available Again']]);
    each('tag-added', [['Phemex', 'Phemex Will Apply the Special Treatment (ST) Tag to XYZ and ABC'], ['GOPAX', '[주의] 엑스와이지(XYZ) 주의종목 지정 안내']]);
    each('tag-removed', [['KuCoin', 'Monitoring Tag Removed: XYZ No Longer Under Review']]);
    each('network-upgrade', [
      ['BloFin', 'BloFin Will Support the Xyz (XYZ) Network Upgrade; XYZUSDT Perpetual Trading Unaffected'],
      ['Gate', 'Gate Will Support XYZ Token Consolidation (1:1000)'],
      ['XT.COM', 'XT.COM Completed XYZ Token Conversion'],
      ['Binance EN', 'Binance Will Support the Xyz (XYZ) Swap to ABC'],
      ['Binance EN', 'Binance Completes the Integration of Xyz (XYZ) Network Upgrade'],
      ['GOPAX', '[고팍스] 엑스와이지(XYZ) 액면 분할(리디노미네이션) 안내'],
    ]);
    each('launch-platform', [['KuCoin', 'KuCoin Spotlight 上线 Xyz (XYZ) 认购'], ['Bybit', '바이비트 런치풀 오픈: 엑스와이지(XYZ) 스테이킹하고 XYZ 받으세요'], ['Binance EN', '바이낸스 HODLer 에어드랍에 엑스와이지(XYZ) 추가'], ['Binance EN', 'Binance Alpha Is Now Featuring Xyz (XYZ)']]);
    each('promotion', [['Bitget', 'Bitget 新币上线专享:现货交易 0 手续费活动'], ['Zoomex', 'Zoomex Welcome Fest: First Futures Trade Loss Covered up to 100 USDT']]);
    // What the new words must not list: a product, a DEX or a livestream that goes live, debuts or arrives; a bot or a card adding a pair.
    each('other', [
      ['OKX', 'OKX DEX debuts on Solana'],
      ['Coinbase', 'Xyz (XYZ) goes live on Base'],
      ['Coinbase', 'Xyz (XYZ) arrives on Solana'],
      ['Coinbase', 'Xyz (XYZ) is now available on Arbitrum'],
      ['Kraken', 'Kraken Wallet goes live on Base'],
      ['Bybit', '[Livestream] Xyz listing goes live!'],
      ['Bitget', 'Bitget Spot Bot adds XYZ/USDT'],
      ['Binance EN', 'Binance Adds Xyz (XYZ) to Credit/Debit Card Purchases'],
      ['Gate', 'Gate Card Funding Restored for EU Users'],
      ['Indodax', 'Indodax Academy: What Is Listing and Delisting?'],
      ['Bitvavo', 'Bitvavo delists Xyz (XYZ) from Staking; spot trading continues'],
    ]);
  });

  it('reads exchanges\' status pages: a coin\'s funding delayed or disrupted is its transfers; a fiat rail, a country\'s or a currency\'s channel is not', () => {
    each('transfers-suspended', [
      ['Kraken', 'Xyz (XYZ) Funding Delays'],
      ['Kraken', 'Base Network Funding Delays'],
      ['Gemini', 'Outage for Xyz deposits and withdrawals'],
      ['Gemini', 'Customers unable to deposit and withdraw on Base.'],
      ['Bitso', 'Issues affecting withdrawals for Xyz (XYZ) and Abc (ABC)'],
      ['Bitpanda', 'Crypto and fiat deposits delays'],
      ['Uphold', 'Delayed Crypto Transactions'],
      ['Coinbase Prime', 'Failed Sends - Xyz (XYZ) Network'],
    ]);
    each('other', [
      ['Kraken', 'Delayed EUR Withdrawals via Banking Circle'],
      ['Kraken', 'EUR and GBP transfers via OpenPayd delayed'],
      ['Bitso', 'MXN withdrawals temporarily disabled'],
      ['Bitso', 'BRL (PIX) withdrawals service degradation'],
      ['Luno', 'Delayed Deposits in Nigeria'],
      ['Coinbase', 'Degraded Performance - Card Withdrawals'],
      ['Luno', 'Delayed XYZ Staking rewards'],
      ['Bybit', 'Bybit Spot Delisting Mechanism'],
      ['KuCoin', 'Delist a Token'],
    ]);
    each('launch-platform', [['Crypto.com', 'The Syndicate from Crypto.com to List Xyz (XYZ)']]);
  });

  it('reads a caution that names no coin as a warning, and a tag\'s lesson as no tag', () => {
    each('other', [
      ['Binance CN', '关于谨防诈骗的风险警示'],
      ['OKX', '风险警示：数字资产价格波动剧烈，请理性投资'],
      ['Upbit', '가상자산 투자 주의 안내'],
      ['Upbit', '[안내] 투자유의 안내: 보이스피싱 주의'],
      ['Binance EN', 'Monitoring Tag FAQ'],
      ['KuCoin', 'Understanding the ST Label'],
      ['Binance EN', 'Binance Updates the Monitoring Tag Review Process'],
    ]);
    each('tag-added', [['Gate', 'Gate 关于对 Xyz (XYZ) 添加风险警示标签的公告'], ['Upbit', '엑스와이지(XYZ) 투자주의 종목 지정 안내'], ['Bithumb', '엑스와이지(XYZ) 투자유의 안내']]);
  });

  it('reads the probes of Western exchanges\' and campaigns\' wording: trading starts, tradable, lands on, support ended, and campaigns\' own names', () => {
    each('spot-listing', [
      ['Kraken', 'Deposit Xyz (XYZ) now, trading starts at 14:00 UTC'],
      ['Bitstamp', "We're listing Xyz (XYZ)"],
      ['Bitvavo', 'Xyz (XYZ) is now tradable on Bitvavo'],
      ['Bitpanda', 'New on Bitpanda: Xyz (XYZ)'],
      ['Uphold', 'Xyz (XYZ) lands on Uphold'],
    ]);
    each('delisting', [['Gemini', 'Gemini will no longer support Xyz (XYZ)'], ['Bitvavo', 'Bitvavo stops supporting Xyz (XYZ)']]);
    each('transfers-suspended', [['Binance EN', 'Binance Will No Longer Support Xyz (XYZ) Deposits on the BEP2 Network']]);
    each('transfers-resumed', [['Kraken', 'Xyz (XYZ) funding has resumed']]);
    each('promotion', [
      ['Bybit', 'Deposit Xyz (XYZ) and Get 10 USDT'],
      ['KuCoin', 'KuCoin Red Packet Rain: Xyz (XYZ)'],
      ['Gate', 'Gate CandyDrop: Xyz (XYZ)'],
      ['Phemex', 'Phemex Xyz (XYZ) Grand Prix'],
      ['WEEX', 'WEEX New User Welcome Pack: Up to 1,000 USDT'],
    ]);
    each('launch-platform', [['Gate', 'Gate 打新：Xyz (XYZ) 认购开启']]);
    each('other', [
      ['Coinbase', 'Xyz (XYZ) is now on Base'],
      ['Kraken', 'New on the Kraken Blog: Xyz (XYZ) Explained'],
      ['Binance EN', 'Binance Introduces Timed Red Packet for an Enhanced Gifting Experience'],
      ['Binance EN', 'Binance Wallet Will No Longer Support Xyz (XYZ)'],
    ]);
  });

  it('reads the seventh written round\'s other-language forms: a contract launched, listed said as a noun, reopened, suspended, a tag taken off', () => {
    each('futures-listing', [
      ['Binance EN', 'Binance Vadeli İşlemler, USDⓈ-M XYZUSDT Sürekli Sözleşmesini Başlatacak'],
      ['Binance EN', 'Binance Futures Akan Meluncurkan Kontrak Perpetual USDⓈ-M XYZUSDT'],
      ['Binance EN', 'Binance Futures lancerà il contratto perpetuo USDⓈ-M XYZUSDT'],
      ['Binance EN', 'Binance Futures、USDⓈ-M XYZUSDT無期限契約の提供を開始'],
    ]);
    each('spot-listing', [
      ['BtcTurk', "Xyz (XYZ) BtcTurk Kripto'da listeleniyor"],
      ['Binance EN', 'Binance effettuerà il listing di Xyz (XYZ) con Seed Tag applicato'],
      ['Zonda', 'Debiut Xyz (XYZ) na giełdzie Zonda – handel od dziś'],
    ]);
    each('transfers-resumed', [['Tokocrypto', 'Deposit dan Penarikan Xyz (XYZ) Telah Dibuka Kembali']]);
    each('transfers-suspended', [['Bitvavo', 'Depositi e prelievi di Xyz (XYZ) temporaneamente sospesi']]);
    each('tag-removed', [['Binance EN', 'Binance, XYZ için İzleme Etiketini Kaldırıyor'], ['Binance EN', 'Binance entfernt das Monitoring-Tag von XYZ']]);
    each('tag-added', [['Binance EN', 'バイナンス、XYZにモニタリングタグを付与']]);
    each('promotion', [['Bybit', 'Bybit Earn добавляет Xyz (XYZ) в гибкие сбережения'], ['Bitvavo', 'Bitvavo Staking unterstützt jetzt Xyz (XYZ)']]);
    // Launch verbs alone still list nothing in these languages: a card or an app launched names no contract.
    each('other', [['Binance EN', 'Binance yeni kredi kartını başlatacak'], ['Binance EN', 'Binance akan meluncurkan kartu debit baru']]);
  });

  it('reads round 11c\'s Binance Telegram forms: campaigns launched with big numbers, products launched, contests concluded, tickers updated, pairs removed', () => {
    // A comma inside a number ends no clause: the giveaway is the launch's object.
    each('promotion', [['Binance EN', 'Binance Will Support Xyz (XYZ) Staking'], ['Binance EN', 'Withdraw Using Your Binance Card to Get Up to 100 XYZ'], ['Binance EN', 'Binance Launches 50,000 XYZ Community Giveaway'], ['Binance EN', 'Binance Margin: Get a One-Hour Interest Fee Waiver When Borrowing Selected Cryptocurrencies!']]);
    each('other', [
      ['Binance EN', 'Binance Launches New Fiat On-Ramp for the South African Rand (ZAR)'],
      ['Binance EN', 'Binance Perpetual Futures Now Available on Windows PC Client'],
      ['Binance EN', 'XYZ Trading Competition Has Now Concluded'],
      ['Binance EN', 'Binance Distributes XYZ in 12th Week of Binance Ecosystem Rewards'],
      ['Binance EN', 'Self-Service Window for XYZ Burn Program Is Now Live'],
    ]);
    each('new-markets', [
      ['Binance EN', 'Binance Margin Adds New USDC Pairs - 2024-07-31'],
      ['Binance EN', 'Binance Adds 18 New Tokens and 450 New Trading Pairs to the Convert & OTC Portal'],
      ['Binance EN', 'Binance Exchange Adds bStocks Tokenized Securities Xyz (XYZB) on Binance Spot - 2026-07-13'],
    ]);
    each('network-upgrade', [['Binance EN', 'Binance Will Update the Ticker of ABC to XYZ'], ['Binance EN', 'Binance Completes XYZ Scheduled Protocol Upgrade and Opens Deposits & Withdrawals']]);
    each('delisting', [['Binance EN', 'Notice of Removal of Isolated Margin Trading Pairs - 2023-10-12'], ['Binance EN', 'XYZ Spot Trading Temporarily Suspended']]);
  });

  it('keeps each class within the title\'s budget: a listing word past 300 characters is not read', () => {
    expect(read('Binance EN', `${'Binance Academy '.repeat(20)}Binance Will List Xyz (XYZ)`)?.kind).not.toBe('spot-listing');
    // Titles of a clause's ends, debuts, pairs or launching words repeated to the budget are read (each word's clause once), and a listing past them is not.
    // A dated futures heading is read 80 characters, a cancel word 100 from its listing: farther, "New …" lists nothing and the listing stands.
    expect(read('BitMEX', `New ${'ABC, '.repeat(20)}XYZ Monthly Futures`)?.kind).not.toBe('futures-listing');
    expect(read('Binance EN', `Binance Will List Xyz (XYZ) ${'x'.repeat(100)} cancelled`)?.kind).toBe('spot-listing');
    // A title all in small letters has its bracketed tickers raised, to the budget only: a listing past it is not read.
    expect(read('Binance EN', `${'(xyz) '.repeat(60)}binance will list abc (abc)`)?.kind).not.toBe('spot-listing');
    expect(read('Binance EN', 'binance will list xyz (xyz)')?.kind).toBe('spot-listing');
    for (const unit of ['【', '首发', '/', '并', '上线x并', '上线a/usdt、', 'launching on ', 'goes live ', 'unaffected; ']) {
      expect(read('HTX', `${unit.repeat(300)}上线Xyz (XYZ)`)?.kind, unit).not.toBe('spot-listing');
    }
  });
});
