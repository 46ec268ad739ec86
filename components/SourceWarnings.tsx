import type { StatusSnapshot } from '@/utils/messages';
import { warningText } from '@/utils/hops/warning-text';
import { NoticeBar } from './NoticeBar';

/** A source silent past its usual gap, or the socket down: said above the feed, with the way to Diagnostics. */
export function SourceWarnings({ status, optionsUrl }: { status?: StatusSnapshot; optionsUrl: string }) {
  const warnings = status?.warnings ?? [];
  return (
    <>
      {warnings.map((warning) => (
        <NoticeBar key={warning.kind === 'silent' ? warning.source : 'socket'} tone="warn" optionsUrl={`${optionsUrl}#diagnostics`}>
          <span data-testid="source-warning">{warningText(warning, Date.now())}</span>
        </NoticeBar>
      ))}
    </>
  );
}
