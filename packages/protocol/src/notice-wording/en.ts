import type { NoticeLanguageWords } from '@/packages/protocol/src/notice-say';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const words: NoticeLanguageWords = {
  list: ', ',
  markets: ' ({quotes} markets)',
  date: (day, month, time) => `${day} ${MONTHS_EN[month - 1]} ${time}`,
  forms: {
    'spot-listing': { text: '{exchange} lists {coins}{markets}', at: ', trading from {time}' },
    'futures-listing': { text: '{exchange} lists {coins} futures{markets}', at: ', trading from {time}' },
    'new-markets': { text: '{exchange} opens new {coins} markets{markets}', markets: ' ({quotes})', at: ', trading from {time}' },
    delisting: { text: '{exchange} delists {coins}{markets}', at: ', trading ends {time}' },
    'tag-added': { text: '{exchange} flags {coins} with a warning tag' },
    'tag-removed': { text: '{exchange} removes the warning tag from {coins}' },
    'transfers-suspended': { text: '{exchange} suspends {coins} deposits and withdrawals', at: ' from {time}' },
    'transfers-resumed': { text: '{exchange} resumes {coins} deposits and withdrawals', at: ' from {time}' },
    'network-upgrade': { text: '{exchange} supports the {coins} network upgrade', at: ' on {time}' },
  },
};
