import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { DesktopMode } from '@/utils/notify/rules';
import { t } from '@/utils/base/i18n';
import { settings } from '@/utils/settings';
import { useSetting } from '../hooks/useSetting';
import { Outcome, saving, type Tone } from './Section';

const CHOICES = [
  ['all', 'rules.desktopAll'],
  ['important', 'rules.desktopImportant'],
  ['off', 'rules.desktopOff'],
] as const;

/** Sends one notification now, so the reader sees where they appear (and whether the system lets them). */
export async function sendTestNotification(): Promise<void> {
  await browser.notifications.create('newsflash:test', {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: t('notification.testTitle'),
    message: t('notification.testBody'),
  });
}

/**
 * Which headlines reach the desktop: all, important ones, or none; with a test notification. Used
 * on the welcome page (`onChange`, saved with the rest) and in the options (saved at once).
 */
export function DesktopChoice(props: { value?: DesktopMode; onChange?: (mode: DesktopMode) => void }) {
  const stored = useSetting(settings.alerts);
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const value = props.value ?? stored?.desktop;
  const choose = async (mode: DesktopMode) => {
    if (props.onChange) return props.onChange(mode);
    const alerts = await settings.alerts.get();
    setOutcome(
      await saving(async () => {
        await settings.alerts.item.setValue({ ...alerts, desktop: mode });
        await settings.onboarding.item.setValue('done');
      }, t('rules.savedGeneral')),
    );
  };
  const test = async () => {
    if (value === 'off' || value === 'pending') return setOutcome({ tone: 'info', text: t('rules.testOff') });
    await sendTestNotification();
    setOutcome({ tone: 'ok', text: t('rules.testSent') });
  };
  return (
    <fieldset class="desktop-choice">
      <legend>{t('rules.desktop')}</legend>
      {CHOICES.map(([mode, label]) => (
        <label key={mode} class="inline">
          <input type="radio" name="desktop" value={mode} checked={value === mode} onChange={() => void choose(mode)} />
          {t(label)}
        </label>
      ))}
      <div class="actions">
        <button type="button" class="secondary" onClick={() => void test()}>
          {t('rules.testNotification')}
        </button>
      </div>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </fieldset>
  );
}
