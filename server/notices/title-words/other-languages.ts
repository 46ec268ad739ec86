import { EN } from './en';
import type { WordGroup, Words } from './groups';

/** A language's phrases for the groups it has words of; the others none (English names every group). */
const words = (given: Partial<Record<WordGroup, readonly string[]>>): Words =>
  Object.fromEntries((Object.keys(EN) as WordGroup[]).map((group) => [group, given[group] ?? []])) as unknown as Words;

/**
 * Spanish, Portuguese, French, Russian, Ukrainian and Vietnamese notices' phrases, as the exchanges'
 * localised announcement pages write them (Binance, OKX, Bybit, Bitget, MEXC): the listing, delisting,
 * market, transfer, network and promotion words (a launching word is a listing word too, as in English),
 * so a notice relayed in one of them without English is read as in English. Brand names (Launchpool,
 * HODLer Airdrops) are English's and read in any language.
 * Written from the languages, not from the labelled titles (bench/labelled/notice-other-languages.ts
 * measures them and was never read to write them); the third written round's tuned part
 * (bench/labelled/notice-written-languages.ts) added what it showed missing.
 */
export const ES = words({
  listing: ['listará', 'lanzará', 'incluirá', 'nuevo listado', 'disponible para operar', 'disponible para trading', 'ya disponible', 'abrirá el trading'],
  launching: ['lanzará', 'ya disponible'],
  delisting: ['eliminará', 'eliminación de', 'deslist', 'excluirá de la lista', 'excluir de la lista', 'exclusión de la lista', 'dejará de cotizar', 'retirará'],
  futuresMarket: ['futuros', 'perpetuo'],
  futures: ['futuros', 'perpetuo'],
  contract: ['futuros perpetuos', 'contrato perpetuo', 'contratos perpetuos'],
  margin: ['margen'],
  market: ['par de trading', 'pares de trading', 'par de negociación', 'pares de negociación', 'margen', 'mercado'],
  pairs: ['par de trading', 'pares de trading', 'par de negociación', 'pares de negociación'],
  adding: ['añadirá', 'agregará', 'añade ', 'agrega '],
  spot: ['al contado'],
  promotion: ['repartir', 'reparte', 'comisión cero', 'promoción', 'recompensa', 'competición', 'sorteo', 'campaña', 'gana ', 'comparte '],
  contest: ['competición de trading', 'torneo'],
  transfer: ['depósito', 'retiro'],
  suspend: ['suspend', 'suspensión', 'pausa', 'mantenimiento de la billetera'],
  stops: ['suspend', 'suspensión', 'pausa'],
  resume: ['reanud', 'restablec'],
  network: ['actualización de red', 'actualización de la red', 'bifurcación', 'migración de token', 'intercambio de tokens'],
  tag: ['etiqueta de monitoreo', 'etiqueta de seguimiento'],
  untag: ['elimin', 'retir'],
  postponed: ['pospon', 'aplaz'],
  notYet: ['pospon', 'aplaz', 'retras'],
  terms: ['criterios', 'política', 'términos', 'reglas'],
  product: ['préstamo'],
  calledOff: ['cancela'],
});

export const PT = words({
  listing: ['listará', 'lançará', 'vai listar', 'irá listar', 'nova listagem', 'disponível para negociação', 'já disponível'],
  launching: ['lançará', 'já disponível'],
  delisting: ['deslist', 'remoção da listagem', 'retirará da lista', 'removerá', 'encerrará a negociação'],
  futuresMarket: ['futuros', 'perpétuo'],
  futures: ['futuros', 'perpétuo'],
  contract: ['futuros perpétuos', 'contrato perpétuo', 'contratos perpétuos'],
  margin: ['margem'],
  market: ['par de negociação', 'pares de negociação', 'margem', 'mercado'],
  pairs: ['par de negociação', 'pares de negociação'],
  adding: ['adicionará', 'adiciona '],
  spot: ['à vista'],
  promotion: ['taxa zero', 'promoção', 'recompensa', 'competição', 'sorteio', 'campanha', 'ganhe ', 'compartilhe '],
  contest: ['competição de trading', 'torneio'],
  transfer: ['depósito', 'saque', 'retirada'],
  suspend: ['suspens', 'suspend', 'pausa', 'manutenção da carteira'],
  stops: ['suspens', 'suspend', 'pausa'],
  resume: ['retom', 'restabelec', 'reabert'],
  network: ['atualização de rede', 'atualização da rede', 'migração de token', 'troca de token'],
  tag: ['tag de monitoramento', 'etiqueta de monitoramento'],
  untag: ['remov'],
  postponed: ['adiad', 'adiament'],
  notYet: ['adiad', 'adiament'],
  terms: ['política', 'termos', 'regras'],
  product: ['empréstimo'],
  launch: ['tge exclusivo', 'evento de tge'],
  calledOff: ['cancela'],
});

export const FR = words({
  listing: ['va lister', 'listera', 'lancera', 'cotera', 'nouvelle cotation', 'disponible au trading', 'disponible à la négociation'],
  launching: ['lancera'],
  delisting: ['délist', 'retirera', 'radiation', 'retrait de la cote'],
  futuresMarket: ['contrats à terme', 'perpétuel'],
  futures: ['contrats à terme', 'perpétuel'],
  contract: ['contrats à terme perpétuels', 'contrat perpétuel', 'contrats perpétuels'],
  margin: ['marge'],
  market: ['paire de trading', 'paires de trading', 'marge', 'marché'],
  pairs: ['paire de trading', 'paires de trading'],
  adding: ['ajoutera', 'ajoute '],
  spot: ['au comptant'],
  promotion: ['zéro frais', 'récompense', 'concours', 'campagne', 'gagnez ', 'partagez '],
  transfer: ['dépôt', 'retraits'],
  suspend: ['suspend', 'suspension', 'maintenance du portefeuille'],
  stops: ['suspend', 'suspension'],
  resume: ['repris', 'reprise', 'rétabli'],
  network: ['mise à niveau du réseau', 'migration de jeton', 'échange de jetons'],
  postponed: ['report'],
  notYet: ['report'],
  terms: ['politique', 'conditions', 'règles'],
  calledOff: ['annul'],
});

export const RU = words({
  listing: ['листинг', 'запустит', 'запускает', 'залистит', 'запуск торгов', 'откроет торги', 'доступен для торговли', 'доступна для торговли', 'доступны для торговли'],
  launching: ['запустит', 'запускает'],
  delisting: ['делистинг', 'удалит', 'исключ', 'прекращение торгов', 'прекратит торг'],
  futuresMarket: ['фьючерс', 'бессрочн'],
  futures: ['фьючерс', 'бессрочн'],
  contract: ['бессрочный контракт', 'бессрочные контракты', 'бессрочного контракта', 'бессрочных контрактов'],
  margin: ['маржин'],
  market: ['торговые пары', 'торговой пары', 'торговую пару', 'торговых пар', 'маржин', 'рынок'],
  pairs: ['торговые пары', 'торговой пары', 'торговую пару', 'торговых пар'],
  adding: ['добавит', 'добавляет', 'добавлен'],
  spot: ['спот'],
  promotion: ['реферальн', 'приглашайте', 'акция', 'акции', 'награды', 'наград', 'конкурс', 'розыгрыш', 'призов', 'бонус'],
  contest: ['торговый конкурс', 'турнир'],
  transfer: ['ввод', 'вывод', 'депозит'],
  suspend: ['приостанов', 'обслуживание кошелька'],
  stops: ['приостанов'],
  resume: ['возобнов', 'восстанов'],
  network: ['обновление сети', 'обновления сети', 'хардфорк', 'обмен токенов', 'миграция токен', 'миграции токен', 'ребрендинг'],
  tag: ['тег мониторинга', 'метка мониторинга', 'мониторинговый тег'],
  untag: ['удал', 'снят', 'сним'],
  postponed: ['отлож', 'перенос'],
  notYet: ['отлож', 'перенос'],
  terms: ['правила', 'политик', 'условия'],
  tool: ['копитрейдинг', 'бот'],
  calledOff: ['отмена', 'отмене'],
});

export const UK = words({
  listing: ['лістинг', 'запустить', 'запускає', 'додасть', 'доступний для торгівлі', 'доступна для торгівлі'],
  launching: ['запустить', 'запускає'],
  delisting: ['делістинг', 'видалить', 'припинення торгів'],
  futuresMarket: ['ф\'ючерс', 'безстроков'],
  futures: ['ф\'ючерс', 'безстроков'],
  contract: ['безстроковий контракт', 'безстрокові контракти', 'безстрокових контрактів'],
  margin: ['маржин'],
  market: ['торгові пари', 'торгової пари', 'торгових пар', 'маржин', 'ринок'],
  pairs: ['торгові пари', 'торгової пари', 'торгових пар'],
  spot: ['спот'],
  promotion: ['акція', 'нагород', 'конкурс', 'розіграш', 'призів', 'бонус'],
  transfer: ['поповнення', 'виведення', 'депозит'],
  suspend: ['призупин'],
  stops: ['призупин'],
  resume: ['відновл'],
  network: ['оновлення мережі', 'хардфорк', 'обмін токенів', 'міграція токен'],
  postponed: ['відклад', 'перенес'],
  notYet: ['відклад', 'перенес'],
  terms: ['правила', 'політик', 'умови'],
});

export const VI = words({
  listing: ['niêm yết', 'ra mắt', 'mở giao dịch', 'có sẵn để giao dịch'],
  launching: ['ra mắt'],
  delisting: ['sẽ gỡ', 'hủy niêm yết', 'huỷ niêm yết', 'ngừng giao dịch', 'gỡ bỏ', 'loại bỏ'],
  futuresMarket: ['hợp đồng tương lai', 'vĩnh cửu'],
  futures: ['hợp đồng tương lai', 'vĩnh cửu'],
  contract: ['hợp đồng vĩnh cửu'],
  margin: ['ký quỹ'],
  market: ['cặp giao dịch', 'ký quỹ', 'thị trường'],
  pairs: ['cặp giao dịch'],
  adding: ['thêm ', 'bổ sung'],
  spot: ['giao ngay'],
  promotion: ['khuyến mãi', 'phần thưởng', 'cuộc thi', 'chia sẻ', 'giải thưởng', 'quà tặng', 'sự kiện'],
  contest: ['cuộc thi giao dịch'],
  transfer: ['nạp', 'rút'],
  suspend: ['tạm ngưng', 'tạm dừng', 'bảo trì ví', 'đình chỉ'],
  stops: ['tạm ngưng', 'tạm dừng'],
  resume: ['mở lại', 'khôi phục', 'tiếp tục'],
  network: ['nâng cấp mạng', 'hoán đổi token', 'chuyển đổi token', 'di chuyển token'],
  coinUpgrade: ['nâng cấp'],
  tag: ['nhãn giám sát', 'thẻ giám sát'],
  untag: ['gỡ', 'xóa', 'xoá'],
  postponed: ['hoãn'],
  notYet: ['hoãn'],
  terms: ['tiêu chí', 'chính sách', 'điều khoản', 'quy tắc'],
  product: ['vay crypto'],
});

/**
 * Japanese, as Binance Japan, bitFlyer, Coincheck and bitbank write their notices (取扱開始, 入出金の一時停止); its
 * kanji words are none of Chinese's (中国語の上线 is 上場 here), so a Chinese title reads as before.
 */
export const JA = words({
  listing: ['取扱い開始', '取扱開始', '取扱いを開始', '取り扱い開始', '取り扱いを開始', '新規取扱', '上場', '取引開始'],
  delisting: ['取扱い廃止', '取扱廃止', '取扱終了', '取扱いを終了', '取り扱い終了', '取り扱いを終了', '上場廃止'],
  futuresMarket: ['先物', '無期限'],
  futures: ['先物', '無期限'],
  contract: ['無期限先物', '無期限契約'],
  margin: ['レバレッジ取引', '信用取引'],
  market: ['取引ペア', 'レバレッジ取引', '信用取引'],
  pairs: ['取引ペア'],
  newMarkets: ['取引ペアの追加', '取引ペア追加'],
  spot: ['現物'],
  launch: ['ローンチプール', 'ローンチパッド'],
  promotion: ['コンテスト', '賞金', 'キャンペーン', 'プレゼント', '特典'],
  // Japanese puts the head noun last, as Korean does: "… 取扱開始記念キャンペーン" is the campaign.
  commemorate: ['記念'],
  event: ['キャンペーン', 'プレゼント'],
  contest: ['トレードコンテスト', '取引コンテスト'],
  transfer: ['入出金', '入金', '出金', '送金', '預入'],
  suspend: ['一時停止', '停止', '休止'],
  stops: ['一時停止', '停止'],
  resume: ['再開'],
  network: ['ネットワークアップグレード', 'ハードフォーク', 'トークンスワップ', 'メインネット移行', 'リブランディング'],
  postponed: ['延期'],
  notYet: ['延期'],
  terms: ['基準', '規約', 'ポリシー', '方針'],
  calledOff: ['中止'],
  productChange: ['内容変更'],
  product: ['シンプルアーン', 'ステーキング'],
  adding: ['追加'],
});

/** Every such language's words, for title-words.ts to merge. */
export const OTHER_LANGUAGES: readonly Words[] = [ES, PT, FR, RU, UK, VI, JA];
