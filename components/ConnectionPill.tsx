import type { StatusSnapshot } from '@/utils/messages';
import { secondsUntil } from '@/utils/text/time';
import { t } from '@/utils/base/i18n';
import { usePageHost } from './host/page-host';
import { pageLink } from './host/page-link';

type Tone = 'ok' | 'wait' | 'bad';
const GLYPH: Record<Tone, string> = { ok: '●', wait: '◌', bad: '■' };

/** What the connection is doing, in words (the glyph and colour only repeat them). */
export function describeConnection(status: StatusSnapshot | undefined, now: number): { label: string; tone: Tone; fix?: boolean } {
  if (!status) return { label: t('connection.starting'), tone: 'wait' };
  const { feed } = status;
  if (feed.login.state === 'rejected') return { label: t('connection.keyRejected'), tone: 'bad', fix: true };
  // A socket may connect where the API cannot be fetched: votes and backfill would fail unexplained.
  if (status.hostAccess && feed.connection !== 'stopped') return { label: status.hostAccess, tone: 'bad', fix: true };
  switch (feed.connection) {
    case 'open':
      if (feed.login.state === 'ok') return { label: t('connection.liveAs', [feed.login.username ?? t('connection.you')]), tone: 'ok' };
      if (feed.login.state === 'pending') return { label: t('connection.loggingIn'), tone: 'wait' };
      return { label: t('connection.anonymous'), tone: 'ok' };
    case 'connecting':
    case 'idle':
      return { label: t('connection.connecting'), tone: 'wait' };
    case 'waiting':
      return { label: feed.nextRetryAt ? t('connection.retrying', [String(secondsUntil(feed.nextRetryAt, now))]) : t('connection.offline'), tone: 'bad' };
    case 'stopped':
      return { label: feed.lastError ?? t('connection.stopped'), tone: 'bad', fix: true };
  }
}

export function ConnectionPill({ status, now }: { status?: StatusSnapshot; now: number }) {
  const host = usePageHost();
  const { label, tone, fix } = describeConnection(status, now);
  return (
    <span class={`pill pill-${tone}`} role="status" title={status?.feed.lastError ?? label}>
      <span aria-hidden="true">{GLYPH[tone]}</span> <span class="pill-label">{label}</span>
      {fix && (
        <a {...pageLink(host, 'options')}>
          {host.fixLabel ?? t('connection.fix')}
        </a>
      )}
    </span>
  );
}
