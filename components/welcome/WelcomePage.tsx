import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { DesktopMode } from '@/utils/alerts/rules';
import { deriveEndpoints, DEFAULT_SERVER, permissionOrigins } from '@/utils/endpoints';
import { t } from '@/utils/i18n';
import { systemClock } from '@/utils/net/types';
import { saveAccount } from '@/utils/options/save-account';
import { settings } from '@/utils/settings';
import { checkKey } from '@/utils/votes/check-key';
import { DesktopChoice } from '../options/DesktopChoice';
import { Outcome, saving, type Tone } from '../options/Section';

/**
 * The first screen after install: what Newsflash does, what leaves the computer, and the reader's
 * four choices. Nothing is stored until they press Save; until then no notification is raised and
 * no exchange is contacted (the background holds both off).
 */
export function WelcomePage() {
  const [ownService, setOwnService] = useState(false);
  const [address, setAddress] = useState('');
  const [key, setKey] = useState('');
  const [desktop, setDesktop] = useState<DesktopMode>('all');
  const [prices, setPrices] = useState<boolean>();
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const [done, setDone] = useState(false);

  const endpoints = () => deriveEndpoints(ownService ? address : DEFAULT_SERVER);

  const check = async () => {
    const result = endpoints();
    if (!result.ok) return setOutcome({ tone: 'bad', text: result.error });
    setOutcome({ tone: 'info', text: t('account.checking') });
    const verdict = await checkKey({ fetch: (url, init) => fetch(url, init), clock: systemClock }, result.endpoints.apiUrl, key);
    setOutcome({ tone: verdict.verdict === 'works' ? 'ok' : 'bad', text: verdict.message });
  };

  const save = async (event: Event) => {
    event.preventDefault();
    const result = endpoints();
    if (!result.ok) return setOutcome({ tone: 'bad', text: result.error });
    if (prices === undefined) return setOutcome({ tone: 'bad', text: t('welcome.choosePrices') });
    // Asked first, while the click still counts as the reader's gesture (browsers require one).
    const origins = permissionOrigins(result.endpoints);
    if (origins.length > 0 && !(await browser.permissions.request({ origins }).catch(() => false))) {
      return setOutcome({ tone: 'bad', text: t('account.permission', [origins.join(', ')]) });
    }
    const [alerts, priceSettings] = await Promise.all([settings.alerts.get(), settings.prices.get()]);
    const stored = await saving(async () => {
      await saveAccount({ serverAddress: ownService ? address.trim() : DEFAULT_SERVER, endpointOverrides: {}, apiKey: key.trim() }, result.endpoints);
      await Promise.all([settings.alerts.item.setValue({ ...alerts, desktop }), settings.prices.item.setValue({ ...priceSettings, enabled: prices })]);
      await settings.onboarding.item.setValue('done');
    }, t('welcome.saved'));
    setOutcome(stored);
    setDone(stored.tone === 'ok');
  };

  return (
    <main class="options welcome">
      <h1>{t('welcome.title')}</h1>
      <p class="lead">{t('welcome.lead')}</p>
      <h2>{t('welcome.leavesTitle')}</h2>
      <ul class="leaves">
        <li>{t('welcome.leavesService')}</li>
        <li>{t('welcome.leavesPrices')}</li>
        <li>{t('welcome.leavesIp')}</li>
      </ul>
      <p class="hint">
        {t('welcome.waiting')}{' '}
        <a href="/privacy.txt" target="_blank" rel="noreferrer">
          {t('options.privacy')}
        </a>
      </p>
      <form class="form" onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend>{t('welcome.serviceTitle')}</legend>
          <label class="inline">
            <input type="radio" name="service" value="public" checked={!ownService} onChange={() => setOwnService(false)} />
            {t('welcome.servicePublic')}
          </label>
          <label class="inline">
            <input type="radio" name="service" value="own" checked={ownService} onChange={() => setOwnService(true)} />
            {t('welcome.serviceOwn')}
          </label>
          {ownService && (
            <>
              <label for="welcome-address">{t('account.server')}</label>
              <input id="welcome-address" type="url" value={address} placeholder="https://news.example.com" spellcheck={false} onInput={(e) => setAddress(e.currentTarget.value)} />
            </>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('account.key')}</legend>
          <div class="field with-button">
            <input id="welcome-key" type="password" aria-label={t('account.key')} value={key} autocomplete="off" spellcheck={false} onInput={(e) => setKey(e.currentTarget.value)} />
            <button type="button" class="secondary" disabled={!key.trim()} onClick={() => void check()}>
              {t('account.check')}
            </button>
          </div>
          <p class="hint step-hint">{t('welcome.keyHint')}</p>
        </fieldset>
        <DesktopChoice value={desktop} onChange={setDesktop} />
        <fieldset>
          <legend>{t('prices.show')}</legend>
          <label class="inline">
            {/* Not "on": a radio's value already reads "on" without one, so Preact would set no attribute. */}
            <input type="radio" name="prices" value="yes" checked={prices === true} onChange={() => setPrices(true)} />
            {t('welcome.pricesOn')}
          </label>
          <label class="inline">
            <input type="radio" name="prices" value="no" checked={prices === false} onChange={() => setPrices(false)} />
            {t('welcome.pricesOff')}
          </label>
        </fieldset>
        <div class="actions">
          <button type="submit" class="primary">
            {t('welcome.save')}
          </button>
          <a href="/options.html" target="_blank" rel="noreferrer">
            {t('welcome.allOptions')}
          </a>
        </div>
      </form>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
      {done && <p class="done">{t('welcome.next')}</p>}
    </main>
  );
}
