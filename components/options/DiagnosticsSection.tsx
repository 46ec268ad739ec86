import type { StatusSnapshot } from '@/utils/messages';
import { describeConnection } from '../ConnectionPill';
import { Section } from './Section';

const ago = (time?: number) => (time === undefined ? 'never' : `${Math.max(0, Math.round((Date.now() - time) / 1000))} s ago`);
const ms = (value?: number) => (value === undefined ? '—' : `${Math.round(value)} ms`);

const PRICE_STATES: Record<StatusSnapshot['prices']['state'], string> = {
  off: 'off',
  idle: 'on; no page shows a coin',
  connecting: 'connecting',
  live: 'live',
  stale: 'stale: no price for over a minute, reconnecting',
  refused: 'refused by the price source',
};
const describePrices = (prices: StatusSnapshot['prices']) =>
  prices.refusedStatus === undefined
    ? PRICE_STATES[prices.state]
    : `refused by the price source (HTTP ${prices.refusedStatus}${prices.refusedStatus === 451 ? ': not available in your region' : ''}); not retried until the source changes`;

/** The feed's counters, so a user can tell a quiet feed from a broken setup. */
export function DiagnosticsSection({ status }: { status?: StatusSnapshot }) {
  if (!status) return null;
  const c = status.counters;
  const rows: [string, string | number][] = [
    ['Connection', describeConnection(status, Date.now()).label],
    ['Frames received', c.frames],
    ['Headlines received', c.items],
    ['Caught up after reconnects', c.backfilled],
    ['Duplicates dropped', c.duplicates],
    ['Unreadable frames dropped', c.rejectedFrames],
    ['Stored items with an impossible time, removed at start', c.unreadableRemoved],
    ['Reconnects', c.reconnects],
    ['Last frame', ago(c.lastFrameAt)],
    ['Latency of the last headline (received − published)', ms(c.lastLatencyMs)],
    ['Frame to notification (last)', ms(c.lastNotifyLatencyMs)],
    ['Notifications shown', c.notificationsShown],
    ['Price moves', describePrices(status.prices)],
    ['Unreadable price frames dropped', status.prices.dropped],
    ['Storage', status.storage.kind === 'indexeddb' ? 'IndexedDB' : `memory only (${status.storage.error ?? 'IndexedDB failed'})`],
    ['Last error seen (it may be over)', c.lastError ?? 'none'],
  ];
  return (
    <Section id="diagnostics" title="Diagnostics">
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
    </Section>
  );
}
