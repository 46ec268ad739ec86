import type { NoticeLanguageWords } from '@/packages/protocol/src/notice-say';

export const words: NoticeLanguageWords = {
  list: '、',
  markets: '（{quotes}市場）',
  date: (day, month, time) => `${month}月${day}日 ${time}`,
  forms: {
    'spot-listing': { text: '{exchange}、{coins}を上場{markets}', at: '、{time}に取引開始' },
    'futures-listing': { text: '{exchange}、{coins}の先物を上場{markets}', at: '、{time}に取引開始' },
    'new-markets': { text: '{exchange}、{coins}の新しい市場を追加{markets}', markets: '（{quotes}）', at: '、{time}に取引開始' },
    delisting: { text: '{exchange}、{coins}を上場廃止{markets}', at: '、{time}に取引終了' },
    'tag-added': { text: '{exchange}、{coins}を注意銘柄に指定' },
    'tag-removed': { text: '{exchange}、{coins}の注意銘柄指定を解除' },
    'transfers-suspended': { text: '{exchange}、{coins}の入出金を停止', at: '（{time}から）' },
    'transfers-resumed': { text: '{exchange}、{coins}の入出金を再開', at: '（{time}から）' },
    'network-upgrade': { text: '{exchange}、{coins}のネットワークアップグレードに対応', at: '（{time}）' },
  },
};
