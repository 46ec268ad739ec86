/**
 * Titles written blind in Spanish, Portuguese, Russian, Vietnamese, Japanese and French (issue 52, 2026-11-29):
 * 240 in the localised house styles of Binance, OKX, Bybit, Bitget, MEXC, KuCoin, Gate and Japan's exchanges,
 * invented coins, a third of them decoys, by a session that never read the classifier, labelled against the
 * label policy; measured before any of their classes: 115 of 240 read right on the classifier without these
 * languages' words, 186 with them (5 decoys as a listing). A second round (2026-11-30): 240 more in those six and
 * Turkish, Indonesian, German, Italian, Polish and Arabic, 20 a language, 108 decoys: 185 of 240 right at the day's
 * start, 190 before its classes, no decoy as a listing. Both are split by the FNV-1a hash of the title as the wild set
 * is: this file is the two thirds tuned on; held-out/notice-written-languages.ts the third never read while tuning.
 */
import { titles, type NoticeTitle } from './notice-titles';

export const WRITTEN_LANGUAGES_TUNING: readonly NoticeTitle[] = [
  ...titles('Binance', 'es', [
    ['Binance lanzará la Binance Card en Argentina', 'other'],
    ['Aviso sobre el aplazamiento del listado de Nuvaro (NUVR)', 'other', '', 'NUVR'],
    ['Binance eliminará KLYX de Simple Earn, Préstamos de cripto y Auto-Invest', 'other', '', 'KLYX'],
    ['Binance Academy lanza el curso gratuito: ¿qué es Ostrix (OSTX)?', 'other', '', 'OSTX'],
    ['Binance actualiza sus criterios de listado y eliminación de tokens', 'other'],
    ['Binance listará Qorvana (QRVN) con la etiqueta Seed aplicada', 'spot-listing', '+', 'QRVN'],
    ['Binance Futures lanzará el contrato perpetuo USDⓈ-M LMQNUSDT con apalancamiento de hasta 50x', 'futures-listing', '+', 'LMQN'],
    ['Binance añadirá Kalyx (KLYX) en Earn, Compra de cripto, Convert, Margin y Futuros', 'futures-listing', '+', 'KLYX'],
    ['Binance añade los pares de trading TSLN/EUR y QRVN/BRL', 'new-markets', '+', 'TSLN QRVN'],
    ['Binance Launchpool presenta Morvane (MRVN): haz farming con BNB y FDUSD', 'launch-platform', '', 'MRVN'],
    ['Binance dejará de cotizar OSTX, PLVN y GRZL el 2026-12-14', 'delisting', '-', 'OSTX PLVN GRZL'],
    ['Binance ampliará la etiqueta de monitoreo para incluir VLMR y TSLN', 'tag-added', '-', 'VLMR TSLN'],
    ['Binance eliminará la etiqueta de monitoreo de Brixol (BRXL)', 'tag-removed', '+', 'BRXL'],
    ['Binance ha reanudado los depósitos y retiros en la red Morvane (MRVN)', 'transfers-resumed', '', 'MRVN'],
    ['Actualizaciones de la API de Binance: nuevos endpoints de Spot y Margin', 'other'],
    ['Binance Futures ajustará el intervalo de liquidación de la tasa de financiación de FNRVUSDT', 'other', '', 'FNRV'],
    ['Binance P2P añade soporte para pagos con Nequi en Colombia', 'other'],
  ]),
  ...titles('Bitget', 'es', [
    ['Bitget lanza el copy trading para bots de grid de futuros', 'other'],
    ['Bitget listará el contrato perpetuo 1000VRQZUSDT en el trading de futuros y bots', 'futures-listing', '+', 'VRQZ'],
    ['Bitget LaunchX: suscríbete a Fenrova (FNRV) y comparte 12.000.000 FNRV', 'launch-platform', '', 'FNRV'],
  ]),
  ...titles('Bybit', 'es', [
    ['Bybit lanza la app Bybit Lite en México', 'other'],
    ['Nuevo listado: BRXL/USDT — ¡Consigue una parte de 600.000 BRXL!', 'spot-listing', '+', 'BRXL'],
    ['Bybit WSOT 2026: compite por un prize pool de 8.000.000 USDT', 'promotion'],
  ]),
  ...titles('Gate', 'es', [
    ['Campaña de depósito de Drumaq (DRMQ) en Gate: comparte 50.000 DRMQ', 'promotion', '', 'DRMQ'],
  ]),
  ...titles('KuCoin', 'es', [
    ['Aviso de eliminación de los pares de trading DRMQ/BTC y NUVR/ETH', 'delisting', '-', 'DRMQ NUVR'],
  ]),
  ...titles('MEXC', 'es', [
    ['MEXC Airdrop+: deposita y opera SPHX para repartir 80.000 USDT', 'promotion', '', 'SPHX'],
  ]),
  ...titles('OKX', 'es', [
    ['Mantenimiento programado del sistema de OKX el 2026-12-03', 'other'],
  ]),
  ...titles('Binance', 'pt', [
    ['Binance Simple Earn adiciona Ardova (ARDV) aos produtos flexíveis', 'promotion', '', 'ARDV'],
    ['Binance lança o Binance Card no Brasil', 'other'],
    ['Binance removerá ZORQ do Simple Earn e do Binance Loans', 'other', '', 'ZORQ'],
    ['Binance Academy lança o curso "O que é Cobalis (CBLS)?"', 'other', '', 'CBLS'],
    ['Binance Wallet lança o evento de TGE exclusivo da Strava Labs (STVL)', 'launch-platform', '', 'STVL'],
    ['Oferta especial de nova listagem no Simple Earn: até 250% APR em ARDV', 'promotion', '', 'ARDV'],
    ['Binance atualiza as diretrizes de remoção de tokens', 'other'],
    ['Binance Futures lançará o contrato perpétuo USDⓈ-M ZORQUSDT com alavancagem de até 75x', 'futures-listing', '+', 'ZORQ'],
    ['Binance adiciona novos pares de negociação QNTR/BRL e VLXA/BRL', 'new-markets', '+', 'QNTR VLXA'],
    ['Binance Margin adicionará HMVR como novo ativo emprestável na margem isolada', 'new-markets', '+', 'HMVR'],
    ['Binance Launchpool apresenta Drevion (DRVN): faça farming com BNB e FDUSD', 'launch-platform', '', 'DRVN'],
    ['A Binance removerá TRMD, STVL e ARDV em 2026-12-16', 'delisting', '-', 'TRMD STVL ARDV'],
    ['Binance adicionará a tag de monitoramento a PYXL e HMVR', 'tag-added', '-', 'PYXL HMVR'],
    ['A Binance retomou os depósitos e saques na rede Klemora (KLMR)', 'transfers-resumed', '', 'KLMR'],
    ['Binance Futures: negocie VLXAUSDT e divida 300.000 USDT em recompensas', 'promotion', '', 'VLXA'],
    ['Binance Futures atualizará os níveis de alavancagem e margem dos contratos perpétuos USDⓈ-M', 'other'],
  ]),
  ...titles('Bybit', 'pt', [
    ['Bybit lança o copy trading de futuros para usuários brasileiros', 'other'],
    ['Nova listagem: contrato perpétuo PYXLUSDT', 'futures-listing', '+', 'PYXL'],
    ['Bybit Pre-Market: negocie Oszen (OSZN) antes da listagem oficial', 'launch-platform', '', 'OSZN'],
  ]),
  ...titles('Gate', 'pt', [
    ['Gate lança o bot de DCA para contratos perpétuos', 'other'],
  ]),
  ...titles('MEXC', 'pt', [
    ['Cancelamento da listagem de Humvora (HMVR) na MEXC', 'other', '', 'HMVR'],
    ['MEXC listará Tormid (TRMD) na Zona de Inovação — participe para ganhar 40.000 USDT', 'spot-listing', '+', 'TRMD'],
    ['Ajuste do limite mínimo de saque de TRMD', 'other', '', 'TRMD'],
  ]),
  ...titles('OKX', 'pt', [
    ['A OKX listará Velixa (VLXA) para negociação à vista', 'spot-listing', '+', 'VLXA'],
    ['A OKX listará futuros perpétuos de CBLS', 'futures-listing', '+', 'CBLS'],
    ['Atualizações da API V5 da OKX', 'other'],
  ]),
  ...titles('Bitget', 'pt', [
    ['Taxa zero de maker no par QNTR/USDT por tempo limitado', 'promotion', '', 'QNTR'],
  ]),
  ...titles('Bybit', 'ru', [
    ['Bybit запускает карту Bybit Card в Казахстане', 'other'],
    ['Bybit добавляет пополнение в RUB через P2P-экспресс', 'other'],
    ['Новый листинг: SKRVA/USDT — получите долю в 1 000 000 SKRVA!', 'spot-listing', '+', 'SKRVA'],
    ['Bybit Launchpool: стейкайте USDT и MNT, чтобы получить Dolvik (DLVK)', 'launch-platform', '', 'DLVK'],
    ['Плановое техническое обслуживание системы Bybit 2026-12-05', 'other'],
  ]),
  ...titles('Bitget', 'ru', [
    ['Bitget запускает копитрейдинг для спотовых ботов', 'other'],
    ['Изменение минимальной суммы вывода для RSTK', 'other', '', 'RSTK'],
  ]),
  ...titles('KuCoin', 'ru', [
    ['Голосование KuCoin GemVote: выберите следующий токен для листинга', 'other'],
    ['KuCoin Futures запустит бессрочный контракт 1000RSTKUSDT', 'futures-listing', '+', 'RSTK'],
    ['Реферальная программа KuCoin: приглашайте друзей и получайте до 300 USDT', 'promotion'],
  ]),
  ...titles('Binance', 'ru', [
    ['Binance исключит GLVX из Simple Earn и криптозаймов', 'other', '', 'GLVX'],
    ['Binance Academy: новый курс «Что такое Rastyk (RSTK)?»', 'other', '', 'RSTK'],
    ['Специальное предложение Simple Earn к новому листингу: до 200% APR на FRLT', 'promotion', '', 'FRLT'],
    ['Binance проведет листинг Trelvo (TRLV)', 'spot-listing', '+', 'TRLV'],
    ['Binance Futures запустит бессрочный контракт USDⓈ-M NVRNUSDT с кредитным плечом до 50x', 'futures-listing', '+', 'NVRN'],
    ['Binance добавит новые торговые пары TRLV/TRY и MZZK/FDUSD', 'new-markets', '+', 'TRLV MZZK'],
    ['Binance HODLer Airdrops представляет Pyrvane (PRVN)', 'launch-platform', '', 'PRVN'],
    ['Binance проведет делистинг FRLT, KVRX и SKRVA 2026-12-18', 'delisting', '-', 'FRLT KVRX SKRVA'],
    ['Binance добавит тег мониторинга к GLVX и NVRN', 'tag-added', '-', 'GLVX NVRN'],
  ]),
  ...titles('OKX', 'ru', [
    ['OKX запускает приложение OKX Wallet на русском языке', 'other'],
    ['OKX проведет листинг Mezzik (MZZK) для спотовой торговли', 'spot-listing', '+', 'MZZK'],
    ['OKX Jumpstart: майнинг Hestrel (HSTR)', 'launch-platform', '', 'HSTR'],
    ['Корректировка уровней кредитного плеча для бессрочных контрактов', 'other'],
  ]),
  ...titles('MEXC', 'ru', [
    ['Торговый турнир MEXC по фьючерсам: призовой фонд 250 000 USDT', 'promotion'],
    ['Уведомление о делистинге Zovrak (ZVRK)', 'delisting', '-', 'ZVRK'],
  ]),
  ...titles('Gate', 'ru', [
    ['Отмена листинга Kovrex (KVRX) на Gate', 'other', '', 'KVRX'],
  ]),
  ...titles('Binance', 'vi', [
    ['Binance Simple Earn bổ sung Lorvith (LRVT) vào sản phẩm linh hoạt', 'promotion', '', 'LRVT'],
    ['Binance sẽ gỡ BZNK khỏi Simple Earn và Vay Crypto', 'other', '', 'BZNK'],
    ['Binance cập nhật tiêu chí niêm yết và hủy niêm yết', 'other'],
    ['Binance Futures sẽ ra mắt hợp đồng vĩnh cửu USDⓈ-M QVEXUSDT với đòn bẩy lên đến 50x', 'futures-listing', '+', 'QVEX'],
    ['Binance bổ sung các cặp giao dịch VNDL/TRY và KRVO/FDUSD', 'new-markets', '+', 'VNDL KRVO'],
    ['Binance sẽ bổ sung Selvix (SLVX) trên Earn, Mua Crypto, Convert và Margin', 'new-markets', '+', 'SLVX'],
    ['Giới thiệu Ambrix (AMBX) trên Binance HODLer Airdrops', 'launch-platform', '', 'AMBX'],
    ['Thông báo gỡ bỏ cặp giao dịch giao ngay KRVO/BTC và VNDL/ETH', 'delisting', '-', 'KRVO VNDL'],
    ['Binance sẽ gỡ Nhãn Giám Sát khỏi Tranova (TRNV)', 'tag-removed', '+', 'TRNV'],
    ['Binance đã mở lại hoạt động nạp và rút trên mạng Dravik (DRVK)', 'transfers-resumed', '', 'DRVK'],
    ['Binance sẽ hỗ trợ hoán đổi token và đổi thương hiệu Ornaly (ORNL) thành Ornalis (ORNS)', 'network-upgrade', '', 'ORNL ORNS'],
  ]),
  ...titles('KuCoin', 'vi', [
    ['Bình chọn KuCoin GemVote: chọn dự án tiếp theo được niêm yết', 'other'],
  ]),
  ...titles('MEXC', 'vi', [
    ['Giải đấu giao dịch hợp đồng tương lai MEXC: chia sẻ 180.000 USDT', 'promotion'],
  ]),
  ...titles('OKX', 'vi', [
    ['OKX Wallet hỗ trợ mạng Selvix (SLVX)', 'other', '', 'SLVX'],
    ['OKX sẽ niêm yết Kirvo (KRVO) để giao dịch giao ngay', 'spot-listing', '+', 'KRVO'],
    ['Thông báo bảo trì hệ thống OKX ngày 2026-12-06', 'other'],
  ]),
  ...titles('Gate', 'vi', [
    ['Hủy niêm yết dự kiến Pomrik (PMRK) trên Gate', 'other', '', 'PMRK'],
    ['Tạm ngừng nạp và rút Ambrix (AMBX) để bảo trì ví', 'transfers-suspended', '', 'AMBX'],
  ]),
  ...titles('Bybit', 'vi', [
    ['Niêm yết mới: hợp đồng vĩnh cửu BZNKUSDT', 'futures-listing', '+', 'BZNK'],
    ['Giao dịch ZYRN để chia sẻ giải thưởng 100.000 USDT', 'promotion', '', 'ZYRN'],
  ]),
  ...titles('Bitget', 'vi', [
    ['Bitget LaunchX: đăng ký mua Dravik (DRVK)', 'launch-platform', '', 'DRVK'],
    ['Điều chỉnh các bậc đòn bẩy và ký quỹ của hợp đồng vĩnh cửu AMBXUSDT', 'other', '', 'AMBX'],
  ]),
  ...titles('Coincheck', 'ja', [
    ['Coincheck NFTにおける新コレクションの取扱開始について', 'other'],
    ['ミラクス（MRKS）の取扱開始の中止について', 'other', '', 'MRKS'],
    ['Coincheckにおけるカルミナ（KLMN）取扱い開始のお知らせ', 'spot-listing', '+', 'KLMN'],
    ['Coincheck IEOにおけるオルダス（ORDS）の購入申込受付開始のお知らせ', 'launch-platform', '', 'ORDS'],
    ['Coincheckにおけるフェルナ（FRNA）取扱い廃止のお知らせ', 'delisting', '-', 'FRNA'],
    ['【重要】カルミナ（KLMN）の入出金一時停止について', 'transfers-suspended', '', 'KLMN'],
    ['【再開】カルミナ（KLMN）の入出金再開について', 'transfers-resumed', '', 'KLMN'],
    ['友達紹介キャンペーンの内容変更のお知らせ', 'other'],
  ]),
  ...titles('OKJ', 'ja', [
    ['【OKJ】Flash Dealsにカルミナ（KLMN）を追加いたします', 'promotion', '', 'KLMN'],
    ['【OKJ】ヴェリダ（VRDA）上場のお知らせ', 'spot-listing', '+', 'VRDA'],
  ]),
  ...titles('bitbank', 'ja', [
    ['ドラヴォス（DRVS）取扱開始延期のお知らせ', 'other', '', 'DRVS'],
    ['【賞金総額500万円】bitbankトレードコンテスト開催のお知らせ', 'promotion'],
    ['信用取引におけるNBRS/JPYの取扱開始のお知らせ', 'new-markets', '+', 'NBRS'],
  ]),
  ...titles('Binance Japan', 'ja', [
    ['Binance Japan、シンプルアーンにおけるDRVSの取扱終了のお知らせ', 'other', '', 'DRVS'],
    ['Binance Japan、Web3ウォレットの提供開始のお知らせ', 'other'],
    ['Binance Japanにおけるトルヴェックス（TRVX）の取扱開始のお知らせ', 'spot-listing', '+', 'TRVX'],
  ]),
  ...titles('bitFlyer', 'ja', [
    ['bitFlyer アプリ新バージョンのリリースのお知らせ', 'other'],
    ['bitFlyer Lightning API 仕様変更のお知らせ', 'other'],
    ['Crypto CFD の証拠金率変更のお知らせ', 'other'],
  ]),
  ...titles('GMO Coin', 'ja', [
    ['取扱暗号資産の新規取扱・取扱廃止に関する基準改定のお知らせ', 'other'],
    ['GMOあおぞらネット銀行による即時入金サービス開始のお知らせ', 'other'],
    ['暗号資産FX（レバレッジ取引）の取扱銘柄にVRDA/JPYを追加しました', 'new-markets', '+', 'VRDA'],
    ['新規口座開設で1,000円プレゼント！キャンペーン実施のお知らせ', 'promotion'],
    ['暗号資産FXにおけるレバレッジ手数料率変更のお知らせ', 'other'],
  ]),
  ...titles('Binance', 'fr', [
    ['Avis de report de la cotation de Heltrix (HLTX)', 'other', '', 'HLTX'],
    ['Binance ajoute les dépôts en EUR via virement SEPA instantané', 'other'],
    ['Binance va lister Tavrona (TVRN) avec le Seed Tag appliqué', 'spot-listing', '+', 'TVRN'],
    ['Binance Futures lancera le contrat perpétuel USDⓈ-M HLTXUSDT avec un effet de levier jusqu\'à 50x', 'futures-listing', '+', 'HLTX'],
    ['Binance ajoute les paires de trading TVRN/EUR et SMLX/EUR', 'new-markets', '+', 'TVRN SMLX'],
    ['Binance ajoutera QNDO comme nouvel actif empruntable sur la marge isolée', 'new-markets', '+', 'QNDO'],
    ['Binance Launchpool présente Ferovia (FRVA) : farmez avec BNB et FDUSD', 'launch-platform', '', 'FRVA'],
    ['Présentation de Glimmor (GLMOR) sur Binance HODLer Airdrops', 'launch-platform', '', 'GLMOR'],
    ['Binance retirera BLZR, WRDN et CRVE le 2026-12-22', 'delisting', '-', 'BLZR WRDN CRVE'],
    ['Binance a repris les dépôts et retraits sur le réseau Kendrel (KNDL)', 'transfers-resumed', '', 'KNDL'],
    ['Binance prendra en charge la mise à niveau du réseau et le hard fork de Smelix (SMLX)', 'network-upgrade', '', 'SMLX'],
    ['Quiz Binance : répondez et gagnez des bons de 5 USDT', 'promotion'],
    ['Mises à jour de l\'API Binance : modifications des endpoints Spot', 'other'],
    ['Binance Futures ajustera l\'intervalle de règlement du taux de financement de WRDNUSDT', 'other', '', 'WRDN'],
  ]),
  ...titles('MEXC', 'fr', [
    ['Compétition de trading de contrats à terme MEXC : partagez 220 000 USDT', 'promotion'],
    ['Suspension temporaire des dépôts et retraits de Ferovia (FRVA) pour maintenance du portefeuille', 'transfers-suspended', '', 'FRVA'],
  ]),
  ...titles('OKX', 'fr', [
    ['OKX Wallet prend désormais en charge le réseau Quendo (QNDO)', 'other', '', 'QNDO'],
    ['OKX va lister Smelix (SMLX) pour le trading au comptant', 'spot-listing', '+', 'SMLX'],
    ['OKX va lister les contrats à terme perpétuels de PRXL', 'futures-listing', '+', 'PRXL'],
  ]),
  ...titles('Gate', 'fr', [
    ['Annulation de la cotation de Blazrin (BLZR) sur Gate', 'other', '', 'BLZR'],
    ['Modification du montant minimum de retrait de BLZR', 'other', '', 'BLZR'],
  ]),
  ...titles('Bybit', 'fr', [
    ['Nouvelle cotation : contrat perpétuel MOVRAUSDT', 'futures-listing', '+', 'MOVRA'],
    ['Tradez ZBRK et partagez une cagnotte de 90 000 USDT', 'promotion', '', 'ZBRK'],
  ]),
  ...titles('Bitget', 'fr', [
    ['Bitget Pre-Market : tradez Kendrel (KNDL) avant sa cotation', 'launch-platform', '', 'KNDL'],
    ['Maintenance système programmée de Bitget le 2026-12-07', 'other'],
  ]),
  ...titles('KuCoin', 'fr', [
    ['Zéro frais maker sur la paire TVRN/USDT pour une durée limitée', 'promotion', '', 'TVRN'],
  ]),
  // Seventh written round (2026-11-30): twelve languages, 20 titles each, 108 decoys; two thirds of them
  ...titles('Binance', 'es', [
    ['Binance Futuros lanzará el contrato perpetuo USDⓈ-M QORLUSDT', 'futures-listing', '+', 'QORL'],
    ['Presentamos Fyrel (FYRL) en Binance HODLer Airdrops: recompensas para los suscriptores de BNB en Simple Earn', 'launch-platform', '', 'FYRL'],
    ['Binance respaldará la actualización de red y la bifurcación dura de Sarnova (SRNV)', 'network-upgrade', '', 'SRNV'],
    ['Binance ampliará la etiqueta de monitoreo para incluir GLVX', 'tag-added', '-', 'GLVX'],
    ['Binance lanza su tarjeta de débito cripto para usuarios en Argentina', 'other'],
    ['Binance Simple Earn agrega Korvel (KRVL) a los productos flexibles', 'promotion', '', 'KRVL'],
  ]),
  ...titles('KuCoin', 'es', [
    ['Mantenimiento de la billetera de Dorva (DRVA): depósitos y retiros suspendidos temporalmente', 'transfers-suspended', '', 'DRVA'],
  ]),
  ...titles('Bitget', 'es', [
    ['Se reanudan los depósitos y retiros de Plintex (PLTX)', 'transfers-resumed', '', 'PLTX'],
  ]),
  ...titles('Bybit', 'es', [
    ['Competencia de trading de Trizel (TRQZ): comparte un fondo de premios de 80.000 USDT', 'promotion', '', 'TRQZ'],
    ['Bybit elimina la función de compra recurrente de la versión anterior de la aplicación', 'other'],
  ]),
  ...titles('Bitso', 'es', [
    ['Bitso agrega depósitos instantáneos por SPEI para pesos mexicanos', 'other'],
    ['Informe de Bitso: el mercado cripto en América Latina durante el tercer trimestre', 'other'],
  ]),
  ...titles('Gate', 'es', [
    ['Gate abre la votación comunitaria para elegir el próximo proyecto de Startup', 'other'],
  ]),
  ...titles('Binance', 'pt', [
    ['Binance Futuros lançará o contrato perpétuo USDⓈ-M 1000QUBLUSDT com alavancagem de até 50x', 'futures-listing', '+', 'QUBL'],
    ['A Binance adiciona os pares de negociação spot ZALQ/BRL e ZALQ/USDC', 'new-markets', '+', 'ZALQ'],
    ['A Binance removerá da lista DEMPO, KRULX e VASTI em 2026-12-10', 'delisting', '-', 'DEMPO KRULX VASTI'],
    ['Binance Launchpool: apresentamos Sylvane (SYLV) – faça farming com BNB e FDUSD', 'launch-platform', '', 'SYLV'],
    ['A Binance dará suporte ao upgrade de rede e hard fork de Pelorim (PLRM)', 'network-upgrade', '', 'PLRM'],
    ['A Binance removerá a Tag de Monitoramento de VEXOR', 'tag-removed', '+', 'VEXOR'],
    ['A Binance lança depósitos via Pix para usuários no Brasil', 'other'],
    ['Listagem de Crelox (CRLX) na Binance é adiada', 'other', '', 'CRLX'],
    ['Binance Academy lança curso gratuito sobre autocustódia', 'other'],
  ]),
  ...titles('Mercado Bitcoin', 'pt', [
    ['Mercado Bitcoin lista Tarvion (TRVO): negociação disponível a partir de hoje', 'spot-listing', '+', 'TRVO'],
    ['Mercado Bitcoin lança novo aplicativo com modo de negociação simplificado', 'other'],
    ['Relatório Mercado Bitcoin: os criptoativos mais negociados do mês no mercado brasileiro', 'other'],
  ]),
  ...titles('Foxbit', 'pt', [
    ['Manutenção de carteira: depósitos e saques de NORBA suspensos temporariamente', 'transfers-suspended', '', 'NORBA'],
    ['Foxbit adiciona saques em reais via TED para contas de outros bancos', 'other'],
  ]),
  ...titles('Bybit', 'pt', [
    ['Competição de trading de Gorvi (GRVI): divida 100.000 USDT em prêmios', 'promotion', '', 'GRVI'],
  ]),
  ...titles('KuCoin', 'pt', [
    ['KuCoin abre a votação da comunidade para escolher o próximo projeto do GemSlot', 'other'],
  ]),
  ...titles('Binance', 'fr', [
    ['Binance va lister Quorvane (QRVN) avec le tag Seed appliqué', 'spot-listing', '+', 'QRVN'],
    ['Binance Futures lancera le contrat perpétuel USDⓈ-M DELVAUSDT', 'futures-listing', '+', 'DELVA'],
    ['Binance ajoutera Ostrel (OSTL) sur Earn, Achat de crypto, Convert et Marge', 'new-markets', '+', 'OSTL'],
    ['Binance délistera TOVRA, MELQ et BRANZ le 2026-12-09', 'delisting', '-', 'TOVRA MELQ BRANZ'],
    ['Binance Megadrop : présentation de Pyxora (PYXR) – verrouillez des BNB et accomplissez des quêtes Web3', 'launch-platform', '', 'PYXR'],
    ['Binance prendra en charge la migration du token Corvel (CRVL) et son changement de nom en Corvella (CVLA)', 'network-upgrade', '', 'CRVL CVLA'],
    ['Binance lance sa nouvelle carte de débit crypto pour les utilisateurs en France', 'other'],
    ['Binance Simple Earn ajoute Mervolt (MRVT) aux produits flexibles', 'promotion', '', 'MRVT'],
    ['Report du listing de Ganzo (GNZO) sur Binance', 'other', '', 'GNZO'],
    ['Binance Academy lance un cours gratuit sur la finance décentralisée', 'other'],
    ['Rapport Binance Research : l\'état du marché des cryptomonnaies en novembre', 'other'],
  ]),
  ...titles('KuCoin', 'fr', [
    ['Suspension temporaire des dépôts et retraits de FALQ pour maintenance du portefeuille', 'transfers-suspended', '', 'FALQ'],
    ['KuCoin ouvre sa campagne de parrainage de fin d\'année : jusqu\'à 500 USDT par filleul', 'promotion'],
  ]),
  ...titles('Bitget', 'fr', [
    ['Reprise des dépôts et retraits de Nimbro (NMBR)', 'transfers-resumed', '', 'NMBR'],
    ['Compétition de trading Valdri (VLDR) : partagez 60 000 USDT de récompenses', 'promotion', '', 'VLDR'],
  ]),
  ...titles('Binance', 'ru', [
    ['Binance Futures запустит бессрочный контракт USDⓈ-M KELMAUSDT', 'futures-listing', '+', 'KELMA'],
    ['Binance проведет делистинг DROVA, TUXEL и MARVO 2026-12-11', 'delisting', '-', 'DROVA TUXEL MARVO'],
    ['Binance HODLer Airdrops представляет Nexilo (NXLO): вознаграждения для подписчиков BNB', 'launch-platform', '', 'NXLO'],
    ['Binance поддержит обновление сети и хардфорк Vermyx (VRMX)', 'network-upgrade', '', 'VRMX'],
    ['Binance запускает криптокарту для пользователей в Казахстане', 'other'],
    ['Binance P2P добавляет новые способы оплаты в тенге', 'other'],
    ['Отчёт Binance Research: обзор рынка криптовалют за октябрь', 'other'],
  ]),
  ...titles('Bybit', 'ru', [
    ['Временная приостановка депозитов и выводов QIRN в связи с обслуживанием кошелька', 'transfers-suspended', '', 'QIRN'],
    ['Новый листинг: QNTL/USDT — спотовая торговля Quantela (QNTL)', 'spot-listing', '+', 'QNTL'],
    ['Bybit Earn добавляет Lomvar (LMVR) в гибкие сбережения', 'promotion', '', 'LMVR'],
    ['Bybit удаляет функцию быстрой покупки из старой версии приложения', 'other'],
  ]),
  ...titles('KuCoin', 'ru', [
    ['Торговый конкурс Dravex (DRVE): разделите призовой фонд 50 000 USDT', 'promotion', '', 'DRVE'],
  ]),
  ...titles('OKX', 'ru', [
    ['OKX запускает торгового бота «Мартингейл» для спотового рынка', 'other'],
  ]),
  ...titles('MEXC', 'ru', [
    ['MEXC открывает голосование сообщества за следующий проект Kickstarter', 'other'],
  ]),
  ...titles('Binance', 'vi', [
    ['Binance sẽ niêm yết Tavrel (TVRL) kèm Nhãn Hạt giống (Seed Tag)', 'spot-listing', '+', 'TVRL'],
    ['Binance Futures sẽ ra mắt Hợp đồng vĩnh cửu USDⓈ-M QUORAUSDT', 'futures-listing', '+', 'QUORA'],
    ['Binance sẽ bổ sung Melzo (MLZO) trên Earn, Mua Crypto, Convert và Ký quỹ', 'new-markets', '+', 'MLZO'],
    ['Binance sẽ hủy niêm yết BRUVO, ZEKRA và NOLTA vào ngày 12/12/2026', 'delisting', '-', 'BRUVO ZEKRA NOLTA'],
    ['Binance Launchpool giới thiệu Sarvo (SRVA): Canh tác bằng cách khóa BNB và FDUSD', 'launch-platform', '', 'SRVA'],
    ['Binance sẽ mở rộng Nhãn Giám sát cho VORLA', 'tag-added', '-', 'VORLA'],
    ['Binance ra mắt tính năng Sổ địa chỉ rút tiền mới trên ứng dụng', 'other'],
    ['Hoãn niêm yết Kulvar (KLVR) trên Binance', 'other', '', 'KLVR'],
    ['Binance Academy ra mắt khóa học miễn phí về Web3', 'other'],
    ['Binance công bố danh sách người chiến thắng cuộc thi giao dịch tháng 10', 'other'],
  ]),
  ...titles('OKX', 'vi', [
    ['Tạm ngừng nạp và rút DERVIN do bảo trì ví', 'transfers-suspended', '', 'DERVIN'],
    ['OKX ra mắt bot giao dịch lưới cho thị trường hợp đồng', 'other'],
  ]),
  ...titles('Bybit', 'vi', [
    ['Đã mở lại nạp và rút Kolvex (KLVX)', 'transfers-resumed', '', 'KLVX'],
  ]),
  ...titles('Binance', 'ja', [
    ['Binance Futures、USDⓈ-M TEMRUSDT無期限契約の提供を開始', 'futures-listing', '+', 'TEMR'],
    ['Binance LaunchpoolにQuvex(QUVX)が登場:BNBとFDUSDでファーミング', 'launch-platform', '', 'QUVX'],
    ['バイナンス、TRUVAにモニタリングタグを付与', 'tag-added', '-', 'TRUVA'],
    ['バイナンスジャパン、カルデ(KRDE)の取扱い開始日の延期のお知らせ', 'other', '', 'KRDE'],
  ]),
  ...titles('bitbank', 'ja', [
    ['ヴェルノ(VRNO)の信用取引の取扱い開始のお知らせ', 'new-markets', '+', 'VRNO'],
    ['学習コンテンツ「はじめてのDeFi講座」を公開しました', 'other'],
  ]),
  ...titles('bitFlyer', 'ja', [
    ['ナレクス(NRLX)の入出金一時停止のお知らせ', 'transfers-suspended', '', 'NRLX'],
    ['bitFlyerクレカの新デザインの発行開始のお知らせ', 'other'],
    ['bitFlyer Lightningの一部機能の提供終了のお知らせ', 'other'],
  ]),
  ...titles('OKJ', 'ja', [
    ['フェルミ(FRMI)取引キャンペーン:抽選で総額100万円相当をプレゼント', 'promotion', '', 'FRMI'],
    ['取扱銘柄の取引高ランキング(11月)を公開しました', 'other'],
  ]),
  ...titles('Coincheck', 'ja', [
    ['Coincheckアプリに新機能「価格アラート」を追加しました', 'other'],
    ['Coincheck NFT、新コレクションの取扱いを開始', 'other'],
  ]),
  ...titles('BtcTurk', 'tr', [
    ['Zarvik (ZRVK) BtcTurk Kripto\'da listeleniyor', 'spot-listing', '+', 'ZRVK'],
    ['Melvar (MLVR) yatırma ve çekme işlemleri yeniden başladı', 'transfers-resumed', '', 'MLVR'],
    ['BtcTurk PRO\'dan eski grafik ekranı kaldırılıyor', 'other'],
  ]),
  ...titles('Paribu', 'tr', [
    ['Kolmeo (KLMO) Paribu\'da listelendi', 'spot-listing', '+', 'KLMO'],
    ['Fernox (FRNX) alım satım yarışması: 500.000 TL ödül havuzu', 'promotion', '', 'FRNX'],
    ['Paribu Kart ile market alışverişlerinde kripto ile ödeme dönemi başladı', 'other'],
    ['Paribu Bülten: haftalık piyasa raporu yayında', 'other'],
    ['Paribu, Davet Et Kazan kampanyasını başlattı: her davete 100 TL ödül', 'promotion'],
  ]),
  ...titles('Binance', 'tr', [
    ['Binance Vadeli İşlemler, USDⓈ-M NUVOXUSDT Sürekli Sözleşmesini Başlatacak', 'futures-listing', '+', 'NUVOX'],
    ['Binance, VELQ/TRY ve ORVA/TRY İşlem Çiftlerini Ekliyor', 'new-markets', '+', 'VELQ ORVA'],
    ['Binance HODLer Airdrops: Pelvo (PELV) Tanıtımı – BNB Aboneleri İçin Ödüller', 'launch-platform', '', 'PELV'],
    ['Binance, Qorvin (QRVI) Ağ Yükseltmesini ve Hard Fork\'unu Destekleyecek', 'network-upgrade', '', 'QRVI'],
    ['Binance, ZELMO için İzleme Etiketini Kaldırıyor', 'tag-removed', '+', 'ZELMO'],
    ['Binance Simple Earn Esnek Ürünlerine Kovra (KOVRA) Ekleniyor', 'promotion', '', 'KOVRA'],
    ['Binance P2P\'ye yeni TL ödeme yöntemleri eklendi', 'other'],
  ]),
  ...titles('Indodax', 'id', [
    ['Listing Baru di Indodax: Sylmar (SYLM)', 'spot-listing', '+', 'SYLM'],
    ['Pengumuman Delisting Koin Varko (VRKO)', 'delisting', '-', 'VRKO'],
    ['Indodax Menghapus Fitur Voucher Lama dari Aplikasi', 'other'],
  ]),
  ...titles('Binance', 'id', [
    ['Binance Futures Akan Meluncurkan Kontrak Perpetual USDⓈ-M MORQUSDT', 'futures-listing', '+', 'MORQ'],
    ['Binance Akan Menambahkan Pasangan Trading Spot Baru TELVO/USDC dan TELVO/FDUSD', 'new-markets', '+', 'TELVO'],
    ['Binance Megadrop Memperkenalkan Qelvin (QLVN): Kunci BNB dan Selesaikan Misi Web3', 'launch-platform', '', 'QLVN'],
    ['Binance P2P Menambahkan Metode Pembayaran Baru untuk IDR', 'other'],
  ]),
  ...titles('Tokocrypto', 'id', [
    ['Deposit dan Penarikan Nemra (NMRA) Telah Dibuka Kembali', 'transfers-resumed', '', 'NMRA'],
    ['Tokocrypto Menambahkan Metode Deposit Rupiah melalui Virtual Account Bank Baru', 'other'],
    ['Tokocrypto Academy Meluncurkan Kelas Gratis Analisis Teknikal', 'other'],
    ['Laporan Pasar Kripto Mingguan Tokocrypto', 'other'],
  ]),
  ...titles('Binance', 'de', [
    ['Binance wird Kelvra (KLVA) mit angewendetem Seed-Tag listen', 'spot-listing', '+', 'KLVA'],
    ['Binance Launchpool: Einführung von Fenzor (FNZR) – Farmen mit BNB und FDUSD', 'launch-platform', '', 'FNZR'],
    ['Binance unterstützt das Netzwerk-Upgrade und den Hard Fork von Brazol (BRZL)', 'network-upgrade', '', 'BRZL'],
    ['Binance entfernt das Monitoring-Tag von NUVEL', 'tag-removed', '+', 'NUVEL'],
    ['Listing von Kanvo (KNVO) auf Binance verschoben', 'other', '', 'KNVO'],
  ]),
  ...titles('Bitpanda', 'de', [
    ['Bitpanda stellt den Handel mit Quelmo (QLMO) ein', 'delisting', '-', 'QLMO'],
    ['Bitpanda Card: Neue Debitkarte für Kunden in Österreich eingeführt', 'other'],
    ['Bitpanda Academy startet neuen Kurs zu Krypto-Steuern', 'other'],
    ['Bitpanda führt neue Preisalarm-Funktion in der App ein', 'other'],
    ['Bitpanda startet Abstimmung: Welche App-Funktion soll als Nächstes kommen?', 'other'],
  ]),
  ...titles('Bitvavo', 'de', [
    ['Ein- und Auszahlungen von Marvex (MRVE) vorübergehend ausgesetzt', 'transfers-suspended', '', 'MRVE'],
    ['Bitvavo-Aktion: Gebührenfreier Handel mit Pelzo (PLZO) bis Monatsende', 'promotion', '', 'PLZO'],
    ['Bitvavo Staking unterstützt jetzt Ravlo (RVLO)', 'promotion', '', 'RVLO'],
    ['Bitvavo fügt SEPA-Echtzeitüberweisung für Euro-Einzahlungen hinzu', 'other'],
  ]),
  ...titles('Binance', 'it', [
    ['Binance effettuerà il listing di Torvex (TRVX) con Seed Tag applicato', 'spot-listing', '+', 'TRVX'],
    ['Binance Futures lancerà il contratto perpetuo USDⓈ-M GALNOUSDT', 'futures-listing', '+', 'GALNO'],
    ['Binance delisterà VORQ, PANZO e TELRI il 14-12-2026', 'delisting', '-', 'VORQ PANZO TELRI'],
    ['Binance estenderà il Monitoring Tag a QUZEL', 'tag-added', '-', 'QUZEL'],
    ['Binance Simple Earn aggiunge Sorvel (SRVL) ai prodotti flessibili', 'promotion', '', 'SRVL'],
    ['Rinviato il listing di Prazo (PRZO) su Binance', 'other', '', 'PRZO'],
    ['Binance P2P aggiunge nuovi metodi di pagamento in euro', 'other'],
    ['Rapporto Binance Research: panoramica del mercato crypto di novembre', 'other'],
  ]),
  ...titles('Bitvavo', 'it', [
    ['Depositi e prelievi di Kardo (KRDO) temporaneamente sospesi', 'transfers-suspended', '', 'KRDO'],
    ['Bitvavo rimuove la funzione degli ordini ricorrenti dalla vecchia app', 'other'],
  ]),
  ...titles('Bitpanda', 'it', [
    ['Bitpanda lancia la nuova carta di debito per i clienti in Italia', 'other'],
  ]),
  ...titles('Young Platform', 'it', [
    ['Young Platform Academy lancia un corso gratuito sulla blockchain', 'other'],
  ]),
  ...titles('Bitget', 'it', [
    ['Bitget lancia il bot di trading Martingala per il mercato spot', 'other'],
  ]),
  ...titles('Binance', 'pl', [
    ['Binance wprowadzi Melvra (MLVA) na listę z zastosowanym tagiem Seed', 'spot-listing', '+', 'MLVA'],
    ['Binance wycofa z giełdy TARVI, BELQO i NOXRA w dniu 15-12-2026', 'delisting', '-', 'TARVI BELQO NOXRA'],
    ['Binance Academy uruchamia bezpłatny kurs o bezpieczeństwie portfela', 'other'],
  ]),
  ...titles('Zonda', 'pl', [
    ['Tymczasowe wstrzymanie wpłat i wypłat Fralo (FRLA)', 'transfers-suspended', '', 'FRLA'],
    ['Debiut Korva (KRVA) na giełdzie Zonda – handel od dziś', 'spot-listing', '+', 'KRVA'],
    ['Zonda wprowadza nową kartę płatniczą dla klientów w Polsce', 'other'],
    ['Zonda uruchamia bota DCA dla rynku spot', 'other'],
    ['Lista zwycięzców konkursu poleceń za październik', 'other'],
  ]),
  ...titles('Kanga', 'pl', [
    ['Wznowienie wpłat i wypłat Dulvo (DLVO)', 'transfers-resumed', '', 'DLVO'],
    ['Konkurs tradingowy Sulmo (SLMO): pula nagród 50 000 PLN', 'promotion', '', 'SLMO'],
    ['Przesunięcie terminu listingu Brezo (BRZO) na Kanga Exchange', 'other', '', 'BRZO'],
    ['Kanga usuwa funkcję szybkiej wymiany ze starej wersji aplikacji', 'other'],
  ]),
  ...titles('Binance', 'ar', [
    ['ستقوم منصة Binance (بينانس) بإدراج Zelvor (ZLVR) مع تطبيق علامة Seed', 'spot-listing', '+', 'ZLVR'],
    ['ستطلق Binance Futures العقد الدائم USDⓈ-M NORVAUSDT', 'futures-listing', '+', 'NORVA'],
    ['ستضيف منصة Binance (بينانس) عملة Tesvo (TSVO) إلى Earn والشراء بالعملات المشفرة و Convert والهامش', 'new-markets', '+', 'TSVO'],
    ['ستقوم منصة Binance (بينانس) بإلغاء إدراج KORLA و VESMO و PANDRI في 2026-12-16', 'delisting', '-', 'KORLA VESMO PANDRI'],
    ['ستقوم منصة Binance (بينانس) بتوسيع علامة المراقبة لتشمل FOLVA', 'tag-added', '-', 'FOLVA'],
    ['أكاديمية Binance تطلق دورة مجانية حول أساسيات البلوكتشين', 'other'],
    ['تقرير Binance Research: نظرة عامة على سوق العملات المشفرة لشهر نوفمبر', 'other'],
  ]),
  ...titles('Rain', 'ar', [
    ['تعليق مؤقت لإيداع وسحب Hurvo (HRVO) بسبب صيانة المحفظة', 'transfers-suspended', '', 'HRVO'],
    ['Rain تزيل ميزة الشراء المتكرر من الإصدار القديم للتطبيق', 'other'],
  ]),
  ...titles('BitOasis', 'ar', [
    ['استئناف عمليات الإيداع والسحب لعملة Melzar (MLZR)', 'transfers-resumed', '', 'MLZR'],
    ['مسابقة تداول Kervo (KRVE): تقاسم جوائز بقيمة 20,000 USDT', 'promotion', '', 'KRVE'],
    ['تأجيل إدراج عملة Tarzo (TRZO) على BitOasis', 'other', '', 'TRZO'],
  ]),
  ...titles('OKX', 'ar', [
    ['OKX تطلق روبوت التداول الشبكي لسوق العقود الآجلة', 'other'],
  ]),
];
