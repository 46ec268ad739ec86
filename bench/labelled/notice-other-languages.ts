/**
 * Real exchange notice titles in languages other than English, Chinese and Korean (Turkish, Vietnamese,
 * Russian, Portuguese, Arabic, Spanish, Ukrainian, French and others), labelled blind in the eighth to tenth rounds
 * (2026-11-29, 2026-11-30) by helper sessions that never read the classifier, against docs/notice-kinds.md's label
 * policy (bench/labelled/notice-wild-SOURCES.md lists the sources). Never tuned on and never read to write
 * the classifier's words of six of these languages (server/notices/title-words/other-languages.ts): the bench
 * prints how many are read right, what a feed in these languages gets without English beside its title.
 */
import { titles, type NoticeTitle } from './notice-titles';

export const OTHER_LANGUAGE_NOTICES: readonly NoticeTitle[] = [
  // find_string id 32173556278
  ...titles('MEXC', 'tr', [
    ['LOL (LOL) - Kickstarter Oylama Sonucu ve Listelenme Planı', 'spot-listing', '+', 'LOL'],
    ['[İlk Listeleme] MEXC, WUKONG (WUKONG) Projesini Değerlendirme Bölgesinde Listeleyecek', 'spot-listing', '+', 'WUKONG'],
    ['MEXC CATDOG, NEIRO, SUNWUKONG, SUNCAT, CVP, TRUMP, BCCOIN, MAGA, NPC, VISTA ve LRDS USDT-M Vadeli İşlemleri Alım Satım Hizmetini Yeniden Başlattı (7 Eylül)', 'other', '', 'CATDOG NEIRO SUNWUKONG SUNCAT CVP TRUMP BCCOIN MAGA NPC VISTA LRDS'],
    ['MEXC USDT Spot Piyasası için Sistem Yükseltmesini Tamamladı (7 Eylül)', 'other'],
    ['USDT Spot Emir İptali Bildirimi (7 Eylül)', 'other'],
    ['MEXC, NEIROETH USDT-M Vadeli İşlemleri Fonlama Oranı Uzlaşma Sıklığı Düzenlemesi (6 Eylül)', 'other', '', 'NEIROETH'],
    ['QTK Yatırma ve Alım Satım İşlemleri Yeniden Etkinleştirilecek', 'transfers-resumed', '', 'QTK'],
    ['MEXC, Optimism (OP) Ağ Yükseltmesini Destekleyecek', 'network-upgrade', '', 'OP'],
    ['[İlk Listeleme] MEXC Kickstarter - LOL (LOL) Projesi için Oy Kullanın, 362.500 LOL Airdrop Kazanın!', 'launch-platform', '', 'LOL'],
    ['MEXC, SNT USDT-M Vadeli İşlemlerinin Maksimum Kaldıraç Çarpanını Düşürecek (6 Eylül)', 'other', '', 'SNT'],
    ['MEXC, QUICK USDT-M Vadeli İşlemleri Fonlama Oranı Uzlaşma Sıklığı Düzenlemesi (6 Eylül)', 'other', '', 'QUICK'],
    ['ADA Yatırma ve Çekme İşlemleri Askıya Alındı', 'transfers-suspended', '', 'ADA'],
    ['MEXC İşlem Kopyalama, QUICK USDT-M Vadeli İşlemlerini Destekleyecek', 'other', '', 'QUICK'],
    ['MEXC Vadeli İşlemler "15-200x Vadeli Kaldıraç Yarışması" Başlıyor - BIGTIME, APE, ADA, FLOKI, SAGA, APT, BSW ve DOGE USDT-M Sürekli Vadeli İşlemi Yaparak 20.000 USDT Bonus Kazanın! (6 - 11 Eylül)', 'promotion', '', 'BIGTIME APE ADA FLOKI SAGA APT BSW DOGE'],
    ['Playahh App (PLAH) - Kickstarter Oylama Sonucu ve Listelenme Planı', 'spot-listing', '+', 'PLAH'],
  ]),
  // https://www.binance.com/vi/support/announcement/binance-s%E1%BA%BD-h%E1%BB%A7y-ni%C3%AAm-y%E1%BA%BFt-hnt-v%C3%A0-wabi-v%C3%A0o-ng%C3%A0y-24-03-2023-f1a8aa29692b4442a8f18be2076e14a0
  ...titles('Binance', 'vi', [
    ['Binance sẽ hủy niêm yết HNT và WABI vào ngày 24/03/2023', 'delisting', '-', 'HNT WABI'],
  ]),
  // https://www.binance.bh/vi/support/announcement/detail/14f17e59b77049d9be23e8dea3f184a8
  ...titles('Binance', 'vi', [
    ['Binance sẽ thêm Plasma (XPL) trên Earn, Mua tiền mã hóa, Convert, Margin và Futures', 'futures-listing', '+', 'XPL'],
  ]),
  // https://aws.okx.com/vi/help/okx-to-delist-btg-chat-cvt-devt-pay-ppt-road-sfg-soc-and-cntm-spot-trading
  ...titles('OKX', 'vi', [
    ['OKX hủy niêm yết các cặp giao dịch giao ngay BTG, CHAT, CVT, DEVT, PAY, PPT, ROAD, SFG, SOC và CNTM', 'delisting', '-', 'BTG CHAT CVT DEVT PAY PPT ROAD SFG SOC CNTM'],
  ]),
  // https://www.okx.pro/vi/help/okx-will-launch-soph-usd-and-kmno-usd-for-spot-trading
  ...titles('OKX', 'vi', [
    ['OKX sẽ ra mắt SOPH/USD và KMNO/USD cho giao dịch spot', 'spot-listing', '+', 'SOPH KMNO'],
  ]),
  // https://74f1991d-7dec-4bee-ab10-47e7cc411e00.us-east-1.cloud.genez.io/vi/help/okx-to-delist-perpetual-futures-for-lsk-looks-pippin-crypto
  ...titles('OKX', 'vi', [
    ['OKX huỷ niêm yết hợp đồng futures vĩnh cửu của token LSK, LOOKS và PIPPIN', 'delisting', '-', 'LSK LOOKS PIPPIN'],
  ]),
  // https://okx.com/vi/help/okx-to-list-perpetual-for-om-and-one-crypto-along-with-their-margin-trading
  ...titles('OKX', 'vi', [
    ['OKX niêm yết hợp đồng vĩnh cửu OM và ONE cũng như mở giao dịch ký quỹ và Simple Earn', 'futures-listing', '+', 'OM ONE'],
  ]),
  // https://www.chouyi.pink/vi/help/okx-to-delist-several-margin-trading-pairs-20260129
  ...titles('OKX', 'vi', [
    ['OKX hủy niêm yết một số cặp giao dịch ký quỹ', 'delisting'],
  ]),
  // https://www.okx.com/pl/help/okx-will-launch-spk-usd-for-spot-trading
  ...titles('OKX', 'pl', [
    ['OKX doda możliwość handlu parą SPK/USD na rynku spot', 'new-markets', '+', 'SPK'],
  ]),
  // https://www.ouchyi.dance/ua/help/okx-to-delist-kda-spot-trading-pairs
  ...titles('OKX', 'uk', [
    ['OKX вилучає з біржі спотові торгові пари з KDA', 'delisting', '-', 'KDA'],
  ]),
  // https://www.ouzhyi.red/ua-eu/help/okx-to-list-perpetual-futures-for-spx-mog-crypto
  ...titles('OKX', 'uk', [
    ['Лістинг безстрокових ф’ючерсів криптовалюти SPX та MOG на OKX', 'futures-listing', '+', 'SPX MOG'],
  ]),
  // https://ydairfly.com/ua/help/okx-to-list-lit-lighter-for-spot-trading
  ...titles('OKX', 'uk', [
    ['OKX вносить LIT (Lighter) до реєстру спотової торгівлі', 'spot-listing', '+', 'LIT'],
  ]),
  // https://aws.okx.com/pt-pt/help/okx-is-going-to-delist-several-spot-trading-pairs
  ...titles('OKX', 'pt', [
    ['A OKX removerá vários pares de Trading Spot', 'delisting'],
  ]),
  // https://justpassingby.net/pt-br/help/okx-to-delist-pls-spot-trading-pairs
  ...titles('OKX', 'pt', [
    ['A OKX irá remover os pares de trading spot PLS', 'delisting', '-', 'PLS'],
  ]),
  // https://www.chouyi.tv/ru-eu/help/okx-to-list-perpetual-futures-for-trust-crypto
  ...titles('OKX', 'ru', [
    ['OKX проведет листинг бессрочных фьючерсов TRUST', 'futures-listing', '+', 'TRUST'],
  ]),
  // https://www.oyuce.biz/ru-ae/help/okx-to-list-perpetual-for-degen-slerf-and-arkm-crypto-along-with-their
  ...titles('OKX', 'ru', [
    ['OKX проведет листинг бессрочных фьючерсов для DEGEN, SLERF и ARKM, а также добавит эти токены в маржинальную торговлю и Простой Earn', 'futures-listing', '+', 'DEGEN SLERF ARKM'],
  ]),
  // https://jkxjqsqvyivx.com/ru-eu/help/okx-to-list-perpetual-futures-for-shell-crypto
  ...titles('OKX', 'ru', [
    ['OKX проведет листинг бессрочных фьючерсов SHELL', 'futures-listing', '+', 'SHELL'],
  ]),
  // https://www.oyuzh.life/ru/help/okx-to-list-perpetual-futures-for-soon-crypto
  ...titles('OKX', 'ru', [
    ['OKX проведет листинг бессрочных фьючерсов SOON', 'futures-listing', '+', 'SOON'],
  ]),
  // https://www.ouyigw.org/ru-ae/help/okx-to-list-perpetual-for-flr-crypto-along-with-its-margin-trading-and
  ...titles('OKX', 'ru', [
    ['OKX проведет листинг бессрочного свопа для FLR, а также откроет маржинальную торговлю и Простой Earn', 'futures-listing', '+', 'FLR'],
  ]),
  // https://www.ouchyi.today/es-la/help/okx-to-list-perpetual-futures-for-dash-zec-crypto
  ...titles('OKX', 'es', [
    ['OKX incluirá en su plataforma los futuros perpetuos para las criptos DASH y ZEC', 'futures-listing', '+', 'DASH ZEC'],
  ]),
  // https://www.okx.vote/es-la/help/okx-to-list-perpetual-futures-for-wal-nil-plume-crypto
  ...titles('OKX', 'es', [
    ['OKX incluirá en su listado futuros perpetuos para las criptos WAL, NIL y PLUME', 'futures-listing', '+', 'WAL NIL PLUME'],
  ]),
  // https://www.okx.com/es-la/help/okx-to-list-perpetual-futures-for-nxpc-launchcoin-mubarak-crypto
  ...titles('OKX', 'es', [
    ['OKX listará futuros perpetuos para las criptos NXPC, LAUNCHCOIN y MUBARAK', 'futures-listing', '+', 'NXPC LAUNCHCOIN MUBARAK'],
  ]),
  // https://okx-api.aperture.finance/es-la/help/okx-to-list-perpetual-futures-for-gps-crypto
  ...titles('OKX', 'es', [
    ['OKX incluirá en su listado futuros perpetuos para la cripto GPS', 'futures-listing', '+', 'GPS'],
  ]),
  // https://www.okx.vote/pt-br/help/okx-to-list-perpetual-futures-for-wal-nil-plume-crypto
  ...titles('OKX', 'pt', [
    ['OKX listará futuros perpétuos para WAL, NIL, PLUME', 'futures-listing', '+', 'WAL NIL PLUME'],
  ]),
  // https://www.okx.com/tr/help/okx-will-stop-supporting-quick-margin-and-manual-transfers-modes-in-isolated
  ...titles('OKX', 'tr', [
    ['OKX’ten izole marjin işlemleri ve vadeli işlemlerde Hızlı marjin ve Manuel transferler modlarına yönelik desteği sonlandırma kararı', 'other'],
  ]),
  // https://www.okx.pro/vi/help/okx-to-list-perpetual-futures-for-prove-crypto
  ...titles('OKX', 'vi', [
    ['OKX niêm yết futures vĩnh cửu cho token PROVE', 'futures-listing', '+', 'PROVE'],
  ]),
  // https://www.ouchyi.bid/vi/help/okx-to-list-pre-market-perpetual-futures-for-fogo-fogo-crypto
  ...titles('OKX', 'vi', [
    ['OKX niêm yết hợp đồng futures vĩnh cửu pre-market cho token FOGO (Fogo)', 'launch-platform', '', 'FOGO'],
  ]),
  // https://www.okx.vote/help/okx-to-list-perpetual-futures-for-soon-crypto
  ...titles('OKX', 'vi', [
    ['OKX sẽ niêm yết hợp đồng futures vĩnh cửu cho token SOON', 'futures-listing', '+', 'SOON'],
  ]),
  // https://www.okx.com/id/help/okx-to-list-perpetual-futures-for-wal-nil-plume-crypto
  ...titles('OKX', 'id', [
    ['OKX Akan Menghadirkan Perpetual Futures untuk Kripto WAL, NIL, dan PLUME', 'futures-listing', '+', 'WAL NIL PLUME'],
  ]),
  // https://www.chouyi.pro/id/help/okx-to-list-perpetual-futures-for-zen-crypto
  ...titles('OKX', 'id', [
    ['OKX Akan Menghadirkan Perpetual Futures Untuk Kripto ZEN', 'futures-listing', '+', 'ZEN'],
  ]),
  // https://www.okx.com/vi/help/bsv-and-etc-futures-trading-system-maintenance
  ...titles('OKX', 'vi', [
    ['Bảo trì hệ thống giao dịch Futures BSV và ETC', 'other', '', 'BSV ETC'],
  ]),
  // https://www.ouchyi.life/vi/help/okx-to-list-sent-sentient-for-spot-trading
  ...titles('OKX', 'vi', [
    ['OKX niêm yết SENT (Sentient) cho giao dịch spot', 'spot-listing', '+', 'SENT'],
  ]),
  // https://www.okx.com/es-la/help/okx-to-adjust-position-tiers-of-margins-and-discount-rates-20250519
  ...titles('OKX', 'es', [
    ['OKX ajustará los niveles de posición de los márgenes y las tasas de descuento', 'other'],
  ]),
  // https://www.zhgwexpouy.info/pt-pt/help/search?category=TURBO+GP-B+CA+4463318&term=TURBO+GP-B+CA+4463318
  ...titles('OKX', 'pt', [
    ['A OKX lança votação para os populares projetos de meme tokens BOB, CAPO, MONG, SPONGE e TURBO.', 'other', '', 'BOB CAPO MONG SPONGE TURBO'],
    ['A OKX vai adicionar 39 tokens novos em pares de trading à vista USD e EUR unificados no EEE', 'new-markets'],
  ]),
  // https://www.cnouyi.fund/pt-br/help/search?category=hacer+familia+++estimular+el+lenguaje+en+casa+++preescolar&term=hacer+familia+++estimular+el+lenguaje+en+casa+++preescolar
  ...titles('OKX', 'pt', [
    ['Atualização nas casas decimais de IDR, VND, UGX, XOF e XAF', 'other'],
  ]),
  // https://www.ouchyi.rocks/pt-br/help/search?category=redmi+pad+2+9.7&term=redmi+pad+2+9.7
  ...titles('OKX', 'pt', [
    ['OKX ajustará os níveis da taxa de desconto para vários tokens', 'other'],
    ['A OKX ajustará os níveis de posição das margens', 'other'],
  ]),
  // https://jkxjqsqvyivx.com/ru/help/okx-to-adjust-position-tiers-of-perpetual-swaps-and-futures-2023-11-01
  ...titles('OKX', 'ru', [
    ['OKX изменит уровни позиций бессрочных свопов и фьючерсов', 'other'],
  ]),
  // https://announcements.bybit.com/es-AR/article/changes-to-funding-rate-limits-for-bigtimeusdt-perpetual-contracts-blt31ba0a5227021c56
  ...titles('Bybit', 'es', [
    ['Cambios en los límites de la Tasa de financiamiento de Contratos perpetuos BIGTIMEUSDT', 'other', '', 'BIGTIME'],
  ]),
  // https://coincarp.com/uk/exchange/announcement/bybit-pre-market-perpetuals-call-auction-now-shortened
  ...titles('Bybit', 'uk', [
    ['[Безстрокові контракти на премаркеті] Кол-аукціон скорочено до однієї години', 'other'],
  ]),
  // https://bybitglobal.com/es-ES/help-center/article/Bybit-Special-Treatment-ST-Label-Management-Rules
  ...titles('Bybit', 'es', [
    ['Reglas de gestión de etiquetas de tratamiento especial (ST) de Bybit', 'other'],
  ]),
  // https://www.gatexx.club/announcements/article/49082
  ...titles('Gate', 'ru', [
    ['Gate делистит бессрочные фьючерсы DGRAM, LOOKS и ещё 4 токенов', 'delisting', '-', 'DGRAM LOOKS'],
  ]),
  // https://www.gate.io/ru/article/18160
  ...titles('Gate', 'ru', [
    ['Соревнование с использованием "торговой сетки" для команд изменено на «Индивидуальные пользователи»', 'promotion'],
  ]),
  // https://www.ouzhyi.info/ru/help/okx-to-list-perpetual-futures-for-gun-crypto
  ...titles('OKX', 'ru', [
    ['OKX проведет листинг бессрочных фьючерсов GUN', 'futures-listing', '+', 'GUN'],
  ]),
  // https://bitgetapp.com/pt-PT/support/articles/12560603798918
  ...titles('Bitget', 'pt', [
    ['Aviso de exclusão de 18 pares de trading spot a 23 de outubro de 2023', 'delisting'],
  ]),
  // https://bitget.site/ru/support/articles/4414316019225-%D0%9A%D0%BB%D0%B0%D1%81%D1%81%D0%B8%D1%84%D0%B8%D0%BA%D0%B0%D1%86%D0%B8%D1%8F-%D0%BC%D0%B5%D1%82%D0%BE%D0%BA-%D0%BD%D0%B0-%D1%82%D0%BE%D1%80%D0%B3%D0%BE%D0%B2%D1%8B%D1%85-%D0%BF%D0%B0%D1%80%D0%B0%D1%85
  ...titles('Bitget', 'ru', [
    ['Классификация меток на торговых парах', 'other'],
  ]),
  // https://www.gate.tr/tr/announcements/article/46003
  ...titles('Gate TR', 'tr', [
    ['Kripto Varlık Yatırma ve Çekme Hizmetleri Yeniden Başlatıldı', 'transfers-resumed'],
  ]),
  // https://www.mexc.fm/vi-VN/announcements/article/mexc-announcement-on-st-warning-november-2023-17827791511419
  ...titles('MEXC', 'vi', [
    ['Thông báo của MEXC về Cảnh báo ST (Tháng 11 năm 2023)', 'tag-added'],
  ]),
  // https://www.okx.com/vi/help/okx-announces-okt-initial-minting-session-for-okb-holders-via-jumpstart
  ...titles('OKX', 'vi', [
    ['OKX thông báo phiên khai thác đầu tiên của OKT cho những người nắm giữ OKB thông qua Jumpstart', 'launch-platform', '', 'OKT'],
  ]),
  // https://www.oucnyi.com/fi/help/okx-to-support-om-crypto-migration-in-eea
  ...titles('OKX', 'fi', [
    ['OKX tukee OM-rahakemigraatiota ETA-alueella', 'network-upgrade', '', 'OM'],
  ]),
  // https://okx-api.aperture.finance/de/help/okx-is-going-to-delist-several-spot-trading-pairs
  ...titles('OKX', 'de', [
    ['OKX delistet mehrere Spot-Handels-Paare', 'delisting'],
  ]),
  // https://www.ouchyi.tv/fr-fr/help/search?category=reglement+interieur+23%2F02&term=reglement+interieur+23%2F02
  ...titles('OKX', 'fr', [
    ['Rapport sur la destruction d’OKB (du 01/12/2022 au 28/02/2023)', 'other', '', 'OKB'],
    ['OKX va lister DappRadar (RADAR) pour le trading au comptant', 'spot-listing', '+', 'RADAR'],
  ]),
  // https://www.oyigwcn.org/fr-fr/help/search?category=%E6%88%91%E7%9A%841%E6%9C%88%E4%BB%BD%2F2%E6%9C%88%E4%BB%BD%E9%9B%BB%E8%B2%BB%E6%98%AF1140%E5%85%83&term=%E6%88%91%E7%9A%841%E6%9C%88%E4%BB%BD%2F2%E6%9C%88%E4%BB%BD%E9%9B%BB%E8%B2%BB%E6%98%AF1140%E5%85%83
  ...titles('OKX', 'fr', [
    ['Limite du montant de trading P2P à vie pour les utilisateurs de KYC 1', 'other'],
    ['OKX prévoit d’ajuster les niveaux de position des marges', 'other'],
  ]),
  // https://www.cnouyi.fund/sv/help/search?category=all&term=erwr%2B3r%2B23%2B3
  ...titles('OKX', 'sv', [
    ['OKX stöder huvudnätsuppgraderingen av Sei-nätverket', 'network-upgrade'],
    ['OKX stöder OM-kryptomigrering i EES', 'network-upgrade', '', 'OM'],
    ['OKX avbryter uttag från Mantra-nätverket för funktionsuppgradering', 'transfers-suspended'],
  ]),
  // https://www.ouyizh.loan/ar/help/search?category=2025%E5%B9%B412%E6%9C%8815%E6%97%A5%E5%AE%81%E5%BE%B7%E6%97%B6%E4%BB%A360%E6%97%A5%E5%9D%87%E7%BA%BF%E8%82%A1%E4%BB%B7&term=2025%E5%B9%B412%E6%9C%8815%E6%97%A5%E5%AE%81%E5%BE%B7%E6%97%B6%E4%BB%A360%E6%97%A5%E5%9D%87%E7%BA%BF%E8%82%A1%E4%BB%B7
  ...titles('OKX', 'ar', [
    ['تَعتَزِم OKX إزالة عدَّة عقود آجلة دائمة من المنصَّة - 22 سبتمبر، 2025', 'delisting'],
    ['ستعيد OKX تسمية عقد XAUTUSDT الدائم إلى XAUUSDT الدائم.', 'other', '', 'XAUT'],
    ['تَعتَزِم OKX تسليم العقود الآجلة قبل الإدراج بعملة PUMP الرقمية', 'launch-platform', '', 'PUMP'],
    ['تَعتَزِم OKX إتاحة التداوُل بالضمان ومُنتَج Simple Earn والقرض المرِن لعملة YB الرقمية', 'new-markets', '+', 'YB'],
    ['تعتزم OKX تسليم العقود الآجلة قبل الإدراج لعملة SCR الرقمية', 'launch-platform', '', 'SCR'],
  ]),
  // https://www.oyigwcn.org/ar-ae/help/search?category=180+HORAS+e+quanto+tempo&term=180+HORAS+e+quanto+tempo
  ...titles('OKX', 'ar', [
    ['تحديث سياسة المكافآت الإضافية لمنتج الربح السهل المرن', 'other'],
  ]),
  // https://www.ouchyi.tv/ar-ae/help/search?category=%E8%BD%A6300+%E6%B1%BD%E8%BD%A6%E5%AF%B9%E6%AF%94&term=%E8%BD%A6300+%E6%B1%BD%E8%BD%A6%E5%AF%B9%E6%AF%94
  ...titles('OKX', 'ar', [
    ['OKX ستقوم بتعديل فئات المراكز لعدد من العقود الآجلة', 'other'],
    ['كن أفضل تاجر لعملة USD وعزز ظهورك مع الإعلانات المُميّزة', 'promotion'],
  ]),
  // https://www.okx.com/it/help/okx-to-adjust-position-tiers-of-margins-2023-06-21
  ...titles('OKX', 'it', [
    ['OKX modificherà i livelli di posizione del margine', 'other'],
  ]),
  // Round 9 (2026-11-30)
  // https://www.bitget.cloud/es-ES/support/articles/12560603837673
  ...titles('Bitget', 'es', [
    ['Bitget ajustará los niveles de posición de apalancamiento y margen para varios pares de trading de futuros perpetuos USDT-M', 'other'],
  ]),
  // https://bitget.fit/de/support/articles/10198379126937-Ank%C3%BCndigung-bez%C3%BCglich-ETH-Merge-%26-potentieller-ETH-Fork
  ...titles('Bitget', 'de', [
    ['Ankündigung bezüglich ETH-Merge & potentieller ETH-Fork', 'network-upgrade', '', 'ETH'],
  ]),
  // https://bitget.com.vn/id/support/articles/10198379126937-Pengaturan-tentang-Rencana-Ethereum-Merge-dan-Potensi-Fork
  ...titles('Bitget', 'id', [
    ['Pengaturan tentang Rencana Ethereum Merge dan Potensi Fork', 'network-upgrade', '', 'ETH'],
  ]),
  // https://www.htx.com/id-id/support/104954795262649/
  ...titles('HTX', 'id', [
    ['HTX akan Meningkatkan Sistem USDT-M Futures pada Tanggal 25 Nov', 'other'],
  ]),
  // https://www.htx.com/vi-vi/support/34972051467607
  ...titles('HTX', 'vi', [
    ['HTX Hủy niêm yết Cặp Giao dịch Ký quỹ Biệt lập ICE/USDT, MFER/USDT, RTF/USDT, SMOLE/USDT, MASA/USDT và ARPA/USDT vào ngày 13 tháng 6', 'delisting', '-', 'ICE MFER RTF SMOLE MASA ARPA'],
  ]),
  // https://support.zke.com/ru/delisting/announcement-on-the-delisting-of-hifi-usdt-251224
  ...titles('ZKE', 'ru', [
    ['Объявление о делистинге HIFI/USDT (251224)', 'delisting', '-', 'HIFI'],
  ]),
  // https://htx.com/pt-pt/support/44887379885796
  ...titles('HTX', 'pt', [
    ['Cronograma de Aposentadoria de Contas de Usuário Existentes da China Continental para Margem e ETPs', 'other'],
  ]),
  // https://www.bitgetpro.site/pt-PT/support/articles/12560603832451
  ...titles('Bitget', 'pt', [
    ['Bitget Trading Club Championship (Fase 1) – Faça transações spot diariamente e partilhe 50,000 BGB', 'promotion', '', 'BGB'],
  ]),
  // https://www.bitgetpro.site/ru/support/articles/12560603848039
  ...titles('Bitget', 'ru', [
    ['Bitget скорректирует интервал ставок финансирования для бессрочных фьючерсов RIVERUSDT', 'other', '', 'RIVER'],
    ['Bitget скорректирует максимальные/минимальные лимиты ставки финансирования для бессрочных фьючерсов BLURUSDT', 'other', '', 'BLUR'],
  ]),
  // https://www.bydfi.com/pl/support/ANNOUNCEMENT/articles/piuvdpindkaf?recommend=false&title=Og%C5%82oszenie+ostrze%C5%BCenia+BYDFi+ST+%282025%2F11%29
  ...titles('BYDFi', 'pl', [
    ['Ogłoszenie ostrzeżenia BYDFi ST (2025/11)', 'tag-added'],
  ]),
  // https://sanqianwenhua.xyz/ph/support/articles/12560603818832
  ...titles('Bitget', 'tl', [
    ['[Mahalaga] Bitget na anunsyo: Pag-delist ng KEYUSDT para sa futures trading at futures trading bots', 'delisting', '-', 'KEY'],
  ]),
  // https://www.bitget.com/vi/support/articles/12560603781975
  ...titles('Bitget', 'vi', [
    ['Quy tắc ST của Bitget', 'other'],
  ]),
  // https://bitget.media/ru/support/articles/12560603781975
  ...titles('Bitget', 'ru', [
    ['Правила специального режима (ST) Bitget', 'other'],
  ]),
  // https://www.bitget.club/pt/support/articles/12560603835600
  ...titles('Bitget', 'pt', [
    ['[Importante] Bitget removerá o par de futuros LEVERUSDT e seus serviços relacionados', 'delisting', '-', 'LEVER'],
  ]),
  // https://bitget.cc/pt/support/articles/12560603817152
  ...titles('Bitget', 'pt', [
    ['[Importante] Comunicado Bitget: remoção de UNFIUSDT do trading de futuros e dos robôs de trading de futuros', 'delisting', '-', 'UNFI'],
  ]),
  // https://www.bitget.org/ar/support/articles/12560603849320
  ...titles('Bitget', 'ar', [
    ['[هام] منصة Bitget ستحذف عقود الآجلة والخدمات ذات الصلة لزوج التداول SLVUSDT', 'delisting', '-', 'SLV'],
  ]),
  // https://bitget.vin/de/support/articles/12560603824478
  ...titles('Bitget', 'de', [
    ['Bitget passt das Intervall der Finanzierungsraten für ORCAUSDT Perpetual-Futures an', 'other', '', 'ORCA'],
  ]),
  // https://announcement.coinex.com/hc/es/articles/11350657859860
  ...titles('CoinEx', 'es', [
    ['CoinEx admitirá el cambio de nombre y el reemplazo de tokens de CTX', 'network-upgrade', '', 'CTX'],
  ]),
  // https://announcement.coinex.com/hc/es/articles/29566785567508
  ...titles('CoinEx', 'es', [
    ['CoinEx suspenderá sus servicios por una actualización de servidores el 22 de agosto de 2024', 'other'],
  ]),
  // https://bitget.cc/uk/support/articles/12560603781975
  ...titles('Bitget', 'uk', [
    ['Правила ST на Bitget', 'other'],
  ]),
  // https://www.kucoin.com/id/announcement/id-kucoin-launches-gemvote-an-innovative-approach-to-support-crypto-gem-listings
  ...titles('KuCoin', 'id', [
    ['KuCoin Meluncurkan GemVote: Pendekatan Inovatif untuk Mendukung Listing Permata Kripto', 'other'],
  ]),
  // https://kucoin.com/fil/announcement/ph-kucoin-launches-gemvote-an-innovative-approach-to-support-crypto-gem-listings
  ...titles('KuCoin', 'tl', [
    ['Ni-launch na ng KuCoin ang GemVote: Isang Innovative na Approach para I-support ang mga Crypto Gem Listing', 'other'],
  ]),
  // https://coinex.com/ru/announcements/detail/33552229387284
  ...titles('CoinEx', 'ru', [
    ['CoinEx проведет делистинг HOBBES, EXFI, EDOGE, OMOCHI, REMILIA, BILL, BOZO, FLAVIA и XD', 'delisting', '-', 'HOBBES EXFI EDOGE OMOCHI REMILIA BILL BOZO FLAVIA XD'],
  ]),
  // https://destek.bitoyo.com/portal/tr/kb/articles/yat%C4%B1rma-ve-%C3%A7ekme-i%CC%87%C5%9Flemlerinde-%C3%B6nemli-de%C4%9Fi%C5%9Fiklikler-hakk%C4%B1nda-bilgilendirme
  ...titles('Bitoyo', 'tr', [
    ['Yatırma ve Çekme İşlemlerinde Önemli Değişiklikler Hakkında Bilgilendirme', 'other'],
  ]),
  // https://www.bydfi.com/th/support/ANNOUNCEMENT/articles/nqessg8bt148
  ...titles('BYDFi', 'th', [
    ['ประกาศเตือน BYDFi ST (2025/08)', 'tag-added'],
  ]),
  // https://announcement.coinex.com/hc/de/articles/22611975798676
  ...titles('CoinEx', 'de', [
    ['CoinEx unterstützt die Umbenennung von XAI', 'network-upgrade', '', 'XAI'],
  ]),
  // Round 10 (2026-11-30)
  // joinjaye/CompAgent:tests/fixtures/zoomex_EN_platform_announcement.json@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Zoomex', 'ja', [
    ['PURR・ SNOW・ VRT・ GEV・ SKHYが株式関連資産無期限契約に新規上場', 'futures-listing', '+', 'PURR SNOW VRT GEV SKHY'],
    ['SONY・ SHAZ・ COSTが株式関連資産無期限契約に新規上場', 'futures-listing', '+', 'SONY SHAZ COST'],
    ['【USDT無期限】KORU上場廃止のお知らせ', 'delisting', '-', 'KORU'],
    ['ETH（ERC20）ウォレットアップグレードに伴う入金サービス一時停止のお知らせ', 'transfers-suspended', '', 'ETH'],
    ['【USDT無期限】SWARMS、ES上場廃止のお知らせ', 'delisting', '-', 'SWARMS ES'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/zoomex_EN_platform_announcement.json@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Zoomex', 'de', [
    ['Aktien-Perpetuals PURRUSDT, SNOWUSDT, VRTUSDT, GEVUSDT, SKHYUSDT sind jetzt live', 'futures-listing', '+', 'PURR SNOW VRT GEV SKHY'],
    ['Aktien-Perpetuals ALABUSDT, CIENUSDT, ADBEUSDT sind jetzt live', 'futures-listing', '+', 'ALAB CIEN ADBE'],
    ['Delisting der Perpetual Contracts für  KORUUSDT.', 'delisting', '-', 'KORU'],
    ['Mitteilung über die Aussetzung von ETH (ERC20)-Einzahlungen während der Wallet-Aktualisierung', 'transfers-suspended', '', 'ETH'],
    ['Delisting der Perpetual Contracts für SWARMSUSDT，ESUSDT.', 'delisting', '-', 'SWARMS ES'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/zoomex_EN_platform_announcement.json@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Zoomex', 'ru', [
    ['Бессрочные контракты на акции PURRUSDT, SNOWUSDT, VRTUSDT, GEVUSDT, SKHYUSDT уже доступны', 'futures-listing', '+', 'PURR SNOW VRT GEV SKHY'],
    ['Бессрочные контракты на акции ALABUSDT, CIENUSDT, ADBEUSDT уже доступны', 'futures-listing', '+', 'ALAB CIEN ADBE'],
    ['Делистинг  KORUUSDT бессрочных контрактов с платформы Zoomex', 'delisting', '-', 'KORU'],
    ['Уведомление о Приостановке Депозитов ETH (ERC20) в Связи с Обновлением Кошелька', 'transfers-suspended', '', 'ETH'],
    ['Делистинг SWARMSUSDT，ESUSDT бессрочных контрактов с платформы Zoomex', 'delisting', '-', 'SWARMS ES'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/zoomex_EN_platform_announcement.json@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Zoomex', 'es', [
    ['Los contratos perpetuos de acciones PURRUSDT, SNOWUSDT, VRTUSDT, GEVUSDT, SKHYUSDT ya están disponibles', 'futures-listing', '+', 'PURR SNOW VRT GEV SKHY'],
    ['Los contratos perpetuos de acciones ALABUSDT, CIENUSDT, ADBEUSDT ya están disponibles', 'futures-listing', '+', 'ALAB CIEN ADBE'],
    ['Supresión del Contrato Perpetuo  KORUUSDT', 'delisting', '-', 'KORU'],
    ['Aviso de Suspensión de Depósitos de ETH (ERC20) Durante la Actualización de la Billetera', 'transfers-suspended', '', 'ETH'],
    ['Supresión del Contrato Perpetuo SWARMSUSDT，ESUSDT', 'delisting', '-', 'SWARMS ES'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/zoomex_EN_platform_announcement.json@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Zoomex', 'vi', [
    ['PURRUSDT, SNOWUSDT, VRTUSDT, GEVUSDT, SKHYUSDT hợp đồng vĩnh viễn cổ phiếu hiện đã sẵn sàng', 'futures-listing', '+', 'PURR SNOW VRT GEV SKHY'],
    ['ALABUSDT, CIENUSDT, ADBEUSDT hợp đồng vĩnh viễn cổ phiếu hiện đã sẵn sàng', 'futures-listing', '+', 'ALAB CIEN ADBE'],
    ['Hủy niêm yết hợp đồng vĩnh viễn  KORUUSDT', 'delisting', '-', 'KORU'],
    ['Thông báo tạm dừng nạp tiền ETH (ERC20) trong quá trình nâng cấp ví', 'transfers-suspended', '', 'ETH'],
    ['Hủy niêm yết hợp đồng vĩnh viễn SWARMSUSDT，ESUSDT', 'delisting', '-', 'SWARMS ES'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/zoomex_EN_platform_announcement.json@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Zoomex', 'fr', [
    ['Les contrats perpétuels sur actions PURRUSDT, SNOWUSDT, VRTUSDT, GEVUSDT, SKHYUSDT sont désormais disponibles', 'futures-listing', '+', 'PURR SNOW VRT GEV SKHY'],
    ['Les contrats perpétuels sur actions ALABUSDT, CIENUSDT, ADBEUSDT sont désormais disponibles', 'futures-listing', '+', 'ALAB CIEN ADBE'],
    ['Notification de radiation des contrats perpétuels  KORUUSDT.', 'delisting', '-', 'KORU'],
    ['Avis de suspension des dépôts ETH (ERC20) en raison d\'une mise à niveau du portefeuille', 'transfers-suspended', '', 'ETH'],
    ['Notification de radiation des contrats perpétuels SWARMSUSDT，ESUSDT.', 'delisting', '-', 'SWARMS ES'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/zoomex_EN_platform_announcement.json@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Zoomex', 'id', [
    ['Kontrak Perpetual Saham PURRUSDT, SNOWUSDT, VRTUSDT, GEVUSDT, SKHYUSDT Kini Resmi Melantai', 'futures-listing', '+', 'PURR SNOW VRT GEV SKHY'],
    ['Kontrak Perpetual Saham ALABUSDT, CIENUSDT, ADBEUSDT Kini Resmi Melantai', 'futures-listing', '+', 'ALAB CIEN ADBE'],
    ['Pemberitahuan Penangguhan Deposit ETH (ERC20) Selama Upgrade Wallet', 'transfers-suspended', '', 'ETH'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/zoomex_EN_platform_announcement.json@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Zoomex', 'pt', [
    ['Contratos Perpétuos de Ações PURRUSDT, SNOWUSDT, VRTUSDT, GEVUSDT, SKHYUSDT Já Estão Disponíveis', 'futures-listing', '+', 'PURR SNOW VRT GEV SKHY'],
    ['Contratos Perpétuos de Ações ALABUSDT, CIENUSDT, ADBEUSDT Já Estão Disponíveis', 'futures-listing', '+', 'ALAB CIEN ADBE'],
    ['Remoção dos Contratos Perpétuos  KORUUSDT', 'delisting', '-', 'KORU'],
    ['Aviso de Suspensão de Depósitos ETH (ERC20) Durante Atualização da Carteira', 'transfers-suspended', '', 'ETH'],
    ['Remoção dos Contratos Perpétuos SWARMSUSDT，ESUSDT', 'delisting', '-', 'SWARMS ES'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/lbank_ID.html@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('LBank', 'id', [
    ['Pengumuman Mengenai Penangguhan Deposit dan Penarikan GLMR (MOONBEAM) di LBank', 'transfers-suspended', '', 'GLMR'],
    ['Pembaruan Jam Trading & Aktivasi Biaya Pendanaan – USOUSDT', 'other', '', 'USO'],
    ['LBank telah Menangguhkan Deposit, dan Penarikan QUAI (QuaiNetwork)', 'transfers-suspended', '', 'QUAI'],
    ['LBank telah menangguhkan deposit B-BEP20 (BSC)', 'transfers-suspended', '', 'B'],
    ['LBank telah menangguhkan penarikan T-ERC20', 'transfers-suspended', '', 'T'],
    ['LBank telah menangguhkan penarikan NADA-HEDERA, NADA1-HEDERA, HBAR-HEDERA', 'transfers-suspended', '', 'NADA NADA1 HBAR'],
    ['LBank Futures Akan Meluncurkan Kontrak Perpetual Margin USDT untuk ARROW (Arrow)', 'futures-listing', '+', 'ARROW'],
    ['LBank telah menangguhkan deposit HBAR-HEDERA', 'transfers-suspended', '', 'HBAR'],
    ['LBank telah menangguhkan deposit PLC (PearlChain)', 'transfers-suspended', '', 'PLC'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/bitunix_FR.json@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Bitunix', 'fr', [
    ['Bitunix va Lancer SKHYUSDT dans les Futures Perpétuels', 'futures-listing', '+', 'SKHY'],
    ['Bitunix va Lancer APPUSDT, SNOWUSDT dans les Futures Perpétuels', 'futures-listing', '+', 'APP SNOW'],
    ['Bitunix va Lancer GEVUSDT, VRTUSDT dans les Futures Perpétuels', 'futures-listing', '+', 'GEV VRT'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/phemex_FR.html@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Phemex', 'fr', [
    ['Phemex retirera de la cote les contrats à terme SCRUSDT le July 10, 2026.', 'delisting', '-', 'SCR'],
    ['Phemex retirera de la cote les contrats à terme SWARMSUSDT le July 10, 2026.', 'delisting', '-', 'SWARMS'],
    ['Phemex retirera la paire de trading Spot VINE / USDT le July 09, 2026', 'delisting', '-', 'VINE'],
    ['Phemex retirera la paire de trading Spot STBL / USDT le July 09, 2026', 'delisting', '-', 'STBL'],
    ['Phemex retirera la paire de trading Spot AVAAI / USDT le July 09, 2026', 'delisting', '-', 'AVAAI'],
    ['Phemex retirera la paire de trading Spot BR / USDT le July 09, 2026', 'delisting', '-', 'BR'],
    ['Phemex retirera la paire de trading Spot LIGHT / USDT le July 09, 2026', 'delisting', '-', 'LIGHT'],
    ['Phemex retirera la paire de trading Spot BLUE / USDT le July 09, 2026', 'delisting', '-', 'BLUE'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/phemex_FR_newsletter.html@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('Phemex', 'fr', [
    ['Phemex retirera le trading sur marge Sleepless AI (AI) le 21 mai 2026', 'delisting', '-', 'AI'],
    ['Maintenance du marché prédictif terminée : reprise des opérations de trading', 'other'],
    ['Mise à jour de l\'annonce : Modification du calendrier de radiation des contrats à terme OMUSDT', 'other', '', 'OM'],
    ['Nouveau listing spot RLS sur Phemex : guide et prédiction', 'spot-listing', '+', 'RLS'],
  ]),
  // joinjaye/CompAgent:tests/fixtures/bingx_VN.html@80c395b8c8e47cb63f2ca1514be26de5149745b7
  ...titles('BingX', 'vi', [
    ['BingX Sẽ Hủy Niêm Yết TOM, COO và CTA Khỏi Giao Dịch Spot & Các Dịch Vụ Khác', 'delisting', '-', 'TOM COO CTA'],
    ['BingX bổ sung SNXX, BOTUS và nhiều hơn nữa cho Hợp đồng vĩnh viễn', 'futures-listing', '+', 'SNXX BOTUS'],
    ['BingX thông báo hủy niêm yết ALTCOINUSDT cho Hợp đồng vĩnh viễn', 'delisting', '-', 'ALTCOIN'],
    ['BingX bổ sung VRT, SNOWUS  cho Hợp đồng vĩnh viễn', 'futures-listing', '+', 'VRT SNOWUS'],
    ['Chuyển Đổi Giao Dịch Pre-Market (Pre-IPO) SKHY Từ Hợp Đồng Vĩnh Viễn Sang Hợp Đồng Vĩnh Viễn USDT-M Tiêu Chuẩn', 'futures-listing', '+', 'SKHY'],
    ['BingX thông báo hủy niêm yết JOTCHUAUSDT và ULTIMAUSDT cho Hợp đồng vĩnh viễn', 'delisting', '-', 'JOTCHUA ULTIMA'],
    ['BingX bổ sung GEV, ONUS và nhiều hơn nữa cho Hợp đồng vĩnh viễn', 'futures-listing', '+', 'GEV ONUS'],
    ['BingX bổ sung CASHCATUSDT  cho Hợp đồng vĩnh viễn', 'futures-listing', '+', 'CASHCAT'],
  ]),
  // Round 11a (2026-11-30)
  // https://blog.indodax.com/community-coin-voting-v-akan-segera-dibuka/?replytocom=16904
  ...titles('Indodax', 'id', [
    ['Community Coin Voting V Akan Segera Dibuka!', 'other'],
  ]),
  // Round 11b (2026-11-30)
  // https://www.kucoin.com/fil/announcement/ph-kucoin-pre-market-update-closure-delivery-schedule-for-story-ip
  ...titles('KuCoin', 'tl', [
    ['Update sa KuCoin Pre-Market: Schedule ng Closure at Delivery para sa Story (IP)', 'launch-platform', '', 'IP'],
  ]),
];
