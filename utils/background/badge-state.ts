import type { BadgeMode } from '@/utils/settings/badge-mode';
import type { LoginState } from '@/utils/feed/news-feed';
import type { ConnectionState } from '@/utils/net/socket-session';

/**
 * How long the feed may be without an open socket before the badge says so: a reconnect after a
 * network change or a server restart takes seconds, and one that lasts two minutes is an outage.
 */
export const DOWN_AFTER_MS = 2 * 60_000;

/** Why the badge warns, whatever the mode: the service refused the key, or the feed has been down. */
export type BadgeTrouble = 'keyRefused' | 'down';

export const UNREAD_COLOR = '#d97706';
export const WARNING_COLOR = '#dc2626';

export interface BadgeView {
  text: string;
  color: string;
  /** A locale key for the icon's title, or undefined for the extension's name. */
  title?: 'badge.keyRefused' | 'badge.down';
}

/** The trouble the feed is in now; `downSince` is when its socket was last seen not open. */
export function badgeTrouble({
  connection,
  login,
  downSince,
  now,
}: {
  connection: ConnectionState;
  login: LoginState;
  downSince: number | undefined;
  now: number;
}): BadgeTrouble | undefined {
  if (login.state === 'rejected') return 'keyRefused';
  if (connection !== 'open' && downSince !== undefined && now - downSince > DOWN_AFTER_MS) return 'down';
  return undefined;
}

export function badgeView({ mode, unread, trouble }: { mode: BadgeMode; unread: number; trouble: BadgeTrouble | undefined }): BadgeView {
  if (trouble) return { text: '!', color: WARNING_COLOR, title: trouble === 'keyRefused' ? 'badge.keyRefused' : 'badge.down' };
  const text = mode === 'off' || unread <= 0 ? '' : unread > 999 ? '999+' : String(unread);
  return { text, color: UNREAD_COLOR };
}
