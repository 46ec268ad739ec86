import { t } from '@/utils/base/i18n';
import type { StatusSnapshot } from '@/utils/messages';
import { describeConnection } from '../ConnectionPill';
import { latencyLabel } from '@/utils/text/time';
import { HopsDiagnostics } from './HopsDiagnostics';
import { Section } from './Section';
import { FeedRaceTable } from './FeedRaceTable';
import { OutcomeRecord } from '../record/OutcomeRecord';
import { problemWords } from '@/utils/channels/problem-words';

/** Each channel's counts and its last problem: a refusal, a 429, a time-out. */
function ChannelRows({ channels }: { channels: StatusSnapshot['channels'] }) {
  if (channels.length === 0) return null;
  return (
    <>
      <h3>{t('channels.diagnostics.title')}</h3>
      <table class="diagnostics channel-states">
        <tbody>
          {channels.map((channel) => (
            <tr key={channel.id} data-channel={channel.id}>
              <th scope="row">
                <bdi>{channel.name}</bdi>
              </th>
              <td>
                {t('channels.diagnostics.row', [String(channel.sent), String(channel.failed), String(channel.dropped), String(channel.queued)])}
                {channel.restingUntil !== undefined && ` · ${t('channels.diagnostics.resting', [String(Math.max(0, Math.round((channel.restingUntil - Date.now()) / 1000)))])}`}
                {channel.lastProblem && ` · ${t('channels.diagnostics.last', [problemWords(channel.lastProblem)])}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const ago = (time?: number) => (time === undefined ? t('diagnostics.never') : t('diagnostics.ago', [String(Math.max(0, Math.round((Date.now() - time) / 1000)))]));
const ms = (value?: number) => (value === undefined ? '—' : latencyLabel(0, Math.round(value)) ?? `${Math.round(value)}`);

const PRICE_STATES = {
  off: 'diagnostics.priceOff',
  idle: 'diagnostics.priceIdle',
  connecting: 'diagnostics.priceConnecting',
  live: 'diagnostics.priceLive',
  stale: 'diagnostics.priceStale',
  refused: 'diagnostics.priceRefused',
} as const satisfies Record<StatusSnapshot['prices']['state'], string>;
const describePrices = (prices: StatusSnapshot['prices']) =>
  prices.refusedStatus === undefined
    ? t(PRICE_STATES[prices.state])
    : prices.refusedStatus === 451
      ? t('diagnostics.priceRegion')
      : t('diagnostics.priceRefusedStatus', [String(prices.refusedStatus)]);

/** Per source, the last hour's live headlines and how late they came; "on screen" is when the worker received them. */
function SourceDelaysTable({ sources }: { sources: StatusSnapshot['counters']['sources'] }) {
  if (sources.length === 0) return <p class="hint">{t('diagnostics.sourcesNone')}</p>;
  return (
    <table class="diagnostics source-delays">
      <thead>
        <tr>
          <th scope="col">{t('diagnostics.sourceName')}</th>
          <th scope="col">{t('diagnostics.sourceItems')}</th>
          <th scope="col">{t('diagnostics.sourceMedian')}</th>
          <th scope="col">{t('diagnostics.sourceP95')}</th>
          <th scope="col">{t('diagnostics.sourceOrigin')}</th>
        </tr>
      </thead>
      <tbody>
        {sources.map((row) => (
          <tr key={row.source}>
            <th scope="row">
              <bdi>{row.source}</bdi>
            </th>
            <td>{row.items}</td>
            <td>{ms(row.medianMs)}</td>
            <td>{ms(row.p95Ms)}</td>
            <td>{ms(row.originDelayMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The feed's counters, so a user can tell a quiet feed from a broken setup. */
export function DiagnosticsSection({ status }: { status?: StatusSnapshot }) {
  if (!status) return null;
  const c = status.counters;
  const rows: [string, string | number][] = [
    [t('diagnostics.connection'), describeConnection(status, Date.now()).label],
    [t('diagnostics.frames'), c.frames],
    [t('diagnostics.items'), c.items],
    [t('diagnostics.backfilled'), c.backfilled],
    [t('diagnostics.duplicates'), c.duplicates],
    [t('diagnostics.rejected'), c.rejectedFrames],
    [t('diagnostics.removed'), c.unreadableRemoved],
    [t('diagnostics.reconnects'), c.reconnects],
    [t('diagnostics.lastFrame'), ago(c.lastFrameAt)],
    [t('diagnostics.latency'), ms(c.lastLatencyMs)],
    [t('diagnostics.notifyLatency'), ms(c.lastNotifyLatencyMs)],
    [t('diagnostics.shown'), c.notificationsShown],
    [t('diagnostics.prices'), describePrices(status.prices)],
    [t('diagnostics.priceDropped'), status.prices.dropped],
    [t('diagnostics.storage'), status.storage.kind === 'indexeddb' ? 'IndexedDB' : t('diagnostics.memory', [status.storage.error ?? t('diagnostics.idbFailed')])],
    [t('diagnostics.lastError'), c.lastError ?? t('diagnostics.none')],
  ];
  return (
    <Section id="diagnostics" title={t('options.section.diagnostics')}>
      <table class="diagnostics">
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('diagnostics.sourcesTitle')}</h3>
      <SourceDelaysTable sources={c.sources} />
      <FeedRaceTable rows={status.race} />
      <HopsDiagnostics status={status} />
      <ChannelRows channels={status.channels ?? []} />
      <OutcomeRecord by="source" />
      <OutcomeRecord by="notice" />
    </Section>
  );
}
