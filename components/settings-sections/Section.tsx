import { t } from '@/utils/base/i18n';
import type { ComponentChildren } from 'preact';

export function Section({ id, title, intro, children }: { id: string; title: string; intro?: ComponentChildren; children: ComponentChildren }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro && <p class="intro">{intro}</p>}
      {children}
    </section>
  );
}

export type Tone = 'ok' | 'bad' | 'info';

/**
 * Runs a save and returns what to tell the user. Browser storage can refuse a write (a full
 * disk, a broken profile): the user hears that, instead of believing it was saved.
 */
export async function saving(write: () => Promise<unknown>, done: string): Promise<{ tone: Tone; text: string }> {
  try {
    await write();
    return { tone: 'ok', text: done };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { tone: 'bad', text: t('options.notSaved', [reason]) };
  }
}

/** The outcome of the last action in a section, said in words; errors are announced at once. */
export function Outcome({ tone, children }: { tone: Tone; children: ComponentChildren }) {
  return (
    <p class={`outcome outcome-${tone}`} role={tone === 'bad' ? 'alert' : 'status'}>
      <span aria-hidden="true">{tone === 'ok' ? '✓ ' : tone === 'bad' ? '✗ ' : ''}</span>
      {children}
    </p>
  );
}
