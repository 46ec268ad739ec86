/**
 * Decoys written for the test (issue 52, fifth round): titles in the style of real notices that name a coin and
 * say "list", "launch", "add" or "support" of something that is no listing (academy, fee promotions, products,
 * Earn, Pay and Pool offers, network work), labelled blind against docs/notice-kinds.md's label policy by a
 * session that never read the classifier, where the public record ran out of real ones. Tuned on: a stress set
 * for the Listings rule, not a measure of unseen text (the real held-out part is that). A second written round
 * (2026-11-29, 300 titles in the house styles of twelve exchanges, half of them decoys) adds two thirds here; its
 * other third is held out (held-out/notice-written.ts), and so does a fourth (2026-11-30: 300 titles in English,
 * Chinese and Korean across 22 exchanges, for the kinds hardest to read, 99 decoys; 284 of 300 read right, 2
 * decoys as a listing, before any of its classes), and a fifth (2026-11-30: 300 titles in the house styles of 39
 * smaller exchanges, 84 decoys; 270 of 300 read right, 5 decoys as a listing, before any of its classes; 263 on the
 * classifier as that day began).
 */
import { titles, type NoticeTitle } from './notice-titles';

export const WRITTEN_DECOYS: readonly NoticeTitle[] = [
  // written:academy
  ...titles('Binance', 'en', [
    ['Binance Academy Launches New Course on Solana (SOL) Staking Basics', 'other', '', 'SOL'],
    ['Binance Academy Publishes Deep Dive: What Is Arbitrum (ARB)?', 'other', '', 'ARB'],
    ['Binance Research: Ethena (ENA) Project Report Now Available', 'other', '', 'ENA'],
    ['Binance Research Releases Monthly Market Insights: BTC, ETH and SOL Lead Inflows', 'other', '', 'BTC ETH SOL'],
    ['Binance Academy Adds Glossary Entries for Restaking and EigenLayer (EIGEN)', 'other', '', 'EIGEN'],
    ['Binance Academy Releases New Video Series on Chainlink (LINK) Oracles', 'other', '', 'LINK'],
    ['Binance Research: Is Dogecoin (DOGE) Listing on ETFs Next? A Market Outlook', 'other', '', 'DOGE'],
    ['Binance Academy Launches "BNB Chain 101" Course for New Users', 'other', '', 'BNB'],
  ]),
  // written:affiliate
  ...titles('Binance', 'en', [
    ['Binance Affiliate Program: Earn 50% Commission on DOGE Futures Referrals', 'promotion', '', 'DOGE'],
    ['Binance Referral Pro: Earn Extra Rewards When Friends Trade ARB', 'promotion', '', 'ARB'],
  ]),
  // written:airdrop
  ...titles('Binance', 'en', [
    ['Binance Will Support the Flare (FLR) Airdrop for XRP Holders', 'other', '', 'FLR XRP'],
  ]),
  // written:api-margin-tier
  ...titles('Binance', 'en', [
    ['Updates on Margin Tiers for ETHUSDT and SOLUSDT Perpetual Contracts', 'other', '', 'ETH SOL'],
    ['Binance Margin Will Update Tier Parameters for PEPE and WIF Isolated Margin Pairs', 'other', '', 'PEPE WIF'],
    ['Binance Futures Will Update the Leverage and Margin Tiers of TIAUSDT Perpetual Contract', 'other', '', 'TIA'],
    ['Binance API Update: New Endpoint for Querying BNB Burn Status', 'other', '', 'BNB'],
    ['Binance Futures Will Adjust Funding Rate Cap for JUPUSDT Perpetual Contract', 'other', '', 'JUP'],
    ['Binance Will Update the Minimum Order Size for BTC/USDT and ETH/USDT Spot Pairs', 'other', '', 'BTC ETH'],
    ['Binance Margin Will Adjust Collateral Ratio of AXS and SAND', 'other', '', 'AXS SAND'],
    ['Update on Price Protection Threshold for 1000BONKUSDT Perpetual Contract', 'other', '', 'BONK'],
    ['Binance Will Adjust the Interest Rates for USDT and FDUSD on Cross Margin', 'other', '', 'USDT FDUSD'],
  ]),
  // written:deposit-address
  ...titles('Binance', 'en', [
    ['Notice on Deposit Address Change for XRP (XRP)', 'other', '', 'XRP'],
    ['Binance Will Update Deposit Addresses for Stacks (STX) - Please Do Not Use Old Addresses', 'other', '', 'STX'],
    ['Binance Will Update the ETH Deposit Address Format on Arbitrum One', 'other', '', 'ETH'],
  ]),
  // written:earn
  ...titles('Binance', 'en', [
    ['Binance Simple Earn Adds ETHFI to Flexible Products With Up to 8% APR', 'promotion', '', 'ETHFI'],
    ['Simple Earn Locked Products: Enjoy Up to 15% APR on TIA', 'promotion', '', 'TIA'],
    ['Binance Dual Investment Adds AVAX and LINK With Up to 100% APR', 'promotion', '', 'AVAX LINK'],
    ['Soft Staking Now Supports Polkadot (DOT) and Kava (KAVA)', 'promotion', '', 'DOT KAVA'],
    ['Binance Simple Earn Launches Locked Products for ZRO', 'promotion', '', 'ZRO'],
    ['ETH Staking Now Live on Binance Earn With Up to 4% APR', 'promotion', '', 'ETH'],
    ['Binance Auto-Invest Adds Support for PEPE and FLOKI', 'promotion', '', 'PEPE FLOKI'],
    ['Sunset of Simple Earn Flexible Products for BUSD', 'other', '', 'BUSD'],
    ['Binance Simple Earn Will Delist Locked Products for LUNC', 'other', '', 'LUNC'],
    ['Binance Launches ATOM Staking With Up to 12% APR', 'promotion', '', 'ATOM'],
  ]),
  // written:fee-promotion
  ...titles('Binance', 'en', [
    ['Zero Maker Fee Promotion for FDUSD/USDT and BTC/FDUSD Spot Trading Pairs', 'promotion', '', 'FDUSD'],
    ['Binance Adds ETH/FDUSD and SOL/FDUSD to Ongoing Zero Fee Promotion', 'promotion', '', 'ETH SOL'],
    ['Enjoy Zero Trading Fees on WIF/USDT Spot Trading for 30 Days', 'promotion', '', 'WIF'],
    ['Binance Futures Limited-Time Trading Fee Discount for BTCUSDC and ETHUSDC Perpetual Contracts', 'promotion', '', 'BTC ETH'],
    ['Binance Ends Zero Maker Fee Promotion on TUSD Spot and Margin Trading Pairs', 'other', '', 'TUSD'],
    ['Enjoy 50% Off Trading Fees on ARB/USDT and OP/USDT Spot Pairs', 'promotion', '', 'ARB OP'],
    ['Zero-Fee Trading for XRP/EUR and ADA/EUR on Binance Spot Starts 2024-05-01', 'promotion', '', 'XRP ADA'],
  ]),
  // written:futures-competition
  ...titles('Binance', 'en', [
    ['Binance Futures Will Launch USDⓈ-M WLD Trading Competition: Share 60,000 USDT', 'promotion', '', 'WLD'],
    ['Binance Futures Will Launch USDⓈ-M ORDI Trading Tournament With 50,000 USDT in Rewards', 'promotion', '', 'ORDI'],
    ['Binance Futures Will Launch Coin-Margined SOL Trading Challenge - Win Up to 1,000 SOL', 'promotion', '', 'SOL'],
    ['Binance Futures Will Launch WIF Trading Competition With Up to $500,000 in Token Vouchers', 'promotion', '', 'WIF'],
  ]),
  // written:integration
  ...titles('Binance', 'en', [
    ['Binance Completes Integration of USDC on Sui Network', 'other', '', 'USDC'],
    ['Binance Completes Integration of Pepe (PEPE) on Arbitrum One', 'other', '', 'PEPE'],
    ['Binance Completes Integration of Tether (USDT) on Aptos Network and Opens Deposits', 'other', '', 'USDT'],
    ['Binance Supports Withdrawals of ETH via Base Network', 'other', '', 'ETH'],
    ['Binance Adds Polygon (POL) Network Support for USDT Deposits and Withdrawals', 'other', '', 'USDT'],
    ['Binance Completes Integration of Sui (SUI) on Binance Web3 Wallet', 'other', '', 'SUI'],
  ]),
  // written:learn-earn
  ...titles('Binance', 'en', [
    ['Binance Learn & Earn: Complete the Quiz on Starknet (STRK) to Earn STRK Token Vouchers', 'promotion', '', 'STRK'],
    ['New Learn & Earn Course Is Live: Learn About Jito (JTO) and Earn Up to 5 USDT in JTO', 'promotion', '', 'JTO'],
    ['Learn & Trade ZK to Share $100,000 in Rewards', 'promotion', '', 'ZK'],
    ['Binance Academy Learn & Earn: Discover Wormhole (W) and Share 300,000 W', 'promotion', '', 'W'],
    ['Word of the Day: Guess the Crypto Term and Share 500,000 NOT in Token Vouchers', 'promotion'],
    ['Complete the Pendle (PENDLE) Learn & Earn Course to Earn PENDLE Token Vouchers', 'promotion', '', 'PENDLE'],
    ['Binance Learn & Earn Returns With a New Course on Ethereum Name Service (ENS)', 'promotion', '', 'ENS'],
    ['Learn About BounceBit (BB) in Binance Academy and Earn Up to 2 USDT in BB', 'promotion', '', 'BB'],
  ]),
  // written:list-product
  ...titles('Binance', 'en', [
    ['Binance Lists Its Top Picks for Q3: Featured Tokens on Binance Square', 'other'],
    ['Binance Square Lists Top 10 Creators Writing About SOL and ETH', 'other', '', 'SOL ETH'],
    ['Binance Lists New Fiat Channels for Buying BTC in Brazil', 'other', '', 'BTC'],
    ['Binance NFT Lists New Collection From BNB Chain Creators', 'other'],
    ['Binance Marketplace Lists Mystery Boxes for Binance Fan Token Holders', 'other'],
    ['Binance Gift Card Lists New Designs for BTC and BNB Cards', 'other', '', 'BTC BNB'],
    ['Binance Lists Requirements for Project Teams Applying to Launchpool', 'other'],
  ]),
  // written:loans
  ...titles('Binance', 'en', [
    ['Binance Loans Adds W and ENA as Loanable Assets', 'other', '', 'W ENA'],
    ['Binance VIP Loan Adds Support for ORDI as Collateral', 'other', '', 'ORDI'],
  ]),
  // written:network-upgrade
  ...titles('Binance', 'en', [
    ['Binance Will Support the Polygon (MATIC) Network Upgrade & Hard Fork', 'network-upgrade', '', 'MATIC'],
    ['Binance Will Support the Cardano (ADA) Chang Hard Fork', 'network-upgrade', '', 'ADA'],
    ['Binance Will Support the Fantom (FTM) to Sonic (S) Token Swap', 'network-upgrade', '', 'FTM S'],
    ['Binance Will Support the Rebranding of Render Token (RNDR) to RENDER', 'network-upgrade', '', 'RNDR RENDER'],
    ['Binance Will Support the SingularityNET (AGIX), Fetch.ai (FET) and Ocean Protocol (OCEAN) Token Merge', 'network-upgrade', '', 'AGIX FET OCEAN'],
    ['Binance Will Support the Arbitrum One (ARB) Network Upgrade', 'network-upgrade', '', 'ARB'],
  ]),
  // written:paid-out
  ...titles('Binance', 'en', [
    ['BNB Vault Rewards Now Distributed as Daily Rewards', 'other', '', 'BNB'],
  ]),
  // written:pay
  ...titles('Binance', 'en', [
    ['Binance Pay: Send USDC to Friends and Share $20,000 in Rewards', 'promotion', '', 'USDC'],
    ['Binance Pay Merchant Campaign: Pay With TON and Get 10% Cashback', 'promotion', '', 'TON'],
    ['Binance Pay Now Supports DOGE Payments: Pay and Win a Share of 1,000,000 DOGE', 'promotion', '', 'DOGE'],
  ]),
  // written:pool
  ...titles('Binance', 'en', [
    ['Binance Pool Launches Merged Mining for Dogecoin (DOGE) and Litecoin (LTC) With Zero Fees', 'promotion', '', 'DOGE LTC'],
    ['Binance Pool Supports Kaspa (KAS) Mining With 0.5% Fee Discount', 'promotion', '', 'KAS'],
  ]),
  // written:product-launch
  ...titles('Binance', 'en', [
    ['Binance Launches Spot Copy Trading With Support for BTC, ETH and BNB Pairs', 'other', '', 'BTC ETH BNB'],
    ['Binance Launches Futures Copy Trading for USDⓈ-M Perpetual Contracts', 'other'],
    ['Binance Launches Recurring Buy for SOL on Binance Convert', 'other', '', 'SOL'],
    ['Binance Wallet Launches Support for the TON Network', 'other', '', 'TON'],
    ['Binance Launches New Mobile Widget for Tracking BTC and ETH Prices', 'other', '', 'BTC ETH'],
    ['Binance Launches Binance Pay Integration With the Solana (SOL) Network', 'other', '', 'SOL'],
    ['Binance Launches Crypto Gift Cards for BNB and USDT', 'other', '', 'BNB USDT'],
    ['Binance Futures Launches Portfolio Margin Support for ETH', 'other', '', 'ETH'],
  ]),
  // written:special-offer
  ...titles('Binance', 'en', [
    ['Special Offer: Buy BTC With Zero Fees via Binance Convert', 'promotion', '', 'BTC'],
    ['Binance Adds ZK to Ongoing Buy Crypto Card Promotion', 'promotion', '', 'ZK'],
  ]),
  // written:trading-competition
  ...titles('Binance', 'en', [
    ['JUP Trading Competition: Trade JUP and Share 1,000,000 JUP in Rewards', 'promotion', '', 'JUP'],
    ['Celebrate the ENA Listing: Trade to Share $100,000 Worth of ENA', 'promotion', '', 'ENA'],
    ['Binance Spot Trading Challenge: Trade SAGA to Share 250,000 SAGA', 'promotion', '', 'SAGA'],
    ['Trade OMNI on Binance Margin and Share $150,000 in Token Vouchers', 'promotion', '', 'OMNI'],
  ]),
  // written:vip
  ...titles('Binance', 'en', [
    ['VIP Exclusive: Trade SOL Futures and Share 100,000 USDT', 'promotion', '', 'SOL'],
  ]),
  // written:vote
  ...titles('Binance', 'en', [
    ['Binance Vote to List: Community Vote Round 5 - Vote for PNUT, ACT or NEIRO', 'other', '', 'PNUT ACT NEIRO'],
  ]),
  // written:academy
  ...titles('Binance', 'zh', [
    ['币安学院推出以太坊 (ETH) 入门课程', 'other', '', 'ETH'],
  ]),
  // written:earn
  ...titles('Binance', 'zh', [
    ['币安理财上线 ENA 活期产品', 'promotion', '', 'ENA'],
  ]),
  // written:futures-competition
  ...titles('Binance', 'zh', [
    ['币安合约交易大赛：交易 PEPE 永续合约瓜分 10 万 USDT', 'promotion', '', 'PEPE'],
  ]),
  // written:network-upgrade
  ...titles('Binance', 'zh', [
    ['币安将支持 Avalanche (AVAX) 网络升级', 'network-upgrade', '', 'AVAX'],
  ]),
  // written:trading-competition
  ...titles('BingX', 'en', [
    ['BingX DOGS Trading Competition: Share 50,000 USDT', 'promotion', '', 'DOGS'],
  ]),
  // written:earn
  ...titles('Bitfinex', 'en', [
    ['Bitfinex Staking Rewards for Polkadot (DOT) Now Live', 'promotion', '', 'DOT'],
  ]),
  // written:fee-promotion
  ...titles('Bitget', 'en', [
    ['Bitget Spot Fee-Free Week: Trade SUI/USDT and APT/USDT With Zero Fees', 'promotion', '', 'SUI APT'],
  ]),
  // written:futures-competition
  ...titles('Bitget', 'en', [
    ['Bitget Futures Will Launch a Trading Contest for MOODENG: 200,000 USDT to Be Won', 'promotion', '', 'MOODENG'],
  ]),
  // written:list-product
  ...titles('Bitget', 'en', [
    ['Bitget Lists Its Proof of Reserves for BTC, ETH and USDT', 'other', '', 'BTC ETH USDT'],
  ]),
  // written:network-upgrade
  ...titles('Bitget', 'en', [
    ['Bitget Will Support the Stellar (XLM) Protocol 21 Upgrade', 'network-upgrade', '', 'XLM'],
  ]),
  // written:special-offer
  ...titles('Bitget', 'en', [
    ['New User Special Offer: Buy Your First ETH With 0 Fees on Bitget', 'promotion', '', 'ETH'],
  ]),
  // written:trading-competition
  ...titles('Bitget', 'en', [
    ['Bitget Trading Competition for STRK: 500,000 STRK in Rewards', 'promotion', '', 'STRK'],
  ]),
  // written:fee-promotion
  ...titles('Bithumb', 'ko', [
    ['[이벤트] 리플(XRP) 원화 마켓 거래 수수료 무료 이벤트', 'promotion', '', 'XRP'],
  ]),
  // written:network-upgrade
  ...titles('Bithumb', 'ko', [
    ['폴카닷(DOT) 네트워크 업그레이드 지원 안내', 'network-upgrade', '', 'DOT'],
  ]),
  // written:paid-out
  ...titles('Bithumb', 'ko', [
    ['[이벤트] 도지코인(DOGE) 거래 이벤트 경품 지급 안내', 'other', '', 'DOGE'],
  ]),
  // written:product-launch
  ...titles('Bithumb', 'ko', [
    ['[안내] 빗썸 신규 기능 출시 안내', 'other'],
  ]),
  // written:trading-competition
  ...titles('Bithumb', 'ko', [
    ['[이벤트] 신규 상장 기념 아비트럼(ARB) 거래 에어드랍 이벤트', 'promotion', '', 'ARB'],
    ['[마케팅] 카르다노(ADA) 원화 마켓 거래 지원금 이벤트', 'promotion', '', 'ADA'],
  ]),
  // written:fee-promotion
  ...titles('Bitstamp', 'en', [
    ['Bitstamp Zero-Fee Weekend: Trade XRP/EUR With No Trading Fees', 'promotion', '', 'XRP'],
  ]),
  // written:academy
  ...titles('Bybit', 'en', [
    ['Bybit Learn: A Beginner\'s Guide to Trading SUI on Spot', 'other', '', 'SUI'],
  ]),
  // written:api-margin-tier
  ...titles('Bybit', 'en', [
    ['Bybit Will Adjust Tick Size for SHIB1000USDT Perpetual Contract', 'other', '', 'SHIB'],
  ]),
  // written:earn
  ...titles('Bybit', 'en', [
    ['Bybit Earn Special Offer: 555% APR on USDT Flexible Savings for New Users', 'promotion', '', 'USDT'],
  ]),
  // written:fee-promotion
  ...titles('Bybit', 'en', [
    ['Bybit Spot: Zero Taker Fees on TON/USDT Until Further Notice', 'promotion', '', 'TON'],
  ]),
  // written:futures-competition
  ...titles('Bybit', 'en', [
    ['Bybit Derivatives Will Launch TRUMP Trading Contest: Share 100,000 USDT', 'promotion', '', 'TRUMP'],
  ]),
  // written:integration
  ...titles('Bybit', 'en', [
    ['Bybit Opens Deposits of USDe on TON Network', 'other', '', 'USDE'],
  ]),
  // written:learn-earn
  ...titles('Bybit', 'en', [
    ['Bybit Learn & Earn: Discover Mantle (MNT) and Earn MNT Rewards', 'promotion', '', 'MNT'],
  ]),
  // written:network-upgrade
  ...titles('Bybit', 'en', [
    ['Bybit Will Support the NEAR Protocol (NEAR) Network Upgrade', 'network-upgrade', '', 'NEAR'],
    ['Bybit Will Support the Ethereum (ETH) Dencun Upgrade', 'network-upgrade', '', 'ETH'],
  ]),
  // written:product-launch
  ...titles('Bybit', 'en', [
    ['Bybit Launches Bybit Card in Argentina With Support for USDT and USDC Payments', 'other', '', 'USDT USDC'],
  ]),
  // written:trading-competition
  ...titles('Bybit', 'en', [
    ['ZRO Trading Campaign on Bybit Spot: Share 200,000 USDT', 'promotion', '', 'ZRO'],
  ]),
  // written:vip
  ...titles('Bybit', 'en', [
    ['Bybit VIP Fast Track: Enjoy Up to 30% Rebate on BTC/USDT Spot Trading', 'promotion', '', 'BTC'],
  ]),
  // written:fee-promotion
  ...titles('Coinbase', 'en', [
    ['Coinbase One Members Get Zero Trading Fees on USDC Pairs', 'promotion', '', 'USDC'],
  ]),
  // written:learn-earn
  ...titles('Coinbase', 'en', [
    ['Coinbase Earn: Learn About The Graph (GRT) and Earn GRT', 'promotion', '', 'GRT'],
  ]),
  // written:list-product
  ...titles('Coinbase', 'en', [
    ['Coinbase Wallet Product Roadmap: New Features Coming This Quarter', 'other'],
  ]),
  // written:product-launch
  ...titles('Coinbase', 'en', [
    ['Coinbase Wallet Now Supports Base Network Tokens', 'other'],
  ]),
  // written:academy
  ...titles('Crypto.com', 'en', [
    ['Crypto.com University: New Lesson on the Cronos (CRO) Ecosystem', 'other', '', 'CRO'],
  ]),
  // written:earn
  ...titles('Crypto.com', 'en', [
    ['Crypto.com Earn Adds Support for SUI With Up to 6% p.a.', 'promotion', '', 'SUI'],
  ]),
  // written:trading-competition
  ...titles('Crypto.com', 'en', [
    ['Crypto.com Exchange Trading Competition: Trade CRO and Share $100,000', 'promotion', '', 'CRO'],
  ]),
  // written:academy
  ...titles('Gate', 'en', [
    ['Gate Learn Introduces "Understanding Pyth Network (PYTH)" Course', 'other', '', 'PYTH'],
  ]),
  // written:api-margin-tier
  ...titles('Gate', 'en', [
    ['Gate.io Will Adjust the Margin Leverage of APE/USDT', 'other', '', 'APE'],
  ]),
  // written:earn
  ...titles('Gate', 'en', [
    ['Gate Lend & Earn Adds USDC With 12% APR for a Limited Time', 'promotion', '', 'USDC'],
  ]),
  // written:fee-promotion
  ...titles('Gate', 'en', [
    ['Trade BONK/USDT on Gate.io With 0% Maker Fee for a Limited Time', 'promotion', '', 'BONK'],
  ]),
  // written:integration
  ...titles('Gate', 'en', [
    ['Gate.io Completes Integration of Arbitrum (ARB) on Base Network', 'other', '', 'ARB'],
  ]),
  // written:learn-earn
  ...titles('Gate', 'en', [
    ['Gate Learn Quiz Challenge: Learn About ONDO and Win 20,000 USDT', 'promotion', '', 'ONDO'],
  ]),
  // written:network-upgrade
  ...titles('Gate', 'en', [
    ['Gate.io Will Support the Injective (INJ) Mainnet Upgrade', 'network-upgrade', '', 'INJ'],
  ]),
  // written:product-launch
  ...titles('Gate', 'en', [
    ['Gate.io Launches Gate Web3 Wallet Support for Base Network', 'other'],
  ]),
  // written:trading-competition
  ...titles('Gate', 'en', [
    ['Gate.io BLAST Trading Competition: Share $60,000 in BLAST', 'promotion', '', 'BLAST'],
  ]),
  // written:vote
  ...titles('Gate', 'en', [
    ['Gate.io Listing Vote: Vote for Your Favorite Project Among BRETT, MOG and TURBO', 'other', '', 'BRETT MOG TURBO'],
  ]),
  // written:earn
  ...titles('HTX', 'en', [
    ['HTX Earn Launches Fixed-Term Products for TRX With 10% APY', 'promotion', '', 'TRX'],
  ]),
  // written:fee-promotion
  ...titles('HTX', 'en', [
    ['HTX Zero Fee Carnival: 0 Fees on TRX/USDT Spot Trading', 'promotion', '', 'TRX'],
  ]),
  // written:trading-competition
  ...titles('HTX', 'en', [
    ['HTX New Token Trading Challenge: Trade SATS and Share $30,000', 'promotion', '', 'SATS'],
  ]),
  // written:earn
  ...titles('Kraken', 'en', [
    ['Kraken Staking Now Available for Celestia (TIA)', 'promotion', '', 'TIA'],
  ]),
  // written:fee-promotion
  ...titles('Kraken', 'en', [
    ['Kraken Pro Fee Promotion: Zero Maker Fees on SOL/USD', 'promotion', '', 'SOL'],
  ]),
  // written:network-upgrade
  ...titles('Kraken', 'en', [
    ['Kraken Will Support the Ethereum (ETH) Pectra Network Upgrade', 'network-upgrade', '', 'ETH'],
  ]),
  // written:product-launch
  ...titles('Kraken', 'en', [
    ['Kraken Launches Kraken Wallet With Support for Ethereum, Solana and Bitcoin', 'other', '', 'ETH SOL BTC'],
  ]),
  // written:academy
  ...titles('KuCoin', 'en', [
    ['KuCoin Learn Adds New Lesson on Celestia (TIA) Modular Data Availability', 'other', '', 'TIA'],
  ]),
  // written:api-margin-tier
  ...titles('KuCoin', 'en', [
    ['KuCoin Futures Will Adjust the Risk Limit Levels of ORDIUSDT', 'other', '', 'ORDI'],
  ]),
  // written:earn
  ...titles('KuCoin', 'en', [
    ['KuCoin Earn Lists New Staking Product for Aptos (APT)', 'promotion', '', 'APT'],
  ]),
  // written:fee-promotion
  ...titles('KuCoin', 'en', [
    ['KuCoin Extends 0 Fee Promotion for ENA/USDT Spot Trading', 'promotion', '', 'ENA'],
  ]),
  // written:futures-competition
  ...titles('KuCoin', 'en', [
    ['KuCoin Futures Will Launch PNUT Futures Trading Battle With 50,000 USDT Prize Pool', 'promotion', '', 'PNUT'],
  ]),
  // written:integration
  ...titles('KuCoin', 'en', [
    ['KuCoin Now Supports Withdrawals of USDT via the TON Network', 'other', '', 'USDT'],
  ]),
  // written:learn-earn
  ...titles('KuCoin', 'en', [
    ['KuCoin Learn & Earn: Answer the Quiz on Sei (SEI) and Win a Share of 50,000 SEI', 'promotion', '', 'SEI'],
  ]),
  // written:network-upgrade
  ...titles('KuCoin', 'en', [
    ['KuCoin Will Support the Cosmos Hub (ATOM) v17 Network Upgrade', 'network-upgrade', '', 'ATOM'],
    ['KuCoin Will Support the Token Swap and Rebranding of MATIC to POL', 'network-upgrade', '', 'MATIC POL'],
  ]),
  // written:product-launch
  ...titles('KuCoin', 'en', [
    ['KuCoin Launches Trading Bot Marketplace With DCA Bots for BTC and ETH', 'other', '', 'BTC ETH'],
  ]),
  // written:rebate
  ...titles('KuCoin', 'en', [
    ['KuCoin Rebate Program: Get 20% Fee Rebate on JASMY/USDT', 'promotion', '', 'JASMY'],
  ]),
  // written:trading-competition
  ...titles('KuCoin', 'en', [
    ['KuCoin New Listing Carnival: Trade W and Share $50,000 in Rewards', 'promotion', '', 'W'],
  ]),
  // written:vote
  ...titles('KuCoin', 'en', [
    ['KuCoin GemVote: Vote for BONK, POPCAT or MEW to Be Listed on KuCoin', 'other', '', 'BONK POPCAT MEW'],
  ]),
  // written:trading-competition
  ...titles('LBank', 'en', [
    ['LBank ZK Trading Competition: Trade and Win $20,000 in ZK', 'promotion', '', 'ZK'],
  ]),
  // written:academy
  ...titles('MEXC', 'en', [
    ['MEXC Learn Publishes Research Report on Bittensor (TAO)', 'other', '', 'TAO'],
  ]),
  // written:fee-promotion
  ...titles('MEXC', 'en', [
    ['MEXC Zero-Fee Trading Now Live for All New Listings Including JUP/USDT', 'promotion', '', 'JUP'],
    ['MEXC Launches 0-Fee Futures Trading for BTCUSDT and ETHUSDT', 'promotion', '', 'BTC ETH'],
  ]),
  // written:network-upgrade
  ...titles('MEXC', 'en', [
    ['MEXC Will Support the Filecoin (FIL) Network Upgrade', 'network-upgrade', '', 'FIL'],
  ]),
  // written:product-launch
  ...titles('MEXC', 'en', [
    ['MEXC Launches Copy Trading for Spot Markets, Starting With BTC/USDT and ETH/USDT', 'other', '', 'BTC ETH'],
  ]),
  // written:trading-competition
  ...titles('MEXC', 'en', [
    ['MEXC NOT Trading Festival: Deposit and Trade to Win 10,000,000 NOT', 'promotion', '', 'NOT'],
  ]),
  // written:academy
  ...titles('OKX', 'en', [
    ['OKX Learn: What Is Toncoin (TON) and How Does It Work?', 'other', '', 'TON'],
  ]),
  // written:affiliate
  ...titles('OKX', 'en', [
    ['OKX Affiliate Special Offer: Extra Rebates on XRP Perpetual Futures', 'promotion', '', 'XRP'],
  ]),
  // written:airdrop
  ...titles('OKX', 'en', [
    ['OKX Will Support the ETHW Airdrop for ETH Holders', 'other', '', 'ETHW ETH'],
  ]),
  // written:api-margin-tier
  ...titles('OKX', 'en', [
    ['OKX to Adjust Position Tiers of DOGE, XRP and ADA Perpetual Swaps', 'other', '', 'DOGE XRP ADA'],
  ]),
  // written:deposit-address
  ...titles('OKX', 'en', [
    ['OKX Announcement on Deposit Address Update for Solana (SOL) Tokens', 'other', '', 'SOL'],
  ]),
  // written:earn
  ...titles('OKX', 'en', [
    ['OKX Earn: New Fixed-Term Products for DOT and ATOM With Boosted APR', 'promotion', '', 'DOT ATOM'],
  ]),
  // written:fee-promotion
  ...titles('OKX', 'en', [
    ['OKX Zero-Fee Trading Campaign for PEPE/USDC and DOGE/USDC Spot Pairs', 'promotion', '', 'PEPE DOGE'],
  ]),
  // written:futures-competition
  ...titles('OKX', 'en', [
    ['OKX Futures Will Launch PEOPLE Trading Competition - Share 20,000 USDT', 'promotion', '', 'PEOPLE'],
  ]),
  // written:integration
  ...titles('OKX', 'en', [
    ['OKX Completes Integration of SHIB on BNB Smart Chain (BEP20)', 'other', '', 'SHIB'],
  ]),
  // written:learn-earn
  ...titles('OKX', 'en', [
    ['OKX Learn & Earn: Complete the Aptos (APT) Quiz to Share 10,000 APT', 'promotion', '', 'APT'],
  ]),
  // written:list-product
  ...titles('OKX', 'en', [
    ['OKX Lists Its Most Traded Pairs of the Month: BTC, ETH and SOL', 'other', '', 'BTC ETH SOL'],
  ]),
  // written:network-upgrade
  ...titles('OKX', 'en', [
    ['OKX Will Support the Toncoin (TON) Network Upgrade', 'network-upgrade', '', 'TON'],
    ['OKX Will Support the Polymath (POLY) to Polymesh (POLYX) Migration', 'network-upgrade', '', 'POLY POLYX'],
  ]),
  // written:product-launch
  ...titles('OKX', 'en', [
    ['OKX Launches OKX Wallet Extension for Bitcoin Ordinals and BRC-20 Tokens', 'other', '', 'BTC'],
    ['OKX Launches Smart Sync Mode for Copy Trading', 'other'],
    ['OKX Launches New Trading Interface for ETH Staking on OKX Wallet', 'other', '', 'ETH'],
  ]),
  // written:trading-competition
  ...titles('OKX', 'en', [
    ['OKX TIA Trading Competition: Win a Share of 40,000 TIA', 'promotion', '', 'TIA'],
  ]),
  // written:api-margin-tier
  ...titles('OKX', 'zh', [
    ['欧易关于调整 BTC 永续合约梯度档位的公告', 'other', '', 'BTC'],
  ]),
  // written:earn
  ...titles('OKX', 'zh', [
    ['欧易赚币上线 ETH 质押新产品', 'promotion', '', 'ETH'],
  ]),
  // written:trading-competition
  ...titles('OKX', 'zh', [
    ['欧易OKX关于开展 SOL 交易大赛的公告', 'promotion', '', 'SOL'],
  ]),
  // written:deposit-address
  ...titles('Upbit', 'ko', [
    ['[안내] 테더(USDT) 입금 주소 변경 안내', 'other', '', 'USDT'],
  ]),
  // written:earn
  ...titles('Upbit', 'ko', [
    ['[스테이킹] 코스모스(ATOM) 스테이킹 서비스 오픈 안내', 'promotion', '', 'ATOM'],
    ['[공지] 이더리움(ETH) 스테이킹 서비스 오픈', 'promotion', '', 'ETH'],
  ]),
  // written:fee-promotion
  ...titles('Upbit', 'ko', [
    ['[거래] 원화 마켓 거래 수수료 할인 이벤트 안내', 'promotion'],
  ]),
  // written:fiat
  ...titles('Upbit', 'ko', [
    ['[안내] 원화 입출금 은행 점검 안내', 'other'],
  ]),
  // written:learn-earn
  ...titles('Upbit', 'ko', [
    ['[이벤트] 디지털 자산 퀴즈 이벤트: 폴리곤(POL) 알아보고 에어드랍 받기', 'promotion', '', 'POL'],
  ]),
  // written:trading-competition
  ...titles('Upbit', 'ko', [
    ['[이벤트] 솔라나(SOL) 거래 이벤트 안내', 'promotion', '', 'SOL'],
    ['[이벤트] 비트코인(BTC) 거래 인증 이벤트', 'promotion', '', 'BTC'],
  ]),
  // Second written round (2026-11-29): harder decoys and real kinds in unusual words, two thirds of them
  ...titles('Binance', 'en', [
    ['Binance Simple Earn Adds Zentra (ZNT) Flexible Products with Up to 12% APR', 'promotion', '', 'ZNT'],
    ['Binance Academy Launches New Course: Understanding Quilvera (QLVR) and Modular Rollups', 'other', '', 'QLVR'],
    ['Binance VIP Loan Now Supports Dromex (DRMX) as Collateral', 'other', '', 'DRMX'],
    ['Binance Dual Investment Now Available for TRVQ', 'promotion', '', 'TRVQ'],
    ['Binance Will Delist GLYX from Simple Earn Flexible Products (2026-12-10)', 'other', '', 'GLYX'],
    ['[Update] Binance Postpones the Delisting of Harvenia (HRVN)', 'other', '', 'HRVN'],
    ['Binance Convert Limit Orders Are Now Live for All Users', 'other'],
    ['Binance Square Creator Campaign: Write About QUMB to Share 20,000 USDC', 'promotion', '', 'QUMB'],
    ['Binance P2P Now Supports ZVRA with Local Payment Methods', 'other', '', 'ZVRA'],
    ['Binance Gift Card Now Available for KVOX', 'other', '', 'KVOX'],
    ['Binance Loans Adds BLZQ as a Loanable Asset', 'other', '', 'BLZQ'],
    ['Binance Soft Staking Now Supports Crexil (CRXL)', 'promotion', '', 'CRXL'],
    ['Binance Completes Integration of Kvoxel (KVOX) on Arbitrum One Network', 'other', '', 'KVOX'],
    ['Binance Loans Will Delist HXMN as a Collateral Asset', 'other', '', 'HXMN'],
    ['Binance Adds PXLQ/USDC Pair to Ongoing Zero-Fee Promotion', 'promotion', '', 'PXLQ'],
    ['📢 New Futures Requirement: Complete the Updated Futures Quiz Before Trading', 'other'],
    ['Binance Futures Will Launch USDⓈ-M QLVRUSDT Perpetual Contract With Up to 50x Leverage', 'futures-listing', '+', 'QLVR'],
    ['Binance Will Add Vyranode (VYRA) on Earn, Buy Crypto, Convert, Margin & Futures', 'futures-listing', '+', 'VYRA'],
    ['Binance Will Add Dromex (DRMX) on Earn, Buy Crypto, Convert & Margin', 'new-markets', '+', 'DRMX'],
    ['Introducing Travique (TRVQ) on Binance HODLer Airdrops! Earn TRVQ With Retroactive BNB Simple Earn Subscriptions', 'launch-platform', '', 'TRVQ'],
    ['Introducing Morquel (MORQ) on Binance Launchpool! Farm MORQ by Staking BNB and FDUSD', 'launch-platform', '', 'MORQ'],
    ['Binance Will Delist FENZ, GLYX, HRVN on 2026-12-12', 'delisting', '-', 'FENZ GLYX HRVN'],
    ['Notice of Removal of Spot Trading Pairs - 2026-12-05', 'delisting'],
    ['Binance Will Extend Monitoring Tag to Include JUXT and NEBQ', 'tag-added', '-', 'JUXT NEBQ'],
    ['Binance Will Remove the Monitoring Tag for ORVX', 'tag-removed', '+', 'ORVX'],
    ['Binance Will Support the Pyrzo (PYRZ) Network Upgrade & Hard Fork', 'network-upgrade', '', 'PYRZ'],
    ['Binance Will Suspend KVOX Deposits and Withdrawals During Wallet Maintenance', 'transfers-suspended', '', 'KVOX'],
    ['Binance Has Resumed Deposits and Withdrawals of BLZQ', 'transfers-resumed', '', 'BLZQ'],
    ['Crexil (CRXL) Will Be Available on Binance Alpha and Binance Futures', 'futures-listing', '+', 'CRXL'],
    ['Binance Futures Will Launch USDⓈ-M 1000FJRDUSDT Perpetual Contract (2026-12-02)', 'futures-listing', '+', 'FJRD'],
    ['Binance Options Will Launch KWZRUSDT Monthly Options', 'new-markets', '+', 'KWZR'],
    ['Binance Futures Will Delist USDⓈ-M LYQXUSDT and MZRKUSDT Perpetual Contracts', 'delisting', '-', 'LYQX MZRK'],
    ['Binance Pre-Market: Pixloq (PXLQ) Trading Opens', 'launch-platform', '', 'PXLQ'],
    ['Binance Spot API Update: New Endpoints for Order Amendments (2026-12-01)', 'other'],
    ['Binance Futures Trading Tournament: VYRA Edition — Share $300,000 in Token Vouchers', 'promotion', '', 'VYRA'],
    ['Trade DRMX on Binance Spot and Share 1,000,000 DRMX in Rewards!', 'promotion', '', 'DRMX'],
    ['Binance Will Discontinue PLNX Auto-Invest Plans', 'other', '', 'PLNX'],
  ]),
  ...titles('OKX', 'en', [
    ['OKX Simple Earn adds DWQN fixed-term products', 'promotion', '', 'DWQN'],
    ['OKX Trading Bots: Spot Grid and DCA now available for FJRD/USDT', 'other', '', 'FJRD'],
    ['OKX Card now supports HXMN top-ups in the EEA', 'other', '', 'HXMN'],
    ['OKX NFT Marketplace lists the Kwezira Genesis collection', 'other'],
    ['OKX Announcement on the postponement of LYQX delisting', 'other', '', 'LYQX'],
    ['OKX to delist MZRK from Flexible Loan', 'other', '', 'MZRK'],
    ['OKX to list QTRZ (Quatrez) for spot trading', 'spot-listing', '+', 'QTRZ'],
    ['OKX to list perpetual futures for RZMV and VXTR', 'futures-listing', '+', 'RZMV VXTR'],
    ['OKX Jumpstart: ZKQM mining now open — stake OKB to mine', 'launch-platform', '', 'ZKQM'],
    ['OKX to delist TSLQ and OBRN spot trading pairs', 'delisting', '-', 'TSLQ OBRN'],
    ['OKX to delist IVRLUSD coin-margined delivery futures', 'delisting', '-', 'IVRL'],
    ['OKX to support ELVT token swap and rebranding', 'network-upgrade', '', 'ELVT'],
    ['OKX to adjust price limit rules for TRVQ perpetual futures', 'other', '', 'TRVQ'],
    ['OKX API v5 upgrade: new WebSocket channels for spread trading', 'other'],
    ['OKX Trading Challenge: trade FENZ to share 80,000 USDT', 'promotion', '', 'FENZ'],
  ]),
  ...titles('Bybit', 'en', [
    ['Bybit Launches Earn Flash Deal: Stake PXLQ for Up to 300% APR', 'promotion', '', 'PXLQ'],
    ['Bybit Card Now Supports QTRZ as a Spending Asset', 'other', '', 'QTRZ'],
    ['Bybit Web3: RZMV Now Available on Bybit Wallet Swap', 'other', '', 'RZMV'],
    ['Bybit Learn: Zokami (ZKQM) Tokenomics Explained', 'other', '', 'ZKQM'],
    ['Bybit Becomes Official Exchange Partner of the Tessaly (TSLQ) Ecosystem', 'other', '', 'TSLQ'],
    ['Bybit Listing Vote: Vote for MORQ, FENZ or GLYX and Decide What Comes Next', 'other', '', 'MORQ FENZ GLYX'],
    ['New Listing: QLVRUSDT Perpetual Contract, With Up to 25x Leverage', 'futures-listing', '+', 'QLVR'],
    ['Bybit Will Delist the DRMXUSDT Perpetual Contract', 'delisting', '-', 'DRMX'],
    ['Bybit Launchpool: Stake MNT or USDT to Earn KOBZ', 'launch-platform', '', 'KOBZ'],
    ['Bybit Pre-Market Trading: PLNX Now Open for Early Access', 'launch-platform', '', 'PLNX'],
    ['Bybit Will Adjust the Funding Rate Interval for HRVNUSDT Perpetual Contract', 'other', '', 'HRVN'],
    ['Bybit Scheduled Maintenance — December 7, 2026', 'other'],
    ['Bybit Adjusts Risk Limit Tiers for JUXTUSDT and NEBQUSDT', 'other', '', 'JUXT NEBQ'],
  ]),
  ...titles('Bitget', 'en', [
    ['Bitget Launches OBRN Carnival: Trade to Share 2,000,000 OBRN', 'promotion', '', 'OBRN'],
    ['Bitget Savings Now Lists ULMR Fixed Products', 'promotion', '', 'ULMR'],
    ['Bitget Academy: A Beginner\'s Guide to Zentra (ZNT)', 'other', '', 'ZNT'],
    ['Bitget Launches Crypto Loans: Borrow USDT Against PYRZ', 'other', '', 'PYRZ'],
    ['Bitget Will List Harvenia (HRVN) in the Innovation and Layer 2 Zone', 'spot-listing', '+', 'HRVN'],
    ['Bitget LaunchX: JUXT Pre-Launch Subscription Opens', 'launch-platform', '', 'JUXT'],
    ['Bitget Will Delist QUMB from Spot OTC and List QUMB in the Innovation Zone', 'spot-listing', '+', 'QUMB'],
    ['Bitget Has Completed the ZVRA Token Migration', 'network-upgrade', '', 'ZVRA'],
    ['Bitget CandyBomb: Trade Futures to Share 400,000 ORVX', 'promotion', '', 'ORVX'],
    ['Bitget Futures API: Changes to Order Rate Limits', 'other'],
  ]),
  ...titles('KuCoin', 'en', [
    ['KuCoin Earn Launches QLVR Staking with Up to 15% APR', 'promotion', '', 'QLVR'],
    ['KuCoin Will Postpone the Delisting of DRMX', 'other', '', 'DRMX'],
    ['KuCoin Research: PLNX Monthly Ecosystem Review', 'other', '', 'PLNX'],
    ['[Update] KuCoin Cancels the TRVQ Listing — Trading Will Not Open', 'other', '', 'TRVQ'],
    ['KuCoin Supports FJRD Deposits via BEP20', 'other', '', 'FJRD'],
    ['KuCoin Will Delist NQVA from KuCoin Earn', 'other', '', 'NQVA'],
    ['Kvoxel (KVOX) Gets Listed on KuCoin! World Premiere!', 'spot-listing', '+', 'KVOX'],
    ['KuCoin Suspends HXMN Deposits and Withdrawals Due to Network Congestion', 'transfers-suspended', '', 'HXMN'],
    ['KuCoin Has Resumed KWZR Withdrawals', 'transfers-resumed', '', 'KWZR'],
    ['KuCoin Will Adjust the Tick Size for ZVRA/USDT', 'other', '', 'ZVRA'],
    ['KuCoin Referral Campaign: Invite Friends and Earn KVOX', 'promotion', '', 'KVOX'],
  ]),
  ...titles('Gate', 'en', [
    ['Gate Earn: Subscribe to JUXT Fixed Earn and Enjoy 20% APR', 'promotion', '', 'JUXT'],
    ['Gate Will Change the Deposit Address of HXMN', 'other', '', 'HXMN'],
    ['Gate Will List Novaqen (NQVA) for Spot Trading', 'spot-listing', '+', 'NQVA'],
    ['Gate HODLer Airdrop: PXLQ — Hold GT to Share 300,000 PXLQ', 'launch-platform', '', 'PXLQ'],
    ['Gate Pre-Market: QTRZ Pre-Market Trading Is Now Live', 'launch-platform', '', 'QTRZ'],
    ['Gate Futures Will Launch VXTR USDT-Margined Perpetual Contract with 20x Leverage', 'futures-listing', '+', 'VXTR'],
    ['Gate Will Adjust the Minimum Order Quantity of BLZQ_USDT', 'other', '', 'BLZQ'],
    ['Gate Futures Trading Contest: Trade CRXL Perpetuals and Share 50,000 USDT', 'promotion', '', 'CRXL'],
    ['Gate System Maintenance Notice (Dec 4, 2026)', 'other'],
  ]),
  ...titles('MEXC', 'en', [
    ['MEXC Launches ORVX Futures M-Day: Share 100,000 USDT', 'promotion', '', 'ORVX'],
    ['MEXC Savings: PYRZ Flexible Savings Now Live', 'promotion', '', 'PYRZ'],
    ['MEXC Will Postpone the Delisting of ZVRA', 'other', '', 'ZVRA'],
    ['MEXC Launches New Futures Grid Bot for NEBQUSDT', 'other', '', 'NEBQ'],
    ['MEXC Will List Wazonic (WQZN) in the Innovation Zone', 'spot-listing', '+', 'WQZN'],
    ['MEXC Futures Will Launch YRQXUSDT and ZKQMUSDT Perpetual Contracts', 'futures-listing', '+', 'YRQX ZKQM'],
    ['MEXC Will Add ST Tag to SKRV', 'tag-added', '-', 'SKRV'],
    ['MEXC Will Remove the ST Tag from IVRL', 'tag-removed', '+', 'IVRL'],
    ['MEXC Airdrop+: Deposit and Trade DWQN to Share 150,000 USDT', 'promotion', '', 'DWQN'],
    ['MEXC Adjusts the Funding Rate Cap and Floor for FJRDUSDT', 'other', '', 'FJRD'],
  ]),
  ...titles('HTX', 'en', [
    ['HTX Earn Launches KVOX Limited-Time Fixed Savings (APY up to 40%)', 'promotion', '', 'KVOX'],
    ['HTX Deposit Campaign: Deposit BLZQ to Share $50,000', 'promotion', '', 'BLZQ'],
    ['HTX Will List ELVT (Elvanto) and Open Trading with USDT', 'spot-listing', '+', 'ELVT'],
    ['HTX Has Added ZNT/USDC and ZNT/BTC Trading Pairs', 'new-markets', '+', 'ZNT'],
    ['HTX Will Support the QLVR Mainnet Swap', 'network-upgrade', '', 'QLVR'],
    ['HTX Will Adjust Leverage Tiers for KWZR-USDT Perpetual Swaps', 'other', '', 'KWZR'],
    ['HTX Net Deposit Challenge: Deposit LYQX and Share a 100,000 USDT Prize Pool', 'promotion', '', 'LYQX'],
  ]),
  ...titles('Kraken', 'en', [
    ['Kraken Staking: DWQN Now Available for On-Chain Staking', 'promotion', '', 'DWQN'],
    ['Kraken Wallet Adds Support for FJRD', 'other', '', 'FJRD'],
    ['Kraken Learn: What Is Hexmanta (HXMN)?', 'other', '', 'HXMN'],
    ['Kraken listing VYRA: Trading starts December 3', 'spot-listing', '+', 'VYRA'],
    ['Notice of Trading Suspension: KOBZ', 'delisting', '-', 'KOBZ'],
    ['Scheduled Downtime for Kraken Futures on December 9', 'other'],
    ['Margin requirement changes for MZRK on Kraken', 'other', '', 'MZRK'],
  ]),
  ...titles('Coinbase', 'en', [
    ['Coinbase Wallet now supports KWZR on Base', 'other', '', 'KWZR'],
    ['Coinbase One: 0% trading fees on LYQX through March 1', 'promotion', '', 'LYQX'],
    ['Travique (TRVQ) added to the roadmap', 'spot-listing', '+', 'TRVQ'],
    ['Coinbase will suspend trading in FENZ on December 15, 2026', 'delisting', '-', 'FENZ'],
  ]),
  ...titles('Upbit', 'en', [
    ['Upbit Launches Staking Service for RZMV', 'promotion', '', 'RZMV'],
    ['Market Support for HRVN (BTC, USDT Market)', 'spot-listing', '+', 'HRVN'],
    ['Investment Warning (JUXT)', 'tag-added', '-', 'JUXT'],
    ['Termination of Trading Support for NEBQ', 'delisting', '-', 'NEBQ'],
    ['Upbit Open API Rate Limit Change Notice', 'other'],
    ['PXLQ KRW Market Trading Event', 'promotion', '', 'PXLQ'],
  ]),
  ...titles('Binance', 'zh', [
    ['币安理财上线ZNT活期产品，年化收益率高达10%', 'promotion', '', 'ZNT'],
    ['币安学院上线全新课程：了解VYRA与模块化区块链', 'other', '', 'VYRA'],
    ['币安质押借币新增KOBZ作为可抵押资产', 'other', '', 'KOBZ'],
    ['币安关于推迟下架PLNX的公告', 'other', '', 'PLNX'],
    ['币安Web3钱包上线MORQ跨链兑换功能', 'other', '', 'MORQ'],
    ['币安广场创作者活动：发布FENZ相关内容瓜分10,000 USDC', 'promotion', '', 'FENZ'],
    ['币安投票上币：VXTR与WQZN谁将胜出？', 'other', '', 'VXTR WQZN'],
    ['币安将上市Orvexa (ORVX)，并添加种子标签', 'spot-listing', '+', 'ORVX'],
    ['币安合约将上线U本位PYRZUSDT永续合约', 'futures-listing', '+', 'PYRZ'],
    ['币安将在赚币、币安闪兑、杠杆和合约上线QUMB', 'futures-listing', '+', 'QUMB'],
    ['币安将在赚币、币安闪兑和杠杆上线ZVRA', 'new-markets', '+', 'ZVRA'],
    ['币安新增KVOX/TRY交易对', 'new-markets', '+', 'KVOX'],
    ['币安HODLer空投上线Blazquin (BLZQ)！通过BNB申购回溯获取空投', 'launch-platform', '', 'BLZQ'],
    ['币安将下架CRXL、DWQN与FJRD（2026-12-11）', 'delisting', '-', 'CRXL DWQN FJRD'],
    ['币安将扩大监控标签范围至HXMN与KWZR', 'tag-added', '-', 'HXMN KWZR'],
    ['币安将移除LYQX的监控标签', 'tag-removed', '+', 'LYQX'],
    ['币安将支持MZRK网络升级及硬分叉', 'network-upgrade', '', 'MZRK'],
    ['币安已恢复PXLQ充值与提现', 'transfers-resumed', '', 'PXLQ'],
    ['币安Alpha将首发KOBZ', 'launch-platform', '', 'KOBZ'],
    ['币安盘前交易：PLNX现已上线', 'launch-platform', '', 'PLNX'],
    ['币安合约将调整U本位QTRZUSDT永续合约的杠杆与保证金层级', 'other', '', 'QTRZ'],
    ['币安合约将调整RZMVUSDT资金费率结算频率', 'other', '', 'RZMV'],
    ['币安系统升级通知（2026-12-12）', 'other'],
    ['币安简单赚币：ELVT定期产品年化高达30%', 'promotion', '', 'ELVT'],
  ]),
  ...titles('OKX', 'zh', [
    ['欧易钱包上线JUXT跨链兑换', 'other', '', 'JUXT'],
    ['欧易赚币上线NEBQ链上赚币，年化最高15%', 'promotion', '', 'NEBQ'],
    ['欧易关于借贷产品下线ORVX的公告', 'other', '', 'ORVX'],
    ['欧易学院：什么是QUMB？', 'other', '', 'QUMB'],
    ['欧易关于上线QTRZ (Quatrez) 现货交易的公告', 'spot-listing', '+', 'QTRZ'],
    ['欧易关于上线RZMV永续合约的公告', 'futures-listing', '+', 'RZMV'],
    ['欧易关于开通WQZN杠杆交易的公告', 'new-markets', '+', 'WQZN'],
    ['欧易关于下架YRQX现货交易的公告', 'delisting', '-', 'YRQX'],
    ['欧易关于上线TSLQ盘前永续合约的公告', 'launch-platform', '', 'TSLQ'],
    ['欧易关于暂停OBRN充提业务的公告', 'transfers-suspended', '', 'OBRN'],
    ['欧易关于支持ULMR代币置换及品牌升级的公告', 'network-upgrade', '', 'ULMR'],
    ['欧易关于调整WQZN永续合约限价规则的公告', 'other', '', 'WQZN'],
    ['欧易交易赛：交易YRQX瓜分10万USDT', 'promotion', '', 'YRQX'],
  ]),
  ...titles('Gate', 'zh', [
    ['Gate 理财上线BLZQ定期理财，年化30%', 'promotion', '', 'BLZQ'],
    ['【公告】Gate 关于推迟下架CRXL的公告', 'other', '', 'CRXL'],
    ['Gate 研究院：DWQN项目深度研报', 'other', '', 'DWQN'],
    ['Gate 将上线 Skarvo (SKRV) 现货交易', 'spot-listing', '+', 'SKRV'],
    ['Gate 合约调整ZKQM_USDT风险限额', 'other', '', 'ZKQM'],
    ['Gate 交易赛：交易TSLQ瓜分5万美元奖池', 'promotion', '', 'TSLQ'],
  ]),
  ...titles('MEXC', 'zh', [
    ['MEXC 关于取消KWZR上线计划的公告', 'other', '', 'KWZR'],
    ['MEXC 将下架ELVT永续合约', 'delisting', '-', 'ELVT'],
  ]),
  ...titles('HTX', 'zh', [
    ['HTX 理财上线LYQX限时定期，年化最高50%', 'promotion', '', 'LYQX'],
    ['HTX 充值活动：充值MZRK瓜分$20,000奖池', 'promotion', '', 'MZRK'],
    ['HTX 关于NQVA暂缓下架的公告', 'other', '', 'NQVA'],
    ['HTX 将上线ZNT (Zentra)，开通USDT交易', 'spot-listing', '+', 'ZNT'],
  ]),
  ...titles('Bitget', 'zh', [
    ['Bitget 跟单交易上线全新带单员排行榜', 'other'],
    ['Bitget 钱包上线PXLQ闪兑', 'other', '', 'PXLQ'],
    ['Bitget 理财上线QTRZ活期产品', 'promotion', '', 'QTRZ'],
    ['Bitget 将在创新区和公链区上架 Vyranode (VYRA)', 'spot-listing', '+', 'VYRA'],
    ['Bitget 合约交易大赛：交易IVRL瓜分20万USDT', 'promotion', '', 'IVRL'],
  ]),
  ...titles('Upbit', 'ko', [
    ['[이벤트] 퀼베라(QLVR) 원화 마켓 거래 이벤트 안내', 'promotion', '', 'QLVR'],
    ['[안내] 업비트 스테이킹 서비스 바이라노드(VYRA) 지원 개시', 'promotion', '', 'VYRA'],
    ['[거래] 드로멕스(DRMX) 거래지원 종료 일정 연기 안내', 'other', '', 'DRMX'],
    ['[안내] 업비트 보안 캠페인 오픈', 'other'],
    ['[안내] 디지털 자산 예치 서비스(스테이킹) 플레닉스(PLNX) 추가', 'promotion', '', 'PLNX'],
    ['[안내] 업비트 NFT 마켓플레이스 오픈', 'other'],
    ['트라비크(TRVQ) 신규 거래지원 안내 (KRW, BTC, USDT 마켓)', 'spot-listing', '+', 'TRVQ'],
    ['[거래] 모르퀠(MORQ) KRW 마켓 디지털 자산 추가', 'new-markets', '+', 'MORQ'],
    ['[거래] 글릭사(GLYX) 유의 종목 지정 안내', 'tag-added', '-', 'GLYX'],
    ['[거래] 하르베니아(HRVN) 유의 종목 지정 해제 안내', 'tag-removed', '+', 'HRVN'],
    ['[입출금] 파이르조(PYRZ) 월렛 업그레이드 안내', 'transfers-suspended', '', 'PYRZ'],
    ['[입출금] 쿰브리아(QUMB) 입출금 일시 중단 안내 (완료)', 'transfers-resumed', '', 'QUMB'],
    ['[이벤트] 젠트라(ZNT) 거래 이벤트', 'promotion', '', 'ZNT'],
    ['[공지] 업비트 서버 점검 안내 (12/8 02:00~04:00)', 'other'],
    ['[공지] 원화 마켓 호가 단위 변경 안내', 'other'],
  ]),
  ...titles('Bithumb', 'ko', [
    ['[이벤트] 모르퀠(MORQ) 에어드랍 이벤트', 'promotion', '', 'MORQ'],
    ['[안내] 빗썸 스테이킹 펜지르(FENZ) 상품 오픈', 'promotion', '', 'FENZ'],
    ['[안내] 글릭사(GLYX) 거래지원 종료 연기 안내', 'other', '', 'GLYX'],
    ['[안내] 빗썸 렌딩 서비스 하르베니아(HRVN) 대여 가능 자산 추가', 'other', '', 'HRVN'],
    ['[공지] 빗썸 이용약관 개정 안내', 'other'],
    ['[이벤트] 원화 마켓 거래 수수료 무료 이벤트', 'promotion'],
    ['[공지] 거래유의종목 지정 기준 변경 안내', 'other'],
    ['[마켓 추가] 크복셀(KVOX) 원화 마켓 추가', 'new-markets', '+', 'KVOX'],
    ['[거래유의] 드원카(DWQN) 거래유의종목 지정 해제 안내', 'tag-removed', '+', 'DWQN'],
    ['[입출금] 헥스만타(HXMN) 입출금 재개 안내', 'transfers-resumed', '', 'HXMN'],
    ['[안내] 퀘지라(KWZR) 토큰 스왑 및 티커 변경 안내', 'network-upgrade', '', 'KWZR'],
    ['[안내] 빗썸 API 2.0 업데이트 안내', 'other'],
    ['[이벤트] 빗썸 퀼베라(QLVR) 거래 리워드 이벤트', 'promotion', '', 'QLVR'],
    ['[안내] 빗썸 시스템 정기 점검 안내', 'other'],
    ['[이벤트] 빗썸 첫 거래 손실 보전 이벤트', 'promotion'],
    ['[안내] 드로멕스(DRMX) 에어드랍 지급 안내', 'other', '', 'DRMX'],
  ]),
  // Fourth written round (2026-11-30): the kinds hardest to read (networks, launch platforms, new markets, delistings, tags,
  // transfers), 99 decoys; two thirds of them
  ...titles('OKX', 'en', [
    ['OKX to support TRQL token migration and ticker change to TRQX', 'network-upgrade', '', 'TRQL TRQX'],
    ['OKX Jumpstart to launch Fyzen (FYZN) token sale', 'launch-platform', '', 'FYZN'],
    ['OKX to list HOKZUSDT pre-market perpetual futures', 'launch-platform', '', 'HOKZ'],
    ['OKX to enable margin trading for QALT and NEXQ', 'new-markets', '+', 'QALT NEXQ'],
    ['OKX adds new trading pairs: BRVN/USDC and TRQL/EUR', 'new-markets', '+', 'BRVN TRQL'],
    ['OKX to delist JIVXUSDT perpetual futures', 'delisting', '-', 'JIVX'],
    ['OKX to suspend LAZQ deposits and withdrawals for wallet maintenance', 'transfers-suspended', '', 'LAZQ'],
    ['OKX Earn: Subscribe to FRLX Flexible Savings and enjoy up to 18% APR', 'promotion', '', 'FRLX'],
    ['Trade MIRQ on OKX to share 500,000 MIRQ in rewards', 'promotion', '', 'MIRQ'],
    ['OKX Announcement on Listing Wolq (WOLQ) for Spot Trading', 'spot-listing', '+', 'WOLQ'],
    ['OKX to list perpetual futures for NXVA', 'futures-listing', '+', 'NXVA'],
    ['OKX DEX adds support for ORBZ swaps on X Layer', 'other', '', 'ORBZ'],
  ]),
  ...titles('Bybit', 'en', [
    ['Bybit Will Support the Nexava (NXVA) Hard Fork', 'network-upgrade', '', 'NXVA'],
    ['Bybit Has Completed the Ploxen (PLOX) Contract Swap', 'network-upgrade', '', 'PLOX'],
    ['Bybit ByStarter: Commit MNT for a Chance to Win Gloq (GLOQ) Tokens', 'launch-platform', '', 'GLOQ'],
    ['LAZQUSDT Pre-Market Perpetual Contract Now Live on Bybit', 'launch-platform', '', 'LAZQ'],
    ['Spot Margin Trading Now Available for WRDN on Bybit', 'new-markets', '+', 'WRDN'],
    ['Bybit Will Delist the MOQA/USDT Spot Trading Pair', 'delisting', '-', 'MOQA'],
    ['New Listing: AMBQ/USDT — Grab a Share of 2,000,000 AMBQ!', 'spot-listing', '+', 'AMBQ'],
    ['New Listing: WRDNUSDT Perpetual Contract, with up to 25x leverage', 'futures-listing', '+', 'WRDN'],
    ['New Listing: 1000GLYPUSDT Perpetual Contract', 'futures-listing', '+', 'GLYP'],
  ]),
  ...titles('KuCoin', 'en', [
    ['KuCoin Will Support the Wardena (WRDN) Network Upgrade', 'network-upgrade', '', 'WRDN'],
    ['Completion of the Glyphon (GLYP) Token Swap to GLYPX on KuCoin', 'network-upgrade', '', 'GLYP GLYPX'],
    ['KuCoin Launchpad Presents Elvex (ELVX): Subscription Opens on December 8', 'launch-platform', '', 'ELVX'],
    ['KuCoin Will Delist ZUNO, KORQ and TEVQ', 'delisting', '-', 'ZUNO KORQ TEVQ'],
    ['KuCoin Will Add a Risk Warning Tag to ORBZ', 'tag-added', '-', 'ORBZ'],
    ['KuCoin Referral Campaign: Invite Friends and Share 20,000 USDT', 'promotion'],
    ['World Premiere: Hokz (HOKZ) Gets Listed on KuCoin!', 'spot-listing', '+', 'HOKZ'],
    ['KuCoin Futures Has Launched USDT-Margined MOXL Perpetual Contracts', 'futures-listing', '+', 'MOXL'],
  ]),
  ...titles('Gate', 'en', [
    ['Gate Will Support SKRV (Skrivo) Redenomination at a Ratio of 1:1000', 'network-upgrade', '', 'SKRV'],
    ['Gate Adds DRVK/USDC and DRVK/TRY Trading Pairs', 'new-markets', '+', 'DRVK'],
    ['Gate Margin Trading Adds HLXO with 5X Leverage', 'new-markets', '+', 'HLXO'],
    ['Gate Will Delist VIXQ (Vixq) and Cease Trading on December 11', 'delisting', '-', 'VIXQ'],
    ['Gate to Apply the ST Label to XERB', 'tag-added', '-', 'XERB'],
    ['Gate Temporarily Suspends TEVQ Withdrawals Due to Node Maintenance', 'transfers-suspended', '', 'TEVQ'],
    ['Gate Will List JIVX (Jivex) for Spot Trading', 'spot-listing', '+', 'JIVX'],
  ]),
  ...titles('Kraken', 'en', [
    ['Kraken will support the upcoming Zelqua (ZELQ) network upgrade', 'network-upgrade', '', 'ZELQ'],
    ['Margin trading now available for PYRX on Kraken Pro', 'new-markets', '+', 'PYRX'],
    ['Kraken is delisting ZORV, KLYX and BRVN', 'delisting', '-', 'ZORV KLYX BRVN'],
    ['Kraken Staking Now Supports ORBZ with Up to 9% APY', 'promotion', '', 'ORBZ'],
    ['Kraken listing Elvex (ELVX) – trading starts December 3', 'spot-listing', '+', 'ELVX'],
  ]),
  ...titles('Coinbase', 'en', [
    ['Coinbase will support the Drovik (DRVK) network upgrade on December 10', 'network-upgrade', '', 'DRVK'],
    ['Coinbase will suspend trading in GAVQ on December 9, 2026', 'delisting', '-', 'GAVQ'],
    ['Delayed sends and receives for BEXQ', 'transfers-suspended', '', 'BEXQ'],
    ['Coinbase now supports staking rewards for NEXQ', 'promotion', '', 'NEXQ'],
    ['Assets added to the roadmap today: Tizq (TIZQ)', 'spot-listing', '+', 'TIZQ'],
    ['Inbound transfers for Noqx (NOQX) are now available in the regions where trading is supported; trading will begin on or after 9AM PT', 'spot-listing', '+', 'NOQX'],
    ['Coinbase International Exchange will list VTRX-PERP', 'futures-listing', '+', 'VTRX'],
    ['Coinbase Wallet adds support for DUNX on Base', 'other', '', 'DUNX'],
  ]),
  ...titles('Crypto.com', 'en', [
    ['Crypto.com Exchange Will Support the Helixo (HLXO) Mainnet Migration', 'network-upgrade', '', 'HLXO'],
    ['Crypto.com Exchange: FOLQ Withdrawals Resumed', 'transfers-resumed', '', 'FOLQ'],
    ['Crypto.com Exchange Adds QALT/USD to the Maker Rebate Programme', 'promotion', '', 'QALT'],
  ]),
  ...titles('Bitfinex', 'en', [
    ['Bitfinex to support the Quibble (QUIB) token redenomination', 'network-upgrade', '', 'QUIB'],
    ['Bitfinex adds CRVX/USDt and CRVX/BTC trading pairs', 'new-markets', '+', 'CRVX'],
    ['Bitfinex to delist NXVA trading pairs', 'delisting', '-', 'NXVA'],
    ['GAVQ deposits re-enabled on Bitfinex', 'transfers-resumed', '', 'GAVQ'],
    ['Bitfinex Extends Zero-Fee Trading on SOVR Pairs Until January 31', 'promotion', '', 'SOVR'],
    ['Bitfinex lists Folq (FOLQ)', 'spot-listing', '+', 'FOLQ'],
  ]),
  ...titles('Bitget', 'en', [
    ['Bitget will support the Vetrix (VTRX) token swap and rebranding to Vetrix Network (VTRN)', 'network-upgrade', '', 'VTRX VTRN'],
    ['Bitget Launchpool: Lock BGB to Share 4,500,000 VRDA', 'launch-platform', '', 'VRDA'],
    ['Bitget LaunchX: Mexq (MEXQ) Subscription Opens with BGB and USDT', 'launch-platform', '', 'MEXQ'],
    ['Bitget Will Add TAQO/USDT to Isolated Margin Trading', 'new-markets', '+', 'TAQO'],
    ['Bitget will delist the MOXL/USDT spot trading pair', 'delisting', '-', 'MOXL'],
    ['Bitget Suspends HUQX Deposits and Withdrawals for a Wallet Upgrade', 'transfers-suspended', '', 'HUQX'],
    ['Bitget Futures Trading Contest: Trade DUNXUSDT Perpetual and Share 100,000 USDT', 'promotion', '', 'DUNX'],
  ]),
  ...titles('BingX', 'en', [
    ['BingX Will Support the Korinex (KRNX) Network Upgrade', 'network-upgrade', '', 'KRNX'],
    ['BingX Copy Trading Carnival: Follow Elite Traders and Share 50,000 USDT', 'promotion'],
  ]),
  ...titles('LBank', 'en', [
    ['LBank Will Support Pyrex (PYRX) Token Migration from ERC-20 to the Pyrex Mainnet', 'network-upgrade', '', 'PYRX'],
    ['LBank Airdrop Carnival: Deposit HAZQ to Share 1,000,000 HAZQ', 'promotion', '', 'HAZQ'],
  ]),
  ...titles('Binance.US', 'en', [
    ['Binance.US Will Support the Blazeq (BLZQ) Hard Fork', 'network-upgrade', '', 'BLZQ'],
    ['Binance.US Adds New USDC Trading Pairs: VOXA/USDC and LUMQ/USDC', 'new-markets', '+', 'VOXA LUMQ'],
  ]),
  ...titles('Bitvavo', 'en', [
    ['Taqo (TAQO) is rebranding to Taqora (TQRA) on Bitvavo', 'network-upgrade', '', 'TAQO TQRA'],
    ['Bitvavo delists Glyphon (GLYP)', 'delisting', '-', 'GLYP'],
  ]),
  ...titles('Binance', 'zh', [
    ['币安将支持Frelix (FRLX)网络升级及硬分叉', 'network-upgrade', '', 'FRLX'],
    ['币安HODLer空投：Moqa (MOQA)', 'launch-platform', '', 'MOQA'],
    ['币安Launchpool上线Zuno (ZUNO)！质押BNB和FDUSD挖矿', 'launch-platform', '', 'ZUNO'],
    ['幣安 Alpha 將上線 Vixq（VIXQ）', 'launch-platform', '', 'VIXQ'],
    ['币安新增SNAQ/USDC、GLOQ/TRY交易对', 'new-markets', '+', 'SNAQ GLOQ'],
    ['幣安期權將上線VRDAUSDT月度期權', 'new-markets', '+', 'VRDA'],
    ['币安将对ELVX和TIZQ添加观察标签', 'tag-added', '-', 'ELVX TIZQ'],
    ['幣安將移除NOQX的觀察標籤', 'tag-removed', '+', 'NOQX'],
    ['币安已恢复HLXO充值及提现业务', 'transfers-resumed', '', 'HLXO'],
    ['币安理财：PLKZ活期产品限时加息，最高年化收益率30%', 'promotion', '', 'PLKZ'],
    ['币安将上市Vixq (VIXQ)并添加种子标签', 'spot-listing', '+', 'VIXQ'],
    ['币安合约将上线U本位KRNXUSDT永续合约', 'futures-listing', '+', 'KRNX'],
    ['币安学院上线ZUNO项目科普课程', 'other', '', 'ZUNO'],
    ['币安关于推迟TEVQ上市时间的公告', 'other', '', 'TEVQ'],
    ['幣安完成QUVR空投分發至BEXQ持有者', 'other', '', 'QUVR BEXQ'],
    ['币安钱包将停止支持FOLQ', 'other', '', 'FOLQ'],
    ['币安借币新增HUQX为可借资产', 'other', '', 'HUQX'],
    ['币安P2P新增支持BRVN交易', 'other', '', 'BRVN'],
    ['幣安新增支援秘魯索爾（PEN）法幣通道', 'other'],
    ['币安合约将上线币本位BRVNUSD永续合约', 'futures-listing', '+', 'BRVN'],
    ['币安合约将下架U本位NOQXUSDT永续合约', 'delisting', '-', 'NOQX'],
  ]),
  ...titles('Gate', 'zh', [
    ['Gate关于YOLK（Yolkin）代币合约置换的公告', 'network-upgrade', '', 'YOLK'],
    ['Gate Startup首发：XOLA（Xola）认购即将开启', 'launch-platform', '', 'XOLA'],
    ['Gate 關於下架 VTRX 的公告', 'delisting', '-', 'VTRX'],
    ['Gate 關於 VTRX 網絡擁堵暫停提現的公告', 'transfers-suspended', '', 'VTRX'],
    ['Gate 限時活動：交易QTRL享手續費8折', 'promotion', '', 'QTRL'],
    ['Gate研究院发布《ZORV项目研究报告》', 'other', '', 'ZORV'],
  ]),
  ...titles('Bitget', 'zh', [
    ['Bitget将支持GRNZ（Gronz）代币迁移', 'network-upgrade', '', 'GRNZ'],
    ['Bitget Launchpool：锁仓BGB瓜分TEVQ奖励', 'launch-platform', '', 'TEVQ'],
    ['Bitget关于恢复KRNX充提的公告', 'transfers-resumed', '', 'KRNX'],
    ['Bitget新人福利：首笔交易零损失', 'promotion'],
    ['Bitget Card正式上线欧洲地区', 'other'],
    ['Bitget关于TRQL上币投票活动的公告', 'other', '', 'TRQL'],
  ]),
  ...titles('MEXC', 'zh', [
    ['MEXC关于LUMQ（Lumiq）代币1:100拆分的公告', 'network-upgrade', '', 'LUMQ'],
    ['MEXC关于为DRQN添加风险提示标签的公告', 'tag-added', '-', 'DRQN'],
    ['MEXC 上線全新 NFT 市場', 'other'],
  ]),
  ...titles('KuCoin', 'zh', [
    ['KuCoin 關於 XERB (Xerbia) 更名及代幣兌換的公告', 'network-upgrade', '', 'XERB'],
  ]),
  ...titles('Bithumb', 'ko', [
    ['오르비즈(ORBZ) 네트워크 하드포크 지원 안내', 'network-upgrade', '', 'ORBZ'],
    ['소버린(SOVR) 원화 마켓 추가', 'new-markets', '+', 'SOVR'],
    ['오스피라(OSPR) 거래지원 종료 안내 (12/22 15:00)', 'delisting', '-', 'OSPR'],
    ['커브엑스(CRVX) 거래유의종목 지정 및 거래지원 종료 안내', 'delisting', '-', 'CRVX'],
    ['키바크(KIVQ) 투자유의종목 지정 해제 안내', 'tag-removed', '+', 'KIVQ'],
    ['브렉스(BRQX) 거래유의종목 지정 해제', 'tag-removed', '+', 'BRQX'],
    ['[이벤트] 스낙(SNAQ) 거래 이벤트 안내', 'promotion', '', 'SNAQ'],
    ['주노(ZUNO) 원화 마켓 신규 상장', 'spot-listing', '+', 'ZUNO'],
    ['원화 입출금 서비스 일시 중단 안내 (은행 전산 점검)', 'other'],
    ['가브크(GAVQ) 거래지원 종료 연기 안내', 'other', '', 'GAVQ'],
    ['해외 거래소 상장 관련 허위 정보 주의 안내', 'other'],
  ]),
  ...titles('Coinone', 'ko', [
    ['던엑스(DUNX) 컨트랙트 스왑 지원 안내', 'network-upgrade', '', 'DUNX'],
    ['파이렉스(PYRX) 거래지원 종료 안내', 'delisting', '-', 'PYRX'],
    ['하즈키(HAZQ) 투자유의종목 지정 및 유의 촉구 안내', 'tag-added', '-', 'HAZQ'],
    ['글리폰(GLYP) 입출금 지연 안내', 'transfers-suspended', '', 'GLYP'],
    ['[이벤트] 베르다(VRDA) 입금하고 에어드랍 받기', 'promotion', '', 'VRDA'],
    ['[신규상장] 테브크(TEVQ) 상장 안내', 'spot-listing', '+', 'TEVQ'],
    ['코인원 보안 캠페인 안내', 'other'],
    ['스크리보(SKRV) 신규 상장 취소 안내', 'other', '', 'SKRV'],
    ['지벡스(JIVX) 입출금 재개 안내', 'transfers-resumed', '', 'JIVX'],
    ['플록센(PLOX) 원화 마켓 추가 안내', 'new-markets', '+', 'PLOX'],
  ]),
  ...titles('Upbit', 'ko', [
    ['소버린(SOVR) 리브랜딩 및 리디노미네이션 안내', 'network-upgrade', '', 'SOVR'],
    ['제르비아(XERB) KRW 마켓 디지털 자산 추가', 'new-markets', '+', 'XERB'],
    ['오르비즈(ORBZ) BTC 마켓 디지털 자산 추가', 'new-markets', '+', 'ORBZ'],
    ['원화 마켓(DUNX/KRW) 오픈 안내', 'new-markets', '+', 'DUNX'],
    ['코리넥스(KRNX) 거래지원 종료 안내', 'delisting', '-', 'KRNX'],
    ['넥스큐(NEXQ) 유의 종목 지정 안내', 'tag-added', '-', 'NEXQ'],
    ['던엑스(DUNX) 유의 종목 지정 해제 안내', 'tag-removed', '+', 'DUNX'],
    ['[입출금] 트렉실(TRQL) 지갑 점검 안내', 'transfers-suspended', '', 'TRQL'],
    ['네트워크 이슈에 따른 넥사바(NXVA) 입출금 일시 중단 안내 (완료)', 'transfers-resumed', '', 'NXVA'],
    ['목셀(MOXL) 입금 일시 중단 안내', 'transfers-suspended', '', 'MOXL'],
    ['[입출금] 젤쿠아(ZELQ) 월렛 업그레이드 (완료)', 'transfers-resumed', '', 'ZELQ'],
    ['업비트 스테이킹, 글로크(GLOQ) 지원 추가 안내', 'promotion', '', 'GLOQ'],
    ['모카(MOQA) 신규 거래지원 안내 (KRW, BTC, USDT 마켓)', 'spot-listing', '+', 'MOQA'],
    ['디지털 자산 거래지원 종료 기준 안내', 'other'],
  ]),
  ...titles('Binance', 'en', [
    ['Introducing Kivaq (KIVQ) on Binance Launchpool! Farm KIVQ by Staking BNB and FDUSD', 'launch-platform', '', 'KIVQ'],
    ['Binance Megadrop: Zemra (ZMRA) - Lock BNB and Complete Web3 Quests for Rewards', 'launch-platform', '', 'ZMRA'],
    ['Trevo (TRVO) Will Be Available on Binance Alpha', 'launch-platform', '', 'TRVO'],
    ['Binance Pre-Market Will Open Trading for Draqon (DRQN)', 'launch-platform', '', 'DRQN'],
    ['Binance Adds FOLQ/USDC, GAVQ/TRY & HUQX/EUR Trading Pairs', 'new-markets', '+', 'FOLQ GAVQ HUQX'],
    ['Binance Will Add Zorvane (ZORV) as a New Borrowable Asset on Isolated Margin', 'new-markets', '+', 'ZORV'],
    ['Binance Will Add Velmora (VLMR) on Earn, Buy Crypto, Convert & Margin', 'new-markets', '+', 'VLMR'],
    ['Binance Options Will Launch MIRQUSDT Daily Options', 'new-markets', '+', 'MIRQ'],
    ['Binance Will Delist WOLQ, ELVX and TIZQ on 2026-12-14', 'delisting', '-', 'WOLQ ELVX TIZQ'],
    ['Binance Will Extend Monitoring Tag to Include TAQO and ZYNQ', 'tag-added', '-', 'TAQO ZYNQ'],
    ['Binance Will Remove the Monitoring Tag from FRLX on 2026-12-02', 'tag-removed', '+', 'FRLX'],
    ['Binance Will Remove the Seed Tag from Yolkin (YOLK)', 'tag-removed', '+', 'YOLK'],
    ['Binance Will Temporarily Suspend Deposits and Withdrawals of Hokz (HOKZ) for Wallet Maintenance', 'transfers-suspended', '', 'HOKZ'],
    ['Binance Adds TAQO/USDC to the Ongoing Zero-Fee Trading Promotion', 'promotion', '', 'TAQO'],
    ['Binance Dual Investment Adds ZYNQ with Up to 120% APR', 'promotion', '', 'ZYNQ'],
    ['Binance Futures Will Launch USDⓈ-M ZORVUSDT Perpetual Contract With Up to 50x Leverage', 'futures-listing', '+', 'ZORV'],
    ['Binance Will Add Trquil (TRQL) on Earn, Buy Crypto, Convert, Margin & Futures', 'futures-listing', '+', 'TRQL'],
    ['Binance Futures New Listings This Week: BLZQUSDT, CRVXUSDT and 1000TAQOUSDT Perpetual Contracts', 'futures-listing', '+', 'BLZQ CRVX TAQO'],
    ['Binance Adds Ambiq (AMBQ) to Credit/Debit Card Purchases', 'other', '', 'AMBQ'],
    ['Binance Launches Vote to List: Choose Between KIVQ, HAZQ and ZMRA', 'other', '', 'KIVQ HAZQ ZMRA'],
    ['Delisting Guidelines Update: Changes to the Monitoring Tag Review Process', 'other'],
  ]),
  ...titles('MEXC', 'en', [
    ['MEXC Launchpad: Ambiq (AMBQ) Token Sale at 70% Off the Listing Price', 'launch-platform', '', 'AMBQ'],
    ['MEXC Adds QUIB/USDC Trading Pair', 'new-markets', '+', 'QUIB'],
    ['MEXC Will Remove the XOLA/USDT Trading Pair', 'delisting', '-', 'XOLA'],
    ['MEXC Launches 0-Fee Trading for the LUMQ/USDT Pair', 'promotion', '', 'LUMQ'],
    ['MEXC Futures Will Launch ZELQUSDT Perpetual Contract', 'futures-listing', '+', 'ZELQ'],
  ]),
  ...titles('OKX', 'zh', [
    ['欧易Jumpstart将上线KORQ（Korq）挖矿活动', 'launch-platform', '', 'KORQ'],
    ['欧易关于开通QTRL杠杆交易的公告', 'new-markets', '+', 'QTRL'],
    ['欧易关于下架HLXO现货交易对的公告', 'delisting', '-', 'HLXO'],
    ['欧易关于上线XOLA（Xola）现货交易的公告', 'spot-listing', '+', 'XOLA'],
    ['欧易关于上线OSPRUSDT永续合约的公告', 'futures-listing', '+', 'OSPR'],
    ['欧易Web3钱包支持KORQ链上兑换', 'other', '', 'KORQ'],
    ['欧易关于调整XOLAUSDT永续合约资金费率上限的公告', 'other', '', 'XOLA'],
    ['欧易关于系统升级维护的公告', 'other'],
  ]),
  ...titles('Bybit', 'zh', [
    ['Bybit Launchpool：质押MNT瓜分BEXQ奖池', 'launch-platform', '', 'BEXQ'],
    ['FOLQ（Folq）盘前交易即将上线Bybit', 'launch-platform', '', 'FOLQ'],
    ['Bybit新币专享：存入FYZN瓜分10万USDT', 'promotion', '', 'FYZN'],
    ['Bybit上线全新跟单交易功能', 'other'],
  ]),
  ...titles('WhiteBIT', 'en', [
    ['WhiteBIT Adds GRNZ/USDC Trading Pair', 'new-markets', '+', 'GRNZ'],
    ['WhiteBIT Delists the SKRV/USDT Pair', 'delisting', '-', 'SKRV'],
    ['WhiteBIT: BRVN Deposits Temporarily Disabled', 'transfers-suspended', '', 'BRVN'],
    ['WhiteBIT Launches KIVQ Staking with Up to 25% APY', 'promotion', '', 'KIVQ'],
  ]),
  ...titles('HTX', 'zh', [
    ['火币HTX新增CYVX/USDC交易对', 'new-markets', '+', 'CYVX'],
  ]),
  ...titles('Bitstamp', 'en', [
    ['Bitstamp will discontinue trading of WRDN on 15 December', 'delisting', '-', 'WRDN'],
    ['ZORV withdrawals temporarily unavailable on Bitstamp', 'transfers-suspended', '', 'ZORV'],
  ]),
  ...titles('Upbit', 'en', [
    ['Investment Warning (GRNZ)', 'tag-added', '-', 'GRNZ'],
    ['Market Support for Korq (KORQ) (KRW, USDT Market)', 'spot-listing', '+', 'KORQ'],
  ]),
  ...titles('HTX', 'en', [
    ['HTX Removes the ST Tag from QALT', 'tag-removed', '+', 'QALT'],
  ]),
  ...titles('Korbit', 'ko', [
    ['스크리보(SKRV) 입출금 서비스 재개 안내', 'transfers-resumed', '', 'SKRV'],
    ['파이렉스(PYRX) 출금 일시 중단 안내', 'transfers-suspended', '', 'PYRX'],
    ['하크스(HUQX) 원화 마켓 상장 안내', 'spot-listing', '+', 'HUQX'],
    ['코빗 리서치, 신규 상장 코인 분석 보고서 발간', 'other'],
    ['코빗 오픈 API 신규 기능 추가 안내', 'other'],
    ['[이벤트] 코빗 첫 거래 수수료 무료 이벤트 안내', 'promotion'],
  ]),
  ...titles('Binance', 'ko', [
    ['바이낸스 선물, USDⓈ-M ZYNQUSDT 무기한 계약 출시 예정', 'futures-listing', '+', 'ZYNQ'],
  ]),
  // Fifth written round (2026-11-30): 39 smaller exchanges' house styles, 84 decoys; two thirds of them
  ...titles('LBank', 'en', [
    ['LBank Will List Vesuyo Protocol (VESU) on the Spot Market', 'spot-listing', '+', 'VESU'],
    ['LBank Will List YOWA (Yowaly Finance) USDT-M Perpetual Contract', 'futures-listing', '+', 'YOWA'],
    ['LBank Will Open Isolated Margin Trading for STEN/USDT', 'new-markets', '+', 'STEN'],
    ['LBank Starts DKR Order-Book Mining: 50,000 DKR Up for Grabs', 'promotion', '', 'DKR'],
    ['LBank Lists KOLA in Its Weekly Research Picks', 'other', '', 'KOLA'],
  ]),
  ...titles('XT.COM', 'en', [
    ['[Listing] XT.COM Will List Phethosa Finance (PHTH) in the Main Zone', 'spot-listing', '+', 'PHTH'],
    ['Delisting Notice: XT.COM Will Delist the NEBOL/USDT Trading Pair', 'delisting', '-', 'NEBOL'],
  ]),
  ...titles('Bitrue', 'en', [
    ['Bitrue Will List Lasaha AI (LSH) with LSH/USDT and LSH/XRP Pairs', 'spot-listing', '+', 'LSH'],
    ['Bitrue Is Supporting the Merger of Vephesa Chain (VPHS) into Bolyko AI (BOLY)', 'network-upgrade', '', 'VPHS BOLY'],
  ]),
  ...titles('Gate', 'en', [
    ['Gate.io Will List Nirize Network (NIRI) for Spot Trading', 'spot-listing', '+', 'NIRI'],
    ['Gate.io Options Will Launch LWR Weekly Options', 'new-markets', '+', 'LWR'],
    ['Gate Startup: Vuvedra Protocol (VVDR) Token Sale Opens on 12 March', 'launch-platform', '', 'VVDR'],
    ['Gate.io Has Resumed NBX Deposits', 'transfers-resumed', '', 'NBX'],
    ['Gate.io HODL & Earn Now Supports NRX', 'promotion', '', 'NRX'],
    ['Gate.io Listing Vote Round 43: Vote for Your Favorite Project', 'other'],
    ['Gate.io Postpones the Listing of Rukaori Coin (RUKA)', 'other', '', 'RUKA'],
  ]),
  ...titles('HTX', 'en', [
    ['HTX Will List Haxiky Finance (HXK) with the HXK/USDT Trading Pair', 'spot-listing', '+', 'HXK'],
    ['HTX Resumes MNQ Deposits and Withdrawals', 'transfers-resumed', '', 'MNQ'],
    ['HTX to Support the YOYON Upgrade to LYQU', 'network-upgrade', '', 'YOYON LYQU'],
    ['HTX Earn: LGN Flexible Savings Special Offer', 'promotion', '', 'LGN'],
    ['HTX Will Delist SUOR from Earn Products', 'other', '', 'SUOR'],
  ]),
  ...titles('BingX', 'en', [
    ['BingX Spot Will List Wafido (WFD) in the Innovation Zone', 'spot-listing', '+', 'WFD'],
    ['BingX Pre-Launch Futures: CXWUSDT Is Now Open', 'launch-platform', '', 'CXW'],
    ['BingX Spot Will Delist XWL/USDT', 'delisting', '-', 'XWL'],
    ['BingX Will Support the Quane Protocol (QUANE) Token Swap', 'network-upgrade', '', 'QUANE'],
    ['BingX Copy Trading Championship: 200,000 USDT Prize Pool', 'promotion'],
    ['BingX Spot Opening Protection Mechanism for Newly Listed Tokens', 'other'],
  ]),
  ...titles('Phemex', 'en', [
    ['Phemex Lists Kozemi Finance (KZM) on Spot with a 50,000 USDT Welcome Pool', 'spot-listing', '+', 'KZM'],
    ['Phemex Adds RDRV to Spot Margin Trading', 'new-markets', '+', 'RDRV'],
    ['Phemex Is Delisting the SUYO/USDT Spot Trading Pair on July 3', 'delisting', '-', 'SUYO'],
    ['Phemex Removes the ST Tag from LZPH', 'tag-removed', '+', 'LZPH'],
    ['Phemex Adds QNB/USDT to Its Zero-Fee Spot Promotion', 'promotion', '', 'QNB'],
    ['Phemex Adds Order Price Limits for Newly Listed Spot Pairs', 'other'],
  ]),
  ...titles('Poloniex', 'en', [
    ['Poloniex Will List Wawafi (WWF): Trading Opens at 14:00 UTC', 'spot-listing', '+', 'WWF'],
    ['Poloniex Will Delist the RITH and AERI Markets', 'delisting', '-', 'RITH AERI'],
    ['Poloniex Delisting Policy Update', 'other'],
  ]),
  ...titles('Bitvavo', 'en', [
    ['Bitvavo Lists Pelyori (PELY): Auction Starts at 15:00 CET', 'spot-listing', '+', 'PELY'],
    ['Bitvavo Staking Now Supports GAXIY', 'promotion', '', 'GAXIY'],
    ['How Listing Works on Bitvavo: Deposits, Auction and Regular Trading', 'other'],
  ]),
  ...titles('Kraken', 'en', [
    ['Kraken Listing Sulari Coin (SULA): Funding Opens Today, Trading Tomorrow', 'spot-listing', '+', 'SULA'],
    ['Kraken Adds STES/EUR and STES/GBP Markets', 'new-markets', '+', 'STES'],
    ['Stedomi (STDM) Deposits and Withdrawals Are Back Online', 'transfers-resumed', '', 'STDM'],
    ['Kraken Supports the FMQ Hard Fork', 'network-upgrade', '', 'FMQ'],
    ['Kraken Launches Staking for MZJ with Up to 8% Rewards', 'promotion', '', 'MZJ'],
    ['Kraken Wallet Adds Support for WADO', 'other', '', 'WADO'],
  ]),
  ...titles('Coinbase', 'en', [
    ['Coinbase Will Add Support for Ximaky Finance (XMK)', 'spot-listing', '+', 'XMK'],
    ['Karupe (KRP) Has Been Added to the Coinbase Roadmap', 'spot-listing', '+', 'KRP'],
    ['Coinbase Will Suspend Trading in DRPH', 'delisting', '-', 'DRPH'],
    ['Earn NDRZ by Learning About Nodraze Network on Coinbase', 'promotion', '', 'NDRZ'],
    ['Coinbase Wallet Now Supports the Rimape Chain Network', 'other'],
    ['Listing Assets on Coinbase Remains Free: An Update to Our Review Process', 'other'],
  ]),
  ...titles('Crypto.com', 'en', [
    ['Crypto.com Exchange Will List Neyocy AI (NEYO) with USD and USDT Pairs', 'spot-listing', '+', 'NEYO'],
    ['Crypto.com Exchange Launches RNKUSD Perpetual', 'futures-listing', '+', 'RNK'],
    ['Crypto.com Exchange Adds YOPH/EUR Trading Pair', 'new-markets', '+', 'YOPH'],
    ['Crypto.com Exchange Market Maker Program: Enhanced Rebates on RIAE Pairs', 'promotion', '', 'RIAE'],
  ]),
  ...titles('Bitfinex', 'en', [
    ['Bitfinex Lists Larara (LRR) Against USD and USDt', 'spot-listing', '+', 'LRR'],
    ['Bitfinex Derivatives Launches XPVF0:USTF0 Perpetual Contract', 'futures-listing', '+', 'XPV'],
    ['Bitfinex Adds PEQU/EUR Pair and Enables Margin Trading for PEQU', 'new-markets', '+', 'PEQU'],
    ['Bitfinex Delists NKK/USD and NKK/UST Trading Pairs', 'delisting', '-', 'NKK'],
    ['THKM Deposits and Withdrawals Temporarily Disabled on Bitfinex', 'transfers-suspended', '', 'THKM'],
    ['Bitfinex Launches Shimmer, Its Market Surveillance Tool', 'other'],
  ]),
  ...titles('Bitstamp', 'en', [
    ['Bitstamp Lists Orive (ORIV): Trading Begins Today', 'spot-listing', '+', 'ORIV'],
  ]),
  ...titles('WEEX', 'en', [
    ['New Listing | WEEX Will List Riste Labs (RIST) in the Meme Zone', 'spot-listing', '+', 'RIST'],
    ['WEEX Launchpad: Subscribe to Fidoga Finance (FDG) with USDT', 'launch-platform', '', 'FDG'],
    ['WEEX Investor Protection Fund Reaches 1,000 BTC', 'other'],
  ]),
  ...titles('Bitget', 'en', [
    ['Bitget Will Launch RUWAUSDT Perpetual Futures with Up to 25x Leverage', 'futures-listing', '+', 'RUWA'],
    ['Bitget Will Add WNQ as a New Borrowable Asset on Isolated Margin', 'new-markets', '+', 'WNQ'],
    ['VZM Pre-Market Trading Opens on Bitget', 'launch-platform', '', 'VZM'],
    ['Bitget Will Mark WKL and KYST with the ST Tag', 'tag-added', '-', 'WKL KYST'],
    ['Bitget Will Remove the ST Mark from DRML', 'tag-removed', '+', 'DRML'],
    ['Bitget Futures Carnival: Trade LACYUSDT for a Share of 80,000 LACY', 'promotion', '', 'LACY'],
    ['Bitget Updates Its Token Listing Standards', 'other'],
    ['Bitget Wallet Adds Support for the Wasubo Chain', 'other'],
  ]),
  ...titles('CoinW', 'en', [
    ['CoinW Futures Will List the RIMAUSDT Perpetual Contract', 'futures-listing', '+', 'RIMA'],
    ['CoinW Futures Protection Program Phase 4: Claim Daily Loss Subsidies', 'promotion'],
  ]),
  ...titles('BloFin', 'en', [
    ['BloFin Will List NINEUSDT Perpetual Contract', 'futures-listing', '+', 'NINE'],
    ['BloFin Launches Copy Trading Rewards for New Followers', 'promotion'],
    ['BloFin API Update: New Endpoints for Market Data', 'other'],
  ]),
  ...titles('Bitunix', 'en', [
    ['Bitunix Will Launch JVDRUSDT Perpetual Futures', 'futures-listing', '+', 'JVDR'],
  ]),
  ...titles('KuCoin', 'en', [
    ['KuCoin Adds WLV/USDC and WLV/BTC Trading Pairs', 'new-markets', '+', 'WLV'],
    ['KuCoin Spotlight: Stelylo Finance (STLL) Token Sale Subscription Details', 'launch-platform', '', 'STLL'],
    ['KuCoin Will Place VSR in the Special Treatment (ST) Area', 'tag-added', '-', 'VSR'],
    ['PHER Moved Out of the KuCoin Special Treatment (ST) Area', 'tag-removed', '+', 'PHER'],
    ['KuCoin Will Support the VKH Contract Swap', 'network-upgrade', '', 'VKH'],
    ['KuCoin Earn Adds KKST to Flexible Savings', 'promotion', '', 'KKST'],
    ['KuCoin Launches Trading Bot Marketplace', 'other'],
  ]),
  ...titles('MEXC', 'en', [
    ['MEXC Will Add the RTHN/USDC Spot Trading Pair', 'new-markets', '+', 'RTHN'],
    ['Halaky Chain (HLK) Will Soon Be Available for Pre-Market Trading on MEXC', 'launch-platform', '', 'HLK'],
    ['AEHA Deposits & Withdrawals Resumed on MEXC', 'transfers-resumed', '', 'AEHA'],
    ['STESU Token Migration Completed on MEXC', 'network-upgrade', '', 'STESU'],
    ['MEXC Launches Web3 Wallet Browser Extension', 'other'],
  ]),
  ...titles('CoinEx', 'en', [
    ['CoinEx Will Open the KAQU/BTC Trading Pair', 'new-markets', '+', 'KAQU'],
    ['Announcement on Delisting KPHR and STED', 'delisting', '-', 'KPHR STED'],
    ['Announcement on Suspension of VPH Deposits and Withdrawals', 'transfers-suspended', '', 'VPH'],
    ['CoinEx Has Resumed Deposits and Withdrawals of HVS', 'transfers-resumed', '', 'HVS'],
    ['CoinEx Will Support the Rebranding of QCP to KBN', 'network-upgrade', '', 'QCP KBN'],
    ['Announcement on Suspension of Spot and Margin Trading for a System Upgrade on March 4', 'other'],
  ]),
  ...titles('WhiteBIT', 'en', [
    ['WhiteBIT Opens Margin Trading for XINO/USDT', 'new-markets', '+', 'XINO'],
    ['NPP Wallet Maintenance Completed on WhiteBIT', 'transfers-resumed', '', 'NPP'],
    ['WhiteBIT Crypto Lending: New VNQ Plan with 20% APR', 'promotion', '', 'VNQ'],
    ['How Delisting Works on WhiteBIT: The Penalty Period Explained', 'other'],
  ]),
  ...titles('Toobit', 'en', [
    ['Toobit Launchpool Phase 12: Stake USDT to Earn LPR', 'launch-platform', '', 'LPR'],
  ]),
  ...titles('DigiFinex', 'en', [
    ['DigiFinex IEO: Phezo (PHZ) Subscription Opens Today', 'launch-platform', '', 'PHZ'],
    ['DigiFinex Launches RILA Trading Contest with a 25,000 USDT Prize Pool', 'promotion', '', 'RILA'],
  ]),
  ...titles('Pionex', 'en', [
    ['Pionex Delisting FILYUSDT Perpetual Contract', 'delisting', '-', 'FILY'],
    ['Pionex Grid Bot Challenge: Run a VRJ/USDT Grid to Win 10,000 USDT', 'promotion', '', 'VRJ'],
  ]),
  ...titles('AscendEX', 'en', [
    ['AscendEX to Delist Nioriphe Coin (NRPH)', 'delisting', '-', 'NRPH'],
    ['Upcoming Removal of 3 Trading Pairs: LVR/USDT, RFL/USDT and LAVEL/USDT', 'delisting', '-', 'LVR RFL LAVEL'],
    ['AscendEX Completes the CWN Token Swap to DRACY', 'network-upgrade', '', 'CWN DRACY'],
    ['AscendEX Winter Referral Sprint: Share 200,000 USDT', 'promotion'],
    ['AscendEX Post-Listing Administration Guidelines Updated', 'other'],
  ]),
  ...titles('BitMart', 'en', [
    ['BitMart Will Delist the PHVP/USDT Trading Pair', 'delisting', '-', 'PHVP'],
    ['BitMart Futures Bonus Week: First Trade Loss Covered Up to 50 USDT', 'promotion'],
    ['BitMart Updates Its Rules on Suspension and Delisting of Trading Pairs', 'other'],
  ]),
  ...titles('BYDFi', 'en', [
    ['BYDFi Will Delist YONO After Its ST Observation Period', 'delisting', '-', 'YONO'],
    ['BYDFi ST Warning: TJR and STN Added to the ST List', 'tag-added', '-', 'TJR STN'],
    ['BYDFi Will Support the Lostesa Network (LSTS) Token Swap and Rebranding to Juveha AI (JVH)', 'network-upgrade', '', 'LSTS JVH'],
    ['BYDFi Referral Festival: Invite Friends to Earn Up to 500 USDT', 'promotion'],
  ]),
  ...titles('HitBTC', 'en', [
    ['HitBTC Will Remove All GXP Trading Pairs', 'delisting', '-', 'GXP'],
  ]),
  ...titles('Gemini', 'en', [
    ['LTHV Withdrawals Delayed on Gemini Due to Network Congestion', 'transfers-suspended', '', 'LTHV'],
    ['Gemini Adds Support for Apple Pay Purchases', 'other'],
  ]),
  ...titles('SuperEx', 'en', [
    ['SuperEx 3rd Anniversary: Trade and Win from a 100,000 USDT Pool', 'promotion'],
    ['SuperEx Academy Launches a Course: What Is Kastely AI (KSTL)?', 'other', '', 'KSTL'],
  ]),
  ...titles('ProBit', 'en', [
    ['ProBit Global Trading Competition: Trade ZXN to Win a Share of 40,000 ZXN', 'promotion', '', 'ZXN'],
  ]),
  ...titles('Bitkub', 'en', [
    ['Bitkub Adds a THB Withdrawal Channel via PromptPay', 'other'],
  ]),
  ...titles('Gate', 'zh', [
    ['Gate 将上线 Cyzoni AI (CZN) 现货交易', 'spot-listing', '+', 'CZN'],
    ['Gate 将开通 RPH/USDT 杠杆交易', 'new-markets', '+', 'RPH'],
    ['Gate Startup：Nolophe Protocol (NLPH) 申购即将开始', 'launch-platform', '', 'NLPH'],
    ['Gate 关于下架 YOVU/USDT 交易对的公告', 'delisting', '-', 'YOVU'],
    ['Gate 将暂停 QHL 充值和提现以进行钱包维护', 'transfers-suspended', '', 'QHL'],
    ['Gate 已恢复 KNX 充值和提现', 'transfers-resumed', '', 'KNX'],
    ['Gate 关于支持 GDRN 主网升级及硬分叉的公告', 'network-upgrade', '', 'GDRN'],
    ['Gate 余币宝上线 STST 活期理财', 'promotion', '', 'STST'],
    ['Gate SRD 交易大賽：瓜分 30,000 USDT', 'promotion', '', 'SRD'],
    ['Gate 关于延期下架 VUYO 的公告', 'other', '', 'VUYO'],
    ['Gate 关于支持 PHEY 通过 Arbitrum 网络充提的公告', 'other', '', 'PHEY'],
  ]),
  ...titles('KuCoin', 'zh', [
    ['KuCoin 关于上线 Jurapu Network (JRP) 的公告', 'spot-listing', '+', 'JRP'],
    ['KuCoin 关于新增 ZSTV/USDC 交易对的公告', 'new-markets', '+', 'ZSTV'],
    ['KuCoin 關於恢復 LRL 充提業務的公告', 'transfers-resumed', '', 'LRL'],
    ['KuCoin 关于支持 STEFI 代币更名为 ZCF 的公告', 'network-upgrade', '', 'STEFI ZCF'],
    ['KuCoin 邀请好友返佣升级：最高返佣 50%', 'promotion'],
  ]),
  ...titles('XT.COM', 'zh', [
    ['XT.COM 关于上线 PDN (Pedono Protocol) 的公告', 'spot-listing', '+', 'PDN'],
    ['XT.COM 关于异常交易行为管理规则的公告', 'other'],
  ]),
  ...titles('HTX', 'zh', [
    ['火幣HTX 關於上線 Xiori (XIOR) 的公告', 'spot-listing', '+', 'XIOR'],
    ['火幣HTX 關於下架 VQDR 的公告', 'delisting', '-', 'VQDR'],
    ['火币HTX 关于暂停 JUDO 充提的公告', 'transfers-suspended', '', 'JUDO'],
    ['火币HTX 关于恢复 AELA 充提的公告', 'transfers-resumed', '', 'AELA'],
    ['火币HTX 关于支持 DDR 升级为 MPZ 的公告', 'network-upgrade', '', 'DDR MPZ'],
    ['火币HTX 理财新增 QTK 定期产品', 'promotion', '', 'QTK'],
    ['火币HTX 关于 THSN 借贷产品下线的公告', 'other', '', 'THSN'],
    ['火幣HTX 關於上線 App 6.0 版本的公告', 'other'],
  ]),
  ...titles('BingX', 'zh', [
    ['BingX 现货将上线 Aenequa Coin (AENEQ)', 'spot-listing', '+', 'AENEQ'],
    ['BingX 將上線 NOYO-USDT 永續合約', 'futures-listing', '+', 'NOYO'],
    ['BingX 关于现货开盘保护机制的说明', 'other'],
  ]),
  ...titles('MEXC', 'zh', [
    ['MEXC 合约将上线 VKPHUSDT 永续合约，最高 50 倍杠杆', 'futures-listing', '+', 'VKPH'],
    ['MEXC 将新增 KAQUA/USDC 现货交易对', 'new-markets', '+', 'KAQUA'],
    ['MEXC 關於暫停 AEAE 充值及提現的公告', 'transfers-suspended', '', 'AEAE'],
    ['MEXC 上线 Web3 钱包插件', 'other'],
    ['MEXC 關於調整 DBSUSDT 永續合約資金費率結算週期的公告', 'other', '', 'DBS'],
  ]),
  ...titles('CoinW', 'zh', [
    ['CoinW 关于上线 TBPUSDT 永续合约的公告', 'futures-listing', '+', 'TBP'],
  ]),
  ...titles('Bitget', 'zh', [
    ['Bitget Launchpool 上线 QVT：锁仓 BGB 瓜分 3,000,000 QVT', 'launch-platform', '', 'QVT'],
    ['Bitget 将对 JLL 标记 ST', 'tag-added', '-', 'JLL'],
    ['Bitget 关于取消 RIMI ST 标记的公告', 'tag-removed', '+', 'RIMI'],
    ['Bitget 关于 JCV 钱包维护完成的公告', 'transfers-resumed', '', 'JCV'],
    ['Bitget 關於 YOHA 合約置換的公告', 'network-upgrade', '', 'YOHA'],
    ['Bitget 跟单交易嘉年华：瓜分 50,000 USDT', 'promotion'],
  ]),
  ...titles('LBank', 'zh', [
    ['LBank 关于下线 WVKUSDT 永续合约的公告', 'delisting', '-', 'WVK'],
    ['LBank 上币投票第 15 期开启', 'other'],
  ]),
  ...titles('CoinEx', 'zh', [
    ['CoinEx 关于 MDRW 网络拥堵暂停提现的公告', 'transfers-suspended', '', 'MDRW'],
    ['CoinEx ZEKA/USDT 交易对限时零手续费', 'promotion', '', 'ZEKA'],
  ]),
  ...titles('BitMart', 'zh', [
    ['BitMart 关于向 MXV 持有者空投 DRFL 的公告', 'other', '', 'MXV DRFL'],
  ]),
  ...titles('Coinone', 'ko', [
    ['[거래지원] 애드라 AI(AEDR) 신규 거래지원 안내', 'spot-listing', '+', 'AEDR'],
    ['[거래지원 종료] 키마주 프로토콜(KMJ) 거래지원 종료 안내', 'delisting', '-', 'KMJ'],
    ['[유의종목 지정] 코시주 파이낸스(KXJ) 유의종목 지정 안내', 'tag-added', '-', 'KXJ'],
    ['[유의종목 해제] 스테타 네트워크(STET) 유의종목 지정 해제 안내', 'tag-removed', '+', 'STET'],
    ['[입출금] 부주주 코인(VJJ) 입출금 일시 중단 안내', 'transfers-suspended', '', 'VJJ'],
    ['[입출금] 오리조 AI(ORIZ) 입출금 재개 안내', 'transfers-resumed', '', 'ORIZ'],
    ['페미키(PMK) 네트워크 업그레이드 지원 안내', 'network-upgrade', '', 'PMK'],
  ]),
  ...titles('Korbit', 'ko', [
    ['카니와 랩스(KNW) 거래지원 종료 안내', 'delisting', '-', 'KNW'],
    ['페사이조 랩스(PCZ) 투자유의 종목 지정 및 거래지원 종료 안내', 'delisting', '-', 'PCZ'],
    ['[투자유의] 니페드라 코인(NPDR) 투자유의 종목 지정', 'tag-added', '-', 'NPDR'],
    ['하와로(HAWA) 지갑 점검에 따른 입출금 일시 중단 안내', 'transfers-suspended', '', 'HAWA'],
    ['하제사이(HZC) 입금 일시 중단 안내', 'transfers-suspended', '', 'HZC'],
    ['스테하(STH) 지갑 점검 완료 및 입출금 재개 안내', 'transfers-resumed', '', 'STH'],
    ['[이벤트] 보시드라 프로토콜(BXDR) 거래하고 최대 100만 원 받기', 'promotion', '', 'BXDR'],
  ]),
  ...titles('GOPAX', 'ko', [
    ['[상장폐지] 스테푸와 AI(STPW) 거래지원 종료 예정 안내', 'delisting', '-', 'STPW'],
    ['네애사이 파이낸스(NEAE) 투자유의 종목 지정 안내', 'tag-added', '-', 'NEAE'],
    ['와토 프로토콜(WTH) 투자유의 종목 지정 해제 안내', 'tag-removed', '+', 'WTH'],
    ['라와조 AI(LWZ) 출금 서비스 재개 안내', 'transfers-resumed', '', 'LWZ'],
    ['노푸주(NPJ) 토큰 스왑 및 티커 변경(NPJ → STENE) 안내', 'network-upgrade', '', 'NPJ STENE'],
    ['[안내] CLEAN GOPAX 캠페인: 거래지원 검토보고서 공개', 'other'],
    ['페루(PHERU) 입금 지원 네트워크 추가 안내', 'other', '', 'PHERU'],
  ]),
  // Sixth written round (2026-11-30): forms varied (tense, prefixes, dates, several coins, names alone), 34 exchanges, 94 decoys; two thirds of them
  ...titles('WEEX', 'en', [
    ['WEEX Will Support the Zeltrix (ZLTX) Mainnet Token Swap — 2025-03-14', 'network-upgrade', '', 'ZLTX'],
    ['WEEX Temporarily Suspends Deposits and Withdrawals of Hexvale (HXVL)', 'transfers-suspended', '', 'HXVL'],
    ['WEEX New Listing Carnival: Deposit and Share 1,000 USDT in Bonuses', 'promotion'],
    ['WEEX Lists Its Q1 2025 Proof of Reserves Report', 'other'],
  ]),
  ...titles('Zoomex', 'en', [
    ['Notice: Zoomex Completes Support for the Murova (MRVA) Hard Fork', 'network-upgrade', '', 'MRVA'],
    ['Notice: Wallet Maintenance for Jorvik (JRVK) on 2025-05-06, 02:00–06:00 UTC', 'transfers-suspended', '', 'JRVK'],
    ['Zoomex Will Delist UMVRUSDT Perpetual on 2025-09-03, 08:00 UTC', 'delisting', '-', 'UMVR'],
    ['Zoomex Welcome Fest: First Futures Trade Loss Covered up to 100 USDT', 'promotion'],
  ]),
  ...titles('Phemex', 'en', [
    ['Phemex Will Support the Halvyn (HLVN) Contract Swap (Updated)', 'network-upgrade', '', 'HLVN'],
    ['Phemex is Delisting WNDL/USDT and XNTH/USDT Spot Trading Pairs on March 28', 'delisting', '-', 'WNDL XNTH'],
    ['Postponed: Delisting of VXTA on Phemex', 'other', '', 'VXTA'],
    ['Phemex Will Apply the Special Treatment (ST) Tag to ZYNT and AQRL', 'tag-added', '-', 'ZYNT AQRL'],
    ['Phemex Removes the ST Tag from ZYNT', 'tag-removed', '+', 'ZYNT'],
    ['Phemex Pre-Market: Trade Evrona (EVRN) Before It Lists', 'launch-platform', '', 'EVRN'],
    ['New Contract: Phemex Opens WLTQUSDT Perpetual Futures', 'futures-listing', '+', 'WLTQ'],
    ['Phemex Grid Bot Carnival — 0% Fees on All Pairs', 'promotion'],
    ['Phemex Debuts Its Web3 Wallet on Android', 'other'],
  ]),
  ...titles('LBank', 'en', [
    ['LBank Supports the Tessaro (TSRO) Token Migration and Redenomination (1:100)', 'network-upgrade', '', 'TSRO'],
    ['[New] LBank Has Listed Pennix (PNNX) in the Innovation Zone', 'spot-listing', '+', 'PNNX'],
    ['LBank Launches the LBK Tax Report Tool', 'other'],
  ]),
  ...titles('BingX', 'en', [
    ['BingX Will Complete the Vyrelle (VYRL) to Vyrelle Network (VYN) Rebranding on March 20', 'network-upgrade', '', 'VYRL VYN'],
    ['BingX Pre-Launch Futures: WYLDUSDT Now Open for Trading', 'launch-platform', '', 'WYLD'],
    ['BingX Spot Adds ULVN/USDC Pair', 'new-markets', '+', 'ULVN'],
    ['BingX Upgrades Its Copy Trading Page — New Filters for Lead Traders', 'other'],
  ]),
  ...titles('Bitunix', 'en', [
    ['Bitunix to Support Obrixa (OBRX) Hard Fork at Block Height 4,200,000', 'network-upgrade', '', 'OBRX'],
    ['Bitunix Will Delist 1000PRVLUSDT and QRNXUSDT Perpetual Contracts', 'delisting', '-', 'PRVL QRNX'],
    ['Bitunix Launchpad Debuts with Crovant (CRVN) — Commit USDT', 'launch-platform', '', 'CRVN'],
    ['Bitunix Futures Arrives for Ulmora (ULMR): ULMRUSDT Perpetual Up to 75x', 'futures-listing', '+', 'ULMR'],
    ['Bitunix Futures Bonus: Claim 50 USDT When You Trade FRQXUSDT', 'promotion', '', 'FRQX'],
  ]),
  ...titles('BloFin', 'en', [
    ['[Notice] BloFin Will Support the Kandrel (KDRL) Network Upgrade; KDRLUSDT Perpetual Trading Unaffected', 'network-upgrade', '', 'KDRL'],
    ['BloFin Fee Rebate: 50% Off Maker Fees on GLVNUSDT for 14 Days', 'promotion', '', 'GLVN'],
    ['BloFin API Update: New Endpoint for Listing Schedule Queries', 'other'],
  ]),
  ...titles('Toobit', 'en', [
    ['Toobit Completes the Pellora (PLRA) Contract Address Migration', 'network-upgrade', '', 'PLRA'],
    ['Toobit Futures: TRNXUSDT Perpetual Goes Live Today', 'futures-listing', '+', 'TRNX'],
  ]),
  ...titles('CoinW', 'en', [
    ['CoinW Will Support the Struvix Token Swap: STVX Becomes SVX at a 1:1 Ratio', 'network-upgrade', '', 'STVX SVX'],
    ['CoinW Futures Trading Contest Goes Live — Top Traders Share 80,000 USDT', 'promotion'],
    ['CoinW Market Maker Program Application Now Open', 'promotion'],
  ]),
  ...titles('WhiteBIT', 'en', [
    ['WhiteBIT Will Support Yorvel (YRVL) Network Upgrade on 18 March 2025', 'network-upgrade', '', 'YRVL'],
    ['WhiteBIT: Withdrawals of Praxel (PRXL) Are Closed for Technical Maintenance', 'transfers-suspended', '', 'PRXL'],
    ['WhiteBIT Announces Delisting of Hollin (HLLN)', 'delisting', '-', 'HLLN'],
    ['WhiteBIT Launchpad: Yenvara (YNVR) Sale Round Opens 2025-06-10', 'launch-platform', '', 'YNVR'],
    ['Lyrenth (LYRN) Debuts on WhiteBIT with the LYRN/USDT Spot Market', 'spot-listing', '+', 'LYRN'],
    ['WhiteBIT Launches Margin Trading for QRLX', 'new-markets', '+', 'QRLX'],
  ]),
  ...titles('ProBit', 'en', [
    ['ProBit Global Supports the Fenwarra (FNWR) Rebranding to Fenix Protocol (FNXP)', 'network-upgrade', '', 'FNWR FNXP'],
    ['ProBit Global Updates Its Listing Policy', 'other'],
  ]),
  ...titles('Coinbase', 'en', [
    ['Coinbase will support the Lunquist (LNQS) redenomination', 'network-upgrade', '', 'LNQS'],
    ['Nyxora (NYXR) sends and receives are back to normal', 'transfers-resumed', '', 'NYXR'],
    ['Cancelled: Suspension of Trading in Xazora (XZRA)', 'other', '', 'XZRA'],
    ['Gorvane (GRVN) has been added to the Coinbase roadmap', 'spot-listing', '+', 'GRVN'],
    ['Inbound transfers for Helvar (HLVR) are now available; trading will begin once liquidity conditions are met', 'spot-listing', '+', 'HLVR'],
    ['Coinbase Advanced: new USDC trading pair for Oxlen (OXLN)', 'new-markets', '+', 'OXLN'],
  ]),
  ...titles('Gemini', 'en', [
    ['Gemini to Support the Gravelle (GRVL) Token Migration from Ethereum to Base', 'network-upgrade', '', 'GRVL'],
    ['Gemini Delisting Guidelines Updated', 'other'],
    ['Jessix (JSSX) Is Now Available to Trade on Gemini', 'spot-listing', '+', 'JSSX'],
    ['Gemini Adds VRSO/GUSD and VRSO/BTC Order Books', 'new-markets', '+', 'VRSO'],
    ['Gemini Card Adds NVLX as a Spending Currency', 'other', '', 'NVLX'],
  ]),
  ...titles('Bitstamp', 'en', [
    ['Bitstamp will support the Isarion (ISRN) network hard fork', 'network-upgrade', '', 'ISRN'],
  ]),
  ...titles('OKX', 'en', [
    ['OKX to support the Wexbridge (WXBG) contract swap and rename to WXB', 'network-upgrade', '', 'WXBG WXB'],
    ['OKX Jumpstart: Pyrrel (PYRL) Mining Opens Tomorrow', 'launch-platform', '', 'PYRL'],
    ['OKX to enable margin trading and Simple Earn for GRTH', 'new-markets', '+', 'GRTH'],
    ['OKX Options adds NXLA monthly options', 'new-markets', '+', 'NXLA'],
    ['OKX launches ZTRA trading competition: share 500,000 ZTRA', 'promotion', '', 'ZTRA'],
    ['OKX Wallet\'s DEX Aggregator Now Supports TVRN Swaps', 'other', '', 'TVRN'],
  ]),
  ...titles('KuCoin', 'en', [
    ['KuCoin Has Completed the Cindrax (CDRX) Token Swap and Rebranding to Cinder (CNDR)', 'network-upgrade', '', 'CDRX CNDR'],
    ['KuCoin Will Delist Yarrow (YRRW) from Crypto Loans', 'other', '', 'YRRW'],
    ['KuCoin Applies Monitoring Tag to FLRK, GMBR (2025-10-06)', 'tag-added', '-', 'FLRK GMBR'],
    ['Monitoring Tag Removed: LNTH No Longer Under Review', 'tag-removed', '+', 'LNTH'],
    ['KuCoin Margin Now Supports JKLX: Cross & Isolated Margin Open', 'new-markets', '+', 'JKLX'],
  ]),
  ...titles('MEXC', 'en', [
    ['MEXC Will Support Elvaro (ELVR) Redenomination — 1 Old ELVR = 1,000 New ELVR', 'network-upgrade', '', 'ELVR'],
    ['MEXC Will Add the ST Tag to ESVN', 'tag-added', '-', 'ESVN'],
    ['MEXC Launchpad Arrives: Commit USDT for Tavrix (TVRX) at a Discount', 'launch-platform', '', 'TVRX'],
    ['MEXC Trading Competition for AXLD and BRVX Perpetual Pairs — Share $100K', 'promotion', '', 'AXLD BRVX'],
  ]),
  ...titles('BtcTurk', 'en', [
    ['BtcTurk: Quillon (QLLN) Transfers Paused Due to Network Congestion', 'transfers-suspended', '', 'QLLN'],
    ['Quillon (QLLN) Transfers Reopened on BtcTurk', 'transfers-resumed', '', 'QLLN'],
    ['BtcTurk Will Delist Kelvra (KLVR) — Final Trading Day 2025-07-15', 'delisting', '-', 'KLVR'],
    ['BtcTurk Lists Morvanta (MRVT): MRVT/TRY and MRVT/USDT Now Live', 'spot-listing', '+', 'MRVT'],
    ['BtcTurk Adds New Trading Pairs: CYVX/USDT and DMRX/USDT', 'new-markets', '+', 'CYVX DMRX'],
    ['BtcTurk Price Limit Rules for Newly Listed Cryptocurrencies', 'other'],
  ]),
  ...titles('Indodax', 'en', [
    ['Indodax Announcement: Temporary Deposit and Withdrawal Suspension for Rydex (RYDX)', 'transfers-suspended', '', 'RYDX'],
    ['Indodax: Rydex (RYDX) Deposit & Withdrawal Reopened (Updated)', 'transfers-resumed', '', 'RYDX'],
    ['Indodax Will Delist Lumbra (LMBR) from the IDR Market', 'delisting', '-', 'LMBR'],
    ['Indodax Academy: What Is Listing and Delisting?', 'other'],
  ]),
  ...titles('Kraken', 'en', [
    ['Resolved: Marlowe (MRLW) funding back online', 'transfers-resumed', '', 'MRLW'],
    ['Notice of Trading Suspension: Dunmore (DNMR)', 'delisting', '-', 'DNMR'],
    ['Kraken listing Fyrvale (FYRV) — trading starts 24 March', 'spot-listing', '+', 'FYRV'],
    ['Kraken Futures is listing a Zelphyr (ZLPH) perpetual', 'futures-listing', '+', 'ZLPH'],
    ['New margin pairs: BCRN/USD and BCRN/EUR now support margin trading', 'new-markets', '+', 'BCRN'],
    ['Kraken adds PRVN/USDC, PRVN/EUR and PRVN/GBP', 'new-markets', '+', 'PRVN'],
    ['Kraken App Adds Dark Mode and Price Alerts', 'other'],
  ]),
  ...titles('Bitvavo', 'en', [
    ['Polkadot deposits and withdrawals are available again', 'transfers-resumed', '', 'DOT'],
    ['Bitvavo will delist Aldmere (ALDM), Brisvo (BRSV) and Corvanta (CRVT) on 14 April', 'delisting', '-', 'ALDM BRSV CRVT'],
    ['Bitvavo delists Wyrren (WYRN) from Staking; spot trading continues', 'other', '', 'WYRN'],
  ]),
  ...titles('Deepcoin', 'en', [
    ['Deepcoin Will Delist RVSK Spot and Futures Trading', 'delisting', '-', 'RVSK'],
  ]),
  ...titles('Gate', 'en', [
    ['Gate Adds ST Label to DWRA Spot Market', 'tag-added', '-', 'DWRA'],
    ['Gate Opens KRVA/USDC and KRVA/ETH Spot Pairs', 'new-markets', '+', 'KRVA'],
    ['Gate Simple Earn Adds CWLX with 12% APR', 'promotion', '', 'CWLX'],
  ]),
  ...titles('Bitget', 'en', [
    ['Bitget to Mark HNQX with a Risk Warning Tag', 'tag-added', '-', 'HNQX'],
    ['Bitget LaunchX: Subscribe to Qestra (QSTR) — Debuts 11:00 UTC', 'launch-platform', '', 'QSTR'],
    ['Bitget Research: Lomora (LMRA) Listed on 12 Exchanges in Its First Week', 'other', '', 'LMRA'],
  ]),
  ...titles('Binance', 'en', [
    ['Binance Will Remove the Monitoring Tag from KVRL', 'tag-removed', '+', 'KVRL'],
    ['Binance Launchpool Welcomes Nolvex (NLVX) — Farm with BNB and FDUSD', 'launch-platform', '', 'NLVX'],
    ['Binance Alpha Is Now Featuring Brellix (BRLX)', 'launch-platform', '', 'BRLX'],
    ['Binance Will Add FWNX/JPY, FWNX/MXN and FWNX/ZAR Trading Pairs', 'new-markets', '+', 'FWNX'],
    ['Binance Will Add HRNX as a New Borrowable Asset on Isolated Margin', 'new-markets', '+', 'HRNX'],
    ['Binance Options Will Launch MVRX Weekly Options', 'new-markets', '+', 'MVRX'],
    ['Binance Academy Launches a Free Course on Kestrel (KSTL) Tokenomics', 'other', '', 'KSTL'],
  ]),
  ...titles('Bybit', 'en', [
    ['Bybit Launchpool: Stake to Earn Orvant (ORVT) — Goes Live 2025-05-12', 'launch-platform', '', 'ORVT'],
    ['Bybit Lists 4Q (Fourquay) for Spot Trading — Grab a Share of 200,000 4Q', 'spot-listing', '+', '4Q'],
  ]),
  ...titles('HTX', 'en', [
    ['HTX Primelist: Dalvex (DLVX) Arrives on Primelist', 'launch-platform', '', 'DLVX'],
  ]),
  ...titles('Tokocrypto', 'en', [
    ['Tokocrypto Is Listing Ovarro (OVRR) — Trading Opens 15:00 WIB', 'spot-listing', '+', 'OVRR'],
    ['Tokocrypto Adds SVRL/IDR Trading Pair', 'new-markets', '+', 'SVRL'],
    ['Tokocrypto Periodic Review and Delisting Process Explained', 'other'],
  ]),
  ...titles('OKX', 'zh', [
    ['欧易关于支持泽尔维(ZRWV)主网升级及硬分叉的公告', 'network-upgrade', '', 'ZRWV'],
    ['欧易 Jumpstart 上线 Nurva (NURV) 挖矿', 'launch-platform', '', 'NURV'],
    ['欧易关于开通 UVRX 杠杆交易的公告', 'new-markets', '+', 'UVRX'],
    ['欧易上线 HMVX 交易大赛:瓜分 200,000 HMVX', 'promotion', '', 'HMVX'],
    ['欧易关于上线 MNRV (Menrova) 现货交易的公告', 'spot-listing', '+', 'MNRV'],
    ['欧易关于上线 RMVX 永续合约的公告', 'futures-listing', '+', 'RMVX'],
  ]),
  ...titles('Gate', 'zh', [
    ['Gate 已完成 NRVO 代币拆分(1拆10)', 'network-upgrade', '', 'NRVO'],
    ['Gate 将下线 GZRA/USDT 交易对', 'delisting', '-', 'GZRA'],
    ['关于推迟下架 KLQX 的公告', 'other', '', 'KLQX'],
    ['Gate Launchpool 上线 Pavrix (PVRX) 质押挖矿', 'launch-platform', '', 'PVRX'],
    ['Gate 更新上币规则', 'other'],
  ]),
  ...titles('MEXC', 'zh', [
    ['【更新】MEXC将支持 OSTX 主网映射(附映射比例)', 'network-upgrade', '', 'OSTX'],
    ['MEXC 关于下架 FRVL 的公告', 'delisting', '-', 'FRVL'],
  ]),
  ...titles('LBank', 'zh', [
    ['LBank 关于 PLVN 更名为 PLV 及代码变更的公告', 'network-upgrade', '', 'PLVN PLV'],
  ]),
  ...titles('WEEX', 'zh', [
    ['关于暂停 SLVQ 充提业务的公告', 'transfers-suspended', '', 'SLVQ'],
    ['关于恢复 SLVQ 充提业务的公告', 'transfers-resumed', '', 'SLVQ'],
    ['WEEX 合约交易大赛:JSVX、KRVX 交易对瓜分 50,000 USDT', 'promotion', '', 'JSVX KRVX'],
  ]),
  ...titles('Deepcoin', 'zh', [
    ['Deepcoin 关于 TRLX 钱包维护暂停充提的通知', 'transfers-suspended', '', 'TRLX'],
    ['Deepcoin:TRLX 钱包维护完成,充提已恢复', 'transfers-resumed', '', 'TRLX'],
    ['Deepcoin 邀请好友返佣活动上线:最高返佣 50%', 'promotion'],
  ]),
  ...titles('Toobit', 'zh', [
    ['Toobit:UMRV 网络拥堵,暂停提币', 'transfers-suspended', '', 'UMRV'],
    ['Toobit:UMRV 提币已恢复正常', 'transfers-resumed', '', 'UMRV'],
    ['Toobit 上線 TQRVUSDT 永續合約(最高 50 倍)', 'futures-listing', '+', 'TQRV'],
  ]),
  ...titles('BingX', 'zh', [
    ['BingX 關於暫停 VNLX 充值與提現的公告', 'transfers-suspended', '', 'VNLX'],
    ['BingX 新增法幣入金通道', 'other'],
  ]),
  ...titles('Binance', 'zh', [
    ['币安将暂停 WRLX 在 BNB Smart Chain (BEP20) 网络的充提业务', 'transfers-suspended', '', 'WRLX'],
    ['币安 Alpha 已上线 Selvix (SLVX)', 'launch-platform', '', 'SLVX'],
    ['币安新增 VRLX/USDC 和 VRLX/TRY 交易对', 'new-markets', '+', 'VRLX'],
    ['币安将对 BRVQ、CLVX 添加观察标签', 'tag-added', '-', 'BRVQ CLVX'],
    ['币安将移除 FLVX 的观察标签', 'tag-removed', '+', 'FLVX'],
    ['币安将上市 NLVQ (Nelvaq)', 'spot-listing', '+', 'NLVQ'],
  ]),
  ...titles('KuCoin', 'zh', [
    ['KuCoin 关于 YVRN 充值延迟的公告', 'transfers-suspended', '', 'YVRN'],
    ['KuCoin Spotlight 上线 Tavora (TVRA) 认购', 'launch-platform', '', 'TVRA'],
  ]),
  ...titles('Bitget', 'zh', [
    ['【已完成】Bitget ZNLX 钱包升级完成,恢复充提', 'transfers-resumed', '', 'ZNLX'],
    ['Bitget 杠杆新增 WLVX 逐仓借币', 'new-markets', '+', 'WLVX'],
    ['Bitget 新币上线专享:现货交易 0 手续费活动', 'promotion'],
    ['Bitget 上架 OQRA(Oquera)現貨交易', 'spot-listing', '+', 'OQRA'],
  ]),
  ...titles('HTX', 'zh', [
    ['火币HTX 关于 HMRV 永续合约下架的公告', 'delisting', '-', 'HMRV'],
  ]),
  ...titles('Bybit', 'zh', [
    ['Bybit 盘前交易:Ravella (RVLL) 现已开放', 'launch-platform', '', 'RVLL'],
    ['Bybit 期权上线 YRNX 周期权', 'new-markets', '+', 'YRNX'],
    ['Bybit 上线 1000SRVQUSDT 永续合约', 'futures-listing', '+', 'SRVQ'],
  ]),
  ...titles('Pionex', 'zh', [
    ['派網 Pionex 網格機器人零手續費活動:新增 LMVX/USDT 交易對', 'promotion', '', 'LMVX'],
  ]),
  ...titles('Bithumb', 'ko', [
    ['[마켓] 로바닉(LVNC) 리브랜딩에 따른 마켓 표기 변경 안내 (LVNC → LVX)', 'network-upgrade', '', 'LVNC LVX'],
    ['퀴넥스(QNEX) 체인 마이그레이션 및 신규 토큰(QNX) 전환 안내', 'network-upgrade', '', 'QNEX QNX'],
    ['[거래지원종료] 엑셀라(XCLA) 거래지원 종료 안내', 'delisting', '-', 'XCLA'],
    ['[투자유의] 넬로바(NLOV) 투자유의종목 지정 안내', 'tag-added', '-', 'NLOV'],
    ['[투자유의] 넬로바(NLOV) 투자유의종목 지정 해제', 'tag-removed', '+', 'NLOV'],
    ['[이벤트] 리벨(RVEL) 원화 마켓 거래하고 에어드랍 받자', 'promotion', '', 'RVEL'],
    ['[신규 거래지원] 우르넬(URNL) 원화 마켓 상장', 'spot-listing', '+', 'URNL'],
    ['[안내] 빗썸 앱 업데이트 — 신규 차트 기능 추가', 'other'],
    ['[안내] 빗썸 원화 입출금 은행 시스템 점검 안내', 'other'],
  ]),
  ...titles('Korbit', 'ko', [
    ['코빗, 메르디온(MRDI) 하드포크 지원 안내', 'network-upgrade', '', 'MRDI'],
    ['코빗 테르빅(TRVK) 지갑 점검 완료 및 입출금 재개', 'transfers-resumed', '', 'TRVK'],
    ['코빗, 아르넬(ARNL) 상장 폐지 결정', 'delisting', '-', 'ARNL'],
    ['[마켓 추가] 코빗 BTC 마켓에 케르반(KRVN) 추가', 'new-markets', '+', 'KRVN'],
    ['코빗, 퀘스탈(QSTL) 투자유의 해제', 'tag-removed', '+', 'QSTL'],
    ['코빗 거래 수수료 무료 이벤트 연장 — 원화 마켓 전 종목', 'promotion'],
    ['코빗, 상장 코인 정보 공시 서비스 오픈', 'other'],
  ]),
  ...titles('Coinone', 'ko', [
    ['[공지] 네르바(NRBA) 네트워크 업그레이드 지원 안내', 'network-upgrade', '', 'NRBA'],
    ['[거래지원 종료] 유르반(YRBN), 젤토(ZLTO) 거래지원 종료 안내', 'delisting', '-', 'YRBN ZLTO'],
    ['코인원, 라벨론(LBLN) USDT 마켓 신설', 'new-markets', '+', 'LBLN'],
    ['[유의종목 지정] 오르벳(ORBT) 유의종목 지정 안내', 'tag-added', '-', 'ORBT'],
    ['[유의종목 해제] 오르벳(ORBT) 유의종목 지정 해제 안내', 'tag-removed', '+', 'ORBT'],
    ['[이벤트] 코인원 스테이킹 신규 추가 기념 — 이더리움 스테이킹 이벤트', 'promotion', '', 'ETH'],
    ['[안내] 코인원 거래지원 심사 기준 개정 안내', 'other'],
  ]),
  ...titles('GOPAX', 'ko', [
    ['[고팍스] 오브렐(OBRL) 액면 분할(리디노미네이션) 안내', 'network-upgrade', '', 'OBRL'],
    ['[거래지원 종료] 브렌타(BRNA) 거래유의종목 지정 및 거래지원 종료 안내', 'delisting', '-', 'BRNA'],
    ['[주의] 페르난(PRNN) 주의종목 지정 안내', 'tag-added', '-', 'PRNN'],
    ['고팍스, 바르넥스(VRNX) 원화 마켓 신규 상장', 'spot-listing', '+', 'VRNX'],
  ]),
  ...titles('Upbit', 'ko', [
    ['[거래] 위스펜(WSPN) 거래지원 종료 안내 (4/15 15:00)', 'delisting', '-', 'WSPN'],
    ['[거래] 원화 마켓(JRVA/KRW) 오픈', 'new-markets', '+', 'JRVA'],
    ['[이벤트] 스테이킹 신규 지원 기념 에스벨(SVEL) 스테이킹 이벤트', 'promotion', '', 'SVEL'],
    ['[거래] 티르반(TRVN) 신규 거래지원 안내 (KRW, BTC, USDT 마켓)', 'spot-listing', '+', 'TRVN'],
    ['[안내] 업비트 NFT 마켓 신규 드롭 안내', 'other'],
    ['[거래] 제벨(ZBEL) 거래지원 종료 연기 안내', 'other', '', 'ZBEL'],
    ['[안내] 개인지갑 출금 지원 네트워크 추가 (솔라나)', 'other'],
  ]),
  ...titles('Bybit', 'ko', [
    ['바이비트 런치풀 오픈: 델바(DLVA) 스테이킹하고 DLVA 받으세요', 'launch-platform', '', 'DLVA'],
  ]),
  ...titles('Bitget', 'ko', [
    ['비트겟 런치패드 신규 프로젝트: 에르노(ERNO) 청약 안내', 'launch-platform', '', 'ERNO'],
  ]),
  ...titles('Binance', 'ko', [
    ['바이낸스 HODLer 에어드랍에 그라벤(GRVE) 추가', 'launch-platform', '', 'GRVE'],
  ]),
  ...titles('OKX', 'ko', [
    ['OKX, XRVA 무기한 선물 상장 안내', 'futures-listing', '+', 'XRVA'],
  ]),
];
