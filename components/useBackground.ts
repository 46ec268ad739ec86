import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { LIVE_PORT, sendMessage, type LiveEvent, type StatusSnapshot } from '@/utils/messages';

const POLL_MS = 2_000;
const RECONNECT_MS = 1_000;

/**
 * The background's status for a settings page: pushed over the live port when the connection
 * changes, polled for the counters. `changes` ticks when the user's votes or their history change.
 */
export function useBackground(): { status?: StatusSnapshot; changes: number } {
  const [status, setStatus] = useState<StatusSnapshot>();
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    let closed = false;
    let port: ReturnType<typeof browser.runtime.connect> | undefined;
    const connect = () => {
      if (closed) return;
      port = browser.runtime.connect({ name: LIVE_PORT });
      port.onMessage.addListener((message) => {
        const event = message as LiveEvent;
        if (event.type === 'status') setStatus(event.status);
        else if (event.type === 'vote' || event.type === 'history') setChanges((n) => n + 1);
      });
      port.onDisconnect.addListener(() => setTimeout(connect, RECONNECT_MS));
    };
    const poll = () => sendMessage(browser, 'getStatus').then((next) => !closed && setStatus(next), () => undefined);
    connect();
    void poll();
    const timer = setInterval(poll, POLL_MS);
    return () => {
      closed = true;
      clearInterval(timer);
      port?.disconnect();
    };
  }, []);
  return { status, changes };
}
