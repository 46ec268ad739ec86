import type { NewsItem } from '@newsflash/protocol/news-item';
import type { NoticeKind } from '@newsflash/protocol/notice';
import { toSafeUrl } from '@newsflash/protocol/safe-url';
import { t } from '@/utils/base/i18n';
import type { StartAlert } from '@/utils/notify/start-alerts';
import type { AlertMessage } from './channel';

/** Pushover's title limit, the tightest of the four. */
export const TITLE_MAX = 250;
/** Within Pushover's 1,024 and Discord's 2,000, with the title beside it. */
export const TEXT_MAX = 700;
/** A headline naming dozens of coins names the first few. */
const COINS_SHOWN = 8;

/** A notice's kind in the reader's words. */
export const noticeWords: Record<NoticeKind, () => string> = {
  'spot-listing': () => t('channels.notice.spotListing'),
  'futures-listing': () => t('channels.notice.futuresListing'),
  'new-markets': () => t('channels.notice.newMarkets'),
  'launch-platform': () => t('channels.notice.launchPlatform'),
  delisting: () => t('channels.notice.delisting'),
  'tag-added': () => t('channels.notice.tagAdded'),
  'tag-removed': () => t('channels.notice.tagRemoved'),
  'transfers-suspended': () => t('channels.notice.transfersSuspended'),
  'transfers-resumed': () => t('channels.notice.transfersResumed'),
  'network-upgrade': () => t('channels.notice.networkUpgrade'),
  promotion: () => t('channels.notice.promotion'),
  other: () => t('channels.notice.exchangeNotice'),
};

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
/** Control characters (a hostile headline's) would reach the phone as they are. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').trim();

/**
 * An alert as every channel says it, in the reader's language: the headline (as translated for
 * them), the notice's kind when the service classified one (with its exchange), the coins, the link.
 */
export function alertMessage(item: Pick<NewsItem, 'title' | 'coins' | 'link' | 'notice'>): AlertMessage {
  const lines: string[] = [];
  const notice = item.notice;
  if (notice) {
    const kind = noticeWords[notice.kind]();
    lines.push(notice.exchange ? t('channels.noticeAt', [kind, clean(notice.exchange)]) : kind);
  }
  const coins = [...new Set([...(notice?.coins ?? []), ...item.coins.map((coin) => coin.coin)].map((coin) => clean(coin).toUpperCase()).filter(Boolean))];
  if (coins.length > 0) lines.push(t('channels.coins', [coins.slice(0, COINS_SHOWN).join(', ')]));
  const link = item.link ? toSafeUrl(item.link) : undefined;
  if (link) lines.push(link);
  return { title: cut(clean(item.title), TITLE_MAX), text: cut(lines.join('\n'), TEXT_MAX), link };
}

/** A rule's "also when trading starts" on a channel: the words of its desktop notification. */
export function startMessage(alert: Pick<StartAlert, 'exchange' | 'coins'>): AlertMessage {
  return { title: cut(t('startAlert.title', [clean(alert.exchange), clean(alert.coins)]), TITLE_MAX), text: t('startAlert.message') };
}
