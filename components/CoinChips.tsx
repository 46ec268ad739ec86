import { useContext } from 'preact/hooks';
import { tradeLinks } from '@/utils/exchanges/trade-links';
import { lazyComponent } from './lazy';
import type { ChipItem } from './prices/CoinPrice';
import { PriceBookContext } from './prices/PriceBookContext';
import { t } from '@/utils/i18n';

/** Loaded by the first chip that shows a price: pages of readers with price moves off never load it. */
const CoinPrice = lazyComponent(async () => (await import('./prices/CoinPrice')).CoinPrice);

/**
 * One chip per coin the service detected, with links to its trading pairs on known exchanges and,
 * when prices are on, its move since the item was published.
 */
export function CoinChips({ item }: { item: ChipItem }) {
  const prices = useContext(PriceBookContext);
  const coins = tradeLinks(item);
  if (coins.length === 0) return null;
  return (
    <ul class="coins" aria-label={t('card.coins')}>
      {coins.map(({ coin, links }) => {
        return (
          <li key={coin} class="coin">
            <span class="coin-name">{coin}</span>
            {prices && <CoinPrice item={item} coin={coin} />}
            {links.map((link) => (
              <a key={link.exchange} href={link.url} target="_blank" rel="noreferrer noopener" aria-label={t('card.tradeOn', [link.short, link.label])} title={t('card.trade', [link.label])}>
                {link.short}
              </a>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
