import { t } from '@/utils/base/i18n';
import { useState } from 'preact/hooks';
import { DEFAULT_SERVER } from '@/utils/base/endpoints';
import { saveAccount } from '@/utils/settings-forms/save-account';
import { AccountFields } from './AccountFields';
import { Outcome, saving, Section } from './Section';
import { useAccountForm, type Said } from './useAccountForm';

/** The API key and the server address, with a key check and the host permission a custom server needs. */
export function AccountSection({ keyWithheld, keyNeedsConsent }: { keyWithheld?: boolean; keyNeedsConsent?: boolean }) {
  const [outcome, setOutcome] = useState<Said>();
  // The form appears once the stored values are in, so they never overwrite what the user typed.
  const form = useAccountForm({ prefill: true, say: setOutcome });

  async function save(event: Event) {
    event.preventDefault();
    const ready = await form.prepareSave();
    if (ready) setOutcome(await saving(() => saveAccount(ready.account, ready.endpoints), t('account.saved', [ready.endpoints.origin])));
  }

  return (
    <Section
      id="account"
      title={t('options.section.account')}
      intro={
        <>
          {t('account.intro1')} <code>npm run server -- keys add YOUR-NAME</code>. {t('account.intro2')}
        </>
      }
    >
      {keyWithheld && (
        <Outcome tone="bad">
          {t('account.withheld')}
        </Outcome>
      )}
      {keyNeedsConsent && <Outcome tone="bad">{t('keyConsent.withdrawn')}</Outcome>}
      {!form.loaded && <p class="hint">{t('options.loading')}</p>}
      <form class="form" hidden={!form.loaded} onSubmit={(event) => void save(event)}>
        <AccountFields form={form} overrides addressPlaceholder={DEFAULT_SERVER} keyHint={t('account.keyHint')} />
        <div class="actions">
          <button type="submit" class="primary">
            {t('options.save')}
          </button>
        </div>
      </form>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </Section>
  );
}
