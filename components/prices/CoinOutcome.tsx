import type { Outcome, OutcomeSpan } from '@newsflash/protocol/outcome';
import { t } from '@/utils/base/i18n';
import { signedPercent } from '@/utils/text/signed-percent';

/** The spans a card shows beside a chip; +4 h stays in the record, a card is read in the first half hour. */
const SHOWN: readonly [OutcomeSpan, number][] = [
  ['1m', 1],
  ['5m', 5],
  ['30m', 30],
];

/**
 * What the coin did after the item was published, as the service measured it (outcome.ts): the
 * move at +1 / +5 / +30 min, each once known, with the largest rise and fall in its title. Nothing
 * until the first span is measured; a span the service could not measure reads as a dash.
 */
export function CoinOutcome({ outcome, coin }: { outcome?: Outcome; coin: string }) {
  const entry = outcome?.coins.find((measured) => measured.coin === coin);
  const shown = SHOWN.flatMap(([span, minutes]) => {
    const value = entry?.spans[span];
    return value ? [{ span, minutes, value }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <span class="outcomes" aria-label={t('card.outcomes')}>
      {shown.map(({ span, minutes, value }) =>
        'missed' in value ? (
          <span key={span} class="outcome missed" title={t('card.outcomeMissed', [String(minutes)])}>
            {t('card.outcomeSpan', [String(minutes)])} –
          </span>
        ) : (
          <span
            key={span}
            class={`outcome ${value.move > 0 ? 'up' : value.move < 0 ? 'down' : 'flat'}`}
            title={t('card.outcomeTitle', [String(minutes), signedPercent(value.move), signedPercent(value.rise), signedPercent(value.fall)])}
          >
            {t('card.outcomeSpan', [String(minutes)])} {signedPercent(value.move)}
          </span>
        ),
      )}
    </span>
  );
}
