import { useEffect } from 'preact/hooks';
import { EXCHANGE_NAMES } from '@/utils/exchanges/all';
import { sparklinePath } from '@/utils/prices/sparkline';
import { formatPrice, priceMove } from '@/utils/prices/move';
import type { PriceTarget } from '@/utils/prices/price-targets';
import { usePriceBook } from './PriceBookContext';
import { t } from '@/utils/base/i18n';

/** The sparkline's box, in pixels (its path is drawn in the same units). */
const [WIDTH, HEIGHT] = [40, 12];

/**
 * A coin's move since the item was published (`+3.2%`), the pair, its exchange and the prices
 * then and now on hover or focus, and a sparkline of the price since. Mounted only for rows in view, so only their symbols
 * are streamed.
 */
export function PriceMove({ target, itemId, publishedAt }: { target: PriceTarget; itemId: string; publishedAt: number }) {
  const prices = usePriceBook();
  useEffect(() => prices?.book.watch(target), [prices?.book, target.exchange, target.symbol, target.market]);
  const quote = prices?.book.quote(target, itemId);
  if (!prices || !quote) return null;
  const move = priceMove(quote.reference, quote.now.price);
  const { stale } = prices;
  const since = quote.sinceSeen ? t('price.sinceSeen') : t('price.sincePublication');
  const then = quote.sinceSeen ? t('price.firstSeen') : t('price.atPublication');
  const pair = t('price.pair', [target.symbol, EXCHANGE_NAMES[target.exchange]]);
  const label = t('price.label', [pair, move.text, since, then, formatPrice(quote.reference), formatPrice(quote.now.price), `${target.quote}${stale ? ` (${t('price.stale')})` : ''}`]);
  const path = sparklinePath(quote.points, publishedAt, quote.sinceSeen ? undefined : quote.reference, WIDTH, HEIGHT);
  return (
    <span class={`move ${stale ? 'stale' : move.tone}`} tabIndex={0} role="note" aria-label={label} title={label}>
      {move.text}
      {(stale || quote.sinceSeen) && <span class="since">{` ${stale ? t('price.stale') : t('price.seen')}`}</span>}
      {path && (
        <svg class="spark" width={WIDTH} height={HEIGHT} aria-hidden="true">
          <path d={path} />
        </svg>
      )}
    </span>
  );
}
