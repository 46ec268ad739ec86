import { useEffect, useState } from 'preact/hooks';
import { lazyComponent } from '@/components/lazy';
import { t } from '@/utils/base/i18n';
import type { WebEngine } from '@/utils/web/web-engine';
import { OfflineNote } from './OfflineNote';
import type { NotificationState, PageNotifications } from './notifications';

/** The reader's votes, for a reader with a key only: a reader without one never loads their code. */
const History = lazyComponent(async () => (await import('./History')).History);

/** The longest key the field takes: the service's keys are far shorter; a pasted page is not a key. */
const MAX_KEY = 200;

/** Sign in with the API key (kept for this site only), remove it, the reader's votes, and notifications. */
export function Account({ engine, notifications }: { engine: WebEngine; notifications: PageNotifications }) {
  const [account, setAccount] = useState(engine.account());
  const [draft, setDraft] = useState('');
  const [notify, setNotify] = useState<NotificationState | 'on'>(notifications.state());
  useEffect(() => engine.onAccount(() => setAccount(engine.account())), [engine]);

  const signIn = (event: Event) => {
    event.preventDefault();
    const key = draft.trim();
    if (!key) return;
    engine.signIn(key);
    setDraft('');
  };
  const askNotifications = async () => setNotify((await notifications.ask()) === 'granted' ? 'on' : notifications.state());

  return (
    <aside id="account" class="account" aria-labelledby="account-title">
      <OfflineNote engine={engine} />
      <h2 id="account-title">{t('web.account')}</h2>
      {account.hasKey && (
        <p class="account-line">
          <span>{account.rejected ? t('web.rejected') : t('web.signedIn')}</span>
          <button type="button" onClick={() => engine.signOut()}>
            {t('web.signOut')}
          </button>
        </p>
      )}
      {/* A refused key keeps the field, with why, so the right one is typed at once. */}
      {(!account.hasKey || account.rejected) && (
        <form class="account-form" onSubmit={signIn}>
          {account.rejected ? (
            <p id="key-refused" class="notice notice-bad" role="alert">
              {t('web.rejectedHow')}
            </p>
          ) : (
            <p>{t('web.noKey')}</p>
          )}
          <label for="api-key">{t('web.keyLabel')}</label>
          <input
            id="api-key"
            type="password"
            autocomplete="off"
            spellcheck={false}
            maxLength={MAX_KEY}
            value={draft}
            aria-invalid={account.rejected}
            aria-describedby={account.rejected ? 'key-refused' : undefined}
            onInput={(event) => setDraft(event.currentTarget.value)}
          />
          <button type="submit">{t('web.signIn')}</button>
          <p class="hint">{t('web.keyKept')}</p>
        </form>
      )}
      <p class="account-line">
        {notify === 'on' ? (
          <>
            <span role="status">{t('web.notifyOn')}</span>
            <button type="button" onClick={() => (notifications.turnOff(), setNotify(notifications.state()))}>
              {t('web.notifyTurnOff')}
            </button>
          </>
        ) : notify === 'denied' ? (
          <span role="status">{t('web.notifyDenied')}</span>
        ) : notify === 'unsupported' ? null : (
          <button type="button" onClick={() => void askNotifications()}>
            {t('web.notifyAsk')}
          </button>
        )}
      </p>
      {account.hasKey && <History engine={engine} />}
    </aside>
  );
}
