import type { Notice } from './notice';
import type { NoticeKind } from './notice-kinds';

/**
 * A notice said in the reader's language from its parts, the same words whichever exchange wrote
 * it and in whatever language: the extension shows it as the headline, the service sends the
 * English one as `en` for Korean and Chinese notices. Kinds with no fixed form (promotions, launch
 * platforms, `other`) and notices missing the parts a form needs are not rendered: the reader gets
 * the origin's own words, never a guess.
 */
export const noticeLanguages = ['en', 'es', 'ja', 'ko', 'ru', 'zh_CN'] as const;
export type NoticeLanguage = (typeof noticeLanguages)[number];

/** More coins than this make a headline no shorter than the origin's: it keeps its own words. */
export const RENDERED_COINS_MAX = 6;

/** `{coins}`, `{exchange}`, `{markets}` (the market clause or nothing) in `text`; `{time}` in `at`, added when the notice states one. */
interface Form {
  text: string;
  /** The market clause around `{quotes}` when this form words it differently from the language's. */
  markets?: string;
  at?: string;
}

interface Words {
  list: string;
  markets: string;
  /** Day, month (1–12), hours and minutes, already two-digit where the language writes them so. */
  date(day: number, month: number, time: string): string;
  forms: Partial<Record<NoticeKind, Form>>;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const MONTHS_RU = ['янв.', 'февр.', 'марта', 'апр.', 'мая', 'июня', 'июля', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'];

const WORDS: Record<NoticeLanguage, Words> = {
  en: {
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
  },
  es: {
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
  },
  ja: {
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
  },
  ko: {
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
  },
  ru: {
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
  },
  zh_CN: {
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
  },
};

/** The kinds some language has a form for: the others keep the origin's words everywhere. */
export const renderedKinds: readonly NoticeKind[] = Object.keys(WORDS.en.forms) as NoticeKind[];

/** One pass, so a part that itself looks like `{coins}` is left as it is. */
const fill = (template: string, parts: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole);

const unique = (values: string[]) => [...new Set(values)];

/** How many time zones' formatters are kept; past it the cache starts again (a reader has one zone, the service UTC). */
export const FORMATTER_ZONES_KEPT = 8;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Building a formatter costs a hundred times what formatting does (it reaches for the zone's data:
 * tens of ms the first time, ~0.5 ms after, on a notification's path), so each zone's is kept.
 */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    if (formatters.size >= FORMATTER_ZONES_KEPT) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The stated time where the reader is (or in UTC, named, for the service's English). */
function when(at: number, words: Words, timeZone: string): string | undefined {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterFor(timeZone).formatToParts(at);
  } catch {
    return undefined;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const text = words.date(Number(part('day')), Number(part('month')), `${part('hour')}:${part('minute')}`);
  return timeZone === 'UTC' ? `${text} UTC` : text;
}

export interface NoticeWordsOptions {
  /** An IANA time zone for the stated time; `UTC` adds " UTC" after it. */
  timeZone: string;
}

/**
 * The notice in `language`, or undefined when it has no form for the kind or lacks the exchange or
 * a coin (the coins named, else the markets' bases). Markets name their quotes for the coins shown.
 */
export function noticeWords(notice: Notice, language: NoticeLanguage, options: NoticeWordsOptions): string | undefined {
  const words = WORDS[language];
  const form = words.forms[notice.kind];
  if (!form || !notice.exchange) return undefined;
  const pairs = notice.markets.map((market) => market.split('_')).filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== '');
  const coins = unique(notice.coins.length > 0 ? notice.coins : pairs.map(([base]) => base));
  if (coins.length === 0 || coins.length > RENDERED_COINS_MAX) return undefined;
  const quotes = unique(pairs.filter(([base]) => coins.includes(base)).map(([, quote]) => quote));
  const markets = quotes.length > 0 ? fill(form.markets ?? words.markets, { quotes: quotes.join(words.list) }) : '';
  const text = fill(form.text, { exchange: notice.exchange, coins: coins.join(words.list), markets });
  const time = notice.at !== undefined && form.at ? when(notice.at, words, options.timeZone) : undefined;
  return time ? text + fill(form.at!, { time }) : text;
}
