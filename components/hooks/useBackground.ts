import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendMessage, type StatusSnapshot } from '@/utils/messages';
import { subscribeLive } from '../host/extension-port';

const POLL_MS = 2_000;

/**
 * The background's status for a settings page: pushed over the live port when the connection
 * changes, polled for the counters. `changes` ticks when the user's votes or their history change.
 */
export function useBackground(): { status?: StatusSnapshot; changes: number } {
  const [status, setStatus] = useState<StatusSnapshot>();
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    let closed = false;
    const live = subscribeLive((event) => {
      if (event.type === 'status') setStatus(event.status);
      else if (event.type === 'vote' || event.type === 'history') setChanges((n) => n + 1);
    });
    const poll = () => sendMessage(browser, 'getStatus').then((next) => !closed && setStatus(next), () => undefined);
    void poll();
    const timer = setInterval(poll, POLL_MS);
    return () => {
      closed = true;
      clearInterval(timer);
      live.close();
    };
  }, []);
  return { status, changes };
}
