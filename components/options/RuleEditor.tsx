import { useState } from 'preact/hooks';
import { actions, type Rule } from '@/utils/alerts/rules';
import { sounds } from '@/utils/alerts/sounds';
import { actionLabel, ruleFromForm, type RuleForm, type RuleFormErrors } from '@/utils/options/rule-form';
import type { ItemKind } from '@newsflash/protocol/news-item';
import { playSound } from './playSound';

const KINDS: { kind: ItemKind; label: string }[] = [
  { kind: 'tweet', label: 'Tweets' },
  { kind: 'telegram', label: 'Telegram posts' },
  { kind: 'news', label: 'News and exchange notices' },
];

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
export function RuleEditor(props: { initial: RuleForm; others: readonly Rule[]; onSave: (rule: Rule) => void; onTest: (rule: Rule) => void; onCancel: () => void }) {
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
      aria-label="Rule"
      onSubmit={(event) => {
        event.preventDefault();
        const rule = validated();
        if (rule) props.onSave(rule);
      }}
    >
      <Text id="rule-name" label="Name" hint="Optional; a name is made from the conditions." value={form.name} error={errors.name} onInput={(name) => set({ name })} />
      <fieldset>
        <legend>Matches items that…</legend>
        <Text id="rule-coins" label="Mention any of these coins" hint="Comma-separated, e.g. BTC, ETH" value={form.coins} error={errors.coins} onInput={(coins) => set({ coins })} />
        <Text id="rule-sources" label="Come from any of these sources" hint="Comma-separated, e.g. Binance EN, Upbit, Twitter" value={form.sources} error={errors.sources} onInput={(sources) => set({ sources })} />
        <Text id="rule-keywords" label="Contain any of these words" hint="Comma-separated; title and body, any case" value={form.keywords} error={errors.keywords} onInput={(keywords) => set({ keywords })} />
        <Text id="rule-pattern" label="Match this regular expression" hint="Optional, any case, e.g. list(ing)?\b (no lookahead, lookbehind or backreferences: patterns run on an engine no headline can stall)" value={form.pattern} error={errors.pattern} onInput={(pattern) => set({ pattern })} />
        <fieldset class="kinds">
          <legend>Are of these kinds (none ticked: any)</legend>
          {KINDS.map(({ kind, label }) => (
            <label key={kind} class="inline">
              <input
                type="checkbox"
                checked={form.kinds.includes(kind)}
                onChange={(e) => set({ kinds: e.currentTarget.checked ? [...form.kinds, kind] : form.kinds.filter((k) => k !== kind) })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div class="field">
          <label for="rule-has-coins">Coins detected</label>
          <select id="rule-has-coins" value={form.hasCoins} onChange={(e) => set({ hasCoins: e.currentTarget.value as RuleForm['hasCoins'] })}>
            <option value="any">Does not matter</option>
            <option value="yes">Only items with coins</option>
            <option value="no">Only items without coins</option>
          </select>
        </div>
      </fieldset>
      <div class="field">
        <label for="rule-action">Then</label>
        <select id="rule-action" value={form.action} onChange={(e) => set({ action: e.currentTarget.value as RuleForm['action'] })}>
          {actions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </div>
      {form.action === 'notify-sound' && (
        <div class="field with-button">
          <label for="rule-sound">Sound</label>
          <select id="rule-sound" value={form.sound} onChange={(e) => set({ sound: e.currentTarget.value as RuleForm['sound'] })}>
            {sounds.map((sound) => (
              <option key={sound} value={sound}>
                {sound}
              </option>
            ))}
          </select>
          <button type="button" class="secondary" onClick={() => void playSound(form.sound)}>
            Preview sound
          </button>
        </div>
      )}
      <label class="inline">
        <input type="checkbox" checked={form.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
        Enabled
      </label>
      <div class="actions">
        <button type="submit" class="primary">
          Save rule
        </button>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            const rule = validated();
            if (rule) props.onTest(rule);
          }}
        >
          Test against recent items
        </button>
        <button type="button" class="secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
