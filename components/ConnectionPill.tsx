import { browser } from 'wxt/browser';
import type { StatusSnapshot } from '@/utils/messages';

function describe(status: StatusSnapshot | undefined): { label: string; tone: string; fix?: boolean } {
  if (!status) return { label: 'Starting…', tone: 'wait' };
  const { feed } = status;
  if (feed.login.state === 'rejected') return { label: 'Key rejected', tone: 'bad', fix: true };
  switch (feed.connection) {
    case 'open':
      return { label: feed.login.state === 'ok' ? `Live as ${feed.login.username ?? 'you'}` : 'Live (anonymous, delayed)', tone: 'ok' };
    case 'connecting':
    case 'idle':
      return { label: 'Connecting…', tone: 'wait' };
    case 'waiting': {
      const seconds = feed.nextRetryAt ? Math.max(0, Math.round((feed.nextRetryAt - Date.now()) / 1000)) : undefined;
      return { label: `Offline${seconds !== undefined ? `, retrying in ${seconds} s` : ''}`, tone: 'bad' };
    }
    case 'stopped':
      return { label: feed.lastError ?? 'Stopped', tone: 'bad', fix: true };
  }
}

export function ConnectionPill({ status }: { status?: StatusSnapshot }) {
  const { label, tone, fix } = describe(status);
  return (
    <span class={`pill pill-${tone}`} role="status" title={status?.feed.lastError}>
      <span aria-hidden="true">{tone === 'ok' ? '●' : tone === 'bad' ? '■' : '◌'}</span> {label}
      {fix && (
        <a href={browser.runtime.getURL('/options.html')} target="_blank" rel="noreferrer">
          Open options
        </a>
      )}
    </span>
  );
}
