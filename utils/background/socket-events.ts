import type { Coalescer } from '@/utils/notify/coalesce';
import { alertMessage } from '@/utils/channels/message';
import type { ChannelSender } from '@/utils/channels/sender';
import { channelTargets } from '@/utils/channels/channel-targets';
import type { ChannelConfig } from '@/utils/channels/config';
import type { ExtraLikes } from '@/utils/race/extra-likes';
import type { LikesFeed } from '@/utils/feed/likes-feed';
import type { NewsFeed } from '@/utils/feed/news-feed';
import type { LiveEvent } from '@/utils/messages';
import type { Clock } from '@/utils/net/net-types';
import type { NewsStore } from '@/utils/store/store-types';
import type { LikesFrame } from '@newsflash/protocol/control';
import type { NewsItem } from '@newsflash/protocol/news-item';
import type { AiNote } from '@newsflash/protocol/ai-note';
import type { Outcome } from '@newsflash/protocol/outcome';
import type { Sound } from '@/utils/notify/sounds';
import { SoundGate } from '@/utils/notify/sound-gate';
import type { TallyOrder } from '@newsflash/protocol/tally-order';
import { createStoreItems, type StoreItemsDeps } from './store-items';
import { raisedOf, type Raised } from '@/utils/notify/sort-by-rules';
import { decide } from '@/utils/notify/rules';
import { alertOnUpdate } from '@/utils/notify/update-alert';
import { createUpdateFrames } from './update-frames';

export interface SocketEventsDeps extends Omit<StoreItemsDeps, 'countUnread'> {
  feed: Pick<NewsFeed, 'on'>;
  /** The first feed itself: its update frames (an item's outcome, the model's note) apply to its own items only, never an extra feed's. */
  firstFeed: Pick<NewsFeed, 'on'>;
  likes: Pick<LikesFeed, 'on'>;
  /** The extra feeds' vote streams, their totals already limited to their own items. */
  extraLikes?: Pick<ExtraLikes, 'on'>;
  clock: Clock;
  coalescer: Pick<Coalescer, 'offer' | 'offerBackfill'>;
  /** The unread count's two calls (badge.ts' Badge fits), named here so a headline's way does not pass through the badge's drawing. */
  badge: { add(count: number): void; clear(): void };
  tallies: Pick<TallyOrder, 'admit'>;
  /** The store once open, for vote totals. */
  tallyStore: () => NewsStore | undefined;
  /** Writes the items waiting in the batch writer: an update frame may come before its item's batch is written. */
  flushItems?: () => Promise<void> | undefined;
  broadcast: (event: LiveEvent) => void;
  /** The reader's phone and chat channels, after the desktop: a slow channel never delays it. */
  channels: Pick<ChannelSender, 'send'>;
  savedChannels: () => readonly ChannelConfig[];
  /** Each item that raised an alert, newest last: the one-keystroke trade opens the newest. */
  alerted: (item: NewsItem, ruleId?: string) => void;
  /** A rule's "sound only": the sound, with no desktop notification. */
  playSound: (sound: Sound) => void;
  /** An item whose outcome was just stored, with it: its rule's follow-up, when one is due (utils/background/follow-ups.ts). */
  followUp?: (item: NewsItem) => void;
}

/**
 * Where what the sockets bring goes. An item, live or backfilled, passes the rules once (`storeItems`);
 * the kept ones are stored, counted unread and reach open pages as one `items` event, and those to
 * raise go to the coalescer. Vote totals
 * are stored and pushed only when newer than the last seen for their item.
 */
export function routeSocketEvents(deps: SocketEventsDeps): { updatesDropped: () => number } {
  const { feed, coalescer, broadcast } = deps;
  const storeItems = createStoreItems({ ...deps, countUnread: (count) => deps.badge.add(count) });
  const sounds = new SoundGate(deps.clock, () => ({ maxPerWindow: deps.alerts().maxPerWindow, windowMs: deps.alerts().windowSeconds * 1000 }));
  /** This computer's part of each raised item: its desktop notification (coalesced) or its sound. */
  const raiseLocal = (entries: readonly Raised[], arrivedAt?: number) => {
    for (const entry of entries) {
      if (entry.local === 'desktop') coalescer.offer(entry.item, entry.sound, arrivedAt);
      else if (entry.local === 'sound' && entry.sound && sounds.admit()) deps.playSound(entry.sound);
    }
  };
  /**
   * Beyond the desktop: the newest alert remembered for the trade key, and each raised item sent to
   * the channels its decision reaches, whether or not this computer raised it (the desktop choice is the desktop's).
   */
  const alertBeyondDesktop = (entries: readonly Raised[], arrivedAt?: number) => {
    for (const { item, ruleId } of entries) deps.alerted(item, ruleId);
    const saved = deps.savedChannels();
    if (saved.length === 0) return;
    for (const { item, ruleId, channels } of entries) {
      const targets = channelTargets(saved, deps.alerts().rules, ruleId, channels);
      if (targets.length > 0) deps.channels.send(alertMessage(item), targets, arrivedAt);
    }
  };
  feed.on('item', ({ item, receivedAt, arrivedAt }) => {
    const { kept } = storeItems([item], receivedAt, (notify) => {
      raiseLocal(notify, arrivedAt);
      alertBeyondDesktop(notify, arrivedAt);
    });
    if (kept.length) broadcast({ type: 'items', items: kept });
  });
  feed.on('backfill', ({ items, initial, quiet }) => {
    const { kept, notify } = storeItems(items, deps.clock.now());
    // The first history after install is context, not news: it is stored but raises nothing.
    if (initial) deps.badge.clear();
    else if (!quiet) {
      const desktop = notify.filter((entry) => entry.local === 'desktop');
      coalescer.offerBackfill(desktop.map((entry) => entry.item), notify.find((entry) => entry.local && entry.sound)?.sound);
      alertBeyondDesktop(notify);
    }
    if (kept.length) broadcast({ type: 'items', items: kept });
  });
  const applyTally = (tally: LikesFrame, arrivedAt?: number) => {
    if (!deps.tallies.admit(tally.newsId, tally.version, arrivedAt)) return;
    void deps.tallyStore()?.setTally(tally.newsId, tally.likes, tally.dislikes);
    broadcast({ type: 'tally', tally });
  };
  deps.likes.on('tally', (tally) => applyTally(tally));
  // An outcome is stored with its item (written first if it still waits in the batch); pages get the item again, which their merge rule updates in place,
  // and the item's rule may follow it up. An outcome for an item not stored (or an extra feed's) stores and raises nothing.
  const applyOutcome = (id: string, outcome: Outcome) =>
    Promise.resolve(deps.flushItems?.())
      .then(() => deps.tallyStore()?.setOutcome(id, outcome))
      .then((item) => {
        if (!item) return;
        broadcast({ type: 'items', items: [item] });
        deps.followUp?.(item);
      });
  // The model's note is kept with its item (once, the batch written first as for an outcome), pages get the item again,
  // and it raises something (here or on a channel) only when it makes a rule newly match a recent item (update-alert.ts).
  const applyAi = (id: string, ai: AiNote) =>
    Promise.resolve(deps.flushItems?.())
      .then(() => deps.tallyStore()?.setAi(id, ai))
      .then((item) => {
        if (!item) return;
        broadcast({ type: 'items', items: [item] });
        const alerts = deps.alerts();
        const now = deps.clock.now();
        const options = { defaultAction: alerts.defaultAction, quietHours: alerts.quietHours, desktop: alerts.desktop, now };
        const decision = alertOnUpdate(item, ai, (candidate) => decide(candidate, alerts.rules, options), now);
        if (!decision) return;
        const raised = raisedOf({ ...item, ai }, decision);
        if (!raised) return;
        raiseLocal([raised]);
        alertBeyondDesktop([raised]);
      });
  // Both wait their turn within one budget (update-frames.ts): a flood of frames is not a flood of storage transactions.
  const updates = createUpdateFrames({ clock: deps.clock, apply: (frame) => (frame.kind === 'outcome' ? applyOutcome(frame.id, frame.outcome) : applyAi(frame.id, frame.ai)) });
  deps.firstFeed.on('outcome', ({ id, outcome }) => updates.offer({ kind: 'outcome', id, outcome }));
  deps.firstFeed.on('ai', ({ id, ai }) => updates.offer({ kind: 'ai', id, ai }));
  deps.extraLikes?.on('tally', ({ via: _via, arrivedAt, ...tally }) => applyTally(tally, arrivedAt));
  return { updatesDropped: updates.dropped };
}
