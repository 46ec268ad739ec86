import { describe, expect, it } from 'vitest';
import { precision, recall, scoreDetection } from './detection-score';
import type { LabelledItem } from './labelled/coin-headlines';

const items: LabelledItem[] = [
  { kind: 'notice', source: 'Binance EN', title: 'Binance Will List Sonic (S)', expect: ['S'], allow: ['BNB'] },
  { kind: 'post', source: 'Twitter', title: 'Someone (@someone)', body: 'eth/btc\nlooks ready', expect: ['ETH'], allow: ['BTC'] },
  { kind: 'trap', source: 'Blogs', title: 'THE BLOCK: The people have spoken', expect: [] },
];

describe('scoring detection against labels', () => {
  it('counts allowed coins as neither right nor extra, and prints one line per wrong item with its kind', () => {
    const found: Record<string, string[]> = { 'Binance Will List Sonic (S)': ['S', 'BNB'], 'Someone (@someone)': ['BTC'], 'THE BLOCK: The people have spoken': ['THE', 'PEOPLE'] };
    const score = scoreDetection(items, (item) => found[item.title]!);
    expect(score.overall).toEqual({ items: 3, right: 1, extra: 2, missed: 1, wrongItems: 2 });
    expect(score.byKind.notice).toEqual({ items: 1, right: 1, extra: 0, missed: 0, wrongItems: 0 });
    expect(score.byKind.trap).toEqual({ items: 1, right: 0, extra: 2, missed: 0, wrongItems: 1 });
    expect(precision(score.overall)).toBeCloseTo(1 / 3);
    expect(recall(score.overall)).toBeCloseTo(1 / 2);
    expect(score.wrong).toEqual(['  post   -ETH: Someone (@someone) | eth/btc ⏎ looks ready', '  trap   +THE +PEOPLE: THE BLOCK: The people have spoken']);
  });

  it('counts a coin found twice once, and reads a kind with nothing to find as perfect', () => {
    const score = scoreDetection(items, (item) => [...item.expect, ...item.expect]);
    expect(score.overall).toEqual({ items: 3, right: 2, extra: 0, missed: 0, wrongItems: 0 });
    expect([precision(score.byKind.trap), recall(score.byKind.trap)]).toEqual([1, 1]);
    expect(score.wrong).toEqual([]);
  });
});
