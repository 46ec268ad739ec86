import { percentile as nearestRank } from '@newsflash/protocol/percentile';

/** Percentile `p` (0..100) of unsorted values, by the one nearest-rank rule; NaN for none. */
export function percentile(values: number[], p: number): number {
  return values.length === 0 ? Number.NaN : nearestRank([...values].sort((a, b) => a - b), p / 100);
}

export interface Figure {
  figure: string;
  value: number | string;
  unit: string;
  budget?: string;
  baseline?: string;
}

export function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [
    f.figure,
    typeof f.value === 'number' ? `${+f.value.toFixed(2)} ${f.unit}` : `${f.value} ${f.unit}`.trim(),
    f.budget ?? '',
    f.baseline ?? '',
  ]);
  const header = ['figure', 'value', 'budget', 'baseline (same run)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
