import type { ComponentChildren } from 'preact';
import { t } from '@/utils/base/i18n';
import { usePageHost } from './host/page-host';

export interface NoticeBarProps {
  tone: 'bad' | 'warn' | 'info';
  children: ComponentChildren;
  /** Shown as "Open options" when the fix lives there. */
  optionsUrl?: string;
  /** Any other page that holds the fix. */
  link?: { href: string; label: string };
  retry?: () => void;
  onDismiss?: () => void;
}

/** One line that says what happened and offers the one thing that helps. */
export function NoticeBar({ tone, children, optionsUrl, link, retry, onDismiss }: NoticeBarProps) {
  const { pagesInNewTab, fixLabel } = usePageHost();
  const away = pagesInNewTab ? { target: '_blank', rel: 'noreferrer' } : {};
  return (
    <p class={`notice notice-${tone}`} role={tone === 'bad' ? 'alert' : 'status'}>
      <span class="notice-text">{children}</span>
      {optionsUrl && (
        <a href={optionsUrl} {...away}>
          {fixLabel ?? t('notice.openOptions')}
        </a>
      )}
      {link && (
        <a href={link.href} target="_blank" rel="noreferrer">
          {link.label}
        </a>
      )}
      {retry && (
        <button type="button" class="link" onClick={retry}>
          {t('notice.retry')}
        </button>
      )}
      {onDismiss && (
        <button type="button" class="dismiss" aria-label={t('notice.dismiss')} onClick={onDismiss}>
          ×
        </button>
      )}
    </p>
  );
}
