import { describe, expect, it } from 'vitest';
import type { Notice } from '@newsflash/protocol/notice';
import type { NoticeTitle } from './labelled/notice-titles';
import { rewriteScore, TITLE_REWRITES } from './notice-rewrites';

const titled = (title: string, kind: NoticeTitle['kind'] = 'spot-listing'): NoticeTitle => ({ title, kind, exchange: 'Binance', language: 'en' }) as NoticeTitle;

describe('title rewrites', () => {
  it('change the title and nothing it announces; the ones for Latin titles pass others over', () => {
    const title = 'Binance Will List Sophon (SOPH)';
    for (const [name, rewrite] of Object.entries(TITLE_REWRITES)) {
      const rewritten = rewrite(title);
      if (name === 'full-width letters') expect(rewritten).toBeUndefined();
      else expect(rewritten, name).not.toBe(title);
    }
    expect(TITLE_REWRITES['in capitals']!('币安将上线 SOPH')).toBeUndefined();
    expect(TITLE_REWRITES['full-width letters']!('币安将上线 SOPH')).toBe('币安将上线 ＳＯＰＨ');
  });

  it('score a classifier by what it reads rewritten: the same reading, and the label', () => {
    // A classifier that reads capitals as a listing and anything else as other.
    const classify = ({ title }: NoticeTitle): Notice | undefined =>
      ({ kind: title === title.toUpperCase() ? 'spot-listing' : 'other', exchange: 'Binance', coins: [], markets: [] }) as Notice;
    const titles = [titled('Binance Will List X'), titled('Binance Academy', 'other'), titled('币安将上线 X')];
    expect(rewriteScore(titles, TITLE_REWRITES['in capitals']!, classify)).toEqual({ applied: 2, same: 0, right: 1 });
    // Chinese has no capitals: the stand-in reads it, dated, as a listing, as labelled.
    expect(rewriteScore(titles, TITLE_REWRITES['a date after']!, classify)).toEqual({ applied: 3, same: 3, right: 2 });
  });
});
