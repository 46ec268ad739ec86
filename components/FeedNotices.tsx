import type { StatusSnapshot } from '@/utils/messages';
import { t } from '@/utils/base/i18n';
import { usePageHost } from './host/page-host';
import type { Notice } from './hooks/useVoting';
import { useUpdateNote } from './hooks/useUpdateNote';
import { NoticeBar } from './NoticeBar';
import { SourceWarnings } from './SourceWarnings';

/**
 * The lines above the feed, most urgent first: a refused vote, storage fallen back to memory, a
 * source silent or the socket down, an
 * update just installed, choices not made yet on the welcome page, and a key missing, withheld, or
 * not sent for want of Firefox's consent.
 */
export function FeedNotices({ status, vote, onDismissVote }: { status?: StatusSnapshot; vote?: Notice; onDismissVote: () => void }) {
  const host = usePageHost();
  const optionsUrl = () => host.pageUrl('options');
  const update = useUpdateNote();
  return (
    <>
      {vote && (
        <NoticeBar tone="bad" onDismiss={onDismissVote} retry={vote.retry} optionsUrl={vote.action === 'options' ? optionsUrl() : undefined}>
          {vote.message}
        </NoticeBar>
      )}
      {status?.storage.kind === 'memory' && <NoticeBar tone="warn">{t('feed.storageMemory', [status.storage.error ?? t('feed.unknownError')])}</NoticeBar>}
      <SourceWarnings status={status} optionsUrl={optionsUrl()} />
      {update.note && (
        <NoticeBar tone="info" link={{ href: '/changelog.txt', label: t('feed.whatChanged') }} onDismiss={update.dismiss}>
          {t('feed.updated', [update.note.to])}
        </NoticeBar>
      )}
      {status && status.onboarding !== 'done' && (
        <NoticeBar tone="info" link={{ href: host.pageUrl('welcome'), label: t('feed.consentChoose') }}>
          {t('feed.consentOff')}
        </NoticeBar>
      )}
      {status?.keyWithheld || status?.keyNeedsConsent ? (
        <NoticeBar tone="warn" optionsUrl={optionsUrl()}>
          {status.keyWithheld ? t('feed.keyWithheld') : t('keyConsent.withdrawn')}
        </NoticeBar>
      ) : (
        status &&
        !status.hasKey && (
          <NoticeBar tone="info" optionsUrl={optionsUrl()}>
            {t('feed.noKey')}
          </NoticeBar>
        )
      )}
    </>
  );
}
