/**
 * Titles written blind in Spanish, Portuguese, Russian, Vietnamese, Japanese and French (issue 52, 2026-11-29):
 * 240 in the localised house styles of Binance, OKX, Bybit, Bitget, MEXC, KuCoin, Gate and Japan's exchanges,
 * invented coins, a third of them decoys, by a session that never read the classifier, labelled against the
 * label policy; measured before any of their classes: 115 of 240 read right on the classifier without these
 * languages' words, 186 with them (5 decoys as a listing). Split by the FNV-1a hash of the title as the wild set
 * is: this file is the third held out (hash % 3 === 0), never read while tuning; the bench prints only its figures.
 */
import { titles, type NoticeTitle } from '../notice-titles';

export const WRITTEN_LANGUAGES_HELD_OUT: readonly NoticeTitle[] = [
  ...titles('Binance', 'es', [
    ['Binance Simple Earn añade Velmora (VLMR) a los productos flexibles y bloqueados', 'promotion', '', 'VLMR'],
    ['Binance añade un nuevo canal fiat: depósitos en COP mediante PSE', 'other'],
    ['Oferta especial de Simple Earn por nuevo listado: disfruta de hasta un 300% APR con YRVX', 'promotion', '', 'YRVX'],
    ['Presentamos Saphirex (SPHX) en Binance HODLer Airdrops', 'launch-platform', '', 'SPHX'],
    ['Binance dará soporte a la actualización de red y hard fork de Kalyx (KLYX)', 'network-upgrade', '', 'KLYX'],
  ]),
  ...titles('KuCoin', 'es', [
    ['KuCoin GemVote: vota por el próximo proyecto que se listará en KuCoin', 'other'],
    ['Gana 0% comisión en el trading spot del par LMQN/USDT', 'promotion', '', 'LMQN'],
  ]),
  ...titles('MEXC', 'es', [
    ['MEXC lanza un concurso de trading de futuros: ¡comparte un premio de 200.000 USDT!', 'promotion'],
  ]),
  ...titles('OKX', 'es', [
    ['OKX Wallet añade soporte para la red Pelvane (PLVN)', 'other', '', 'PLVN'],
    ['OKX listará Tessalon (TSLN) para trading spot', 'spot-listing', '+', 'TSLN'],
    ['OKX habilitará el trading con margen para YRVX', 'new-markets', '+', 'YRVX'],
  ]),
  ...titles('Gate', 'es', [
    ['Suspensión temporal de depósitos y retiros de Quelby (QLBY) por mantenimiento de la billetera', 'transfers-suspended', '', 'QLBY'],
  ]),
  ...titles('Bitget', 'es', [
    ['Ajuste de los niveles de apalancamiento y margen de los contratos perpetuos GRZLUSDT', 'other', '', 'GRZL'],
  ]),
  ...titles('Binance', 'pt', [
    ['Binance adiciona depósitos e saques em BRL via PIX para novos usuários', 'other'],
    ['A Binance listará Quintaro (QNTR)', 'spot-listing', '+', 'QNTR'],
    ['Binance Megadrop apresenta Klemora (KLMR)', 'launch-platform', '', 'KLMR'],
    ['Binance removerá a tag de monitoramento de Cobalis (CBLS)', 'tag-removed', '+', 'CBLS'],
    ['A Binance dará suporte à troca de tokens e rebranding de Oszen (OSZN) para Oszenix (OSZX)', 'network-upgrade', '', 'OSZN OSZX'],
    ['Manutenção programada do sistema da Binance em 2026-12-04', 'other'],
  ]),
  ...titles('OKX', 'pt', [
    ['Adiamento da listagem de Pyrex Ledger (PYXL)', 'other', '', 'PYXL'],
  ]),
  ...titles('KuCoin', 'pt', [
    ['KuCoin lança o aplicativo KuCoin Lite em português', 'other'],
    ['Suspensão de depósitos e saques de Drevion (DRVN) devido à manutenção da carteira', 'transfers-suspended', '', 'DRVN'],
    ['Programa de indicação da KuCoin: convide amigos e ganhe até 500 USDT', 'promotion'],
  ]),
  ...titles('Bitget', 'pt', [
    ['Competição de trading de futuros da Bitget: dispute 150.000 USDT', 'promotion'],
  ]),
  ...titles('Gate', 'pt', [
    ['Aviso de deslistagem de Wyrmex (WYRM)', 'delisting', '-', 'WYRM'],
  ]),
  ...titles('Bybit', 'pt', [
    ['Ajuste do intervalo de liquidação da taxa de financiamento do contrato perpétuo WYRMUSDT', 'other', '', 'WYRM'],
  ]),
  ...titles('Binance', 'ru', [
    ['Binance Simple Earn добавляет Ferolith (FRLT) в бессрочные продукты', 'promotion', '', 'FRLT'],
    ['Binance снимет тег мониторинга с Mezzik (MZZK)', 'tag-removed', '+', 'MZZK'],
    ['Binance поддержит обновление сети и хардфорк Hestrel (HSTR)', 'network-upgrade', '', 'HSTR'],
    ['Обновления API Binance: изменения в эндпоинтах спота', 'other'],
    ['Binance Futures изменит интервал расчета ставки финансирования для SKRVAUSDT', 'other', '', 'SKRVA'],
  ]),
  ...titles('Bybit', 'ru', [
    ['Перенос листинга Navorin (NVRN)', 'other', '', 'NVRN'],
    ['Обновление правил делистинга токенов на Bybit', 'other'],
    ['Новый листинг: бессрочный контракт GLVXUSDT', 'futures-listing', '+', 'GLVX'],
    ['Приостановка депозитов и вывода Pyrvane (PRVN) в связи с обслуживанием кошелька', 'transfers-suspended', '', 'PRVN'],
    ['Торгуйте ZVRK и разделите призовой фонд 120 000 USDT', 'promotion', '', 'ZVRK'],
  ]),
  ...titles('Bitget', 'ru', [
    ['Bitget запускает торгового бота Мартингейл на фьючерсах', 'other'],
    ['Нулевая комиссия мейкера на спотовую пару TRLV/USDT', 'promotion', '', 'TRLV'],
  ]),
  ...titles('OKX', 'ru', [
    ['OKX откроет маржинальную торговлю для KVRX', 'new-markets', '+', 'KVRX'],
  ]),
  ...titles('KuCoin', 'ru', [
    ['Возобновление депозитов и вывода Dolvik (DLVK)', 'transfers-resumed', '', 'DLVK'],
  ]),
  ...titles('Binance', 'vi', [
    ['Binance ra mắt Binance Card tại khu vực châu Á', 'other'],
    ['Thông báo hoãn niêm yết Quavex (QVEX)', 'other', '', 'QVEX'],
    ['Binance Academy ra mắt khóa học miễn phí: Tranova (TRNV) là gì?', 'other', '', 'TRNV'],
    ['Ưu đãi đặc biệt Simple Earn mừng niêm yết mới: APR lên đến 220% với LRVT', 'promotion', '', 'LRVT'],
    ['Binance sẽ niêm yết Vondrel (VNDL)', 'spot-listing', '+', 'VNDL'],
    ['Binance sẽ bổ sung Tranova (TRNV) trên Earn, Mua Crypto, Convert, Margin và Futures', 'futures-listing', '+', 'TRNV'],
    ['Binance sẽ hủy niêm yết PMRK, ZYRN và LRVT vào ngày 2026-12-20', 'delisting', '-', 'PMRK ZYRN LRVT'],
    ['Binance sẽ mở rộng Nhãn Giám Sát để bao gồm QVEX và BZNK', 'tag-added', '-', 'QVEX BZNK'],
    ['Đố vui Binance: trả lời câu hỏi để nhận voucher 10 USDT', 'promotion'],
    ['Cập nhật API của Binance: thay đổi các endpoint giao ngay', 'other'],
    ['Binance Futures sẽ điều chỉnh khoảng thời gian thanh toán funding rate của PMRKUSDT', 'other', '', 'PMRK'],
    ['Binance P2P bổ sung phương thức thanh toán MoMo', 'other'],
  ]),
  ...titles('Bitget', 'vi', [
    ['Bitget ra mắt tính năng copy trade cho bot lưới giao ngay', 'other'],
    ['Bitget ra mắt bot DCA cho hợp đồng vĩnh cửu', 'other'],
  ]),
  ...titles('Bybit', 'vi', [
    ['Bybit ra mắt ứng dụng Bybit Lite phiên bản tiếng Việt', 'other'],
    ['Niêm yết mới: ZYRN/USDT — Nhận phần chia 800.000 ZYRN!', 'spot-listing', '+', 'ZYRN'],
  ]),
  ...titles('KuCoin', 'vi', [
    ['KuCoin Spotlight: Ornaly (ORNL) mở đăng ký', 'launch-platform', '', 'ORNL'],
  ]),
  ...titles('MEXC', 'vi', [
    ['Miễn phí giao dịch cặp KRVO/USDT trong thời gian giới hạn', 'promotion', '', 'KRVO'],
  ]),
  ...titles('GMO Coin', 'ja', [
    ['ステーキングサービスにおけるフェルナ（FRNA）の取扱開始のお知らせ', 'promotion', '', 'FRNA'],
    ['取引所（現物取引）におけるTRVX/JPYの取扱開始のお知らせ', 'new-markets', '+', 'TRVX'],
    ['ネブリス（NBRS）の預入・送付再開のお知らせ', 'transfers-resumed', '', 'NBRS'],
    ['定期メンテナンスのお知らせ（2026年12月6日）', 'other'],
  ]),
  ...titles('bitFlyer', 'ja', [
    ['bitFlyer クレカ 新デザインの提供開始のお知らせ', 'other'],
    ['【新規取扱】ネブリス（NBRS）の取扱いを開始します', 'spot-listing', '+', 'NBRS'],
    ['ゼフロン（ZFRN）の取扱い廃止のお知らせ', 'delisting', '-', 'ZFRN'],
    ['ヴェリダ（VRDA）のハードフォークへの対応方針について', 'network-upgrade', '', 'VRDA'],
  ]),
  ...titles('bitbank', 'ja', [
    ['初心者向けコラム「ソルヴィン（SLVN）とは？」を公開しました', 'other', '', 'SLVN'],
    ['ソルヴィン（SLVN）取扱開始のお知らせ', 'spot-listing', '+', 'SLVN'],
    ['ソルヴィン（SLVN）の送金・預入一時停止のお知らせ', 'transfers-suspended', '', 'SLVN'],
    ['【全ペア対象】取引手数料無料キャンペーン実施のお知らせ', 'promotion'],
  ]),
  ...titles('Coincheck', 'ja', [
    ['Coincheckつみたてのサービス内容変更について', 'other'],
  ]),
  ...titles('OKJ', 'ja', [
    ['【OKJ】IEO第3弾 ペルモア（PLMR）の販売概要について', 'launch-platform', '', 'PLMR'],
    ['【OKJ】オルダス（ORDS）のトークンスワップおよびティッカー変更のお知らせ', 'network-upgrade', '', 'ORDS'],
    ['【OKJ】ZFRNの最低送付数量の変更について', 'other', '', 'ZFRN'],
  ]),
  ...titles('Binance', 'fr', [
    ['Binance Simple Earn ajoute Corvane (CRVE) aux produits flexibles', 'promotion', '', 'CRVE'],
    ['Lancement de la Binance Card en Belgique', 'other'],
    ['Binance retirera MOVRA de Simple Earn et des prêts crypto', 'other', '', 'MOVRA'],
    ['Binance Academy lance le cours gratuit : qu\'est-ce que Prixel (PRXL) ?', 'other', '', 'PRXL'],
    ['Offre spéciale Simple Earn pour nouvelle cotation : jusqu\'à 180 % d\'APR sur CRVE', 'promotion', '', 'CRVE'],
    ['Binance met à jour ses critères de cotation et de retrait des jetons', 'other'],
    ['Binance étendra le tag de surveillance à MOVRA et HLTX', 'tag-added', '-', 'MOVRA HLTX'],
    ['Binance retirera le tag de surveillance de Prixel (PRXL)', 'tag-removed', '+', 'PRXL'],
  ]),
  ...titles('Bitget', 'fr', [
    ['Bitget lance le copy trading sur les bots de grille spot', 'other'],
  ]),
  ...titles('KuCoin', 'fr', [
    ['Vote KuCoin GemVote : choisissez le prochain projet à lister', 'other'],
    ['Avis de retrait de la cotation de Zubrak (ZBRK)', 'delisting', '-', 'ZBRK'],
  ]),
  ...titles('Bybit', 'fr', [
    ['Bybit lance l\'application Bybit Lite en France', 'other'],
    ['Nouvelle cotation : WRDN/USDT — Obtenez une part de 700 000 WRDN !', 'spot-listing', '+', 'WRDN'],
  ]),
  ...titles('OKX', 'fr', [
    ['Ajustement des paliers d\'effet de levier des contrats perpétuels', 'other'],
  ]),
];
