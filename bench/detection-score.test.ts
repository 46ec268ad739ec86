import { describe, expect, it } from 'vitest';
import { Detector } from '@/server/coins/detect';
import { precision, recall, scoreDetection } from './detection-score';
import type { LabelledItem } from './labelled/coin-headlines';
import { labelledSets } from './labelled/sets';
import { realCatalog } from './markets/real-market';

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

const sets = await labelledSets();
const detector = new Detector(realCatalog());
const coinsOf = ({ title, en, body, source }: LabelledItem) => detector.detect({ title, en, body, source }).map((suggestion) => suggestion.coin);

describe('the labelled sets the bench scores', () => {
  it('are the hand-written headlines, then the blind lines when bench/labelled/blind-lines.ts is there', () => {
    expect(sets[0]!.name).toBe('coin-headlines');
    expect(sets.slice(1).map((set) => set.name)).toEqual(sets.length > 1 ? ['blind-lines'] : []);
    if (sets.length === 1) console.log('blind-lines: bench/labelled/blind-lines.ts absent, only coin-headlines scored');
  });

  it.each(sets.filter((set) => set.items.length > 0).map((set) => [set.name, set] as const))('scores %s whole, by kind, every expected coin found or missed', (_name, set) => {
    const score = scoreDetection(set.items, coinsOf);
    const expected = set.items.reduce((sum, item) => sum + item.expect.length, 0);
    expect(score.overall.items).toBe(set.items.length);
    expect(Object.values(score.byKind).reduce((sum, tally) => sum + tally.items, 0)).toBe(set.items.length);
    expect(score.overall.right + score.overall.missed).toBe(expected);
    expect(score.wrong).toHaveLength(score.overall.wrongItems);
  });

  it('keeps the hand-written headlines within the bench\'s budgets, precision 0.97 and recall 0.95', () => {
    const score = scoreDetection(sets[0]!.items, coinsOf);
    expect(precision(score.overall), score.wrong.join('\n')).toBeGreaterThanOrEqual(0.97);
    expect(recall(score.overall), score.wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
