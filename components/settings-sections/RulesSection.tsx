import { t } from '@/utils/base/i18n';
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { decide, matches, ruleSetProblem, type Rule } from '@/utils/notify/rules';
import { sendMessage } from '@/utils/messages';
import { actionLabel, blankRuleForm, deliveryLine, formFromRule, startLine, type RuleForm } from '@/utils/settings-forms/rule-form';
import { dateTime } from '@/utils/text/time';
import { alertsItem, defaultAlerts, MAX_RULES, settings, type AlertSettings } from '@/utils/settings';
import { channelTargets } from '@/utils/channels/channel-targets';
import type { ChannelConfig } from '@/utils/channels/config';
import type { StoredItem } from '@/utils/store/store-types';
import { useSetting } from '../hooks/useSetting';
import { DesktopChoice } from './DesktopChoice';
import { GeneralAlerts } from './GeneralAlerts';
import { TradeChoice } from './TradeChoice';
import { RuleEditor } from './RuleEditor';
import { RuleRow } from './RuleRow';
import { OutcomeRecord } from '../record/OutcomeRecord';
import { Outcome, saving, Section, type Tone } from './Section';
import { noticeKindLabel, shownTitle } from '@/utils/text/notice-text';

const TEST_SAMPLE = 300;

/** What the tested rule would deliver for its first matched item now, with the channels it would reach by name. */
function testDelivery(test: TestResult, alerts: AlertSettings, saved: readonly ChannelConfig[]): string {
  const rules = [{ ...test.rule, enabled: true }];
  const options = { defaultAction: alerts.defaultAction, quietHours: alerts.quietHours, desktop: alerts.desktop, now: Date.now() };
  const decision = decide(test.matched[0]!, rules, options);
  const targets = channelTargets(saved, rules, decision.ruleId, decision.channels);
  return deliveryLine(decision, saved.filter((channel) => targets.includes(channel.id)).map((channel) => channel.name));
}

interface TestResult {
  rule: Rule;
  matched: StoredItem[];
  sample: number;
}

/** Notification rules (first match wins), the default for the rest, quiet hours and flood limits. */
export function RulesSection() {
  const stored = useSetting(settings.alerts);
  const alerts = stored ?? defaultAlerts;
  const savedChannels = useSetting(settings.channels) ?? [];
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
          {alerts.rules.map((rule, index) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              first={index === 0}
              last={index === alerts.rules.length - 1}
              onToggle={(enabled) => void toggle(rule, enabled)}
              onEdit={() => setEditing(formFromRule(rule))}
              onTest={() => void runTest(rule)}
              onMove={(by) => move(index, by)}
              onChange={(changed, said) => void saveRules(replace(changed), said)}
              onDelete={() => void saveRules(alerts.rules.filter((r) => r.id !== rule.id), t('rules.deleted', [rule.name]))}
            />
          ))}
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
          {test.matched[0] && (
            <p class="rule-delivery">
              {testDelivery(test, alerts, savedChannels)}
            </p>
          )}
          {test.rule.atStart && <p class="rule-delivery">{startLine(test.rule, test.matched, Date.now(), dateTime)}</p>}
          {test.matched.length > 0 && (
            <ul>
              {test.matched.slice(0, 8).map((item) => (
                <li key={item.id}>
                  <span class="muted">{item.source}:</span> {item.notice && <span class="muted">[{noticeKindLabel(item.notice.kind)}]</span>} {shownTitle(item).title}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
      {/* Keyed by the stored values: a change from elsewhere (an import, another window) refreshes the form. */}
      {stored && <GeneralAlerts key={JSON.stringify({ ...stored, rules: undefined })} alerts={stored} />}
      <TradeChoice />
      <OutcomeRecord by="rule" rules={alerts.rules} />
    </Section>
  );
}
