import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { actions, matches, ruleSetProblem, type Rule } from '@/utils/alerts/rules';
import { sendMessage } from '@/utils/messages';
import { describeIssues } from '@newsflash/protocol/issues';
import { actionLabel, blankRuleForm, describeMatch, formFromRule, type RuleForm } from '@/utils/options/rule-form';
import { alertsItem, alertSettingsSchema, defaultAlerts, MAX_RULES, settings, type AlertSettings } from '@/utils/settings';
import type { StoredItem } from '@/utils/store/types';
import { useSetting } from '../hooks/useSetting';
import { RuleEditor } from './RuleEditor';
import { Outcome, saving, Section, type Tone } from './Section';

const TEST_SAMPLE = 300;
const MUTE_HOURS = [1, 8, 24];

interface TestResult {
  rule: Rule;
  matched: StoredItem[];
  sample: number;
}

const clock = (time: number) => new Date(time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

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
    void saveRules(rules, `Moved "${rule!.name}" ${by < 0 ? 'up' : 'down'}.`);
  };
  const toggle = async (rule: Rule, enabled: boolean) => {
    const problem = enabled ? ruleSetProblem(alerts.rules, { ...rule, enabled }) : undefined;
    if (problem) return setOutcome({ tone: 'bad', text: `"${rule.name}" stays off. ${problem}` });
    await saveRules(replace({ ...rule, enabled }), `${enabled ? 'Enabled' : 'Disabled'} "${rule.name}".`);
  };
  const runTest = async (rule: Rule) => {
    const items = await sendMessage(browser, 'recentItems', { limit: TEST_SAMPLE }).catch(() => []);
    setTest({ rule, matched: items.filter((item) => matches(rule, item)), sample: items.length });
  };

  return (
    <Section id="rules" title="Notifications" intro="Rules are checked top to bottom; the first enabled rule that matches an item decides what happens to it.">
      {alerts.rules.length === 0 ? (
        <p class="hint">No rules: every item is handled by the default below.</p>
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
                    title={rule.note ? 'Edit the pattern to turn this rule on again' : undefined}
                    onChange={(e) => void toggle(rule, e.currentTarget.checked)}
                  />
                  <strong>{rule.name}</strong>
                </label>
                <span class="rule-what">
                  {describeMatch(rule)} → {actionLabel(rule.action)}
                  {rule.action === 'notify-sound' && ` (${rule.sound ?? 'ping'})`}
                  {muted && ` · muted until ${clock(rule.mutedUntil!)}`}
                  {!rule.enabled && ' · disabled'}
                </span>
                {rule.note && <p class="rule-note">{rule.note}</p>}
                <span class="row-actions">
                  <button type="button" class="small" aria-label={`Edit rule ${rule.name}`} onClick={() => setEditing(formFromRule(rule))}>
                    Edit
                  </button>
                  <button type="button" class="small" aria-label={`Test rule ${rule.name}`} onClick={() => void runTest(rule)}>
                    Test
                  </button>
                  <button type="button" class="small" aria-label={`Move rule ${rule.name} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </button>
                  <button type="button" class="small" aria-label={`Move rule ${rule.name} down`} disabled={index === alerts.rules.length - 1} onClick={() => move(index, 1)}>
                    ↓
                  </button>
                  {muted ? (
                    <button type="button" class="small" onClick={() => void saveRules(replace({ ...rule, mutedUntil: undefined }), `"${rule.name}" notifies again.`)}>
                      Unmute
                    </button>
                  ) : (
                    <select
                      class="small"
                      aria-label={`Mute rule ${rule.name}`}
                      value=""
                      onChange={(e) => {
                        const hours = Number(e.currentTarget.value);
                        const until = Date.now() + hours * 3_600_000;
                        void saveRules(replace({ ...rule, mutedUntil: until }), `"${rule.name}" is muted until ${clock(until)}.`);
                      }}
                    >
                      <option value="">Mute…</option>
                      {MUTE_HOURS.map((hours) => (
                        <option key={hours} value={hours}>
                          for {hours} h
                        </option>
                      ))}
                    </select>
                  )}
                  <button
                    type="button"
                    class="small danger"
                    aria-label={`Delete rule ${rule.name}`}
                    onClick={() => void saveRules(alerts.rules.filter((r) => r.id !== rule.id), `Deleted "${rule.name}".`)}
                  >
                    Delete
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
            void saveRules(exists ? replace(rule) : [...alerts.rules, rule], `Saved rule "${rule.name}".`);
            setEditing(undefined);
          }}
        />
      ) : alerts.rules.length >= MAX_RULES ? (
        <p class="hint">You have {MAX_RULES} rules, the most Newsflash keeps: delete one to add another.</p>
      ) : (
        <button type="button" class="secondary" onClick={() => setEditing(blankRuleForm(crypto.randomUUID()))}>
          Add a rule
        </button>
      )}

      {test && (
        <div class="test-result" role="status">
          <p>
            <strong>{test.matched.length}</strong> of the {test.sample} most recent items match “{test.rule.name}” ({actionLabel(test.rule.action)}).
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
    if (!result.success) return setOutcome({ tone: 'bad', text: `Not saved: ${describeIssues(result.error.issues)}` });
    const { rules } = await settings.alerts.get();
    setOutcome(await saving(() => alertsItem.setValue({ ...result.data, rules }), 'Saved notification settings.'));
  };

  return (
    <form class="form general" onSubmit={(event) => void save(event)}>
      <h3>For every other item</h3>
      <label for="default-action">Items no rule matches</label>
      <select id="default-action" value={form.defaultAction} onChange={(e) => set({ defaultAction: e.currentTarget.value as AlertSettings['defaultAction'] })}>
        {actions.map((action) => (
          <option key={action} value={action}>
            {actionLabel(action)}
          </option>
        ))}
      </select>

      <fieldset>
        <legend>Quiet hours</legend>
        <label class="inline">
          <input type="checkbox" checked={form.quietHours.enabled} onChange={(e) => set({ quietHours: { ...form.quietHours, enabled: e.currentTarget.checked } })} />
          No notifications between
        </label>
        <label class="visually-hidden" for="quiet-start">
          Quiet hours start
        </label>
        <input id="quiet-start" type="time" value={form.quietHours.start} onInput={(e) => set({ quietHours: { ...form.quietHours, start: e.currentTarget.value } })} />
        <span> and </span>
        <label class="visually-hidden" for="quiet-end">
          Quiet hours end
        </label>
        <input id="quiet-end" type="time" value={form.quietHours.end} onInput={(e) => set({ quietHours: { ...form.quietHours, end: e.currentTarget.value } })} />
        <p class="hint">Items still reach the feed; only the desktop stays quiet.</p>
      </fieldset>

      <fieldset>
        <legend>Bursts</legend>
        <label for="max-per-window">At most this many notifications</label>
        <input id="max-per-window" type="number" min={1} max={20} value={form.maxPerWindow} onInput={(e) => set({ maxPerWindow: e.currentTarget.valueAsNumber })} />
        <label for="window-seconds">within this many seconds</label>
        <input id="window-seconds" type="number" min={1} max={600} value={form.windowSeconds} onInput={(e) => set({ windowSeconds: e.currentTarget.valueAsNumber })} />
        <p class="hint">The rest are folded into one “N more headlines” notification.</p>
      </fieldset>

      <label class="inline">
        <input type="checkbox" checked={form.allowRequireInteraction} onChange={(e) => set({ allowRequireInteraction: e.currentTarget.checked })} />
        Keep important headlines on screen until dismissed (Chrome)
      </label>
      <div class="actions">
        <button type="submit" class="primary">
          Save notification settings
        </button>
      </div>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </form>
  );
}
