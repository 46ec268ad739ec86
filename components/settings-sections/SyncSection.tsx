import { t } from '@/utils/base/i18n';
import { syncNotes } from '@/utils/settings-forms/sync-notes';
import { settings } from '@/utils/settings';
import { useSetting } from '../hooks/useSetting';
import { Outcome, Section } from './Section';

/** Whether the reader's choices follow them through the browser's sync, and what stays local and why. */
export function SyncSection() {
  const choice = useSetting(settings.syncChoice);
  const state = useSetting(settings.syncState);
  return (
    <Section id="sync" title={t('options.section.sync')} intro={t('sync.intro')}>
      <label class="inline">
        <input
          type="checkbox"
          data-testid="sync-choice"
          checked={choice === 'sync'}
          disabled={!choice}
          aria-describedby="sync-hint"
          onChange={(e) => void settings.syncChoice.item.setValue(e.currentTarget.checked ? 'sync' : 'local')}
        />
        {t('sync.on')}
      </label>
      <p id="sync-hint" class="hint">
        {t('sync.hint')}
      </p>
      {choice === 'sync' &&
        state &&
        syncNotes(state).map((note) => (
          <Outcome key={note.text} tone={note.tone}>
            {note.text}
          </Outcome>
        ))}
    </Section>
  );
}
