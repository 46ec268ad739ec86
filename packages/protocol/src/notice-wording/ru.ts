import type { NoticeLanguageWords } from '@/packages/protocol/src/notice-say';

const MONTHS_RU = ['янв.', 'февр.', 'марта', 'апр.', 'мая', 'июня', 'июля', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'];

export const words: NoticeLanguageWords = {
  list: ', ',
  markets: ' (рынки {quotes})',
  date: (day, month, time) => `${day} ${MONTHS_RU[month - 1]} ${time}`,
  forms: {
    'spot-listing': { text: '{exchange} листит {coins}{markets}', at: ', торги с {time}' },
    'futures-listing': { text: '{exchange} листит фьючерсы {coins}{markets}', at: ', торги с {time}' },
    'new-markets': { text: '{exchange} открывает новые рынки {coins}{markets}', markets: ' ({quotes})', at: ', торги с {time}' },
    delisting: { text: '{exchange} делистит {coins}{markets}', at: ', конец торгов {time}' },
    'tag-added': { text: '{exchange} помечает {coins} предупреждающей меткой' },
    'tag-removed': { text: '{exchange} снимает предупреждающую метку с {coins}' },
    'transfers-suspended': { text: '{exchange} приостанавливает ввод и вывод {coins}', at: ' с {time}' },
    'transfers-resumed': { text: '{exchange} возобновляет ввод и вывод {coins}', at: ' с {time}' },
    'network-upgrade': { text: '{exchange} поддерживает обновление сети {coins}', at: ', {time}' },
  },
};
