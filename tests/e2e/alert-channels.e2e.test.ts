import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChannelStandIns, type ChannelStandIns } from '@/devkit/stand-ins/alert-channels';
import { defaultAlerts } from '@/utils/settings/schema';
import type { ChannelConfig } from '@/utils/channels/config';
import { ATTEMPTS_MAX } from '@/utils/channels/sender';
import { ext } from './extension-api';
import { launch, until, type BrowserKind } from './harness';
import { E2eService } from './service';

/**
 * Alerts reaching a phone or chat, from the built extension's worker to stand-ins of each channel's
 * API (devkit/stand-ins/alert-channels.ts): one request per alert on each channel, none for an item
 * a rule holds back or a story's second copy, and a channel limiting or never answering leaves the
 * desktop notification and the other channels on time.
 */
describe.each<BrowserKind>(['chromium', 'firefox'])('alert channels in %s', (kind) => {
  let service: E2eService;
  let channels: ChannelStandIns;

  beforeAll(async () => {
    service = new E2eService();
    await service.start();
    channels = await startChannelStandIns();
    channels.misbehave('/services/limited', { status: 429, retryAfter: 600 });
    channels.misbehave('/services/silent', 'hang');
  });
  afterAll(async () => {
    await channels.close();
    await service.dispose();
  });

  it('sends each alert once to each channel, holds back what the rules hold back, and a stuck channel delays nothing', async () => {
    const key = await service.admin.addKey(`channels-${kind}`);
    const common = { enabled: true, every: true };
    const saved: ChannelConfig[] = [
      { ...common, id: 'ntfy', name: 'ntfy', kind: 'ntfy', topicUrl: `${channels.url}/newsflash-e2e`, token: 'tk_e2e' },
      { ...common, id: 'tg', name: 'Telegram', kind: 'telegram', botToken: '123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', chatId: '-100123', server: channels.url },
      { ...common, id: 'po', name: 'Pushover', kind: 'pushover', user: 'u'.repeat(30), token: 'a'.repeat(30), server: channels.url },
      { ...common, id: 'dc', name: 'Discord', kind: 'webhook', url: `${channels.url}/api/webhooks/1/abc`, shape: 'discord' },
      { ...common, id: 'limited', name: 'Limited', kind: 'webhook', url: `${channels.url}/services/limited`, shape: 'slack' },
      { ...common, id: 'silent', name: 'Silent', kind: 'webhook', url: `${channels.url}/services/silent`, shape: 'slack' },
    ];
    const quiet = { id: 'quiet', name: 'Quiet', enabled: true, action: 'feed', match: { keywords: ['quietly'] } };
    const session = await launch(kind);
    try {
      const page = await session.open('/popup.html');
      await ext.configure(page, { serverAddress: service.url, apiKey: key, channels: saved, alerts: { ...defaultAlerts, rules: [quiet], maxPerWindow: 20 } });
      await until(() => ext.status(page), (s) => s.feed.login.state === 'ok', 'a logged-in connection');

      const first = await service.publish({ title: 'New Listing: BERA/USDT', source: 'Bybit', url: 'https://announcements.bybit.com/en/article/bera-e2e' });
      // The silent channel still holds its request open: the desktop notification did not wait for it.
      await until(() => ext.notifications(page), (all) => `newsflash:item:${first}` in all, 'the desktop notification');
      const api = (name: string) => channels.requests.filter((request) => request.api === name);
      await until(async () => ['ntfy', 'telegram', 'pushover', 'discord'].map((name) => api(name).length), (counts) => counts.every((n) => n === 1), 'one request on each answering channel');
      const held = await service.publish({ title: 'Something happened quietly today', source: 'Blogs' });
      const echo = await service.publish({ title: 'COINDESK: Bybit lists Berachain', source: 'Blogs', url: 'https://announcements.bybit.com/en/article/bera-e2e/?utm_source=coindesk' });
      const next = await service.publish({ title: 'A second alert for every channel' });
      await until(() => ext.notifications(page), (all) => `newsflash:item:${next}` in all, 'the next notification');
      await until(async () => api('pushover').length, (n) => n === 2, 'the next alert on Pushover');
      await until(() => ext.storedIds(page), (ids) => ids.includes(held) && ids.includes(echo), 'the held-back item and the echo stored');
      // Pushover's second request says nothing of the other channels' or of the limited and silent ones' first:
      // each is waited for, then counted exactly.
      const path = (wanted: string) => channels.requests.filter((request) => request.path === wanted).length;
      await until(
        async () => [...['ntfy', 'telegram', 'discord'].map((name) => api(name).length), path('/services/limited'), path('/services/silent')],
        ([ntfy, telegram, discord, limited, silent]) => ntfy! >= 2 && telegram! >= 2 && discord! >= 2 && limited! >= 1 && silent! >= 1,
        'the next alert on every answering channel, and the limited and silent ones asked',
      );

      for (const name of ['ntfy', 'telegram', 'pushover', 'discord']) expect(api(name)).toHaveLength(2);
      const titles = channels.requests.filter((request) => request.api === 'ntfy').map((request) => request.body.title);
      expect(titles).toEqual(['New Listing: BERA/USDT', 'A second alert for every channel']);
      expect(api('ntfy')[0]).toMatchObject({ authorization: 'Bearer tk_e2e', body: { topic: 'newsflash-e2e', click: 'https://announcements.bybit.com/en/article/bera-e2e' } });
      expect(api('telegram')[0]!.body).toEqual({ chat_id: '-100123', text: expect.stringContaining('New Listing: BERA/USDT') });
      // The limited channel was asked once and rests for its Retry-After; the silent one is given up
      // after its time-out and tried again only after a rest, never more than ATTEMPTS_MAX times.
      expect(channels.requests.filter((request) => request.path === '/services/limited')).toHaveLength(1);
      expect(channels.requests.filter((request) => request.path === '/services/silent').length).toBeGreaterThanOrEqual(1);
      expect(channels.requests.filter((request) => request.path === '/services/silent').length).toBeLessThanOrEqual(ATTEMPTS_MAX);
      // A request's outcome reaches the worker's status after the stand-in has counted it.
      const states = await until(
        async () => (await ext.status(page)).channels,
        (all) => {
          const [limited, tg] = [all.find((state) => state.id === 'limited'), all.find((state) => state.id === 'tg')];
          return limited?.lastProblem !== undefined && limited.queued >= 2 && tg !== undefined && tg.sent + tg.failed >= 2;
        },
        'the limited channel resting with both alerts, and both Telegram requests settled',
      );
      expect(states.find((state) => state.id === 'limited')).toMatchObject({ sent: 0, queued: 2, lastProblem: { kind: 'limited', waitMs: 600_000 } });
      expect(states.find((state) => state.id === 'tg')).toMatchObject({ sent: 2, failed: 0 });
    } finally {
      await session.close();
    }
  });
});
