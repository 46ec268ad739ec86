import { describe, expect, it } from 'vitest';
import { parseNewsFrame } from '@newsflash/protocol/frames';
import { defaultAlerts } from '@/utils/settings/schema';
import { warmFrames, warmItemPath } from './warm-path';

const now = Date.UTC(2026, 10, 27, 12);
const context = { browser: 'chrome' as const, fallbackIcon: 'chrome-extension://x/icon/128.png', remoteIcons: false, canVote: true, allowRequireInteraction: false };

describe('warmItemPath', () => {
  it('reads its frames as the items a live frame would be, so the warm-up runs the whole path and not a rejection', () => {
    for (const frame of warmFrames(now)) expect(parseNewsFrame(frame).kind).toBe('item');
    const [notice, plain] = warmItemPath({ now: () => now, alerts: () => defaultAlerts, context: () => context }, 2);
    expect(notice?.notice).toMatchObject({ kind: 'spot-listing', sign: '+', coins: ['WARM'] });
    expect(notice?.hops).toBeDefined();
    expect(notice?.link).toBe('https://www.binance.com/en/support/announcement/warm');
    expect(plain?.title).toBe('Warmup');
  });

  it('runs the reader\'s own rules, whatever they are, and asks for the alerts and the context once a round at most', () => {
    let alertsRead = 0;
    let contexts = 0;
    const rules = [{ ...defaultAlerts.rules[0]!, id: 'pattern', match: { pattern: 'list(ing|s)' } }];
    warmItemPath({ now: () => now, alerts: () => (alertsRead++, { ...defaultAlerts, rules }), context: () => (contexts++, context) }, 3);
    expect(alertsRead).toBe(1);
    expect(contexts).toBe(6);
  });
});
