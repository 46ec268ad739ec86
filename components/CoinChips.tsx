import { useMemo } from 'preact/hooks';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { tradeLinks } from '@/utils/exchanges';
import { priceTargets } from '@/utils/prices/targets';
import { PriceMove } from './prices/PriceMove';
import { t } from '@/utils/i18n';

/**
 * One chip per coin the service detected, with links to its trading pairs on known exchanges and,
 * when prices are on, its move since the item was published.
 */
export function CoinChips({ item }: { item: Pick<NewsItem, 'id' | 'time' | 'coins' | 'actions' | 'firstPrice'> }) {
  const coins = tradeLinks(item);
  const targets = useMemo(() => new Map(priceTargets(item).map((target) => [target.coin, target])), [item.coins, item.firstPrice]);
  if (coins.length === 0) return null;
  return (
    <ul class="coins" aria-label={t('card.coins')}>
      {coins.map(({ coin, links }) => {
        const target = targets.get(coin);
        return (
          <li key={coin} class="coin">
            <span class="coin-name">{coin}</span>
            {target && <PriceMove target={target} itemId={item.id} publishedAt={item.time} />}
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
