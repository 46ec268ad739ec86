import { browser } from 'wxt/browser';
import type { StatusSnapshot } from '@/utils/messages';
import { secondsUntil } from '@/utils/text/time';

type Tone = 'ok' | 'wait' | 'bad';
const GLYPH: Record<Tone, string> = { ok: '●', wait: '◌', bad: '■' };

/** What the connection is doing, in words (the glyph and colour only repeat them). */
export function describeConnection(status: StatusSnapshot | undefined, now: number): { label: string; tone: Tone; fix?: boolean } {
  if (!status) return { label: 'Starting…', tone: 'wait' };
  const { feed } = status;
  if (feed.login.state === 'rejected') return { label: 'Key rejected', tone: 'bad', fix: true };
  switch (feed.connection) {
    case 'open':
      if (feed.login.state === 'ok') return { label: `Live as ${feed.login.username ?? 'you'}`, tone: 'ok' };
      if (feed.login.state === 'pending') return { label: 'Logging in…', tone: 'wait' };
      return { label: 'Live (anonymous, delayed)', tone: 'ok' };
    case 'connecting':
    case 'idle':
      return { label: 'Connecting…', tone: 'wait' };
    case 'waiting':
      return { label: feed.nextRetryAt ? `Offline, retrying in ${secondsUntil(feed.nextRetryAt, now)} s` : 'Offline', tone: 'bad' };
    case 'stopped':
      return { label: feed.lastError ?? 'Stopped', tone: 'bad', fix: true };
  }
}

export function ConnectionPill({ status, now }: { status?: StatusSnapshot; now: number }) {
  const { label, tone, fix } = describeConnection(status, now);
  return (
    <span class={`pill pill-${tone}`} role="status" title={status?.feed.lastError}>
      <span aria-hidden="true">{GLYPH[tone]}</span> {label}
      {fix && (
        <a href={browser.runtime.getURL('/options.html')} target="_blank" rel="noreferrer">
          Fix in options
        </a>
      )}
    </span>
  );
}
