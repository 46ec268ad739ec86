import type { NoticeLanguageWords } from '@/packages/protocol/src/notice-say';

const MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

export const words: NoticeLanguageWords = {
  list: ', ',
  markets: ' (mercados {quotes})',
  date: (day, month, time) => `${day} ${MONTHS_ES[month - 1]} ${time}`,
  forms: {
    'spot-listing': { text: '{exchange} lista {coins}{markets}', at: ', negociación desde el {time}' },
    'futures-listing': { text: '{exchange} lista futuros de {coins}{markets}', at: ', negociación desde el {time}' },
    'new-markets': { text: '{exchange} abre nuevos mercados de {coins}{markets}', markets: ' ({quotes})', at: ', negociación desde el {time}' },
    delisting: { text: '{exchange} retira {coins}{markets}', at: ', la negociación termina el {time}' },
    'tag-added': { text: '{exchange} marca {coins} con una etiqueta de advertencia' },
    'tag-removed': { text: '{exchange} retira la etiqueta de advertencia de {coins}' },
    'transfers-suspended': { text: '{exchange} suspende depósitos y retiros de {coins}', at: ' desde el {time}' },
    'transfers-resumed': { text: '{exchange} reanuda depósitos y retiros de {coins}', at: ' desde el {time}' },
    'network-upgrade': { text: '{exchange} admite la actualización de red de {coins}', at: ' el {time}' },
  },
};
