import { useEffect, useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { NoticeKind } from '@newsflash/protocol/notice';
import { t } from '@/utils/base/i18n';
import { sendMessage } from '@/utils/messages';
import { channelReach, matches, type Rule } from '@/utils/notify/rules';
import { outcomeRecord, type RecordItem, type RecordRow } from '@/utils/outcomes/record';
import { recordCsv } from '@/utils/outcomes/record-csv';
import type { StoredItem } from '@/utils/store/store-types';
import { noticeKindLabel } from '@/utils/text/notice-text';
import { signedPercent } from '@/utils/text/signed-percent';
import { download } from '../download';

/** The stored items read for the record: the store's newest, as many as a page keeps. */
const RECORD_SAMPLE = 5_000;

export type RecordBy = 'rule' | 'source' | 'notice';

/**
 * Which groups an item counts in: the rule that raised it (the first enabled match, as `decide`
 * picks) on this computer or on a phone or chat channel, its source, or its notice's kind.
 */
function grouping(by: RecordBy, rules: readonly Rule[]): (item: StoredItem) => string[] {
  if (by === 'source') return (item) => [item.source];
  if (by === 'notice') return (item) => (item.notice ? [item.notice.kind] : []);
  return (item) => {
    const rule = rules.find((candidate) => candidate.enabled && matches(candidate, item));
    return rule && channelReach(rule, rule.action) ? [rule.id] : [];
  };
}

const share = (value: number | undefined, of: number) => (value === undefined ? '–' : t('record.share', [String(Math.round(value * 100)), String(of)]));
const move = (value: number | undefined) => (value === undefined ? '–' : signedPercent(value));

function ItemLink({ entry }: { entry?: RecordRow['best'] }) {
  if (!entry) return <>–</>;
  const text = `${signedPercent(entry.move)} ${entry.item.title}`;
  return entry.item.link ? (
    <a href={entry.item.link} target="_blank" rel="noreferrer noopener">
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}

/**
 * What each rule (or source, or notice kind) is worth: over the last 7 or 30 days, how many items it
 * alerted, the share whose main coin moved at least the reader's threshold its way within 5 and 30
 * minutes (a notice's sign gives the way; none: either), the median move, the best and worst
 * items, and the same as CSV. Reads the stored items with their outcomes (utils/outcomes/record.ts).
 */
export function OutcomeRecord({ by, rules = [], load }: { by: RecordBy; rules?: readonly Rule[]; load?: () => Promise<StoredItem[]> }) {
  const [items, setItems] = useState<StoredItem[]>();
  const [days, setDays] = useState<7 | 30>(7);
  const [threshold, setThreshold] = useState(2);
  useEffect(() => {
    void (load ?? (() => sendMessage(browser, 'recentItems', { limit: RECORD_SAMPLE })))().then(setItems, () => setItems([]));
  }, []);
  const label = (key: string) => (by === 'rule' ? (rules.find((rule) => rule.id === key)?.name ?? key) : by === 'notice' ? noticeKindLabel(key as NoticeKind) : key);
  const rows = useMemo(
    () => (items ? outcomeRecord(items as RecordItem[], grouping(by, rules) as (item: RecordItem) => string[], { now: Date.now(), days, threshold }) : []),
    [items, by, rules, days, threshold],
  );
  const header = [t(`record.by.${by}`), t('record.items'), t('record.measured5'), t('record.within5'), t('record.measured30'), t('record.within30'), t('record.median5'), t('record.median30'), t('record.best'), t('record.bestMove'), t('record.worst'), t('record.worstMove')];

  return (
    <div class="outcome-record">
      <h3>{t(`record.title.${by}`)}</h3>
      <p class="controls">
        <label>
          {t('record.window')}{' '}
          <select value={days} onChange={(event) => setDays(Number(event.currentTarget.value) === 30 ? 30 : 7)}>
            <option value="7">{t('record.days7')}</option>
            <option value="30">{t('record.days30')}</option>
          </select>
        </label>{' '}
        <label>
          {t('record.threshold')}{' '}
          <input type="number" min="0.1" max="100" step="0.1" value={threshold} onChange={(event) => setThreshold(Math.min(100, Math.max(0.1, Number(event.currentTarget.value) || 2)))} />
        </label>{' '}
        {rows.length > 0 && (
          // Made at the press and let go after (download.ts): a blob per render would be kept for the page's life.
          <button type="button" class="secondary" onClick={() => download(`newsflash-record-${by}-${days}d.csv`, recordCsv(rows, label, header), 'text/csv;charset=utf-8')}>
            {t('record.csv')}
          </button>
        )}
      </p>
      {items === undefined ? null : rows.length === 0 ? (
        <p class="hint">{t('record.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{header[0]}</th>
              <th>{t('record.items')}</th>
              <th>{t('record.within5')}</th>
              <th>{t('record.within30')}</th>
              <th>{t('record.median5')}</th>
              <th>{t('record.median30')}</th>
              <th>{t('record.best')}</th>
              <th>{t('record.worst')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  <bdi>{label(row.key)}</bdi>
                </th>
                <td>{row.items}</td>
                <td>{share(row.share5, row.measured5)}</td>
                <td>{share(row.share30, row.measured30)}</td>
                <td>{move(row.median5)}</td>
                <td>{move(row.median30)}</td>
                <td>
                  <ItemLink entry={row.best} />
                </td>
                <td>
                  <ItemLink entry={row.worst} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
