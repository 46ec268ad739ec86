import { t } from '@/utils/base/i18n';
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useSetting } from '@/components/hooks/useSetting';
import { MAX_EXTRA_FEEDS } from '@/utils/race/extra-feeds';
import { planAddFeed, type FeedForm } from '@/utils/settings-forms/add-feed';
import { releaseUnusedOrigins } from '@/utils/permissions/host-grants';
import { permissionRequest } from '@/utils/permissions/permission-request';
import { settings } from '@/utils/settings';
import { Outcome, saving, Section, type Tone } from './Section';
import { useGrantedOrigins } from './useGrantedOrigins';
import { useKeyConsent } from './useKeyConsent';

const EMPTY: FeedForm = { name: '', serverAddress: '', socketUrl: '', apiKey: '' };

/** Feeds raced beside the first: each added with its own address and key, its hosts asked for as it is added. */
export function FeedsSection() {
  const feeds = useSetting(settings.extraFeeds);
  const serverAddress = useSetting(settings.serverAddress);
  const overrides = useSetting(settings.endpointOverrides);
  const granted = useGrantedOrigins();
  const consent = useKeyConsent();
  const [form, setForm] = useState(EMPTY);
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  if (!feeds) return null;
  const edit = (patch: Partial<FeedForm>) => setForm({ ...form, ...patch });

  const add = async (event: Event) => {
    event.preventDefault();
    const plan = planAddFeed(form, feeds, granted, serverAddress === undefined ? undefined : { serverAddress, overrides });
    if (!plan.ok) return setOutcome({ tone: 'bad', text: plan.error });
    // Nothing awaited before the request: it must stay in the click's turn.
    const request = permissionRequest({ origins: plan.origins, apiKey: plan.feed.apiKey, consent });
    if (request && !(await browser.permissions.request(request as Parameters<typeof browser.permissions.request>[0]).catch(() => false))) {
      return setOutcome({ tone: 'bad', text: t('feeds.permission', [plan.origins.join(', ') || plan.feed.serverAddress]) });
    }
    const done = await saving(() => settings.extraFeeds.item.setValue([...feeds, plan.feed]), t('feeds.added', [plan.feed.name]));
    setOutcome(done);
    if (done.tone === 'ok') setForm(EMPTY);
  };
  const remove = async (id: string) => {
    const left = feeds.filter((feed) => feed.id !== id);
    setOutcome(await saving(() => settings.extraFeeds.item.setValue(left), t('feeds.removed')));
    // Its hosts may have had grants only it used.
    await releaseUnusedOrigins().catch(() => undefined);
  };

  return (
    <Section id="feeds" title={t('options.section.feeds')} intro={t('feeds.intro')}>
      {feeds.length === 0 ? (
        <p class="hint">{t('feeds.none')}</p>
      ) : (
        <ul class="extra-feeds">
          {feeds.map((feed) => (
            <li key={feed.id}>
              <strong class="feed-name">
                <bdi>{feed.name}</bdi>
              </strong> <span class="hint">{feed.socketUrl ?? feed.serverAddress}</span>{' '}
              <button type="button" class="secondary" onClick={() => void remove(feed.id)} aria-label={t('feeds.removeNamed', [feed.name])}>
                {t('feeds.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {feeds.length < MAX_EXTRA_FEEDS && (
        <form class="form" onSubmit={(event) => void add(event)}>
          <label for="feed-name">{t('feeds.name')}</label>
          <input id="feed-name" type="text" maxLength={40} value={form.name} onInput={(e) => edit({ name: e.currentTarget.value })} />
          <label for="feed-address">{t('feeds.address')}</label>
          <input id="feed-address" type="url" spellcheck={false} value={form.serverAddress} onInput={(e) => edit({ serverAddress: e.currentTarget.value })} />
          <label for="feed-socket">{t('feeds.socket')}</label>
          <input id="feed-socket" type="url" spellcheck={false} placeholder={t('account.derivedPlaceholder')} value={form.socketUrl} onInput={(e) => edit({ socketUrl: e.currentTarget.value })} />
          <label for="feed-key">{t('feeds.key')}</label>
          <input id="feed-key" type="password" autocomplete="off" value={form.apiKey} onInput={(e) => edit({ apiKey: e.currentTarget.value })} aria-describedby="feed-key-hint" />
          <p id="feed-key-hint" class="hint">
            {t('feeds.keyHint')}
          </p>
          <div class="actions">
            <button type="submit">{t('feeds.add')}</button>
          </div>
        </form>
      )}
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </Section>
  );
}
