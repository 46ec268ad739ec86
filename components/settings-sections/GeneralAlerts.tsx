import { useState } from 'preact/hooks';
import { describeIssues } from '@newsflash/protocol/issues';
import { actions } from '@/utils/notify/rules';
import { t } from '@/utils/base/i18n';
import { actionLabel } from '@/utils/settings-forms/rule-form';
import { alertsItem, alertSettingsSchema, settings, type AlertSettings } from '@/utils/settings';
import { Outcome, saving, type Tone } from './Section';

/** What happens to unmatched items, quiet hours, and how many notifications a burst may raise. */
export function GeneralAlerts({ alerts }: { alerts: AlertSettings }) {
  const [form, setForm] = useState(alerts);
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const set = (patch: Partial<AlertSettings>) => setForm({ ...form, ...patch });

  const save = async (event: Event) => {
    event.preventDefault();
    // The rules list is edited above and saved on its own: keep the stored one (which may hold a
    // rule turned off for a pattern the schema refuses, so it is read, not validated, here).
    const result = alertSettingsSchema.safeParse({ ...form, rules: [] });
    if (!result.success) return setOutcome({ tone: 'bad', text: t('rules.notSaved', [describeIssues(result.error.issues)]) });
    const { rules } = await settings.alerts.get();
    setOutcome(await saving(() => alertsItem.setValue({ ...result.data, rules }), t('rules.savedGeneral')));
  };

  return (
    <form class="form general" onSubmit={(event) => void save(event)}>
      <h3>{t('rules.general')}</h3>
      <label for="default-action">{t('rules.unmatched')}</label>
      <select id="default-action" value={form.defaultAction} onChange={(e) => set({ defaultAction: e.currentTarget.value as AlertSettings['defaultAction'] })}>
        {actions.map((action) => (
          <option key={action} value={action}>
            {actionLabel(action)}
          </option>
        ))}
      </select>

      <fieldset>
        <legend>{t('rules.quiet')}</legend>
        <label class="inline">
          <input type="checkbox" checked={form.quietHours.enabled} onChange={(e) => set({ quietHours: { ...form.quietHours, enabled: e.currentTarget.checked } })} />
          {t('rules.quietBetween')}
        </label>
        <label class="visually-hidden" for="quiet-start">
          {t('rules.quietStart')}
        </label>
        <input id="quiet-start" type="time" value={form.quietHours.start} onInput={(e) => set({ quietHours: { ...form.quietHours, start: e.currentTarget.value } })} />
        <span> {t('rules.quietAnd')} </span>
        <label class="visually-hidden" for="quiet-end">
          {t('rules.quietEnd')}
        </label>
        <input id="quiet-end" type="time" value={form.quietHours.end} onInput={(e) => set({ quietHours: { ...form.quietHours, end: e.currentTarget.value } })} />
        <p class="hint">{t('rules.quietHint')}</p>
      </fieldset>

      <fieldset>
        <legend>{t('rules.bursts')}</legend>
        <label for="max-per-window">{t('rules.atMost')}</label>
        <input id="max-per-window" type="number" min={1} max={20} value={form.maxPerWindow} onInput={(e) => set({ maxPerWindow: e.currentTarget.valueAsNumber })} />
        <label for="window-seconds">{t('rules.within')}</label>
        <input id="window-seconds" type="number" min={1} max={600} value={form.windowSeconds} onInput={(e) => set({ windowSeconds: e.currentTarget.valueAsNumber })} />
        <p class="hint">{t('rules.burstHint')}</p>
      </fieldset>

      <label class="inline">
        <input type="checkbox" checked={form.allowRequireInteraction} onChange={(e) => set({ allowRequireInteraction: e.currentTarget.checked })} />
        {t('rules.keepImportant')}
      </label>
      <div class="actions">
        <button type="submit" class="primary">
          {t('rules.saveGeneral')}
        </button>
      </div>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </form>
  );
}
