/**
 * The held-out third of the second written round (issue 52, 2026-11-29): titles written in real exchanges'
 * house styles by a session that never read the classifier, invented coins, labelled blind against the label
 * policy; half decoys that use listing words of what lists nothing. Split by the FNV-1a hash of the title as
 * the wild set is (hash % 3 === 0 held out); never read while tuning: the bench prints only its figures.
 */
import { titles, type NoticeTitle } from '../notice-titles';

export const WRITTEN_HELD_OUT: readonly NoticeTitle[] = [
  ...titles('Binance', 'en', [
    ['Binance Research: Vyranode (VYRA) Project Report Now Available', 'other', '', 'VYRA'],
    ['Binance Trading Bots Now Support Spot Grid on MORQ/USDT', 'other', '', 'MORQ'],
    ['Binance Card Adds FENZ as a Supported Payment Asset', 'other', '', 'FENZ'],
    ['Binance Cancels the Planned Listing of Juxtal (JUXT)', 'other', '', 'JUXT'],
    ['Vote to List on Binance: Community Picks Between ORVX and PYRZ', 'other', '', 'ORVX PYRZ'],
    ['Binance Adds PIX Deposits and Withdrawals for BRL', 'other'],
    ['Binance Will Discontinue Support for DWQN in Binance Wallet', 'other', '', 'DWQN'],
    ['Binance Now Supports FJRD Withdrawals from the Base Network', 'other', '', 'FJRD'],
    ['Binance Research Monthly Insights: YRQX, ZKQM and TSLQ in Focus', 'other', '', 'YRQX ZKQM TSLQ'],
    ['Binance Will List Zentra (ZNT) with Seed Tag Applied', 'spot-listing', '+', 'ZNT'],
    ['Binance Adds KOBZ/TRY and PLNX/BRL Trading Pairs', 'new-markets', '+', 'KOBZ PLNX'],
    ['Binance Will Support the QUMB Token Swap and Rebranding to ZVRA', 'network-upgrade', '', 'QUMB ZVRA'],
    ['Binance Alpha Is the First Platform to Feature Dwonqa (DWQN)', 'launch-platform', '', 'DWQN'],
    ['Binance Margin Will Add HXMN as a New Borrowable Asset on Isolated Margin', 'new-markets', '+', 'HXMN'],
    ['Binance Megadrop: Novaqen (NQVA) Now Live — Lock BNB and Complete Web3 Quests', 'launch-platform', '', 'NQVA'],
    ['Binance Futures Will Update Leverage & Margin Tiers of USDⓈ-M ZNTUSDT Perpetual Contract', 'other', '', 'ZNT'],
    ['Binance Futures Will Adjust the Funding Rate Settlement Frequency of QLVRUSDT', 'other', '', 'QLVR'],
    ['Binance Will Perform a Scheduled System Upgrade on 2026-12-10 (03:00 UTC)', 'other'],
    ['Binance Simple Earn: Enjoy Up to 25% APR on KOBZ Locked Products', 'promotion', '', 'KOBZ'],
  ]),
  ...titles('OKX', 'en', [
    ['OKX Wallet now supports Crexil (CRXL) cross-chain swaps', 'other', '', 'CRXL'],
    ['OKX Learn: What is Novaqen (NQVA)?', 'other', '', 'NQVA'],
    ['OKX opens CRXL deposits on the Solana network', 'other', '', 'CRXL'],
    ['OKX to list WQZN for spot trading and pre-market futures', 'spot-listing', '+', 'WQZN'],
    ['OKX to enable margin trading and Simple Earn for YRQX', 'new-markets', '+', 'YRQX'],
    ['OKX to list USDC-margined perpetual futures for SKRV', 'futures-listing', '+', 'SKRV'],
    ['OKX Announcement on Listing Ulmora (ULMR) for Spot Trading', 'spot-listing', '+', 'ULMR'],
    ['OKX to adjust position tiers for MORQUSDT perpetual', 'other', '', 'MORQ'],
  ]),
  ...titles('Bybit', 'en', [
    ['Bybit Launches WQZN Trading Competition: Share a 500,000 USDT Prize Pool', 'promotion', '', 'WQZN'],
    ['Bybit Will Delist YRQX from Bybit Savings', 'other', '', 'YRQX'],
    ['🚀 New Listing: VYRA/USDT — Grab a Share of 500,000 VYRA!', 'spot-listing', '+', 'VYRA'],
    ['New Listing: USDC Perpetual Contracts for MORQ and FENZ', 'futures-listing', '+', 'MORQ FENZ'],
    ['Bybit Adds GLYX to Spot Margin Trading', 'new-markets', '+', 'GLYX'],
    ['Bybit Token Splash: Trade GLYX to Share 2,000,000 GLYX', 'promotion', '', 'GLYX'],
  ]),
  ...titles('Bitget', 'en', [
    ['Bitget Wallet Supports SKRV Cross-Chain Swaps', 'other', '', 'SKRV'],
    ['Bitget Will Delist the NEBQ/USDT and ORVX/USDC Spot Trading Pairs', 'delisting', '-', 'NEBQ ORVX'],
    ['Bitget Will Launch PYRZUSDT Perpetual Futures with Up to 50x Leverage', 'futures-listing', '+', 'PYRZ'],
    ['Bitget Will Adjust the Maximum Leverage of PYRZUSDT Perpetual Futures', 'other', '', 'PYRZ'],
  ]),
  ...titles('Gate', 'en', [
    ['Gate Learn: Understanding GLYX\'s Restaking Model', 'other', '', 'GLYX'],
  ]),
  ...titles('MEXC', 'en', [
    ['MEXC Adds QUMB to Zero-Fee Trading Promotion', 'promotion', '', 'QUMB'],
    ['MEXC Will Cancel the RZMV Listing Originally Scheduled for December 5', 'other', '', 'RZMV'],
    ['MEXC Will Delist TSLQ, OBRN and ULMR Spot Trading Pairs (2026-12-08)', 'delisting', '-', 'TSLQ OBRN ULMR'],
    ['MEXC 0-Fee Fiesta: Enjoy Zero Maker Fees on HXMN/USDT', 'promotion', '', 'HXMN'],
  ]),
  ...titles('Kraken', 'en', [
    ['Kraken Now Supports DWQN Deposits on Arbitrum', 'other', '', 'DWQN'],
    ['PLNX deposits currently delayed', 'transfers-suspended', '', 'PLNX'],
  ]),
  ...titles('Upbit', 'en', [
    ['Upbit Security Campaign: Beware of Phishing Sites Impersonating Upbit', 'other'],
  ]),
  ...titles('Binance', 'zh', [
    ['币安简单赚币新增QLVR定期产品', 'promotion', '', 'QLVR'],
    ['币安交易机器人现已支持DRMX/USDT现货网格', 'other', '', 'DRMX'],
    ['币安将从赚币活期产品中下架TRVQ', 'other', '', 'TRVQ'],
    ['币安礼品卡现已支持GLYX', 'other', '', 'GLYX'],
    ['币安将暂停NQVA充值与提现以进行钱包维护', 'transfers-suspended', '', 'NQVA'],
    ['交易VXTR，瓜分500,000 VXTR奖励！', 'promotion', '', 'VXTR'],
    ['币安现货API更新说明（2026-12-03）', 'other'],
  ]),
  ...titles('OKX', 'zh', [
    ['欧易交易机器人新增PYRZ/USDT现货网格策略', 'other', '', 'PYRZ'],
    ['欧易关于取消上线ZVRA现货交易的公告', 'other', '', 'ZVRA'],
    ['欧易卡新增支持KVOX消费', 'other', '', 'KVOX'],
    ['欧易关于上线VXTR现货交易及盘前合约的公告', 'spot-listing', '+', 'VXTR'],
    ['欧易Jumpstart：ZKQM挖矿即将开始', 'launch-platform', '', 'ZKQM'],
    ['欧易关于系统维护的公告（12月6日）', 'other'],
  ]),
  ...titles('MEXC', 'zh', [
    ['MEXC 上线FJRD交易大赛，瓜分50,000 USDT', 'promotion', '', 'FJRD'],
    ['MEXC 理财上线HXMN活期理财', 'promotion', '', 'HXMN'],
    ['MEXC 0手续费活动：OBRN/USDT挂单0费率', 'promotion', '', 'OBRN'],
  ]),
  ...titles('Upbit', 'ko', [
    ['[공지] 원화 입출금 서비스 점검 안내', 'other'],
    ['[공지] 개인지갑 출금 정책 변경 안내', 'other'],
    ['[공지] 업비트 Open API 이용 정책 변경 안내', 'other'],
    ['[거래] 펜지르(FENZ) 원화 마켓(FENZ/KRW) 오픈', 'new-markets', '+', 'FENZ'],
    ['[거래] 주스탈(JUXT) 거래지원 종료 안내', 'delisting', '-', 'JUXT'],
    ['[거래] 네브쿼(NEBQ) 유의 종목 지정 및 거래지원 종료 안내', 'delisting', '-', 'NEBQ'],
    ['[입출금] 오르벡사(ORVX) 입출금 일시 중단 안내', 'transfers-suspended', '', 'ORVX'],
    ['[안내] 지브라나(ZVRA) 하드포크 지원 안내', 'network-upgrade', '', 'ZVRA'],
  ]),
  ...titles('Bithumb', 'ko', [
    ['[안내] 주스탈(JUXT) 상장 취소 안내', 'other', '', 'JUXT'],
    ['[안내] 빗썸 카드 결제 자산 네브쿼(NEBQ) 추가', 'other', '', 'NEBQ'],
    ['[거래] 블라즈퀸(BLZQ) 신규 거래지원 안내', 'spot-listing', '+', 'BLZQ'],
    ['[거래유의] 크렉실(CRXL) 거래유의종목 지정 안내', 'tag-added', '-', 'CRXL'],
    ['[거래지원종료] 피오르달(FJRD) 거래지원 종료 안내', 'delisting', '-', 'FJRD'],
    ['[이벤트] 바이라노드(VYRA) 첫 입금 이벤트', 'promotion', '', 'VYRA'],
  ]),
  ...titles('KuCoin', 'en', [
    ['KuCoin Futures Has Launched the USDT-Margined BLZQ Perpetual Contract', 'futures-listing', '+', 'BLZQ'],
    ['KuCoin GemSlot: Complete Tasks to Share 600,000 QUMB', 'promotion', '', 'QUMB'],
  ]),
  ...titles('Coinbase', 'en', [
    ['Inbound transfers for MORQ (Morquel) are now available in the regions where trading is supported; trading will begin on or after 9AM PT', 'spot-listing', '+', 'MORQ'],
    ['Coinbase International Exchange will list GLYX-PERP', 'futures-listing', '+', 'GLYX'],
    ['Coinbase Advanced Trade API: Deprecation of Legacy Endpoints', 'other'],
    ['Limited-time fee reduction: 50% off trading fees on NQVA-USD', 'promotion', '', 'NQVA'],
  ]),
  ...titles('Gate', 'zh', [
    ['Gate 合约上线IVRL永续合约，最高20倍杠杆', 'futures-listing', '+', 'IVRL'],
  ]),
  ...titles('HTX', 'zh', [
    ['【公告】HTX 关于QLVR充提恢复的公告', 'transfers-resumed', '', 'QLVR'],
    ['HTX 关于调整ULMR-USDT永续合约资金费率上限的公告', 'other', '', 'ULMR'],
    ['🎁 HTX 新用户专享：充值SKRV赢取空投', 'promotion', '', 'SKRV'],
  ]),
  ...titles('Bitget', 'zh', [
    ['Bitget Launchpool：质押BGB瓜分DRMX', 'launch-platform', '', 'DRMX'],
  ]),
];
