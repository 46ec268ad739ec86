import { extraFeedSchema, feedOrigins, MAX_EXTRA_FEEDS, nameTaken, newFeedId, endpointsOfFeed, shownFeedName, type ExtraFeed } from '@/utils/feed/extra-feeds';
import { originsToRequest } from '@/utils/permissions/host-access';
import { t } from '@/utils/i18n';

export interface FeedForm {
  name: string;
  serverAddress: string;
  socketUrl: string;
  apiKey: string;
}

export type AddFeedPlan = { ok: false; error: string } | { ok: true; feed: ExtraFeed; origins: string[] };

/**
 * What adding a feed needs, decided before anything is awaited (a permission request must stay in
 * the click's turn): the checked entry and the host patterns not granted yet.
 */
export function planAddFeed(form: FeedForm, existing: readonly ExtraFeed[], granted: readonly string[]): AddFeedPlan {
  if (existing.length >= MAX_EXTRA_FEEDS) return { ok: false, error: t('feeds.full', [String(MAX_EXTRA_FEEDS)]) };
  const name = shownFeedName(form.name);
  if (!name) return { ok: false, error: t('feeds.nameNeeded') };
  if (nameTaken(name, existing)) return { ok: false, error: t('feeds.nameTaken', [name]) };
  const entry = { serverAddress: form.serverAddress.trim(), ...(form.socketUrl.trim() ? { socketUrl: form.socketUrl.trim() } : {}) };
  const derived = endpointsOfFeed(entry);
  if (!derived.ok) return { ok: false, error: derived.error };
  const feed = { id: newFeedId(name, existing.map((other) => other.id)), name, ...entry, apiKey: form.apiKey.trim() };
  const checked = extraFeedSchema.safeParse(feed);
  if (!checked.success) return { ok: false, error: t('feeds.tooLong') };
  return { ok: true, feed: checked.data, origins: originsToRequest(feedOrigins([feed]), granted) };
}
