import type { WxtBrowser } from 'wxt/browser';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { t } from '@/utils/base/i18n';
import { displayText } from '@/utils/text/entities';
import { shownTitle } from '@/utils/text/notice-text';
import { signedPercent } from '@/utils/text/signed-percent';
import type { FollowUpAlert } from './follow-up';

/** A follow-up's notifications have ids of their own: the item's first notification stays as it was. */
export const FOLLOW_UP_ID_PREFIX = 'newsflash:followup:';

/** "EXMP +6.2 % in 5 min after", in the reader's language. */
export const followUpHeading = (alert: Pick<FollowUpAlert, 'coin' | 'move' | 'minutes'>) =>
  t('followUp.title', [alert.coin, signedPercent(alert.move), String(alert.minutes)]);

/** The item's headline as its card shows it, on one line. */
export function followUpHeadline(item: NewsItem): string {
  const flat = displayText(shownTitle(item).title).replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 299)}…` : flat;
}

/** The follow-up's notification: the move as its title, the headline as its text; a click opens the feed, as for ids not an item's. */
export async function raiseFollowUp(browser: Pick<WxtBrowser, 'notifications' | 'runtime'>, alert: FollowUpAlert, item: NewsItem): Promise<void> {
  await browser.notifications.create(`${FOLLOW_UP_ID_PREFIX}${alert.itemId}`, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: followUpHeading(alert),
    message: followUpHeadline(item),
  });
}
