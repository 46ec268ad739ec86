import { useEffect, useRef } from 'preact/hooks';
import { SHORTCUTS } from '@/utils/feed-view/shortcuts';
import { t } from '@/utils/base/i18n';

/** The list `?` opens: every shortcut of the feed, in the reader's language. Esc or the button closes it. */
export function ShortcutsHelp({ singleKeys, onClose }: { singleKeys: boolean; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div class="shortcuts" role="dialog" aria-modal="true" aria-labelledby="shortcuts-title" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <h2 id="shortcuts-title">{t('keys.title')}</h2>
      <table>
        <tbody>
          {SHORTCUTS.map(([keys, command]) => (
            <tr key={command}>
              <th scope="row">
                <kbd>{keys}</kbd>
              </th>
              <td>{t(`keys.${command}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="hint">{singleKeys ? t('keys.physical') : t('keys.singleOff')}</p>
      <button ref={close} type="button" class="link" onClick={onClose}>
        {t('keys.close')}
      </button>
    </div>
  );
}
