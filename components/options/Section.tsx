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

/** The outcome of the last action in a section, said in words; errors are announced at once. */
export function Outcome({ tone, children }: { tone: Tone; children: ComponentChildren }) {
  return (
    <p class={`outcome outcome-${tone}`} role={tone === 'bad' ? 'alert' : 'status'}>
      <span aria-hidden="true">{tone === 'ok' ? '✓ ' : tone === 'bad' ? '✗ ' : ''}</span>
      {children}
    </p>
  );
}
