import { describe, expect, it } from 'vitest';
import type { Outcome } from '@newsflash/protocol/outcome';
import { outcomeRecord, type RecordItem } from './record';
import { csvCell, recordCsv } from './record-csv';

const NOW = 1_760_000_000_000;
const DAY = 24 * 60 * 60_000;
const span = (move: number, rise = Math.max(move, 0), fall = Math.min(move, 0)) => ({ price: 1, move, rise, fall });
const item = (id: string, source: string, spans: Outcome['coins'][number]['spans'], over: Partial<RecordItem> = {}): RecordItem & { source: string } => ({
  id,
  title: `${id} headline`,
  time: NOW - DAY,
  source,
  outcome: { coins: [{ coin: 'ARB', market: 'binance', symbol: 'ARBUSDT', spans }] },
  ...over,
});
const upNotice: RecordItem['notice'] = { kind: 'spot-listing', exchange: 'Binance', coins: ['ARB'], markets: [], sign: '+' };
const bySource = (entry: RecordItem) => [(entry as RecordItem & { source: string }).source];

describe('outcomeRecord', () => {
  it("counts a group's items, the share that moved past the threshold its way, the median, best and worst", () => {
    const items = [
      item('a', 'Binance EN', { '5m': span(3), '30m': span(6) }, { notice: upNotice }),
      item('b', 'Binance EN', { '5m': span(-4, 1, -4), '30m': span(-1, 1, -5) }, { notice: upNotice }),
      item('c', 'Binance EN', { '5m': { missed: true } }),
      item('d', 'Blogs', { '5m': span(-2.5, 0, -2.5) }),
      item('old', 'Binance EN', { '5m': span(50) }, { time: NOW - 8 * DAY }),
    ];
    const rows = outcomeRecord(items, bySource, { now: NOW, days: 7, threshold: 2 });
    expect(rows.map((row) => row.key)).toEqual(['Binance EN', 'Blogs']);
    const [binance, blogs] = rows;
    expect(binance).toMatchObject({ items: 3, measured5: 2, share5: 0.5, measured30: 2, share30: 0.5, median5: -0.5, median30: 2.5 });
    // b rose only 1 % when it should have risen: its fall of 4 % does not count for an up notice.
    expect(binance!.best).toMatchObject({ item: { id: 'a' }, move: 6 });
    expect(binance!.worst).toMatchObject({ item: { id: 'b' }, move: -1 });
    // No sign: either way counts.
    expect(blogs).toMatchObject({ items: 1, measured5: 1, share5: 1, median5: -2.5, measured30: 0 });
    expect(outcomeRecord(items, bySource, { now: NOW, days: 30, threshold: 2 })[0]!.items).toBe(4);
  });

  it("counts an item dated ahead of this computer's clock by a skew, not one a day ahead or without a time", () => {
    const items = [
      item('behind', 'S', { '5m': span(3) }, { time: NOW + 5 * 60_000 }),
      item('hostile', 'S', { '5m': span(50) }, { time: NOW + 2 * DAY }),
      item('nan', 'S', { '5m': span(50) }, { time: Number.NaN }),
    ];
    expect(outcomeRecord(items, bySource, { now: NOW, days: 7, threshold: 2 })).toEqual([expect.objectContaining({ key: 'S', items: 1, median5: 3 })]);
  });

  it('leaves out items without an outcome from shares and medians, not from the count', () => {
    const rows = outcomeRecord([item('x', 'S', {}, { outcome: undefined })], bySource, { now: NOW, days: 7, threshold: 1 });
    expect(rows).toEqual([{ key: 'S', items: 1, measured5: 0, measured30: 0 }]);
  });
});

describe('recordCsv', () => {
  it('writes one quoted row per group, and never a cell a spreadsheet would run', () => {
    const rows = outcomeRecord([item('a', '=HYPERLINK("evil")', { '5m': span(3) }, { link: 'https://x.test/a' })], bySource, { now: NOW, days: 7, threshold: 2 });
    const csv = recordCsv(rows, (key) => key, ['group', 'items', 'm5', 's5', 'm30', 's30', 'med5', 'med30', 'best', 'bestMove', 'worst', 'worstMove']);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"group","items","m5","s5","m30","s30","med5","med30","best","bestMove","worst","worstMove"');
    expect(lines[1]).toBe(`"'=HYPERLINK(""evil"")",1,1,100,0,,3,,"https://x.test/a",3,"https://x.test/a",3`);
    expect([csvCell('-1+1'), csvCell('@x'), csvCell('plain'), csvCell(Number.NaN)]).toEqual([`"'-1+1"`, `"'@x"`, '"plain"', '']);
  });
});
