import type { RaceResult } from '@/utils/race/feed-race';
import { t, uiLanguage } from '@/utils/base/i18n';
import { numberFormat } from '@/utils/base/intl';
import { namedPieces, type Piece } from '@/utils/text/named-pieces';

/** A lead or lag in ms with its sign: "+4,200 ms", "−35 ms". */
export function signedMs(ms: number | undefined, language = uiLanguage()): string {
  if (ms === undefined) return '—';
  const rounded = Math.round(ms);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${numberFormat(language).format(Math.abs(rounded))} ms`;
}

/** The card's line for news several feeds carried: "First via Regional, +4,200 ms over main", each feed's name a piece of its own. */
export function raceNote(race: RaceResult, language = uiLanguage()): Piece[] {
  return namedPieces(([first, ...over]) => {
    const margins = race.over.map((lead, index) => t('card.marginOver', [signedMs(lead.ms, language), over[index]!]));
    return t('card.firstVia', [first!, new Intl.ListFormat(language).format(margins)]);
  }, [race.first, ...race.over.map((lead) => lead.feed)]);
}
