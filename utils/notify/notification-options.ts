import type { NewsItem } from '@newsflash/protocol/news-item';
import type { Desktop } from './coalesce';
import { t, tn } from '@/utils/base/i18n';
import { displayText } from '@/utils/text/entities';
import { linkify, shownLink } from '@/utils/text/linkify';
import { noticeKindLabel, noticeSignLabel, SIGN_SHOWN, shownTitle } from '@/utils/text/notice-text';

export type BrowserName = 'chrome' | 'firefox';

/** The subset of `notifications.create` options we use; Firefox rejects `buttons` and `requireInteraction`. */
export interface NotificationOptions {
  type: 'basic';
  iconUrl: string;
  title: string;
  message: string;
  contextMessage?: string;
  buttons?: { title: string }[];
  requireInteraction?: boolean;
  priority?: number;
  silent?: boolean;
}

export interface NotificationContext {
  browser: BrowserName;
  /** Our bundled icon, used unless the reader turned remote icons on and the item has an https one. */
  fallbackIcon: string;
  /** The reader's choice: notifications may show the item's own icon (fetched from its host). */
  remoteIcons: boolean;
  /** Like / Dislike buttons need a key to vote with. */
  canVote: boolean;
  allowRequireInteraction: boolean;
}

export const SUMMARY_ID = 'newsflash:summary';
const ITEM_PREFIX = 'newsflash:item:';

export const notificationIdFor = (itemId: string) => `${ITEM_PREFIX}${itemId}`;
export const itemIdOf = (notificationId: string) =>
  notificationId.startsWith(ITEM_PREFIX) ? notificationId.slice(ITEM_PREFIX.length) : undefined;

function trim(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A text as the card shows it: entities decoded, hiding characters out, each link as the host it goes to. */
const shown = (text: string) =>
  linkify(displayText(text))
    .map((segment) => segment.text)
    .join('');

function itemOptions(item: NewsItem, context: NotificationContext): NotificationOptions {
  // A click opens the item's link, so the notification names the host it opens, as the card does.
  const host = item.link && shownLink(item.link)?.host;
  const headline = shownTitle(item);
  // A notice names its kind first (and its sign in words: a notification has no colour to lean on).
  const notice = item.notice && [item.notice.sign && `${SIGN_SHOWN[item.notice.sign]} ${noticeSignLabel(item.notice.sign)}`, noticeKindLabel(item.notice.kind)].filter(Boolean).join(', ');
  const text = trim(shown(item.body ?? headline.original ?? item.source), 300);
  const message = notice ? trim(`${notice} · ${text}`, 300) : text;
  const options: NotificationOptions = {
    type: 'basic',
    iconUrl: context.remoteIcons && item.icon?.startsWith('https://') ? item.icon : context.fallbackIcon,
    title: trim(displayText(headline.title), 120),
    message,
  };
  // Firefox shows no context line, so the host leads the message there.
  if (context.browser === 'firefox') return host ? { ...options, message: `${host} · ${message}` } : options;
  const important = item.requireInteraction && context.allowRequireInteraction;
  return {
    ...options,
    contextMessage: host ? `${item.source} · ${host}` : item.source,
    // Sound is ours (offscreen document), so the system sound is off.
    silent: true,
    priority: important ? 2 : 0,
    ...(important ? { requireInteraction: true } : {}),
    ...(context.canVote ? { buttons: [{ title: t('notification.like') }, { title: t('notification.dislike') }] } : {}),
  };
}

/** Builds the id and per-browser options of one desktop notification. */
export function buildNotification(desktop: Desktop, context: NotificationContext): { id: string; options: NotificationOptions } {
  if (desktop.kind === 'item') return { id: notificationIdFor(desktop.item.id), options: itemOptions(desktop.item, context) };
  const title = tn(desktop.reason === 'backfill' ? 'notification.whileAway' : 'notification.more', desktop.count);
  const options: NotificationOptions = {
    type: 'basic',
    iconUrl: context.fallbackIcon,
    title,
    message: desktop.latest ? t('notification.latest', [trim(displayText(shownTitle(desktop.latest).title), 200)]) : t('notification.openToRead'),
  };
  // Each feed's summary is its own (coalesce.ts): an extra feed's never replaces the first feed's.
  const id = desktop.via === undefined ? SUMMARY_ID : `${SUMMARY_ID}:${desktop.via}`;
  return { id, options: context.browser === 'chrome' ? { ...options, silent: true } : options };
}
