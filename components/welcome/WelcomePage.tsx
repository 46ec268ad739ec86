import { useState } from 'preact/hooks';
import type { DesktopMode } from '@/utils/notify/rules';
import { DEFAULT_SERVER } from '@/utils/base/endpoints';
import { t } from '@/utils/base/i18n';
import { saveAccount } from '@/utils/settings-forms/save-account';
import { settings } from '@/utils/settings';
import { AccountFields } from '../settings-sections/AccountFields';
import { DesktopChoice } from '../settings-sections/DesktopChoice';
import { Outcome, saving } from '../settings-sections/Section';
import { useAccountForm, type Said } from '../settings-sections/useAccountForm';

/**
 * The first screen after install: what Newsflash does, what leaves the computer, and the reader's
 * four choices. Nothing is stored until they press Save; until then no notification is raised and
 * no exchange is contacted (the background holds both off). The account part is the options' own
 * form, so "Check key" asks before sending the key to a typed, unsaved address here too.
 */
export function WelcomePage() {
  const [ownService, setOwnService] = useState(false);
  const [desktop, setDesktop] = useState<DesktopMode>('all');
  const [prices, setPrices] = useState<boolean>();
  const [outcome, setOutcome] = useState<Said>();
  const [done, setDone] = useState(false);
  const form = useAccountForm({ prefill: false, serverAddress: ownService ? undefined : DEFAULT_SERVER, say: setOutcome });

  const save = async (event: Event) => {
    event.preventDefault();
    if (prices === undefined) return setOutcome({ tone: 'bad', text: t('welcome.choosePrices') });
    const ready = await form.prepareSave();
    if (!ready) return;
    const [alerts, priceSettings] = await Promise.all([settings.alerts.get(), settings.prices.get()]);
    const stored = await saving(async () => {
      await saveAccount(ready.account, ready.endpoints);
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
        <li>{t('welcome.leavesImages')}</li>
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
          <AccountFields form={form} address={ownService} addressPlaceholder="https://news.example.com" keyHint={t('welcome.keyHint')} />
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
