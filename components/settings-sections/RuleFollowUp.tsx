import { t } from '@/utils/base/i18n';
import { FOLLOW_UP_MINUTES, followUpSpans } from '@/utils/notify/rules';
import { FOLLOW_UP_TYPED_MAX, type RuleForm } from '@/utils/settings-forms/rule-form';

/**
 * "Tell me if it moves X % within Y minutes": the rule's follow-up on its items' outcomes (utils/notify/follow-up.ts); empty is off.
 * A text field, not a number one: a browser reads "5%" or "abc" in a number field as empty, which would turn the follow-up off
 * without a word; as text, the form says what it expects (rule-form.ts, 0.1–100, a comma taken as the decimal point).
 */
export function RuleFollowUp({ form, error, set }: { form: RuleForm; error?: string; set: (patch: Partial<RuleForm>) => void }) {
  return (
    <fieldset class="rule-follow-up">
      <legend>{t('alertRule.followUp')}</legend>
      <div class="field">
        <label for="rule-follow-up-percent">{t('alertRule.followUpPercent')}</label>
        <input
          id="rule-follow-up-percent"
          inputMode="decimal"
          maxLength={FOLLOW_UP_TYPED_MAX}
          spellcheck={false}
          value={form.followUpPercent}
          aria-invalid={error ? true : undefined}
          aria-describedby="rule-follow-up-hint"
          onInput={(e) => set({ followUpPercent: e.currentTarget.value })}
        />
      </div>
      <div class="field">
        <label for="rule-follow-up-span">{t('alertRule.followUpSpan')}</label>
        <select id="rule-follow-up-span" value={form.followUpSpan} onChange={(e) => set({ followUpSpan: e.currentTarget.value as RuleForm['followUpSpan'] })}>
          {followUpSpans.map((span) => (
            <option key={span} value={span}>
              {t('alertRule.followUpMinutes', [String(FOLLOW_UP_MINUTES[span])])}
            </option>
          ))}
        </select>
      </div>
      <p id="rule-follow-up-hint" class={error ? 'hint error' : 'hint'}>
        {error ?? t('alertRule.followUpHint')}
      </p>
    </fieldset>
  );
}
