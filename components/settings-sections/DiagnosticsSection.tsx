import { shownCount, t } from '@/utils/base/i18n';
import type { StatusSnapshot } from '@/utils/messages';
import { describeConnection } from '../ConnectionPill';
import { hopDuration } from '@/utils/hops/hop-duration';
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
                {t('channels.diagnostics.row', [shownCount(channel.sent), shownCount(channel.failed), shownCount(channel.dropped), shownCount(channel.queued)])}
                {channel.restingUntil !== undefined && ` · ${t('channels.diagnostics.resting', [hopDuration(Math.max(0, channel.restingUntil - Date.now()))])}`}
                {channel.lastProblem && ` · ${t('channels.diagnostics.last', [problemWords(channel.lastProblem)])}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const ago = (time?: number) => (time === undefined ? t('diagnostics.never') : t('diagnostics.ago', [hopDuration(Math.max(0, Date.now() - time))]));
/** Every duration written as one, however long (a p95 of 25 min was once printed as 1538301). */
const ms = (value?: number) => (value === undefined ? '—' : hopDuration(value));

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
    [t('diagnostics.updatesDropped'), c.updatesDropped],
    [t('diagnostics.reconnects'), c.reconnects],
    [t('diagnostics.lastFrame'), ago(c.lastFrameAt)],
    [t('diagnostics.latency'), ms(c.lastLatencyMs)],
    [t('diagnostics.notifyLatency'), ms(c.lastNotifyLatencyMs)],
    [t('diagnostics.shown'), c.notificationsShown],
    [t('diagnostics.prices'), describePrices(status.prices)],
    [t('diagnostics.priceDropped'), shownCount(status.prices.dropped)],
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
              <td>{typeof value === 'number' ? shownCount(value) : value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <HopsDiagnostics status={status} />
      <FeedRaceTable rows={status.race} />
      <ChannelRows channels={status.channels ?? []} />
      <OutcomeRecord by="source" />
      <OutcomeRecord by="notice" />
    </Section>
  );
}
