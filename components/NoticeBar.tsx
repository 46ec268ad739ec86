import type { ComponentChildren } from 'preact';

export interface NoticeBarProps {
  tone: 'bad' | 'warn' | 'info';
  children: ComponentChildren;
  /** Shown as "Open options" when the fix lives there. */
  optionsUrl?: string;
  retry?: () => void;
  onDismiss?: () => void;
}

/** One line that says what happened and offers the one thing that helps. */
export function NoticeBar({ tone, children, optionsUrl, retry, onDismiss }: NoticeBarProps) {
  return (
    <p class={`notice notice-${tone}`} role={tone === 'bad' ? 'alert' : 'status'}>
      <span class="notice-text">{children}</span>
      {optionsUrl && (
        <a href={optionsUrl} target="_blank" rel="noreferrer">
          Open options
        </a>
      )}
      {retry && (
        <button type="button" class="link" onClick={retry}>
          Retry
        </button>
      )}
      {onDismiss && (
        <button type="button" class="dismiss" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </p>
  );
}
