import { spreadsheetSafe } from '@/utils/text/spreadsheet-safe';
import type { RecordRow } from './record';

/**
 * A cell as spreadsheets read it safely: quoted, quotes doubled, and text that a spreadsheet would
 * run as a formula led by an apostrophe (spreadsheet-safe.ts).
 */
export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return `"${spreadsheetSafe(value).replaceAll('"', '""')}"`;
}

const percent = (share: number | undefined) => (share === undefined ? undefined : Math.round(share * 1000) / 10);
const rounded = (move: number | undefined) => (move === undefined ? undefined : Math.round(move * 100) / 100);

/** The 12 column names, in the reader's language. */
export type RecordHeader = readonly string[];

/**
 * The record as CSV (RFC 4180, CRLF), one row per group: the group as the page names it, items,
 * measured and moved-enough at 5 and 30 min (percent), the median moves, the best and worst items
 * (their links) with their moves. `header` names those 12 columns.
 */
export function recordCsv(rows: readonly RecordRow[], label: (key: string) => string, header: RecordHeader): string {
  const lines = rows.map((row) =>
    [
      csvCell(label(row.key)),
      csvCell(row.items),
      csvCell(row.measured5),
      csvCell(percent(row.share5)),
      csvCell(row.measured30),
      csvCell(percent(row.share30)),
      csvCell(rounded(row.median5)),
      csvCell(rounded(row.median30)),
      csvCell(row.best && (row.best.item.link ?? row.best.item.title)),
      csvCell(rounded(row.best?.move)),
      csvCell(row.worst && (row.worst.item.link ?? row.worst.item.title)),
      csvCell(rounded(row.worst?.move)),
    ].join(','),
  );
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}
