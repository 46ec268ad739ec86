import { describe, expect, it } from 'vitest';
import { newsItem } from '@/tests/fixtures/items';
import type { Decision } from './rules';
import { sortByRules } from './sort-by-rules';

describe('sortByRules', () => {
  it('drops hidden items, keeps the rest stamped, and lists the ones to notify with their sound', () => {
    const decisions: Record<string, Decision> = {
      hidden: { action: 'hide' },
      quiet: { action: 'feed', note: 'quiet hours' },
      plain: { action: 'notify' },
      loud: { action: 'notify-sound', sound: 'chime' },
    };
    const items = Object.keys(decisions).map((id) => newsItem(id));
    const sorted = sortByRules(items, 5_000, (candidate) => decisions[candidate.id]!);
    expect(sorted.kept.map((kept) => [kept.id, kept.receivedAt])).toEqual([
      ['quiet', 5_000],
      ['plain', 5_000],
      ['loud', 5_000],
    ]);
    expect(sorted.notify.map((entry) => [entry.item.id, entry.sound])).toEqual([
      ['plain', undefined],
      ['loud', 'chime'],
    ]);
  });

  it('takes nothing from nothing', () => {
    expect(sortByRules([], 0, () => ({ action: 'notify' }))).toEqual({ kept: [], notify: [] });
  });
});
