import type { StoredItem } from '@/utils/store/store-types';
import { displayText } from '@/utils/text/entities';

export type NotificationState = NotificationPermission | 'unsupported';

/** At most this many notifications a minute: a burst of headlines is one glance, not a wall. */
const PER_MINUTE = 6;

/**
 * The browser's notifications for live headlines while the page is open and not in view. Asked for
 * only from the reader's click (`ask`), never on load; until they are on, nothing is shown.
 */
export function pageNotifications() {
  const supported = typeof Notification !== 'undefined';
  let enabled = false;
  let shown: number[] = [];
  return {
    state: (): NotificationState => (supported ? Notification.permission : 'unsupported'),
    enabled: () => enabled && supported && Notification.permission === 'granted',
    async ask(): Promise<NotificationState> {
      if (!supported) return 'unsupported';
      const answer = await Notification.requestPermission();
      enabled = answer === 'granted';
      return answer;
    },
    turnOff: () => (enabled = false),
    show(item: StoredItem) {
      if (!enabled || !supported || Notification.permission !== 'granted' || document.visibilityState === 'visible') return;
      const now = Date.now();
      shown = shown.filter((at) => now - at < 60_000);
      if (shown.length >= PER_MINUTE) return;
      shown.push(now);
      const notification = new Notification(displayText(item.title), { body: item.source, tag: item.id });
      notification.onclick = () => (window.focus(), notification.close());
    },
  };
}

export type PageNotifications = ReturnType<typeof pageNotifications>;
