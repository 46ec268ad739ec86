import { t } from '@/utils/base/i18n';
import { useState } from 'preact/hooks';
import type { Rule } from '@/utils/notify/rules';
import { highlights } from '@/utils/text/highlight';
import { ruleFromForm, type RuleForm, type RuleFormErrors } from '@/utils/settings-forms/rule-form';
import type { ItemKind } from '@newsflash/protocol/news-item';
import { noticeKinds, noticeSigns, type NoticeSign } from '@newsflash/protocol/notice';
import { noticeKindLabel } from '@/utils/text/notice-text';
import { RuleDelivery } from './RuleDelivery';
import { RuleFollowUp } from './RuleFollowUp';

const SIGN_LABEL: Record<NoticeSign, 'notices.ruleSignUp' | 'notices.ruleSignDown'> = { '+': 'notices.ruleSignUp', '-': 'notices.ruleSignDown' };

/** Ticks one value in or out of a list, keeping the others in their order. */
const toggled = <T,>(
  list: readonly T[],
  value: T,
  on: boolean,
): T[] => (on ? [...list.filter((entry) => entry !== value), value] : list.filter((entry) => entry !== value));

const KINDS = [
  { kind: 'tweet', label: 'rule.tweets' },
  { kind: 'telegram', label: 'rule.telegram' },
  { kind: 'news', label: 'rule.news' },
] as const satisfies { kind: ItemKind; label: string }[];

function Text(props: { id: string; label: string; hint: string; value: string; error?: string; onInput: (value: string) => void }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        value={props.value}
        spellcheck={false}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${props.id}-hint`}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
      <p id={`${props.id}-hint`} class={props.error ? 'hint error' : 'hint'}>
        {props.error ?? props.hint}
      </p>
    </div>
  );
}

/** Add or edit one rule; nothing is stored until it validates. */
export function RuleEditor(props: {
  initial: RuleForm;
  others: readonly Rule[];
  onSave: (rule: Rule) => void;
  onTest: (rule: Rule) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(props.initial);
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const set = (patch: Partial<RuleForm>) => setForm({ ...form, ...patch });

  const validated = (): Rule | undefined => {
    const result = ruleFromForm(form, props.others);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.rule : undefined;
  };

  return (
    <form
      class="rule-editor"
      aria-label={t('rule.form')}
      onSubmit={(event) => {
        event.preventDefault();
        const rule = validated();
        if (rule) props.onSave(rule);
      }}
    >
      <Text id="rule-name" label={t('rule.name')} hint={t('rule.nameHint')} value={form.name} error={errors.name} onInput={(name) => set({ name })} />
      <fieldset>
        <legend>{t('rule.matches')}</legend>
        <Text id="rule-coins" label={t('rule.coins')} hint={t('rule.coinsHint')} value={form.coins} error={errors.coins} onInput={(coins) => set({ coins })} />
        <Text id="rule-sources" label={t('rule.sources')} hint={t('rule.sourcesHint')} value={form.sources} error={errors.sources} onInput={(sources) => set({ sources })} />
        <Text id="rule-keywords" label={t('rule.keywords')} hint={t('rule.keywordsHint')} value={form.keywords} error={errors.keywords} onInput={(keywords) => set({ keywords })} />
        <Text id="rule-pattern" label={t('rule.pattern')} hint={t('rule.patternHint')} value={form.pattern} error={errors.pattern} onInput={(pattern) => set({ pattern })} />
        <fieldset class="kinds">
          <legend>{t('rule.kinds')}</legend>
          {KINDS.map(({ kind, label }) => (
            <label key={kind} class="inline">
              <input
                type="checkbox"
                checked={form.kinds.includes(kind)}
                onChange={(e) => set({ kinds: e.currentTarget.checked ? [...form.kinds, kind] : form.kinds.filter((k) => k !== kind) })}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
        <fieldset class="kinds notices">
          <legend>{t('notices.ruleNotices')}</legend>
          {noticeKinds.map((kind) => (
            <label key={kind} class="inline">
              <input type="checkbox" value={kind} checked={form.notices.includes(kind)} onChange={(e) => set({ notices: toggled(form.notices, kind, e.currentTarget.checked) })} />
              {noticeKindLabel(kind)}
            </label>
          ))}
        </fieldset>
        <fieldset class="kinds signs">
          <legend>{t('notices.ruleSigns')}</legend>
          {noticeSigns.map((sign) => (
            <label key={sign} class="inline">
              <input type="checkbox" checked={form.signs.includes(sign)} onChange={(e) => set({ signs: toggled(form.signs, sign, e.currentTarget.checked) })} />
              {t(SIGN_LABEL[sign])}
            </label>
          ))}
        </fieldset>
        <div class="field">
          <label for="rule-has-coins">{t('rule.hasCoins')}</label>
          <select id="rule-has-coins" value={form.hasCoins} onChange={(e) => set({ hasCoins: e.currentTarget.value as RuleForm['hasCoins'] })}>
            <option value="any">{t('rule.any')}</option>
            <option value="yes">{t('rule.withCoins')}</option>
            <option value="no">{t('rule.withoutCoins')}</option>
          </select>
        </div>
        <div class="field">
          <label for="rule-importance">{t('rule.minImportance')}</label>
          <select
            id="rule-importance"
            value={form.minImportance === undefined ? 'any' : String(form.minImportance)}
            onChange={(e) => set({ minImportance: e.currentTarget.value === 'any' ? undefined : Number(e.currentTarget.value) })}
          >
            <option value="any">{t('rule.any')}</option>
            {[2, 3, 4, 5].map((level) => (
              <option key={level} value={String(level)}>
                {t('rule.importanceAtLeast', [String(level)])}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <RuleDelivery form={form} set={set} />
      <div class="field">
        <label for="rule-highlight">{t('alertRule.highlight')}</label>
        <select id="rule-highlight" value={form.highlight ?? ''} onChange={(e) => set({ highlight: (e.currentTarget.value || undefined) as RuleForm['highlight'] })}>
          <option value="">{t('alertRule.highlightNone')}</option>
          {highlights.map((colour) => (
            <option key={colour} value={colour}>
              {t(`alertRule.colours.${colour}`)}
            </option>
          ))}
        </select>
      </div>
      <label class="inline">
        <input type="checkbox" checked={form.critical} onChange={(e) => set({ critical: e.currentTarget.checked })} />
        {t('alertRule.critical')}
      </label>
      <label class="inline">
        <input type="checkbox" checked={form.atStart} onChange={(e) => set({ atStart: e.currentTarget.checked })} aria-describedby="rule-at-start-hint" />
        {t('alertRule.atStart')}
      </label>
      <p id="rule-at-start-hint" class="hint">
        {t('alertRule.atStartHint')}
      </p>
      <RuleFollowUp form={form} error={errors.followUpPercent} set={set} />
      <label class="inline">
        <input type="checkbox" checked={form.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
        {t('rule.enabled')}
      </label>
      <div class="actions">
        <button type="submit" class="primary">
          {t('rule.save')}
        </button>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            const rule = validated();
            if (rule) props.onTest(rule);
          }}
        >
          {t('rule.testRecent')}
        </button>
        <button type="button" class="secondary" onClick={props.onCancel}>
          {t('options.cancel')}
        </button>
      </div>
    </form>
  );
}
