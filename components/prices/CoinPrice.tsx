import { useMemo } from 'preact/hooks';
import { priceTargets } from '@/utils/prices/price-targets';
import type { NewsItem } from '@newsflash/protocol/news-item';
import { PriceMove } from './PriceMove';

/** What a coin chip reads of its item. */
export type ChipItem = Pick<NewsItem, 'id' | 'time' | 'coins' | 'actions' | 'firstPrice' | 'outcome'>;

/** One coin's price move, when a pair prices it (the pair chosen by `priceTargets`). */
export function CoinPrice({ item, coin }: { item: ChipItem; coin: string }) {
  const target = useMemo(() => priceTargets(item).find((candidate) => candidate.coin === coin), [item.coins, item.firstPrice, coin]);
  return target ? <PriceMove target={target} itemId={item.id} publishedAt={item.time} /> : null;
}
