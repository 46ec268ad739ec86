import type { NewsItem } from '@/utils/protocol/news-item';
import { tradeLinks } from '@/utils/exchanges';

/** One chip per coin the service detected, with links to its trading pairs on known exchanges. */
export function CoinChips({ item }: { item: Pick<NewsItem, 'coins' | 'actions'> }) {
  const coins = tradeLinks(item);
  if (coins.length === 0) return null;
  return (
    <ul class="coins" aria-label="Coins">
      {coins.map(({ coin, links }) => (
        <li key={coin} class="coin">
          <span class="coin-name">{coin}</span>
          {links.map((link) => (
            <a key={link.exchange} href={link.url} target="_blank" rel="noreferrer noopener" aria-label={`${link.short}: trade ${link.label}`} title={`Trade ${link.label}`}>
              {link.short}
            </a>
          ))}
        </li>
      ))}
    </ul>
  );
}
