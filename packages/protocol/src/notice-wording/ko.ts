import type { NoticeLanguageWords } from '@/packages/protocol/src/notice-say';

export const words: NoticeLanguageWords = {
  list: ', ',
  markets: ' ({quotes} 마켓)',
  date: (day, month, time) => `${month}월 ${day}일 ${time}`,
  forms: {
    'spot-listing': { text: '{exchange}, {coins} 상장{markets}', at: ', {time} 거래 시작' },
    'futures-listing': { text: '{exchange}, {coins} 선물 상장{markets}', at: ', {time} 거래 시작' },
    'new-markets': { text: '{exchange}, {coins} 마켓 추가{markets}', markets: ' ({quotes})', at: ', {time} 거래 시작' },
    delisting: { text: '{exchange}, {coins} 상장 폐지{markets}', at: ', {time} 거래 종료' },
    'tag-added': { text: '{exchange}, {coins} 유의 종목 지정' },
    'tag-removed': { text: '{exchange}, {coins} 유의 종목 지정 해제' },
    'transfers-suspended': { text: '{exchange}, {coins} 입출금 중단', at: ' ({time}부터)' },
    'transfers-resumed': { text: '{exchange}, {coins} 입출금 재개', at: ' ({time}부터)' },
    'network-upgrade': { text: '{exchange}, {coins} 네트워크 업그레이드 지원', at: ' ({time})' },
  },
};
