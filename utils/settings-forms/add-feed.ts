import { extraFeedSchema, feedOrigins, FIRST_FEED_ID, MAX_EXTRA_FEEDS, nameTaken, newFeedId, endpointsOfFeed, type ExtraFeed } from '@/utils/race/extra-feeds';
import { shownName } from '@/utils/text/shown-name';
import { deriveEndpoints, type EndpointOverrides } from '@/utils/base/endpoints';
import { originsToRequest } from '@/utils/permissions/host-access';
import { t } from '@/utils/base/i18n';

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
export function planAddFeed(
  form: FeedForm,
  existing: readonly ExtraFeed[],
  granted: readonly string[],
  first?: { serverAddress: string; overrides?: EndpointOverrides },
): AddFeedPlan {
  if (existing.length >= MAX_EXTRA_FEEDS) return { ok: false, error: t('feeds.full', [String(MAX_EXTRA_FEEDS)]) };
  const name = shownName(form.name);
  if (!name) return { ok: false, error: t('feeds.nameNeeded') };
  if (nameTaken(name, existing)) return { ok: false, error: t('feeds.nameTaken', [name]) };
  const entry = { serverAddress: form.serverAddress.trim(), ...(form.socketUrl.trim() ? { socketUrl: form.socketUrl.trim() } : {}) };
  const derived = endpointsOfFeed(entry);
  if (!derived.ok) return { ok: false, error: derived.error };
  // A feed raced against itself is a second socket (and login) for nothing: the same socket is refused, the first feed's included.
  const firstSocket = first && deriveEndpoints(first.serverAddress, first.overrides);
  const sockets = [...(firstSocket?.ok ? [{ name: FIRST_FEED_ID, socketUrl: firstSocket.endpoints.socketUrl }] : []), ...existing.flatMap((other) => {
    const theirs = endpointsOfFeed(other);
    return theirs.ok ? [{ name: other.name, socketUrl: theirs.endpoints.socketUrl }] : [];
  })];
  const same = sockets.find((other) => other.socketUrl === derived.endpoints.socketUrl);
  if (same) return { ok: false, error: t('feeds.sameSocket', [same.name]) };
  const feed = { id: newFeedId(name, existing.map((other) => other.id)), name, ...entry, apiKey: form.apiKey.trim() };
  const checked = extraFeedSchema.safeParse(feed);
  if (!checked.success) return { ok: false, error: t('feeds.tooLong') };
  return { ok: true, feed: checked.data, origins: originsToRequest(feedOrigins([feed]), granted) };
}
