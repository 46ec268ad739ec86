import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { PriceBook } from '@/utils/prices/price-book';

/** The page's prices, while "Show price moves" is on; undefined otherwise (no chip asks for any). */
export const PriceBookContext = createContext<{ book: PriceBook; stale: boolean } | undefined>(undefined);

/** The page's prices for a chip, re-rendering it (and only it) when prices arrive. */
export function usePriceBook() {
  const prices = useContext(PriceBookContext);
  const [, rerender] = useState(0);
  useEffect(() => prices?.book.subscribe(() => rerender((n) => n + 1)), [prices?.book]);
  return prices;
}
