import { t, uiLanguage } from '@/utils/base/i18n';
import type { Rule } from '@/utils/notify/rules';
import { actionLabel, describeFollowUp, describeMatch } from '@/utils/settings-forms/rule-form';

const MUTE_HOURS = [1, 8, 24];

const clock = (time: number) => new Date(time).toLocaleTimeString(uiLanguage(), { hour: '2-digit', minute: '2-digit' });

export interface RuleRowProps {
  rule: Rule;
  first: boolean;
  last: boolean;
  onToggle(enabled: boolean): void;
  onEdit(): void;
  onTest(): void;
  onMove(by: -1 | 1): void;
  /** Stores the rule changed (muted, unmuted), saying so in `said`. */
  onChange(rule: Rule, said: string): void;
  onDelete(): void;
}

/** One notification rule in the list: on or off, what it matches and does, and what can be done to it. */
export function RuleRow({ rule, first, last, onToggle, onEdit, onTest, onMove, onChange, onDelete }: RuleRowProps) {
  const muted = rule.mutedUntil !== undefined && rule.mutedUntil > Date.now();
  return (
    <li class={rule.enabled ? 'rule' : 'rule off'}>
      <label class="inline">
        <input type="checkbox" checked={rule.enabled} disabled={Boolean(rule.note)} title={rule.note ? t('rules.fixPattern') : undefined} onChange={(e) => onToggle(e.currentTarget.checked)} />
        <strong>{rule.name}</strong>
      </label>
      <span class="rule-what">
        {describeMatch(rule)} → {actionLabel(rule.action)}
        {(rule.action === 'notify-sound' || rule.action === 'sound') && ` (${rule.sound ?? 'ping'})`}
        {describeFollowUp(rule)}
        {muted && t('rules.mutedUntil', [clock(rule.mutedUntil!)])}
        {!rule.enabled && t('rules.disabled')}
      </span>
      {rule.note && <p class="rule-note">{rule.note}</p>}
      <span class="row-actions">
        <button type="button" class="small" aria-label={t('rules.editRule', [rule.name])} onClick={onEdit}>
          {t('rules.edit')}
        </button>
        <button type="button" class="small" aria-label={t('rules.testRule', [rule.name])} onClick={onTest}>
          {t('rules.test')}
        </button>
        <button type="button" class="small" aria-label={t('rules.moveUp', [rule.name])} disabled={first} onClick={() => onMove(-1)}>
          ↑
        </button>
        <button type="button" class="small" aria-label={t('rules.moveDown', [rule.name])} disabled={last} onClick={() => onMove(1)}>
          ↓
        </button>
        {muted ? (
          <button type="button" class="small" onClick={() => onChange({ ...rule, mutedUntil: undefined }, t('rules.notifiesAgain', [rule.name]))}>
            {t('rules.unmute')}
          </button>
        ) : (
          <select
            class="small"
            aria-label={t('rules.mute', [rule.name])}
            value=""
            onChange={(e) => {
              const until = Date.now() + Number(e.currentTarget.value) * 3_600_000;
              onChange({ ...rule, mutedUntil: until }, t('rules.mutedNow', [rule.name, clock(until)]));
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
        <button type="button" class="small danger" aria-label={t('rules.deleteRule', [rule.name])} onClick={onDelete}>
          {t('rules.delete')}
        </button>
      </span>
    </li>
  );
}
