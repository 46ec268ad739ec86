import { t, uiLanguage } from '@/utils/i18n';
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { actions, matches, ruleSetProblem, type Rule } from '@/utils/alerts/rules';
import { sendMessage } from '@/utils/messages';
import { describeIssues } from '@newsflash/protocol/issues';
import { actionLabel, blankRuleForm, describeMatch, formFromRule, type RuleForm } from '@/utils/options/rule-form';
import { alertsItem, alertSettingsSchema, defaultAlerts, MAX_RULES, settings, type AlertSettings } from '@/utils/settings';
import type { StoredItem } from '@/utils/store/types';
import { useSetting } from '../hooks/useSetting';
import { DesktopChoice } from './DesktopChoice';
import { RuleEditor } from './RuleEditor';
import { Outcome, saving, Section, type Tone } from './Section';

const TEST_SAMPLE = 300;
const MUTE_HOURS = [1, 8, 24];

interface TestResult {
  rule: Rule;
  matched: StoredItem[];
  sample: number;
}

const clock = (time: number) => new Date(time).toLocaleTimeString(uiLanguage(), { hour: '2-digit', minute: '2-digit' });

/** Notification rules (first match wins), the default for the rest, quiet hours and flood limits. */
export function RulesSection() {
  const stored = useSetting(settings.alerts);
  const alerts = stored ?? defaultAlerts;
  const [editing, setEditing] = useState<RuleForm>();
  const [test, setTest] = useState<TestResult>();
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();

  const saveRules = async (rules: Rule[], text: string) => {
    setOutcome(await saving(() => alertsItem.setValue({ ...alerts, rules }), text));
  };
  const replace = (rule: Rule) => alerts.rules.map((r) => (r.id === rule.id ? rule : r));
  const move = (index: number, by: number) => {
    const rules = [...alerts.rules];
    const [rule] = rules.splice(index, 1);
    rules.splice(index + by, 0, rule!);
    void saveRules(rules, t('rules.moved', [rule!.name, by < 0 ? t('rules.up') : t('rules.down')]));
  };
  const toggle = async (rule: Rule, enabled: boolean) => {
    const problem = enabled ? ruleSetProblem(alerts.rules, { ...rule, enabled }) : undefined;
    if (problem) return setOutcome({ tone: 'bad', text: t('rules.staysOff', [rule.name, problem]) });
    await saveRules(replace({ ...rule, enabled }), enabled ? t('rules.enabled', [rule.name]) : t('rules.disabledRule', [rule.name]));
  };
  const runTest = async (rule: Rule) => {
    const items = await sendMessage(browser, 'recentItems', { limit: TEST_SAMPLE }).catch(() => []);
    setTest({ rule, matched: items.filter((item) => matches(rule, item)), sample: items.length });
  };

  return (
    <Section id="rules" title={t('options.section.rules')} intro={t('rules.intro')}>
      <DesktopChoice />
      {alerts.rules.length === 0 ? (
        <p class="hint">{t('rules.none')}</p>
      ) : (
        <ol class="rules">
          {alerts.rules.map((rule, index) => {
            const muted = rule.mutedUntil !== undefined && rule.mutedUntil > Date.now();
            return (
              <li key={rule.id} class={rule.enabled ? 'rule' : 'rule off'}>
                <label class="inline">
                  <input
                    type="checkbox"
                    checked={rule.enabled}
                    disabled={Boolean(rule.note)}
                    title={rule.note ? t('rules.fixPattern') : undefined}
                    onChange={(e) => void toggle(rule, e.currentTarget.checked)}
                  />
                  <strong>{rule.name}</strong>
                </label>
                <span class="rule-what">
                  {describeMatch(rule)} → {actionLabel(rule.action)}
                  {rule.action === 'notify-sound' && ` (${rule.sound ?? 'ping'})`}
                  {muted && t('rules.mutedUntil', [clock(rule.mutedUntil!)])}
                  {!rule.enabled && t('rules.disabled')}
                </span>
                {rule.note && <p class="rule-note">{rule.note}</p>}
                <span class="row-actions">
                  <button type="button" class="small" aria-label={t('rules.editRule', [rule.name])} onClick={() => setEditing(formFromRule(rule))}>
                    {t('rules.edit')}
                  </button>
                  <button type="button" class="small" aria-label={t('rules.testRule', [rule.name])} onClick={() => void runTest(rule)}>
                    {t('rules.test')}
                  </button>
                  <button type="button" class="small" aria-label={t('rules.moveUp', [rule.name])} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </button>
                  <button type="button" class="small" aria-label={t('rules.moveDown', [rule.name])} disabled={index === alerts.rules.length - 1} onClick={() => move(index, 1)}>
                    ↓
                  </button>
                  {muted ? (
                    <button type="button" class="small" onClick={() => void saveRules(replace({ ...rule, mutedUntil: undefined }), t('rules.notifiesAgain', [rule.name]))}>
                      {t('rules.unmute')}
                    </button>
                  ) : (
                    <select
                      class="small"
                      aria-label={t('rules.mute', [rule.name])}
                      value=""
                      onChange={(e) => {
                        const hours = Number(e.currentTarget.value);
                        const until = Date.now() + hours * 3_600_000;
                        void saveRules(replace({ ...rule, mutedUntil: until }), t('rules.mutedNow', [rule.name, clock(until)]));
                      }}
                    >
                      <option value="">{t('rules.muteMenu')}</option>
                      {MUTE_HOURS.map((hours) => (
                        <option key={hours} value={hours}>
                          {t('rules.forHours', [String(hours)])}
                        </option>
                      ))}
                    </select>
                  )}
                  <button
                    type="button"
                    class="small danger"
                    aria-label={t('rules.deleteRule', [rule.name])}
                    onClick={() => void saveRules(alerts.rules.filter((r) => r.id !== rule.id), t('rules.deleted', [rule.name]))}
                  >
                    {t('rules.delete')}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}

      {editing ? (
        <RuleEditor
          key={editing.id}
          initial={editing}
          others={alerts.rules}
          onCancel={() => setEditing(undefined)}
          onTest={(rule) => void runTest(rule)}
          onSave={(rule) => {
            const exists = alerts.rules.some((r) => r.id === rule.id);
            void saveRules(exists ? replace(rule) : [...alerts.rules, rule], t('rules.savedRule', [rule.name]));
            setEditing(undefined);
          }}
        />
      ) : alerts.rules.length >= MAX_RULES ? (
        <p class="hint">{t('rules.tooMany', [String(MAX_RULES)])}</p>
      ) : (
        <button type="button" class="secondary" onClick={() => setEditing(blankRuleForm(crypto.randomUUID()))}>
          {t('rules.add')}
        </button>
      )}

      {test && (
        <div class="test-result" role="status">
          <p>
            {t('rules.testResult', [String(test.matched.length), String(test.sample), test.rule.name, actionLabel(test.rule.action)])}
          </p>
          {test.rule.note && <p class="rule-note">{test.rule.note}</p>}
          {test.matched.length > 0 && (
            <ul>
              {test.matched.slice(0, 8).map((item) => (
                <li key={item.id}>
                  <span class="muted">{item.source}:</span> {item.title}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
      {/* Keyed by the stored values: a change from elsewhere (an import, another window) refreshes the form. */}
      {stored && <GeneralAlerts key={JSON.stringify({ ...stored, rules: undefined })} alerts={stored} />}
    </Section>
  );
}

/** What happens to unmatched items, quiet hours, and how many notifications a burst may raise. */
function GeneralAlerts({ alerts }: { alerts: AlertSettings }) {
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
