import { browser } from 'wxt/browser';
import { LIVE_PORT, type LiveEvent } from '@/utils/messages';

const RECONNECT_MS = 1_000;

/**
 * Subscribes a page to the background's live events. A Chrome service worker that is stopped
 * drops the port; connecting again wakes it. Returns the unsubscribe.
 */
export function subscribeLive(onEvent: (event: LiveEvent) => void): () => void {
  let closed = false;
  let port: ReturnType<typeof browser.runtime.connect> | undefined;
  const connect = () => {
    if (closed) return;
    port = browser.runtime.connect({ name: LIVE_PORT });
    port.onMessage.addListener((message) => onEvent(message as LiveEvent));
    port.onDisconnect.addListener(() => setTimeout(connect, RECONNECT_MS));
  };
  connect();
  return () => {
    closed = true;
    port?.disconnect();
  };
}
