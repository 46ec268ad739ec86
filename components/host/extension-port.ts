import { browser } from '@/utils/base/bare-browser';
import type { LivePageMessage } from '@/utils/messages/payloads';
import { LIVE_PORT, type LiveEvent } from '@/utils/messages';
import type { LiveSubscription } from '@/utils/messages/page-host-types';

const RECONNECT_MS = 1_000;

/**
 * Subscribes a page to the background's live events. A Chrome service worker that is stopped
 * drops the port; connecting again wakes it, and `onConnect` tells the new worker what the page
 * needs again.
 */
export function subscribeLive(onEvent: (event: LiveEvent) => void, onConnect?: (post: LiveSubscription['post']) => void): LiveSubscription {
  let closed = false;
  let port: ReturnType<typeof browser.runtime.connect> | undefined;
  const post = (message: LivePageMessage) => {
    try {
      port?.postMessage(message);
    } catch {
      // Disconnected: the reconnect sends the page's state again.
    }
  };
  const connect = () => {
    if (closed) return;
    port = browser.runtime.connect({ name: LIVE_PORT });
    port.onMessage.addListener((message) => onEvent(message as LiveEvent));
    port.onDisconnect.addListener(() => setTimeout(connect, RECONNECT_MS));
    onConnect?.(post);
  };
  connect();
  return {
    post,
    close() {
      closed = true;
      port?.disconnect();
    },
  };
}
