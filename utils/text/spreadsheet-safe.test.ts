import { describe, expect, it } from 'vitest';
import { historyCsv } from '@/utils/settings-forms/vote-history';
import { csvCell } from '@/utils/outcomes/record-csv';
import { spreadsheetSafe } from './spreadsheet-safe';

const running = ['=1+1', '+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '\n=1', ' =HYPERLINK("x")', '\u00a0\u200b=1', '＝HYPERLINK("x")', '＋1', '－1', '＠x'];
const plain = ['Binance lists ARB', 'ARB +10 %', 'a=b', "'=already", '', '1-1', 'ＡＲＢ'];

describe('spreadsheetSafe', () => {
  it.each(running)('leads %j with an apostrophe', (text) => {
    expect(spreadsheetSafe(text)).toBe(`'${text}`);
  });

  it.each(plain)('leaves %j as it is', (text) => {
    expect(spreadsheetSafe(text)).toBe(text);
  });

  it('guards every CSV the extension writes: the outcome record and the vote history', () => {
    for (const text of running) {
      expect(csvCell(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
      const title = historyCsv([{ newsId: 'n', vote: 'like', title: text, feed: 'main' }]).split('\r\n')[1]!.split(',')[3]!;
      expect(title.replace(/^"/, '')).toMatch(/^'/);
    }
  });
});
