import { useContext, useEffect, useState } from 'preact/hooks';
import type { CoinLinks, tradeLinks as TradeLinks } from '@/utils/exchanges/trade-links';
import { afterNextPaint } from './after-paint';
import { lazyComponent } from './lazy';
import type { ChipItem } from './prices/CoinPrice';
import { CoinOutcome } from './prices/CoinOutcome';
import { PriceBookContext } from './prices/PriceBookContext';
import { t } from '@/utils/base/i18n';

/** Loaded by the first chip that shows a price: pages of readers with price moves off never load it. */
const CoinPrice = lazyComponent(async () => (await import('./prices/CoinPrice')).CoinPrice);

/**
 * The exchanges' link templates and pair rules load just after the first paint (a chunk from the
 * extension itself, asked for once the first rows are painted), so the first paint carries less
 * script. Until then a chip shows its coin and no link: a link is only ever drawn from the rules,
 * never guessed.
 */
let loaded: typeof TradeLinks | undefined;
let loading: Promise<typeof TradeLinks> | undefined;
function useTradeLinks() {
  const [links, setLinks] = useState(() => loaded);
  useEffect(() => {
    if (links) return;
    loading ??= afterNextPaint()
      .then(() => import('@/utils/exchanges/trade-links'))
      .then((module) => (loaded = module.tradeLinks));
    void loading.then((load) => setLinks(() => load));
  }, []);
  return links;
}

/** The item's detected coins, before the links' rules are here (a coin only an action code names joins when they are). */
const coinsAlone = (item: ChipItem): CoinLinks[] => [...new Set(item.coins.map(({ coin }) => coin))].map((coin) => ({ coin, links: [] }));

/**
 * One chip per coin the service detected, with links to its trading pairs on known exchanges,
 * when prices are on its move since the item was published, and once the service measured them its
 * moves at +1 / +5 / +30 min.
 */
export function CoinChips({ item }: { item: ChipItem }) {
  const prices = useContext(PriceBookContext);
  const tradeLinks = useTradeLinks();
  const coins = tradeLinks ? tradeLinks(item) : coinsAlone(item);
  if (coins.length === 0) return null;
  return (
    <ul class="coins" aria-label={t('card.coins')}>
      {coins.map(({ coin, links }) => {
        return (
          <li key={coin} class="coin">
            <span class="coin-name">{coin}</span>
            {prices && <CoinPrice item={item} coin={coin} />}
            <CoinOutcome outcome={item.outcome} coin={coin} />
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
