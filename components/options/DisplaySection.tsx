import { useState } from 'preact/hooks';
import { loadViewPrefs, saveViewPrefs } from '@/utils/feed-view/view-prefs';
import type { DislikePolicy } from '@/utils/feed-view/filter';
import { Section } from './Section';

/** How the popup treats headlines readers disliked; saved as it changes. */
export function DisplaySection() {
  const [policy, setPolicy] = useState(() => loadViewPrefs().dislike);
  const update = (next: DislikePolicy) => {
    setPolicy(next);
    saveViewPrefs({ ...loadViewPrefs(), dislike: next });
  };
  return (
    <Section id="display" title="Disliked headlines" intro="Dislikes filter the feed: a headline whose dislikes outnumber its likes by the margin below is dimmed or hidden in the popup (hidden ones can be shown again there).">
      <div class="form inline-form">
        <label for="dislike-margin">Margin</label>
        <input
          id="dislike-margin"
          type="number"
          min={1}
          max={1000}
          value={policy.margin}
          onInput={(e) => {
            const margin = e.currentTarget.valueAsNumber;
            if (Number.isInteger(margin) && margin >= 1 && margin <= 1000) update({ ...policy, margin });
          }}
        />
        <fieldset class="inline-fieldset">
          <legend class="visually-hidden">Disliked headlines are</legend>
          {(['dim', 'hide'] as const).map((mode) => (
            <label key={mode} class="inline">
              <input type="radio" name="dislike-mode" value={mode} checked={policy.mode === mode} onChange={() => update({ ...policy, mode })} />
              {mode === 'dim' ? 'Dim them' : 'Hide them'}
            </label>
          ))}
        </fieldset>
      </div>
    </Section>
  );
}
