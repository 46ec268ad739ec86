import { shownCount, t } from '@/utils/base/i18n';
import type { StatusSnapshot } from '@/utils/messages';
import { uiLanguage } from '@/utils/base/i18n';
import { numberFormat } from '@/utils/base/intl';
import { signedMs } from '@/utils/race/race-words';

/** The race between feeds, per feed: its live items, the share it delivered first, its median lead (+) or lag (−). */
export function FeedRaceTable({ rows }: { rows: StatusSnapshot['race'] }) {
  if (!rows) return null;
  return (
    <>
      <h3>{t('diagnostics.raceTitle')}</h3>
      <table class="diagnostics feed-race">
        <thead>
          <tr>
            <th scope="col">{t('diagnostics.raceFeed')}</th>
            <th scope="col">{t('diagnostics.raceItems')}</th>
            <th scope="col">{t('diagnostics.raceFirst')}</th>
            <th scope="col">{t('diagnostics.raceMedian')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <bdi>{row.feed}</bdi>
                {row.error && <span class="hint"> {row.error}</span>}
                {row.connection && row.connection !== 'open' && <span class="hint"> {t('diagnostics.raceDown')}</span>}
                {row.votes && row.votes.connection !== 'open' && <span class="hint"> {t('diagnostics.raceVotesDown')}</span>}
                {row.votes && row.votes.refused > 0 && <span class="hint"> {t('diagnostics.raceVotesRefused', [shownCount(row.votes.refused)])}</span>}
                {row.dropped !== undefined && <span class="hint"> {t('diagnostics.raceItemsDropped', [String(row.dropped)])}</span>}
              </th>
              <td>{row.items}</td>
              <td>{numberFormat(uiLanguage(), { style: 'percent' }).format(row.firstShare)}</td>
              <td>{signedMs(row.medianMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
