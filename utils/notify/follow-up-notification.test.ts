import { describe, expect, it } from 'vitest';
import { newsItem } from '@/tests/fixtures/items';
import type { FollowUpAlert } from './follow-up';
import { followUpHeading, raiseFollowUp } from './follow-up-notification';

const alert: FollowUpAlert = { itemId: 'a', ruleId: 'r', coin: 'EXMP', move: 6.24, minutes: 5, decision: { action: 'notify', ruleId: 'r' } };

describe('the follow-up notification', () => {
  it('says the coin, its move signed and the span; a fall with a minus sign', () => {
    expect(followUpHeading(alert)).toBe('EXMP +6.2 % in 5 min after');
    expect(followUpHeading({ ...alert, move: -12.06, minutes: 1 })).toBe('EXMP −12.1 % in 1 min after');
  });

  it('has an id of its own beside the item’s, the headline on one line and at most 300 characters', async () => {
    const created: [string, { title: string; message: string }][] = [];
    const browser = {
      notifications: { create: async (id: string, options: { title: string; message: string }) => void created.push([id, options]) },
      runtime: { getURL: (path: string) => `ext://${path}` },
    };
    await raiseFollowUp(browser as never, alert, newsItem('a', { title: `Exchange\nlists   EXMP ${'x'.repeat(400)}` }));
    const [[id, options]] = created as [[string, { title: string; message: string }]];
    expect(id).toBe('newsflash:followup:a');
    expect(options.title).toBe('EXMP +6.2 % in 5 min after');
    expect(options.message.startsWith('Exchange lists EXMP x')).toBe(true);
    expect(options.message).toHaveLength(300);
  });
});
