import type { NoticeLanguageWords } from '@/packages/protocol/src/notice-say';

export const words: NoticeLanguageWords = {
  list: '、',
  markets: '（{quotes} 市场）',
  date: (day, month, time) => `${month}月${day}日 ${time}`,
  forms: {
    'spot-listing': { text: '{exchange} 上线 {coins}{markets}', at: '，{time} 开放交易' },
    'futures-listing': { text: '{exchange} 上线 {coins} 合约{markets}', at: '，{time} 开放交易' },
    'new-markets': { text: '{exchange} 新增 {coins} 交易市场{markets}', markets: '（{quotes}）', at: '，{time} 开放交易' },
    delisting: { text: '{exchange} 下架 {coins}{markets}', at: '，{time} 停止交易' },
    'tag-added': { text: '{exchange} 将 {coins} 标记为风险警示' },
    'tag-removed': { text: '{exchange} 解除 {coins} 的风险警示' },
    'transfers-suspended': { text: '{exchange} 暂停 {coins} 充提', at: '，{time} 起' },
    'transfers-resumed': { text: '{exchange} 恢复 {coins} 充提', at: '，{time} 起' },
    'network-upgrade': { text: '{exchange} 支持 {coins} 网络升级', at: '，{time}' },
  },
};
