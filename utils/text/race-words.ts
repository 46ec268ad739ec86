import type { RaceResult } from '@/utils/feed/feed-race';
import { t, uiLanguage } from '@/utils/i18n';
import { numberFormat } from './intl';

/** A lead or lag in ms with its sign: "+4,200 ms", "−35 ms". */
export function signedMs(ms: number | undefined, language = uiLanguage()): string {
  if (ms === undefined) return '—';
  const rounded = Math.round(ms);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${numberFormat(language).format(Math.abs(rounded))} ms`;
}

/** The card's line for news several feeds carried: "First via Regional, +4,200 ms over main". */
export function raceNote(race: RaceResult, language = uiLanguage()): string {
  const margins = race.over.map((lead) => t('card.marginOver', [signedMs(lead.ms, language), lead.feed]));
  return t('card.firstVia', [race.first, new Intl.ListFormat(language).format(margins)]);
}
