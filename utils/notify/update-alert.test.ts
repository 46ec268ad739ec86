import { describe, expect, it } from 'vitest';
import { newsItem } from '@/tests/fixtures/items';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { decide, type Rule } from './rules';
import { alertOnUpdate, UPDATE_NOTIFY_MAX_AGE_MS } from './update-alert';

const now = 1_700_000_000_000;
const item = (over: Partial<NewsItem> = {}): NewsItem => newsItem('a', { title: 'Some news', time: now - 5_000, ...over });
const rule = (over: Partial<Rule> & { match: Rule['match'] }): Rule => ({ id: 'r', name: 'r', enabled: true, action: 'notify', ...over });
const important = rule({ id: 'important', match: { minImportance: 4 } });
const by = (rules: Rule[], defaultAction: 'feed' | 'notify' = 'feed') => (candidate: NewsItem) => decide(candidate, rules, { defaultAction, quietHours: { enabled: false, start: '22:00', end: '07:00' }, now });

describe('alertOnUpdate', () => {
  it('notifies when the note makes an importance rule match where nothing notified', () => {
    expect(alertOnUpdate(item(), { importance: 4 }, by([important]), now)).toMatchObject({ action: 'notify', ruleId: 'important' });
  });

  it('does not notify below the level', () => {
    expect(alertOnUpdate(item(), { importance: 3 }, by([important]), now)).toBeUndefined();
  });

  it('does not notify again an item that notified already', () => {
    const keyword = rule({ id: 'kw', match: { keywords: ['news'] } });
    expect(alertOnUpdate(item(), { importance: 5 }, by([keyword, important]), now)).toBeUndefined();
    expect(alertOnUpdate(item(), { importance: 5 }, by([important], 'notify'), now)).toBeUndefined();
  });

  it('does not notify for the default action alone, nor a rule that only keeps in the feed', () => {
    expect(alertOnUpdate(item(), { importance: 5 }, by([rule({ action: 'feed', match: { minImportance: 2 } })]), now)).toBeUndefined();
  });

  it('never notifies for an item older than the limit', () => {
    expect(alertOnUpdate(item({ time: now - UPDATE_NOTIFY_MAX_AGE_MS - 1 }), { importance: 5 }, by([important]), now)).toBeUndefined();
  });
});
