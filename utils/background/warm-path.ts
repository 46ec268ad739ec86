import { parseNewsFrame } from '@newsflash/protocol/frames';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { raceKeys, raceText } from '@/utils/race/race-keys';
import { buildNotification, type NotificationContext } from '@/utils/notify/notification-options';
import { compilePattern } from '@/utils/notify/pattern';
import { decide, type Rule } from '@/utils/notify/rules';
import type { AlertSettings } from '@/utils/settings/schema';

/** Rounds of the made-up frames: enough for the engine to compile the path's functions, a few ms at start. */
export const WARM_ROUNDS = 20;

/** Frames in the shapes the service sends: a plain item, and a listing notice with hops, coins and prices (their words one token each: no reader sees them). */
export function warmFrames(now: number): string[] {
  const notice = {
    _id: 'newsflash-warm-notice',
    title: 'WARM',
    en: 'WARM',
    body: 'WARM/USDT',
    time: now,
    type: 'direct',
    source: 'Binance',
    sourceName: 'Binance',
    link: 'https://www.binance.com/en/support/announcement/warm',
    url: 'https://www.binance.com/en/support/announcement/warm',
    icon: 'https://news.example/icon.png',
    coin: 'WARM',
    symbols: ['WARMUSDT'],
    suggestions: [{ coin: 'WARM', found: ['WARM'], symbols: [{ exchange: 'binance', symbol: 'WARMUSDT' }] }],
    firstPrice: { WARMUSDT: 1.5 },
    hops: { origin: now, read: now, sent: now },
    notice: { kind: 'spot-listing', sign: '+', exchange: 'Binance', coins: ['WARM'], markets: ['WARM_USDT'], at: now + 3_600_000 },
  };
  const plain = { _id: 'newsflash-warm-item', title: 'Warmup', body: 'Warmup', time: now, source: 'Newsflash', hops: { read: now, sent: now } };
  return [JSON.stringify(notice), JSON.stringify(plain)];
}

export interface WarmPathDeps {
  now: () => number;
  alerts: () => Pick<AlertSettings, 'rules' | 'defaultAction' | 'quietHours' | 'desktop'>;
  context: () => NotificationContext;
}

/**
 * Runs made-up frames through what every item's frame runs before its notification (zod's check,
 * the model, the race's keys and text, the reader's rules with their patterns, the notification's text with
 * the reader's time zone), showing and storing nothing. A worker that starts fresh otherwise pays
 * for zod's lazily built shapes, the patterns' compiling, the zone's data and cold code on the first
 * item after it wakes: the very item a trader is waiting for. Returns the items read, for tests.
 */
export function warmItemPath(deps: WarmPathDeps, rounds = WARM_ROUNDS): NewsItem[] {
  const read: NewsItem[] = [];
  const alerts = deps.alerts();
  const rules: readonly Rule[] = alerts.rules;
  for (let round = 0; round < rounds; round++) {
    for (const frame of warmFrames(deps.now())) {
      const parsed = parseNewsFrame(frame);
      if (parsed.kind !== 'item') continue;
      raceKeys(parsed.item);
      raceText(parsed.item);
      decide(parsed.item, rules, { defaultAction: alerts.defaultAction, quietHours: alerts.quietHours, desktop: alerts.desktop, now: deps.now() });
      buildNotification({ kind: 'item', item: parsed.item }, deps.context());
      if (round > 0) continue;
      read.push(parsed.item);
      // The first match ends `decide`, so later rules' patterns would first run on a real item: each runs once here.
      for (const rule of rules) {
        const compiled = rule.enabled && rule.match.pattern ? compilePattern(rule.match.pattern) : undefined;
        if (compiled?.ok) compiled.test(parsed.item.title);
      }
    }
  }
  return read;
}
