import { t } from '@/utils/base/i18n';
import { useState } from 'preact/hooks';
import { loadViewPrefs, saveViewPrefs } from '@/utils/feed-view/view-prefs';
import type { DislikePolicy } from '@/utils/feed-view/filter';
import { settings } from '@/utils/settings';
import { useSetting } from '../hooks/useSetting';
import { Section } from './Section';

/** How the popup treats headlines readers disliked, its keyboard, the toolbar badge, and pictures from other sites; saved as they change. */
export function DisplaySection() {
  const images = useSetting(settings.images);
  const badge = useSetting(settings.badge);
  const [policy, setPolicy] = useState(() => loadViewPrefs().dislike);
  const [singleKeys, setSingleKeys] = useState(() => loadViewPrefs().singleKeys);
  const update = (next: DislikePolicy) => {
    setPolicy(next);
    saveViewPrefs({ ...loadViewPrefs(), dislike: next });
  };
  return (
    <Section id="display" title={t('options.section.display')} intro={t('display.intro')}>
      <div class="form inline-form">
        <label for="dislike-margin">{t('display.margin')}</label>
        <input
          id="dislike-margin"
          type="number"
          min={1}
          max={1000}
          value={policy.margin}
          onInput={(e) => {
            const margin = e.currentTarget.valueAsNumber;
            if (Number.isInteger(margin) && margin >= 1 && margin <= 1000) update({ ...policy, margin });
          }}
        />
        <fieldset class="inline-fieldset">
          <legend class="visually-hidden">{t('display.are')}</legend>
          {(['dim', 'hide'] as const).map((mode) => (
            <label key={mode} class="inline">
              <input type="radio" name="dislike-mode" value={mode} checked={policy.mode === mode} onChange={() => update({ ...policy, mode })} />
              {mode === 'dim' ? t('display.dim') : t('display.hide')}
            </label>
          ))}
        </fieldset>
      </div>
      <h3>{t('display.keyboard')}</h3>
      <label class="inline">
        <input
          type="checkbox"
          checked={singleKeys}
          aria-describedby="single-keys-hint"
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setSingleKeys(on);
            saveViewPrefs({ ...loadViewPrefs(), singleKeys: on });
          }}
        />
        {t('display.singleKeys')}
      </label>
      <p id="single-keys-hint" class="hint">
        {t('display.singleKeysHint')}
      </p>
      <h3>{t('display.badge')}</h3>
      <fieldset class="inline-fieldset" aria-describedby="badge-hint">
        <legend class="visually-hidden">{t('display.badge')}</legend>
        {(['count', 'off'] as const).map((mode) => (
          <label key={mode} class="inline">
            <input type="radio" name="badge-mode" value={mode} checked={badge === mode} disabled={!badge} onChange={() => void settings.badge.item.setValue(mode)} />
            {mode === 'count' ? t('display.badgeCount') : t('display.badgeOff')}
          </label>
        ))}
      </fieldset>
      <p id="badge-hint" class="hint">
        {t('display.badgeHint')}
      </p>
      <h3>{t('display.images')}</h3>
      {/* Firefox's notifications keep the bundled icon: a fetched one would carry the install's own address (engine.ts). */}
      {(import.meta.env.FIREFOX ? (['feed'] as const) : (['feed', 'notifications'] as const)).map((place) => (
        <label key={place} class="inline">
          <input
            type="checkbox"
            checked={images?.[place] ?? false}
            disabled={!images}
            aria-describedby="images-hint"
            onChange={(e) => images && void settings.images.item.setValue({ ...images, [place]: e.currentTarget.checked })}
          />
          {place === 'feed' ? t('display.imagesFeed') : t('display.imagesNotifications')}
        </label>
      ))}
      <p id="images-hint" class="hint">
        {t('display.imagesHint')} {import.meta.env.FIREFOX && t('display.imagesFirefox')}
      </p>
    </Section>
  );
}
