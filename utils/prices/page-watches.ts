import type { PriceWatch } from './price-feed';

/**
 * What every open page shows, merged into one watch list. Prices stream only for the symbols
 * open pages show: the last page closing empties the list, and the streams close.
 */
export class PageWatches {
  private readonly pages = new Map<object, PriceWatch[]>();

  constructor(private readonly watch: (watches: PriceWatch[]) => void) {}

  set(page: object, watches: PriceWatch[]): void {
    this.pages.set(page, watches);
    this.apply();
  }

  drop(page: object): void {
    this.pages.delete(page);
    this.apply();
  }

  private apply(): void {
    this.watch([...new Map([...this.pages.values()].flat().map((watch) => [`${watch.exchange} ${watch.symbol}`, watch])).values()]);
  }
}
