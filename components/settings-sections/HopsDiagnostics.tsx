import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t, shownCount, uiLanguage } from '@/utils/base/i18n';
import { numberFormat } from '@/utils/base/intl';
import { OFFSET_WARN_MS } from '@/utils/hops/clock-offset';
import { hopDuration } from '@/utils/hops/hop-duration';
import type { HopReport } from '@/utils/hops/hop-keeper';
import { HOP_SPANS, type HopSpan } from '@/utils/hops/hop-stats';
import { extraFeedsOf, latencyRows, type LatencyRow } from '@/utils/hops/latency-rows';
import { warningText } from '@/utils/hops/warning-text';
import { FIRST_FEED_ID } from '@/utils/race/extra-feeds';
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

const ago = (time?: number) => (time === undefined ? '—' : t('diagnostics.ago', [hopDuration(Math.max(0, Date.now() - time))]));
/** Each duration kept whole on its line ("400 ms" never splits from its unit): a narrow column breaks only between p50 and p95. */
const figures = (row: LatencyRow, span: HopSpan) => {
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
  const seconds = numberFormat(uiLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(offset) / 1000);
  return (
    <p class="warning" role="status" data-testid={testId}>
      {said((name) => (feed === undefined ? t('hops.clockOff', [seconds]) : t('hops.feedClockOff', [name, seconds])))}
    </p>
  );
}

/**
 * Diagnostics' one latency table: per source, each hop's p50 / p95 from the items' stamps
 * (utils/hops) over the last day, or the last hour's live figures for a source whose service stamps
 * nothing (utils/hops/latency-rows.ts); an extra feed's rows on demand. With it the warnings and
 * the clocks' offsets. Its own component, so Diagnostics' other parts change apart from it.
 */
export function HopsDiagnostics({ status }: { status?: StatusSnapshot }) {
  const [report, setReport] = useState<HopReport>();
  const [feed, setFeed] = useState<string>();
  useEffect(() => {
    const load = () => void sendMessage(browser, 'hopReport').then(setReport, () => {});
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const warnings = status?.warnings ?? report?.warnings ?? [];
  // Extra feeds by the names the reader gave them; a feed removed since keeps its id.
  const nameOf = (id: string) => status?.race?.find((row) => row.id === id)?.feed ?? id;
  const extras = extraFeedsOf(report?.rows ?? []);
  const rows = latencyRows(report?.rows ?? [], status?.counters.sources ?? [], feed);
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
      {report?.feedOffsets.map(({ feed: id, clockOffsetMs }) => <ClockLine key={id} feed={nameOf(id)} offset={clockOffsetMs} />)}
      <p class="hint">{t('hops.intro')}</p>
      {extras.length > 0 && (
        <div class="field">
          <label for="latency-feed">{t('hops.feed')}</label>
          <select id="latency-feed" value={feed ?? ''} onChange={(e) => setFeed(e.currentTarget.value || undefined)}>
            <option value="">{status?.race?.[0]?.feed ?? FIRST_FEED_ID}</option>
            {extras.map((id) => (
              <option key={id} value={id}>
                {nameOf(id)}
              </option>
            ))}
          </select>
        </div>
      )}
      {rows.length === 0 ? (
        <p class="hint">{t('hops.none')}</p>
      ) : (
        <table class="diagnostics source-latency" data-feed={feed ?? FIRST_FEED_ID}>
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
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.source}>
                <th scope="row">
                  <bdi>{row.source}</bdi>
                </th>
                <td>{shownCount(row.items)}</td>
                {HOP_SPANS.map(({ name }) => (
                  <td key={name}>{figures(row, name)}</td>
                ))}
                <td>{ago(row.lastAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report && <p class="hint">{t('hops.budget', [shownCount(report.samples), shownCount(report.maxSamples)])}</p>}
    </div>
  );
}
