import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '@/utils/base/i18n';
import { OFFSET_WARN_MS } from '@/utils/hops/clock-offset';
import { FIRST_FEED_ID } from '@/utils/race/extra-feeds';
import { hopDuration } from '@/utils/hops/hop-duration';
import type { HopReport } from '@/utils/hops/hop-keeper';
import { HOP_SPANS, type HopRow, type HopSpan } from '@/utils/hops/hop-stats';
import { warningText } from '@/utils/hops/warning-text';
import { sendMessage, type StatusSnapshot } from '@/utils/messages';
import { namedPieces } from '@/utils/text/named-pieces';
import { NamedText } from '../NamedText';

/** How often the open page asks the worker for the figures again. */
const REFRESH_MS = 10_000;

const SPAN_LABELS = {
  'origin-read': 'hops.originRead',
  'read-sent': 'hops.readSent',
  'sent-arrived': 'hops.sentArrived',
  'origin-arrived': 'hops.originArrived',
} as const satisfies Record<HopSpan, string>;

const ago = (time: number) => t('diagnostics.ago', [String(Math.max(0, Math.round((Date.now() - time) / 1000)))]);
/** Each duration kept whole on its line ("400 ms" never splits from its unit): a narrow column breaks only between p50 and p95. */
const figures = (row: HopRow, span: HopSpan) => {
  const spanFigures = row.spans[span];
  if (!spanFigures) return '—';
  return (
    <>
      <span class="figure">{hopDuration(spanFigures.p50)}</span> / <span class="figure">{hopDuration(spanFigures.p95)}</span>
    </>
  );
};

/** The clock's offset from a service (the first feed's, or an extra feed's by name), said plainly once it is past OFFSET_WARN_MS. */
function ClockLine({ offset, feed }: { offset?: number; feed?: string }) {
  const testId = feed === undefined ? 'clock-offset' : 'feed-clock-offset';
  const said = (say: (name: string) => string) => <NamedText pieces={namedPieces(([name]) => say(name!), feed === undefined ? [] : [feed])} />;
  const label = (name: string) => (feed === undefined ? t('hops.clock') : t('hops.feedClock', [name]));
  if (offset === undefined) return <p data-testid={testId}>{said((name) => `${label(name)}: ${t('hops.clockUnknown')}`)}</p>;
  if (Math.abs(offset) <= OFFSET_WARN_MS) return <p data-testid={testId}>{said((name) => `${label(name)}: ${hopDuration(offset)}`)}</p>;
  const seconds = (Math.abs(offset) / 1000).toFixed(1);
  return (
    <p class="warning" role="status" data-testid={testId}>
      {said((name) => (feed === undefined ? t('hops.clockOff', [seconds]) : t('hops.feedClockOff', [name, seconds])))}
    </p>
  );
}

/**
 * Diagnostics' part on being first: per source over the last day, each hop's p50 / p95 from the
 * items' stamps (utils/hops), when the source last spoke, the warnings, and the clock's offset.
 * Its own component, so Diagnostics' other parts change apart from it.
 */
export function HopsDiagnostics({ status }: { status?: StatusSnapshot }) {
  const [report, setReport] = useState<HopReport>();
  useEffect(() => {
    const load = () => void sendMessage(browser, 'hopReport').then(setReport, () => {});
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const warnings = status?.warnings ?? report?.warnings ?? [];
  // Extra feeds by the names the reader gave them; a feed removed since keeps its id.
  const nameOf = (id: string) => status?.race?.find((row) => row.id === id)?.feed ?? id;
  const byFeed = report?.rows.some((row) => row.feed !== undefined) ?? false;
  return (
    <div class="hops" data-testid="hops">
      <h3>{t('hops.title')}</h3>
      {warnings.length > 0 && (
        <ul class="warnings" role="status" data-testid="hop-warnings">
          {warnings.map((warning) => (
            <li key={warning.kind === 'silent' ? warning.source : 'socket'} class="warning">
              {warningText(warning, Date.now())}
            </li>
          ))}
        </ul>
      )}
      <ClockLine offset={report?.clockOffsetMs ?? status?.counters.clockOffsetMs} />
      {report?.feedOffsets.map(({ feed, clockOffsetMs }) => <ClockLine key={feed} feed={nameOf(feed)} offset={clockOffsetMs} />)}
      <p class="hint">{t('hops.intro')}</p>
      {!report || report.rows.length === 0 ? (
        <p class="hint">{t('hops.none')}</p>
      ) : (
        <table class="diagnostics source-hops">
          <thead>
            <tr>
              <th scope="col">{t('hops.source')}</th>
              <th scope="col">{t('hops.items')}</th>
              {HOP_SPANS.map(({ name }) => (
                <th scope="col" key={name}>
                  {t(SPAN_LABELS[name])}
                </th>
              ))}
              <th scope="col">{t('hops.lastSpoke')}</th>
              {byFeed && <th scope="col">{t('hops.feed')}</th>}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={`${row.feed ?? ''} ${row.source}`} data-feed={row.feed ?? FIRST_FEED_ID}>
                <th scope="row">
                  <bdi>{row.source}</bdi>
                </th>
                <td>{row.items}</td>
                {HOP_SPANS.map(({ name }) => (
                  <td key={name}>{figures(row, name)}</td>
                ))}
                <td>{ago(row.lastAt)}</td>
                {byFeed && (
                  <td class="feed">
                    <bdi>{row.feed === undefined ? (status?.race?.[0]?.feed ?? FIRST_FEED_ID) : nameOf(row.feed)}</bdi>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report && <p class="hint">{t('hops.budget', [String(report.samples), String(report.maxSamples)])}</p>}
    </div>
  );
}
